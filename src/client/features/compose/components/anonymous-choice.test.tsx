import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { storage } from '../../../lib/storage.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fill, formDialog, post, stubImageApis, stubXhr, submit } from '../test/compose-harness.tsx';
import { PostFormModal } from './post-form-modal.tsx';

vi.mock('../../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  stubImageApis();
  storage.setCurrentUser({ _id: 'u1', name: 'Asha Rao', email: 'a@x.edu', avatar: null, isAdmin: true, token: 'tok' });
});

const inForm = () => within(formDialog());

describe('Post anonymously (anonymous Consights)', () => {
  it('is a labelled checkbox on a Consight, explained in one line, and sends the choice', async () => {
    const sent = stubXhr(() => ({ status: 201, body: post({ _id: 'p9', title: 'Hello', anonymous: true }) }));
    const onClose = vi.fn();
    renderWithProviders(<PostFormModal open isAdmin={false} onClose={onClose} />);
    const box = inForm().getByRole('checkbox', { name: MESSAGES.postAnonymously });
    expect(inForm().getByText(MESSAGES.postAnonymouslyHint)).toBeTruthy();
    fireEvent.click(box);
    fill({ Title: 'Hello', Content: 'World' });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({ type: 'confession', anonymous: true });
  });

  it('is not offered for an event', () => {
    renderWithProviders(<PostFormModal open isAdmin={false} onClose={vi.fn()} />);
    fireEvent.click(inForm().getByLabelText('Event'));
    expect(inForm().queryByRole('checkbox', { name: MESSAGES.postAnonymously })).toBeNull();
  });

  it('cannot be changed when editing: the form says how the post was posted', () => {
    const { getByRole } = renderWithProviders(
      <PostFormModal open isAdmin post={makePost({ anonymous: true, author: 'Anonymous Otter', canEdit: true })} onClose={vi.fn()} />,
    );
    const form = within(getByRole('dialog'));
    expect(form.queryByRole('checkbox', { name: MESSAGES.postAnonymously })).toBeNull();
    expect(form.getByText(MESSAGES.postedAnonymously)).toBeTruthy();
  });
});
