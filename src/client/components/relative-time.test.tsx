import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../lib/dates.ts';
import { RelativeTime } from './relative-time.tsx';

describe('RelativeTime', () => {
  it('says how long ago, keeps the machine-readable date, and shows the full date when pointed at', () => {
    const iso = new Date(Date.now() - 3 * 3600_000).toISOString();
    render(<RelativeTime dateTime={iso} />);
    const time = screen.getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(iso);

    fireEvent.pointerEnter(time);
    expect(time.getAttribute('title')).toBe(formatDateTime(iso));
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
  });
});
