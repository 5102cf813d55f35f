/**
 * The balancer examples in docs/deploy/ are what the README shows, word for word, and hold together as Caddy and
 * nginx read them: balanced blocks, nginx statements ended, several upstreams, and the stream left unbuffered.
 * (Neither server runs here.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const readme = read('README.md');
const caddyfile = read('docs/deploy/Caddyfile');
const nginxConf = read('docs/deploy/nginx.conf');

/** The README's fenced blocks of one language. */
function fenced(language: string): string[] {
  const blocks: string[] = [];
  const pattern = new RegExp('^```' + language + '\\n([\\s\\S]*?)^```$', 'gm');
  for (let match = pattern.exec(readme); match; match = pattern.exec(readme)) blocks.push(match[1] ?? '');
  return blocks;
}

/** Lines without comments, and whether every `{` is closed in order. */
function code(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean);
}

function balanced(lines: string[]): boolean {
  let depth = 0;
  for (const line of lines) {
    for (const char of line) {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      if (depth < 0) return false;
    }
  }
  return depth === 0;
}

/** The directives of a `name {` block, up to its closing brace. */
function block(lines: string[], opening: RegExp): string[] {
  const start = lines.findIndex((line) => opening.test(line));
  expect(start, String(opening)).toBeGreaterThanOrEqual(0);
  let depth = 0;
  const inside: string[] = [];
  for (const line of lines.slice(start)) {
    depth += (line.match(/{/g) ?? []).length - (line.match(/}/g) ?? []).length;
    inside.push(line);
    if (depth === 0) break;
  }
  return inside.slice(1, -1);
}

describe('deployment examples for several processes', () => {
  it('the README shows docs/deploy/Caddyfile and docs/deploy/nginx.conf as they are', () => {
    expect(fenced('caddy')).toContain(caddyfile);
    expect(fenced('nginx')).toContain(nginxConf);
  });

  it('Caddy: one site whose reverse_proxy balances over several upstreams and checks /api/health; streams unbuffered, each on a connection of its own', () => {
    const lines = code(caddyfile);
    expect(balanced(lines)).toBe(true);
    expect(lines[0]).toMatch(/^[a-z0-9.-]+ \{$/);
    const proxies = lines.filter((line) => line.startsWith('reverse_proxy '));
    expect(proxies).toHaveLength(2);
    expect(proxies[0]).toBe(proxies[1]);
    const upstreams = (proxies[0] ?? '').replace(/^reverse_proxy\s+/, '').replace(/\s*\{$/, '').split(/\s+/);
    expect(upstreams.length).toBeGreaterThanOrEqual(2);
    for (const upstream of upstreams) expect(upstream).toMatch(/^[\w.-]+:\d+$/);
    for (const handle of [/^handle \/api\/stream \{$/, /^handle \{$/]) {
      expect(block(block(lines, handle), /^reverse_proxy /)).toContain('health_uri /api/health');
    }
    const stream = block(block(lines, /^handle \/api\/stream \{$/), /^reverse_proxy /);
    expect(stream).toContain('flush_interval -1');
    expect(block(stream, /^transport http \{$/)).toEqual(['keepalive off']);
  });

  it('nginx: an upstream of several servers, every statement ended, and /api/stream unbuffered with a long read timeout', () => {
    const lines = code(nginxConf);
    expect(balanced(lines)).toBe(true);
    for (const line of lines) expect(line, line).toMatch(/[;{}]$/);
    const servers = block(lines, /^upstream quad \{$/).filter((line) => line.startsWith('server '));
    expect(servers.length).toBeGreaterThanOrEqual(2);
    // The stream's upstream: the same servers, no kept connections (each stream on a connection of its own).
    expect(block(lines, /^upstream quad_stream \{$/)).toEqual(servers);
    expect(block(lines, /^location \/ \{$/)).toContain('proxy_pass http://quad;');
    expect(block(lines, /^location \/api\/stream \{$/)).toContain('proxy_pass http://quad_stream;');
    const stream = block(lines, /^location \/api\/stream \{$/);
    expect(stream).toContain('proxy_buffering off;');
    const timeout = stream.find((line) => line.startsWith('proxy_read_timeout '));
    // Longer than the stream's quiet spells (a comment line every 25 s), in nginx's units.
    expect(timeout).toMatch(/^proxy_read_timeout (\d+[mh]|\d{3,}s?);$/);
    expect(block(lines, /^server \{$/)).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });
});
