import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { clearSessionNotifications, getSessionNotifications } from '../../../lib/in-session-notifications.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReportModal } from './report-modal.tsx';
import { t } from '../../../../shared/i18n.ts';

const post = makePost({ _id: 'p-r', title: 'Suspicious post' });

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('Open report')}
      </button>
      <ReportModal post={post} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const openReport = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open report' }));
  return screen.getByRole('dialog', { name: 'Report Post' });
};

describe('ReportModal', () => {
  it('offers the four reasons as a radio group and resets each time it opens', () => {
    stubFetch({});
    renderWithProviders(<Harness />);
    const dialog = openReport();
    const group = within(dialog).getByRole('group', { name: 'Reason' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Offensive/Inappropriate Content',
      'Clickbait',
      'False or misleading information',
      'Spam',
    ]);
    fireEvent.click(within(group).getByLabelText('Spam'));
    expect(within(group).getByLabelText<HTMLInputElement>('Spam').checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Report Post' })).toBeNull();

    const again = openReport();
    expect(within(again).getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(false);
  });

  it('without a reason shows the Input Required dialog and sends nothing', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<Harness />);
    fireEvent.click(within(openReport()).getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('dialog', { name: MESSAGES.inputRequiredTitle });
    expect(alert.textContent).toContain(MESSAGES.reportReasonRequired);
    expect(callsTo(fetchMock, 'POST /api/posts/p-r/report')).toHaveLength(0);
  });

  it('sends the reason, closes, and thanks the user in a toast with the spec\'s words; the post shows as reported', async () => {
    const fetchMock = stubFetch({ 'POST /api/posts/p-r/report': () => jsonResponse({ ok: true }, 201) });
    const { queryClient } = renderWithProviders(<Harness />);
    queryClient.setQueryData(['posts', 'detail', 'p-r'], post);
    const dialog = openReport();
    fireEvent.click(within(dialog).getByLabelText('Clickbait'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Post' })).toBeNull());
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.reportThanks);
    expect(JSON.parse(callsTo(fetchMock, 'POST /api/posts/p-r/report')[0]?.body as string)).toEqual({ reason: 'Clickbait' });
    expect(queryClient.getQueryData(['posts', 'detail', 'p-r'])).toMatchObject({ reportedByMe: true, canReport: false });
  });

  it('uses the shared form controls: the reasons as a labelled radio group and Submit as the primary button', () => {
    stubFetch({});
    renderWithProviders(<Harness />);
    const dialog = openReport();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit.className).toMatch(/primary/);
    expect(submit.className).not.toMatch(/danger/);
    // Each reason's whole label is the target (the pill), not the bare radio dot.
    for (const radio of within(dialog).getAllByRole<HTMLInputElement>('radio')) {
      expect(radio.labels?.[0]?.className).toMatch(/optionLabel/);
    }
  });

  it('a refused report adds "Failed to report post: <message>" and shows it', async () => {
    clearSessionNotifications();
    stubFetch({ 'POST /api/posts/p-r/report': () => jsonResponse({ message: MESSAGES.alreadyReported }, 409) });
    renderWithProviders(<Harness />);
    const dialog = openReport();
    fireEvent.click(within(dialog).getByLabelText('Spam'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(getSessionNotifications()[0]).toMatchObject({
        message: `Failed to report post: ${MESSAGES.alreadyReported}`,
        type: 'error',
      }),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.alreadyReported);
  });

  it('a report the server already has marks the post as reported', async () => {
    stubFetch({ 'POST /api/posts/p-r/report': () => jsonResponse({ message: MESSAGES.alreadyReported }, 409) });
    const { queryClient } = renderWithProviders(<Harness />);
    queryClient.setQueryData(['posts', 'detail', 'p-r'], post);
    const dialog = openReport();
    fireEvent.click(within(dialog).getByLabelText('Spam'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByRole('alert');
    expect(queryClient.getQueryData(['posts', 'detail', 'p-r'])).toMatchObject({ reportedByMe: true, canReport: false });
  });
});
