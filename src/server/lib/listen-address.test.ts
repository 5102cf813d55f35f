/** The start line's address, for each way HOST can bind the server. */
import { describe, expect, it } from 'vitest';
import { describeListening } from './listen-address.ts';

describe('describeListening', () => {
  it.each([
    [{ address: '0.0.0.0', family: 'IPv4', port: 3000 }, '0.0.0.0', 'http://localhost:3000 (every interface, 0.0.0.0:3000)'],
    [{ address: '::', family: 'IPv6', port: 41234 }, '::', 'http://localhost:41234 (every interface, [::]:41234)'],
    [{ address: '127.0.0.1', family: 'IPv4', port: 3001 }, '127.0.0.1', 'http://127.0.0.1:3001'],
    [{ address: '::1', family: 'IPv6', port: 3000 }, '::1', 'http://[::1]:3000'],
    [{ address: '127.0.0.1', family: 'IPv4', port: 3000 }, 'localhost', 'http://localhost:3000 (bound to 127.0.0.1:3000)'],
    [{ address: '192.168.1.20', family: 'IPv4', port: 8080 }, '192.168.1.20', 'http://192.168.1.20:8080'],
  ])('%o with HOST=%s reads %s', (address, host, line) => {
    expect(describeListening(address, host)).toBe(line);
  });
});
