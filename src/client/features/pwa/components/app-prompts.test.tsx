import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { INSTALL_DISMISSED_KEY } from '../lib/install-prompt.ts';
import { hasOpenForm } from '../lib/open-form.ts';
import { announceWaitingVersion } from '../lib/service-worker.ts';
import { AppPrompts } from './app-prompts.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { t } from '../../../../shared/i18n.ts';

const offerInstall = (prompt = vi.fn(() => Promise.resolve())) => {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
};

describe('the install prompt', () => {
  it('offers Install in Quad’s words, and the browser’s dialog on Install', async () => {
    renderWithProviders(<AppPrompts />);
    const { event, prompt } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    const region = await screen.findByRole('region', { name: MESSAGES.installTitle });
    expect(region.textContent).toContain(MESSAGES.installHint);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.installAction }));
    await waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: MESSAGES.installTitle })).toBeNull();
  });

  it('No thanks is remembered on this device: the next offer is not shown', async () => {
    renderWithProviders(<AppPrompts />);
    offerInstall();
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.installDismiss }));
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
    offerInstall();
    expect(screen.queryByRole('region', { name: MESSAGES.installTitle })).toBeNull();
  });
});

describe('the update prompt', () => {
  it('says a new version is ready; Reload lets it take over', async () => {
    const apply = vi.fn();
    renderWithProviders(<AppPrompts />);
    act(() => announceWaitingVersion(apply));
    const region = await screen.findByRole('region', { name: MESSAGES.updateReady });
    expect(region.querySelector('[role="status"]')?.textContent).toBe(MESSAGES.updateReady);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.updateReload }));
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
  });

  it('asks before a reload would close a form being filled in, and Keep editing keeps it', async () => {
    const apply = vi.fn();
    renderWithProviders(
      <>
        <form>
          <textarea aria-label={t('Comment')} defaultValue="Half a thought" />
        </form>
        <AppPrompts />
      </>,
    );
    act(() => announceWaitingVersion(apply));
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.updateReload }));
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.updateFormOpenTitle });
    expect(dialog.textContent).toContain(MESSAGES.updateFormOpen);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.updateFormOpenCancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(apply).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: MESSAGES.updateReload }));
    const again = await screen.findByRole('alertdialog', { name: MESSAGES.updateFormOpenTitle });
    fireEvent.click(within(again).getByRole('button', { name: MESSAGES.updateFormOpenConfirm }));
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
  });

  it('Later hides it for this page', async () => {
    renderWithProviders(<AppPrompts />);
    act(() => announceWaitingVersion(vi.fn()));
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.updateLater }));
    expect(screen.queryByRole('region', { name: MESSAGES.updateReady })).toBeNull();
  });
});

describe('an open form', () => {
  it('is a modal, or a text field with something typed in it; the search box does not count', () => {
    const { container, rerender } = render(
      <>
        <form role="search">
          <input type="search" defaultValue="library" />
        </form>
        <form>
          <input type="text" defaultValue="" />
          <input type="checkbox" defaultChecked />
        </form>
      </>,
    );
    expect(hasOpenForm(container)).toBe(false);
    rerender(
      <form>
        <input type="text" defaultValue="Rahul" />
      </form>,
    );
    expect(hasOpenForm(container)).toBe(true);
    rerender(<div role="dialog" aria-modal="true" />);
    expect(hasOpenForm(container)).toBe(true);
  });
});

describe('the offline banner', () => {
  it('says "You are offline" in a live region while the browser is offline, and goes when it is back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region.textContent).toContain(MESSAGES.offlineBanner);
    expect(region.textContent).toContain(MESSAGES.offlineBannerHint);
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region.textContent).toBe('');
  });
});
