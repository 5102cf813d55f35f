import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { click, EVENT_DETAILS, fill, formDialog, post, press, stubImageApis, stubXhr, submit } from '../test/compose-harness.tsx';
import { PostFormModal } from './post-form-modal.tsx';

beforeEach(() => {
  stubImageApis();
  storage.setCurrentUser({ _id: 'u1', name: 'Asha Rao', email: 'a@x.edu', avatar: null, isAdmin: false, token: 'tok' });
});

const form = () => within(formDialog());
const questions = () => within(form().getByRole('group', { name: 'Questions' }));
const valueOf = (label: string) => form().getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value;

describe("the host's questions (decision 079)", () => {
  it('builds free text and a list of options one by one, moves and removes, and sends SPEC’s string', { timeout: 20_000 }, async () => {
    const sent = stubXhr(() => ({ status: 201, body: post({ type: 'event', status: 'pending' }) }));
    renderWithProviders(<PostFormModal open isAdmin={false} onClose={vi.fn()} />);
    click('Event');
    fill({ Title: 'Hack night', Content: 'Build things.', ...EVENT_DETAILS });
    click('In-App Form');
    expect(questions().getByText('No questions of your own yet.')).toBeTruthy();

    press('Add a question');
    expect(document.activeElement).toBe(form().getByLabelText('Question 1'));
    fill({ 'Question 1': 'Team name' });
    press('Add a question');
    fill({ 'Question 2': 'Year of study', 'Answer 2': 'options' });
    expect(document.activeElement).toBe(form().getByLabelText('Option 1 of question 2'));
    fill({ 'Option 1 of question 2': '1st' });
    fireEvent.keyDown(form().getByLabelText('Option 1 of question 2'), { key: 'Enter' });
    expect(document.activeElement).toBe(form().getByLabelText('Option 2 of question 2'));
    fill({ 'Option 2 of question 2': '2nd' });
    press('Add an option');
    fill({ 'Option 3 of question 2': 'PhD' });
    press('Remove option 3 of question 2');
    press('Add a question');
    fill({ 'Question 3': 'Roll number' });
    press('Move question 2 up');
    expect(valueOf('Question 1')).toBe('Year of study');
    press('Remove question 3');
    expect(form().queryByLabelText('Question 3')).toBeNull();

    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ registrationFields: 'Year of study:1st|2nd, Team name' });
  });

  it('reads an event’s questions written in SPEC’s syntax and writes them back unchanged', async () => {
    const saved = post({
      type: 'event',
      status: 'approved',
      location: 'Hall A',
      eventStartDate: '2030-05-01T12:30:00.000Z',
      duration: '2 hours',
      enableRegistrationForm: true,
      registrationFields: 'College, T-shirt size:S|M|L',
    });
    const sent = stubXhr(() => ({ status: 200, body: saved }));
    renderWithProviders(<PostFormModal open isAdmin={false} post={saved} onClose={vi.fn()} />);
    const dialog = () => within(formDialog('Edit event'));
    expect(dialog().getByLabelText<HTMLInputElement>('Question 1').value).toBe('College');
    expect(dialog().getByLabelText<HTMLSelectElement>('Answer 1').value).toBe('text');
    expect(dialog().getByLabelText<HTMLInputElement>('Question 2').value).toBe('T-shirt size');
    expect(dialog().getByLabelText<HTMLSelectElement>('Answer 2').value).toBe('options');
    expect(['1', '2', '3'].map((m) => dialog().getByLabelText<HTMLInputElement>(`Option ${m} of question 2`).value)).toEqual(['S', 'M', 'L']);
    fireEvent.click(dialog().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ registrationFields: 'College, T-shirt size:S|M|L' });
  });
});

describe('the duration from an end time (decision 079)', () => {
  it('is worked out when an end time is given, follows it, and stays as the host writes it', () => {
    stubXhr(() => ({ status: 201, body: post() }));
    renderWithProviders(<PostFormModal open isAdmin={false} onClose={vi.fn()} />);
    click('Event');
    fill({ 'Start date and time': '2030-05-01T18:00', 'End date and time (optional)': '2030-05-01T20:30' });
    expect(valueOf('Duration')).toBe('2 hours 30 minutes');
    expect(form().getByText('Worked out from the end time. You can change it.')).toBeTruthy();
    fill({ 'End date and time (optional)': '2030-05-02T19:00' });
    expect(valueOf('Duration')).toBe('1 day 1 hour');
    fill({ Duration: 'All evening' });
    fill({ 'End date and time (optional)': '2030-05-01T21:00' });
    expect(valueOf('Duration')).toBe('All evening');
  });
});
