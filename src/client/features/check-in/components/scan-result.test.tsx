import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { DoorResult } from '../lib/local-verdict.ts';
import { ScanResultView } from './scan-result.tsx';

const refused: DoorResult = {
  scanId: 's1',
  result: 'invalid',
  registrationId: 'r1',
  name: 'Ravi Kumar',
  ticketType: 'General',
  checkedInAt: null,
  checkedInBy: null,
  pending: false,
};

describe('a scan of someone whose seat waits for a payment', () => {
  it('says so at once, with what is left, instead of refusing the ticket', () => {
    render(<ScanResultView result={refused} owing={{ left: 400, sent: false }} canUndo busy={false} onUndo={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Payment pending: ₹400 — no ticket yet');
    expect(alert.textContent).toContain('Ravi Kumar');
    expect(alert.textContent).not.toContain(MESSAGES.resultInvalid);
    expect(alert.querySelector('[data-tone="warning"]')).toBeTruthy();
  });

  it('says a payment was sent and waits for the host', () => {
    render(<ScanResultView result={{ ...refused, result: 'void' }} owing={{ left: 400, sent: true }} canUndo busy={false} onUndo={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('Payment sent, not confirmed yet: ₹400 — no ticket yet');
  });

  it('refuses any other ticket as before', () => {
    render(<ScanResultView result={refused} owing={null} canUndo busy={false} onUndo={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.resultInvalid);
  });
});
