import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HostPanel, RegistrationButton, type EventViewer } from './event-actions.tsx';

const event = makePost({
  _id: 'e1',
  type: 'event',
  userId: 'host',
  title: 'Open Mic Night',
  eventStartDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  registrationOpen: true,
  registrationRequired: true,
  registrationMethod: 'form',
  enableRegistrationForm: true,
});

const viewerOf = (id: string): EventViewer => ({ id, name: 'Asha Verma', email: 'asha@campus.test', isAdmin: false });

const renderActions = (viewer: EventViewer) => {
  stubFetch({
    'GET /api/users/my-events-registrations': () => jsonResponse({ registeredEventIds: [] }),
    'GET /api/users/my-events/registration-counts': () => jsonResponse({ registrations: { e1: 3 } }),
  });
  renderWithProviders(
    <>
      <RegistrationButton event={event} viewer={viewer} requireUser={vi.fn()} />
      <HostPanel event={event} viewer={viewer} />
    </>,
  );
};

describe('the event actions', () => {
  it('offers REGISTER NOW to someone else', async () => {
    renderActions(viewerOf('guest'));
    expect(await screen.findByRole('button', { name: 'REGISTER NOW' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export Data' })).toBeNull();
  });

  it('shows the host their registrations and the export instead of REGISTER NOW', async () => {
    renderActions(viewerOf('host'));
    expect((await screen.findByText('3')).parentElement?.textContent).toBe('3 registrations');
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'REGISTER NOW' })).toBeNull();
  });
});
