import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { t } from '../../shared/i18n.ts';

describe('Dialog', () => {
  it('renders Cancel and a custom Confirm and calls their callbacks', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <Dialog
        open
        title={t('Delete post')}
        message={t('This cannot be undone.')}
        confirmText={t('Delete it')}
        onClose={onClose}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );

    const dialog = screen.getByRole('alertdialog', { name: 'Delete post' });
    const descriptionId = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(descriptionId)?.textContent).toBe('This cannot be undone.');
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without Cancel or Confirm shows an OK button that closes it', () => {
    const onClose = vi.fn();
    render(<Dialog open title={t('Input Required')} message={t('Please select a reason for reporting.')} onClose={onClose} />);

    expect(screen.getByRole('dialog', { name: 'Input Required' }).textContent).toContain(
      'Please select a reason for reporting.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(<Dialog open={false} title={t('Hidden')} message={t('x')} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
