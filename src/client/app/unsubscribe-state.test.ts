import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken } from './unsubscribe-state.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';

describe('the address an email\'s unsubscribe link opens', () => {
  it('reads the token of /unsubscribe?token=… and nothing else', () => {
    expect(readUnsubscribeToken(`?token=${TOKEN}`)).toBe(TOKEN);
    expect(readUnsubscribeToken('?token=<script>')).toBeNull();
    expect(readUnsubscribeToken('')).toBeNull();
  });
});
