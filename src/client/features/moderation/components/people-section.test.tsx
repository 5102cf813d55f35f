import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { PersonAccount } from '../../../../shared/schemas/people.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PeopleSection } from './people-section.tsx';

const asha: PersonAccount = {
  _id: 'u1',
  name: 'Asha Verma',
  email: 'asha@quad.campus',
  role: 'member',
  emailVerified: true,
  suspendedUntil: null,
  suspensionReason: null,
};
const until = '2030-01-02T10:00:00.000Z';

describe('PeopleSection', () => {
  it('finds an account, suspends it until a time with a reason, and shows the end', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/people?q=asha': () => jsonResponse([asha]),
      'PUT /api/admin/people/u1/suspension': () => jsonResponse({ ...asha, suspendedUntil: until, suspensionReason: 'Spam' }),
    });
    renderWithProviders(<PeopleSection viewerId="admin" />);
    fireEvent.change(screen.getByLabelText(MESSAGES.people.searchLabel), { target: { value: 'asha' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.people.search }));
    const item = await screen.findByRole('listitem', { name: 'Asha Verma' });
    expect(within(item).getByRole<HTMLSelectElement>('combobox', { name: MESSAGES.people.role }).value).toBe('member');
    fireEvent.click(within(item).getByRole('button', { name: MESSAGES.people.suspend }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.people.suspendUntilLabel), { target: { value: '2030-01-02T10:00' } });
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.people.suspendReasonLabel), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.people.suspend }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/people/u1/suspension')).toHaveLength(1));
    const body = JSON.parse(callsTo(fetchMock, 'PUT /api/admin/people/u1/suspension')[0]?.body as string) as { until: string; reason: string };
    expect(body).toEqual({ until: new Date('2030-01-02T10:00').toISOString(), reason: 'Spam' });
    expect(await within(item).findByText(MESSAGES.people.suspendedUntil(until))).toBeTruthy();
    expect(within(item).getByRole('button', { name: MESSAGES.people.lift })).toBeTruthy();
  });

  it('offers no actions on one own account', async () => {
    stubFetch({ 'GET /api/admin/people?q=asha': () => jsonResponse([asha]) });
    renderWithProviders(<PeopleSection viewerId="u1" />);
    fireEvent.change(screen.getByLabelText(MESSAGES.people.searchLabel), { target: { value: 'asha' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.people.search }));
    const item = await screen.findByRole('listitem', { name: 'Asha Verma' });
    expect(within(item).queryByRole('button')).toBeNull();
  });
});
