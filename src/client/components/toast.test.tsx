import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from './toast-context.ts';
import { TOAST_MS, ToastProvider } from './toast-provider.tsx';
import { t } from '../../shared/i18n.ts';

function Trigger({ message, onUndo }: { message: string; onUndo?: () => void }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(onUndo ? { message, action: { label: 'Undo', onClick: onUndo } } : message)}>
      {t('Do it')}
    </button>
  );
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces the message in the polite status region without taking focus, then goes away', () => {
    render(
      <ToastProvider>
        <Trigger message={t('Added to your calendar')} />
      </ToastProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Do it' });
    trigger.focus();
    fireEvent.click(trigger);

    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Added to your calendar');
    expect(document.activeElement).toBe(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(TOAST_MS + 10);
    });
    expect(region.textContent).not.toContain('Added to your calendar');
  });

  it('stays while the pointer rests on it, and its action runs once and dismisses it', () => {
    const onUndo = vi.fn();
    render(
      <ToastProvider>
        <Trigger message={t('Report sent')} onUndo={onUndo} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Do it' }));
    const message = screen.getByText('Report sent');
    fireEvent.pointerEnter(message.parentElement as HTMLElement);
    act(() => {
      vi.advanceTimersByTime(TOAST_MS * 2);
    });
    expect(screen.getByRole('status').textContent).toContain('Report sent');

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).not.toContain('Report sent');
  });

  it('shows the same message once however often it is raised, and Dismiss removes it', () => {
    render(
      <ToastProvider>
        <Trigger message={t('Link copied')} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Do it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Do it' }));
    expect(screen.getAllByText('Link copied')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Link copied')).toBeNull();
  });
});
