import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { t } from '../../shared/i18n.ts';

function Bomb({ explode }: { explode: boolean }): string {
  if (explode) throw new Error('boom');
  return 'All good';
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setExplode(false)}>
        {t('Defuse')}
      </button>
      <ErrorBoundary>
        <Bomb explode={explode} />
      </ErrorBoundary>
    </>
  );
}

describe('ErrorBoundary', () => {
  it('shows the render-failure message and recovers on retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.renderFailure);

    fireEvent.click(screen.getByRole('button', { name: 'Defuse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeTruthy();
  });
});
