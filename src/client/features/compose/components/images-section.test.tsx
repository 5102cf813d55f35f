import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { storage } from '../../../lib/storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fill, formDialog, pngFile, post, stubImageApis, stubXhr, submit } from '../test/compose-harness.tsx';
import { PostFormModal } from './post-form-modal.tsx';

vi.mock('../../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  stubImageApis();
  storage.setCurrentUser({ _id: 'u1', name: 'Asha Rao', email: 'a@x.edu', avatar: null, isAdmin: false, token: 'tok' });
});

const inForm = () => within(formDialog());

describe("a picture's description", () => {
  it('is asked beside each picture, becomes its text alternative, and is sent in the pictures’ order', async () => {
    const sent = stubXhr(() => ({ status: 201, body: post({ status: 'approved' }) }));
    renderWithProviders(<PostFormModal open isAdmin={false} onClose={vi.fn()} />);
    fill({ Title: 'Sunset', Content: 'From the library roof.' });
    fireEvent.change(inForm().getByLabelText('Images (Max 4)'), { target: { files: [pngFile('a.png'), pngFile('b.png')] } });
    await inForm().findByRole('img', { name: 'Image 2 of 2' });
    const [first, second] = inForm().getAllByLabelText(new RegExp(`^${MESSAGES.imageDescriptionLabel}`));
    fireEvent.change(second!, { target: { value: 'The lawn at dusk' } });
    expect(inForm().getByRole('img', { name: 'The lawn at dusk' })).toBeTruthy();
    expect((first as HTMLTextAreaElement).value).toBe('');
    // Removing the first picture keeps the second's description with it.
    fireEvent.click(inForm().getByRole('button', { name: 'Remove image 1' }));
    expect(inForm().getByRole('img', { name: 'The lawn at dusk' })).toBeTruthy();
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ imageDescriptions: ['The lawn at dusk'] });
    expect(screen.queryByText(MESSAGES.imageDescriptionTooLong)).toBeNull();
  });
});
