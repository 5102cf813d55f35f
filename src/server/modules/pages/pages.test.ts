import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { buildEvent, buildPost, insertPost, insertUser } from '../../test/factories.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';
import { shortText } from './page-head.ts';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

const PUBLIC_URL = 'https://quad.campus.test';
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quad</title></head><body><div id="root"></div></body></html>';

/** Every element of the parsed page, depth first. */
function elements(node: Node): Element[] {
  const found: Element[] = [];
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    if ('tagName' in child) found.push(child);
    found.push(...elements(child));
  }
  return found;
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** The page's head as a parser reads it: its title's text and its Open Graph properties. */
function headOf(html: string) {
  const all = elements(parse(html));
  const head = all.find((e) => e.tagName === 'head');
  const inHead = head ? elements(head) : [];
  const titles = inHead.filter((e) => e.tagName === 'title');
  const og: Record<string, string> = {};
  for (const meta of inHead.filter((e) => e.tagName === 'meta')) {
    const property = attr(meta, 'property');
    if (property?.startsWith('og:')) og[property] = attr(meta, 'content') ?? '';
  }
  const title = titles.map((t) => t.childNodes.map((c) => ('value' in c ? c.value : '')).join(''));
  // Nothing a person wrote may open an element of its own: the body holds the root element only.
  const bodyTags = all.filter((e) => e.tagName !== 'html' && e.tagName !== 'head' && e.tagName !== 'body' && !inHead.includes(e)).map((e) => e.tagName);
  return { title, og, bodyTags };
}

/** A shared event's or post's address (decision 075): the app's page, with its title and Open Graph tags when a visitor may see it. */
describe(`the page of a shared event's or post's address (${dialectName})`, () => {
  let t: TestApp;
  let privateCampus: TestApp;
  let clientDir: string;
  const ids = { event: '', pictured: '', pending: '', hidden: '', confession: '' };
  const hostile = 'Open Mic </title><script>alert(1)</script> & "friends"';
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'quad-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
    t = await createTestApp({ clientDir, env: { PUBLIC_URL } });
    privateCampus = await createTestApp({ clientDir, env: { PRIVATE_CAMPUS: 'on', PUBLIC_URL } });
    const host = await insertUser(t.app.ctx.db);
    const long = `Bring a song, a poem or a joke. ${'Snacks on us and a stage for everyone. '.repeat(12)}`;
    ids.event = (await insertPost(t.app.ctx.db, buildEvent(host.id, { title: hostile, content: long }))).id;
    ids.pictured = (await insertPost(t.app.ctx.db, buildEvent(host.id, { title: 'Battle of the Bands', images: JSON.stringify(['/media/stage.webp']) }))).id;
    ids.pending = (await insertPost(t.app.ctx.db, buildEvent(host.id, { title: 'Secret Pending Gig', status: 'pending' }))).id;
    ids.hidden = (await insertPost(t.app.ctx.db, buildPost(host.id, { title: 'Hidden Rant', hidden: 1 }))).id;
    ids.confession = (await insertPost(t.app.ctx.db, buildPost(host.id, { title: 'Chai at my desk' }))).id;
    const other = await insertUser(privateCampus.app.ctx.db);
    await insertPost(privateCampus.app.ctx.db, buildEvent(other.id, { id: ids.event, title: 'Private Campus Gig' }));
  });
  afterAll(async () => {
    await t.close();
    await privateCampus.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("puts an event's title and Open Graph tags into its page, escaped, with absolute URLs", async () => {
    const res = await call(t.app, 'GET', `/events/${ids.event}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const head = headOf(res.raw.body);
    expect(head.title).toEqual([`${hostile} · Quad`]);
    expect(head.og['og:title']).toBe(hostile);
    expect(head.og['og:type']).toBe('article');
    expect(head.og['og:url']).toBe(`${PUBLIC_URL}/events/${ids.event}`);
    expect(head.og['og:description']?.length).toBeLessThanOrEqual(160);
    expect(head.og['og:description']).toMatch(/^Bring a song, a poem or a joke\. .*…$/);
    expect(head.og['og:image']).toBeUndefined();
    expect(head.bodyTags).toEqual(['div']);
    expect(res.raw.body).not.toContain('<script>alert(1)');
  });

  it("names the post's first picture as its image, and a post's page works the same way", async () => {
    const event = headOf((await call(t.app, 'GET', `/events/${ids.pictured}`)).raw.body);
    expect(event.og['og:image']).toBe(`${PUBLIC_URL}/media/stage.webp`);
    expect(event.title).toEqual(['Battle of the Bands · Quad']);
    const post = headOf((await call(t.app, 'GET', `/posts/${ids.confession}`)).raw.body);
    expect(post.og['og:title']).toBe('Chai at my desk');
    expect(post.og['og:url']).toBe(`${PUBLIC_URL}/posts/${ids.confession}`);
    // An event shared by its post address is previewed there too.
    expect(headOf((await call(t.app, 'GET', `/posts/${ids.pictured}`)).raw.body).og['og:url']).toBe(`${PUBLIC_URL}/posts/${ids.pictured}`);
  });

  it('gives the plain page for what a visitor may not see: a pending event, a hidden post, a private campus, no such post', async () => {
    const plain = [
      [t, `/events/${ids.pending}`],
      [t, `/posts/${ids.pending}`],
      [t, `/posts/${ids.hidden}`],
      [t, `/events/${ids.confession}`],
      [t, '/events/no-such-event'],
      [t, `/posts/${encodeURIComponent('<b>')}`],
      [privateCampus, `/events/${ids.event}`],
    ] as const;
    for (const [app, url] of plain) {
      const res = await call(app.app, 'GET', url, { headers: { accept: 'text/html' } });
      expect(res.status, url).toBe(200);
      const head = headOf(res.raw.body);
      expect(head.title, url).toEqual(['Quad']);
      expect(head.og, url).toEqual({});
      expect(res.raw.body, url).not.toMatch(/Secret Pending Gig|Hidden Rant|Private Campus Gig/);
    }
  });

  it('answers every address of the app with the page, an unknown one too', async () => {
    const addresses = [
      '/', '/events', '/consights', '/cultural-events', '/notifications', '/profile', '/profile/tickets', '/calendar', '/admin',
      '/search?q=bands', `/events/${ids.event}/registrations`, `/events/${ids.event}/check-in`, '/?screen=events', '/no/such/screen',
    ];
    for (const url of addresses) {
      const res = await call(t.app, 'GET', url, { headers: { accept: 'text/html' } });
      expect(res.status, url).toBe(200);
      expect(res.raw.body, url).toContain('<div id="root">');
    }
  });

  it('cuts a long description at a word', () => {
    expect(shortText('short')).toBe('short');
    expect(shortText('word '.repeat(50), 20)).toBe('word word word word…');
  });
});
