/**
 * A push goes only to a public address (decision 064): the name of a push address is resolved as the connection is
 * made (here by a resolver of the test's own: this machine reaches nothing but loopback), every address it resolves
 * to is checked, and the socket connects to the address checked. A local server counts the connections that reach it.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushTransport, type PushTarget } from './push-transport.ts';

const vapid = webPush.generateVAPIDKeys();
const browser = createECDH('prime256v1');
browser.generateKeys();
const keys = { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
const message = { payload: '{"title":"Quad"}', topic: 'tag', urgency: 'normal' as const };

let server: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.statusCode = 201;
    res.end();
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A transport whose resolver answers from `names`; loopback allowed or not. */
function transport(names: Record<string, string[]>, loopbackEndpoints: boolean) {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const sender = createPushTransport({
    keys: async () => vapid,
    subject: 'mailto:admin@campus.test',
    ttlSeconds: 60,
    timeoutMs: 5_000,
    loopbackEndpoints,
    resolve,
  });
  return { asked, send: (endpoint: string) => sender.send({ endpoint, ...keys } satisfies PushTarget, message, new AbortController().signal) };
}

describe('a push to the address a browser gave', () => {
  it('is not connected to when its name resolves to a loopback or private address', async () => {
    const { send, asked } = transport(
      {
        'push.example.com': ['127.0.0.1'],
        'localhost.': ['127.0.0.1'],
        'intranet.example.net': ['10.0.0.7'],
        'metadata.example.net': ['169.254.169.254'],
        'mixed.example.net': ['127.0.0.1', '192.168.1.20'],
        'mapped.example.net': ['::ffff:127.0.0.1'],
        'v6.example.net': ['fd00:ec2::254', '::1'],
      },
      false,
    );
    const before = connections;
    for (const host of ['push.example.com', 'localhost.', 'intranet.example.net', 'metadata.example.net', 'mixed.example.net', 'mapped.example.net', 'v6.example.net']) {
      const outcome = await send(`https://${host}:${port}/push/abc`);
      expect(outcome, host).toEqual({ result: 'failed', reason: 'the push address is not a public one' });
    }
    expect(asked).toContain('localhost.');
    expect(connections).toBe(before);
  });

  it('is not connected to at an address written in any spelling, nor over http, without loopback allowed', async () => {
    const { send, asked } = transport({}, false);
    const before = connections;
    for (const endpoint of [
      `https://127.0.0.1:${port}/x`,
      `https://2130706433:${port}/x`,
      `https://0x7f.1:${port}/x`,
      `https://0177.0.0.1:${port}/x`,
      `https://[::1]:${port}/x`,
      `https://[::ffff:127.0.0.1]:${port}/x`,
      `https://[::ffff:7f00:1]:${port}/x`,
      `http://127.0.0.1:${port}/x`,
    ]) {
      expect((await send(endpoint)).result, endpoint).toBe('failed');
    }
    expect(asked).toEqual([]);
    expect(connections).toBe(before);
  });

  it('with loopback allowed, connects to the loopback address its name resolved to, but never to a private one', async () => {
    const { send } = transport({ 'push.example.com': ['127.0.0.1'], 'mixed.example.net': ['127.0.0.1', '10.1.2.3'] }, true);
    const before = connections;
    expect(await send(`http://push.example.com:${port}/push/abc`)).toEqual({ result: 'sent' });
    expect(connections).toBe(before + 1);
    expect((await send(`http://mixed.example.net:${port}/push/abc`)).result).toBe('failed');
    expect(connections).toBe(before + 1);
  });

  it('tries again later when the name does not resolve', async () => {
    const { send } = transport({}, false);
    expect((await send('https://push.example.com/push/abc')).result).toBe('retry');
  });
});
