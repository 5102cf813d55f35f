import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, pasteTooLong } from '../../../../shared/messages.ts';
import { storage } from '../../../lib/storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { click, EVENT_DETAILS, fill, formDialog, pngFile, post, press, stubImageApis, stubXhr, submit } from '../test/compose-harness.tsx';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { PostFormModal } from './post-form-modal.tsx';

vi.mock('../../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  stubImageApis();
  storage.setCurrentUser({ _id: 'u1', name: 'Asha Rao', email: 'a@x.edu', avatar: null, isAdmin: false, token: 'tok' });
});

function renderForm(props: { post?: Post; draftOwner?: string } = {}) {
  const onClose = vi.fn();
  const result = renderWithProviders(
    <PostFormModal open isAdmin={false} post={props.post} draftOwner={props.draftOwner} onClose={onClose} />,
  );
  return { ...result, onClose };
}

const inForm = () => within(formDialog());
const value = (label: string) => inForm().getByLabelText<HTMLInputElement>(label).value;
const question = (name: string) => screen.findByRole('alertdialog', { name });
const answer = async (name: string, button: string) =>
  fireEvent.click(within(await question(name)).getByRole('button', { name: button }));
const escape = () => fireEvent.keyDown(document, { key: 'Escape' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('postDraft:'));

describe('closing the post form', () => {
  it('closes at once when nothing was typed', async () => {
    const { onClose } = renderForm();
    escape();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before discarding on Escape, the backdrop and Cancel, and keeps editing when told', async () => {
    const { onClose } = renderForm();
    fill({ Title: 'Half a thought' });

    escape();
    await answer(MESSAGES.discardPostTitle, 'Keep editing');
    expect(onClose).not.toHaveBeenCalled();
    expect(value('Title')).toBe('Half a thought');

    const overlay = formDialog().parentElement;
    if (!overlay) throw new Error('no overlay');
    fireEvent.mouseDown(overlay);
    await answer(MESSAGES.discardPostTitle, 'Keep editing');
    expect(onClose).not.toHaveBeenCalled();

    press('Cancel');
    await answer(MESSAGES.discardPostTitle, 'Discard');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

describe('changing the post type', () => {
  it('asks before clearing what the new type has not, and keeps what both have', async () => {
    renderForm();
    click('Event');
    fill({ Title: 'Open mic', Content: 'Songs', Location: 'Hall A', 'Price (₹)': '50' });

    click('Cultural Event');
    const ask = await question(MESSAGES.changeTypeTitle);
    expect(ask.textContent).toContain('Cultural Event posts have no price');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(inForm().getByLabelText<HTMLInputElement>('Event').checked).toBe(true);
    expect(value('Price (₹)')).toBe('50');

    click('Consights');
    const second = await question(MESSAGES.changeTypeTitle);
    expect(second.textContent).toContain('location, price');
    fireEvent.click(within(second).getByRole('button', { name: 'Change type' }));
    await waitFor(() => expect(inForm().getByLabelText<HTMLInputElement>('Consights').checked).toBe(true));
    expect(value('Title')).toBe('Open mic');
    expect(value('Content')).toBe('Songs');
    expect(inForm().queryByLabelText('Location')).toBeNull();
  });

  it('changes without asking when nothing would be lost', () => {
    renderForm();
    fill({ Title: 'Open mic' });
    click('Event');
    click('Consights');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(value('Title')).toBe('Open mic');
  });
});

describe('drafts in the browser', () => {
  it('brings a draft back after the tab was closed, and discards it when told', async () => {
    const first = renderForm({ draftOwner: 'u1' });
    fill({ Title: 'Lost and found', Content: 'A blue umbrella' });
    first.unmount();

    renderForm({ draftOwner: 'u1' });
    await answer(MESSAGES.restoreDraftTitle, 'Restore');
    await waitFor(() => expect(value('Title')).toBe('Lost and found'));
    expect(value('Content')).toBe('A blue umbrella');
    screen.getByRole('dialog', { name: 'Create a post' });
  });

  it('forgets a draft the user discards, and one the user discards on closing', async () => {
    const first = renderForm({ draftOwner: 'u1' });
    fill({ Title: 'Never mind' });
    first.unmount();
    const second = renderForm({ draftOwner: 'u1' });
    await answer(MESSAGES.restoreDraftTitle, 'Discard');
    await waitFor(() => expect(draftKeys()).toEqual([]));
    expect(value('Title')).toBe('');

    fill({ Title: 'Second thoughts' });
    expect(draftKeys()).toHaveLength(1);
    escape();
    await answer(MESSAGES.discardPostTitle, 'Discard');
    await waitFor(() => expect(second.onClose).toHaveBeenCalled());
    expect(draftKeys()).toEqual([]);
  });

  it('keeps one draft per type, offered when that type is chosen', async () => {
    const first = renderForm({ draftOwner: 'u1' });
    click('Event');
    fill({ Title: 'Robotics day', Location: 'Lab 3' });
    first.unmount();

    renderForm({ draftOwner: 'u1' });
    // The form opens as a Consight: no Consight draft, so nothing is asked until Event is chosen.
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    click('Event');
    await answer(MESSAGES.restoreDraftTitle, 'Restore');
    await waitFor(() => expect(value('Location')).toBe('Lab 3'));
    expect(value('Title')).toBe('Robotics day');
  });

  it("keeps a cultural event's seats in its draft: capacity, the windows and each ticket type's seats", async () => {
    const first = renderForm({ draftOwner: 'u1' });
    click('Cultural Event');
    fill({ Title: 'Dance night' });
    click('In-App Form');
    press('Add ticket option');
    fill({ 'Ticket type 1': 'Front row', 'Seats 1': '8', 'Capacity (seats per date)': '60', 'Claim window for waitlist offers (hours)': '6' });
    first.unmount();

    renderForm({ draftOwner: 'u1' });
    click('Cultural Event');
    await answer(MESSAGES.restoreDraftTitle, 'Restore');
    await waitFor(() => expect(value('Capacity (seats per date)')).toBe('60'));
    expect(value('Seats 1')).toBe('8');
    expect(value('Claim window for waitlist offers (hours)')).toBe('6');
  });

  it('keeps the draft of an edit apart from the new post draft, and clears it once saved', async () => {
    const event = post({ _id: 'e1', type: 'event', title: 'Talk', location: 'Hall B', eventStartDate: '2031-06-01T10:00:00.000Z', duration: '1 hour', registrationLink: 'https://reg.example/t' });
    const newDraft = renderForm({ draftOwner: 'u1' });
    fill({ Title: 'My new post' });
    newDraft.unmount();
    const edit = renderForm({ draftOwner: 'u1', post: event });
    // Editing this post has no draft yet: nothing is offered, and the new post's draft is not.
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fill({ Title: 'Talk, moved' }, formDialog('Edit event'));
    expect(draftKeys().sort()).toEqual(['postDraft:u1:new:confession', 'postDraft:u1:post:e1']);

    stubXhr(() => ({ status: 200, body: { ...event, title: 'Talk, moved' } }));
    submit(formDialog('Edit event'));
    await waitFor(() => expect(edit.onClose).toHaveBeenCalled());
    expect(draftKeys()).toEqual(['postDraft:u1:new:confession']);
  });

  it('leaves pictures out of a draft and says so; a full storage loses nothing on screen', async () => {
    const first = renderForm({ draftOwner: 'u1' });
    fill({ Title: 'Sunset' });
    fireEvent.change(inForm().getByLabelText('Images (Max 4)'), { target: { files: [pngFile()] } });
    await inForm().findByRole('img', { name: 'Image 1 of 1' });
    expect(localStorage.getItem('postDraft:u1:new:confession')).not.toContain('data:image');
    first.unmount();

    renderForm({ draftOwner: 'u1' });
    expect((await question(MESSAGES.restoreDraftTitle)).textContent).toContain(MESSAGES.draftPicturesNotKept);
    await answer(MESSAGES.restoreDraftTitle, 'Restore');
    await waitFor(() => expect(value('Title')).toBe('Sunset'));

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    fill({ Title: 'Sunset over the lake' });
    expect(value('Title')).toBe('Sunset over the lake');
  });
});

describe('length limits', () => {
  it('shows a counter once 80% of the title is used', () => {
    renderForm();
    fill({ Title: 'a'.repeat(119) });
    expect(inForm().queryByText('119 / 150')).toBeNull();
    fill({ Title: 'a'.repeat(120) });
    const counter = inForm().getByText('120 / 150');
    expect(inForm().getByLabelText('Title').getAttribute('aria-describedby')).toContain(counter.id);
    fill({ Content: 'b'.repeat(4000) });
    expect(inForm().getByText('4,000 / 5,000')).toBeTruthy();
  });

  it('refuses a paste that would not fit, says so, and keeps what was typed', () => {
    renderForm();
    fill({ Title: 'Hello' });
    const title = inForm().getByLabelText<HTMLInputElement>('Title');
    const refused = !fireEvent.paste(title, { clipboardData: { getData: () => 'x'.repeat(146) } });
    expect(refused).toBe(true);
    expect(inForm().getByRole('alert').textContent).toBe(pasteTooLong(150));
    expect(title.value).toBe('Hello');

    const allowed = fireEvent.paste(title, { clipboardData: { getData: () => 'x'.repeat(145) } });
    expect(allowed).toBe(true);
  });
});

describe('events that start in the past', () => {
  it('asks before posting, and sends nothing on Cancel', async () => {
    const sent = stubXhr(() => ({ status: 201, body: post({ type: 'event', status: 'pending' }) }));
    renderForm();
    click('Event');
    fill({ Title: 'Old fair', Content: 'Was fun', ...EVENT_DETAILS, 'Start date and time': '2020-01-05T10:00', 'Registration link': 'https://reg.example/x' });
    submit();
    const ask = await question(MESSAGES.pastEventTitle);
    expect(ask.textContent).toContain(MESSAGES.pastEventMessage);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(0);

    submit();
    await answer(MESSAGES.pastEventTitle, 'Post anyway');
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('asks for a cultural event with an available day before today', async () => {
    const sent = stubXhr(() => ({ status: 201, body: post({ type: 'culturalEvent', status: 'pending' }) }));
    renderForm();
    click('Cultural Event');
    fill({ Title: 'Dance', Content: 'Night', ...EVENT_DETAILS, 'Registration link': 'https://reg.example/x' });
    press('Add date');
    fill({ 'Date 1': '2021-03-01' });
    submit();
    await answer(MESSAGES.pastEventTitle, 'Cancel');
    expect(sent).toHaveLength(0);
  });
});

describe('the picture pickers', () => {
  it('refuses a file that is not a picture as it is chosen, naming one or several', async () => {
    renderForm();
    const picker = inForm().getByLabelText('Images (Max 4)');
    expect(inForm().getByText(MESSAGES.noPictureChosen)).toBeTruthy();
    const notes = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(picker, { target: { files: [notes] } });
    expect(inForm().getByRole('alert').textContent).toBe(MESSAGES.notAPicture);
    expect(inForm().queryByRole('img')).toBeNull();

    fireEvent.change(picker, { target: { files: [notes, pngFile('beach.png')] } });
    expect(inForm().getByRole('alert').textContent).toBe(MESSAGES.notPictures);
    await inForm().findByRole('img', { name: 'Image 1 of 1' });
    expect(inForm().getByText('beach.png')).toBeTruthy();
  });
});
