import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';
import { t } from '../../shared/i18n.ts';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('Open')}
      </button>
      <Modal
        open={open}
        title={t('Edit details')}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label htmlFor="first">{t('First')}</label>
        <input id="first" data-autofocus />
        <button type="button">{t('Save')}</button>
      </Modal>
    </>
  );
}

/** A dialog whose opener goes when it closes, as Log in does once signed in. */
function SignInHarness() {
  const [open, setOpen] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  return (
    <main tabIndex={-1}>
      {signedIn ? (
        <p>{t('Welcome')}</p>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          {t('Open')}
        </button>
      )}
      <Modal open={open} title={t('Log in')} onClose={() => setOpen(false)}>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setTimeout(() => setSignedIn(true), 0);
          }}
        >
          {t('Save')}
        </button>
      </Modal>
    </main>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Edit details' }) };
}

describe('Modal', () => {
  it('is a named modal dialog and moves focus inside on open', () => {
    render(<Harness />);
    const { dialog } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('First'));
  });

  it('traps Tab and Shift+Tab inside the dialog', () => {
    render(<Harness />);
    openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });

    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);

    // Focus that escapes (for example by a click outside) is pulled back in.
    screen.getByRole('button', { name: 'Open', hidden: true }).focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to the opener', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { opener } = openModal();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus to the page content when its opener goes in the render after it closes', async () => {
    render(<SignInHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(opener);
    await screen.findByText('Welcome');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('moves the focus to the next step when the focused control is replaced', async () => {
    function Steps() {
      const [sent, setSent] = useState(false);
      return (
        <Modal open title={t('Register')} onClose={() => {}}>
          {sent ? (
            <button type="button" data-autofocus>
              {t('Done')}
            </button>
          ) : (
            <button type="button" onClick={() => setSent(true)}>
              {t('Send')}
            </button>
          )}
        </Modal>
      );
    }
    render(<Steps />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' })));
  });

  it('closes from its close button', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
