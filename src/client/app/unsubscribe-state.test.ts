import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken } from './unsubscribe-state.ts';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';

describe('the address an email\'s unsubscribe link opens', () => {
  it('reads the token of /unsubscribe?token=… and nothing else', () => {
    expect(readUnsubscribeToken({ pathname: '/unsubscribe', search: `?token=${TOKEN}` })).toBe(TOKEN);
    expect(readUnsubscribeToken({ pathname: '/unsubscribe/', search: `?token=${TOKEN}` })).toBe(TOKEN);
    expect(readUnsubscribeToken({ pathname: '/posts/1', search: `?token=${TOKEN}` })).toBeNull();
    expect(readUnsubscribeToken({ pathname: '/unsubscribe', search: '?token=<script>' })).toBeNull();
    expect(readUnsubscribeToken({ pathname: '/unsubscribe', search: '' })).toBeNull();
  });

});
