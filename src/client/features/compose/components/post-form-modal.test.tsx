import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consightLive, errorSubmittingPost, failedToSave, MESSAGES, networkError } from '../../../../shared/messages.ts';
import { clearSessionNotifications, getSessionNotifications } from '../../../lib/in-session-notifications.ts';
import { storage } from '../../../lib/storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { click, EVENT_DETAILS, fill, formDialog, pngFile, post, RESIZED, stubImageApis, stubXhr, submit } from '../test/compose-harness.tsx';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { PostFormModal } from './post-form-modal.tsx';

vi.mock('../../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

let drawn: Array<{ width: number; height: number }>;
beforeEach(() => {
  clearSessionNotifications();
  drawn = stubImageApis();
  storage.setCurrentUser({ _id: 'u1', name: 'Asha Rao', email: 'a@x.edu', avatar: null, isAdmin: false, token: 'tok' });
});

function renderForm(props: { isAdmin?: boolean; post?: Post } = {}) {
  const onClose = vi.fn();
  const result = renderWithProviders(<PostFormModal open isAdmin={props.isAdmin ?? false} post={props.post} onClose={onClose} />);
  return { ...result, onClose };
}

const inForm = () => within(formDialog());

describe('post form', () => {
  it('offers News to admins only', () => {
    renderForm();
    expect(inForm().getByLabelText('Consights')).toBeTruthy();
    expect(inForm().getByLabelText('Cultural Event')).toBeTruthy();
    expect(inForm().queryByLabelText('News')).toBeNull();
  });

  it('shows News to an admin', () => {
    renderForm({ isAdmin: true });
    expect(inForm().getByLabelText('News')).toBeTruthy();
  });

  it('shows no registration for a Consight, and keeps the shared fields when the type changes', () => {
    renderForm();
    expect(inForm().getByLabelText<HTMLInputElement>('Consights').checked).toBe(true);
    expect(inForm().queryByRole('group', { name: 'Registration' })).toBeNull();
    expect(inForm().queryByLabelText('Location')).toBeNull();

    fill({ Title: 'A secret', Content: 'Shh' });
    click('Event');
    expect(inForm().getByLabelText<HTMLInputElement>('Event').checked).toBe(true);
    expect(inForm().getByLabelText<HTMLInputElement>('Title').value).toBe('A secret');
    expect(inForm().getByLabelText<HTMLInputElement>('Content').value).toBe('Shh');
    expect(inForm().getByRole('group', { name: 'Registration' })).toBeTruthy();
    expect(inForm().getByRole('switch', { name: 'Registration required' })).toHaveProperty('checked', true);
    expect(inForm().getByLabelText<HTMLInputElement>('External Link').checked).toBe(true);
    expect(inForm().getByRole('switch', { name: 'Registration open' })).toHaveProperty('checked', true);
    expect(inForm().getByLabelText<HTMLInputElement>('Language').value).toBe('English');

    fill({ Location: 'Hall A' });
    click('Cultural Event');
    expect(inForm().getByLabelText<HTMLInputElement>('Location').value).toBe('Hall A');
    expect(inForm().getByLabelText<HTMLInputElement>('Title').value).toBe('A secret');
    expect(inForm().getByRole('group', { name: 'Ticket options' })).toBeTruthy();
  });

  it('reveals custom fields for the In-App Form, and payment only for a paid event', () => {
    renderForm();
    click('Event');
    expect(inForm().queryByRole('group', { name: 'Questions' })).toBeNull();
    click('In-App Form');
    expect(inForm().getByRole('group', { name: 'Questions' })).toBeTruthy();
    expect(inForm().queryByLabelText('Registration link')).toBeNull();
    expect(inForm().queryByRole('group', { name: 'Payment' })).toBeNull();
    fill({ 'Price (₹)': '99' });
    expect(inForm().getByRole('group', { name: 'Payment' })).toBeTruthy();
    expect(inForm().getByLabelText('Payment link')).toBeTruthy();
    click('QR code');
    expect(inForm().getByLabelText('QR code image')).toBeTruthy();
    fill({ 'Price (₹)': '0' });
    expect(inForm().queryByRole('group', { name: 'Payment' })).toBeNull();

    fireEvent.click(inForm().getByRole('switch', { name: 'Registration required' }));
    expect(inForm().queryByLabelText('In-App Form')).toBeNull();
  });

  it('posts a valid Consight with its resized image, then closes and reports success', async () => {
    const sent = stubXhr(() => ({ status: 201, body: post({ _id: 'p9', title: 'Hello' }) }));
    const { onClose, queryClient } = renderForm();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fill({ Title: '  Hello ', Content: 'World' });
    fireEvent.change(inForm().getByLabelText('Images (Max 4)'), { target: { files: [pngFile()] } });
    await waitFor(() => expect(inForm().getByRole('img', { name: 'Image 1 of 1' })).toBeTruthy());
    expect(drawn).toEqual([{ width: 1000, height: 500 }]);

    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/posts');
    expect(request?.headers.Authorization).toBe('Bearer tok');
    expect(request?.body).toMatchObject({ type: 'confession', title: 'Hello', content: 'World', images: [RESIZED] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['posts'] });
    expect(getSessionNotifications()[0]).toMatchObject({ message: consightLive('Hello'), type: 'success' });
    // Routine success is a toast, not a dialog to dismiss.
    expect((await screen.findByRole('status')).textContent).toContain(consightLive('Hello'));
    expect(screen.queryByRole('dialog', { name: 'Post saved' })).toBeNull();
  });

  it('submits a new event for approval with ISO dates', async () => {
    const sent = stubXhr(() => ({ status: 201, body: post({ type: 'event', status: 'pending' }) }));
    renderForm();
    click('Event');
    fill({ Title: 'Open mic', Content: 'Songs', ...EVENT_DETAILS, 'Registration link': 'https://reg.example/x' });
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(MESSAGES.eventSubmitted));
    expect(sent[0]?.body).toMatchObject({
      type: 'event',
      eventStartDate: new Date('2030-05-01T18:00').toISOString(),
      registrationRequired: true,
      registrationMethod: 'link',
      registrationLink: 'https://reg.example/x',
    });
  });

  it("shows the server's message in an Input Error dialog and adds a notification", async () => {
    // While the request goes up (the fake server answers once the form shows it): a progress bar, Publish disabled.
    let during: { progress: string | null; disabled: boolean } | undefined;
    stubXhr(async () => {
      const bar = await inForm().findByRole('progressbar', { name: 'Uploading' });
      during = {
        progress: bar.getAttribute('aria-valuenow'),
        disabled: inForm().getByRole<HTMLButtonElement>('button', { name: 'Publish' }).disabled,
      };
      return { status: 400, body: { message: 'Title is not allowed.' } };
    });
    const { onClose } = renderForm();
    fill({ Title: 'Bad', Content: 'Post' });
    submit();
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.inputErrorTitle });
    expect(during).toEqual({ progress: '0', disabled: true });
    expect(dialog.textContent).toContain('Error submitting post: Title is not allowed.');
    expect(getSessionNotifications()[0]).toMatchObject({
      message: failedToSave('consight', 'Bad', 'Title is not allowed.'),
      type: 'error',
    });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(inForm().getByLabelText<HTMLInputElement>('Title').value).toBe('Bad');
  });

  it('reports a network failure', async () => {
    stubXhr(() => 'network-error');
    renderForm();
    fill({ Title: 'Offline', Content: 'Post' });
    submit();
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.inputErrorTitle });
    expect(dialog.textContent).toContain(errorSubmittingPost(MESSAGES.loginNetwork));
    expect(getSessionNotifications()[0]?.message).toBe(networkError('save consight "Offline"'));
  });

  it('edits an approved event: pre-filled, warns a non-admin, and PUTs the changes', async () => {
    const event = post({
      _id: 'e1',
      type: 'event',
      title: 'Talk',
      content: 'About things',
      location: 'Hall B',
      eventStartDate: new Date('2030-06-01T10:30').toISOString(),
      duration: '1 hour',
      language: 'Hindi',
      price: 0,
      registrationOpen: true,
      registrationLink: 'https://reg.example/talk',
      images: ['/media/' + 'a'.repeat(64) + '.jpg'],
    });
    const sent = stubXhr(() => ({ status: 200, body: { ...event, status: 'pending' } }));
    renderForm({ post: event });
    const form = formDialog('Edit event');
    expect(within(form).getByText('Saving sends this event back for approval.')).toBeTruthy();
    expect(within(form).queryByRole('group', { name: 'Post type' })).toBeNull();
    expect(within(form).getByLabelText<HTMLInputElement>('Start date and time').value).toBe('2030-06-01T10:30');
    expect(within(form).getByLabelText<HTMLInputElement>('Registration link').value).toBe('https://reg.example/talk');
    expect(within(form).getByLabelText<HTMLInputElement>('Language').value).toBe('Hindi');

    fill({ Title: 'Talk, updated' }, form);
    submit(form);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(MESSAGES.eventResubmitted));
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/posts/e1' });
    expect(sent[0]?.body).toMatchObject({ title: 'Talk, updated', images: event.images });
  });
});
