/**
 * wrk (Debian's `wrk` package, C and epoll) as a load generator, for the benchmarks where the load generator
 * shares the machine's cores with what it measures (decision 059): per request it costs a fraction of
 * autocannon's CPU. Requests come from a list, drawn at random or walked in a cycle; results are read from a
 * `done` hook that prints one JSON line.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers whose status was not 2xx or 3xx (wrk does not tell 4xx from 5xx). */
  non2xx: number;
  errors: number;
  timeouts: number;
  /** How many requests wrk sent (answered or not when it stopped). */
  sent: number;
}

/** Is `wrk` on the PATH? */
function hasWrk(): Promise<boolean> {
  return new Promise((resolve) => execFile('wrk', ['--version'], (error) => resolve(!error || (error as { code?: unknown }).code !== 'ENOENT')));
}

/** The load generator a benchmark's command line asks for (`--generator wrk|autocannon`), else wrk when installed. */
export async function chosenGenerator(argv: readonly string[]): Promise<'wrk' | 'autocannon'> {
  const at = argv.indexOf('--generator');
  const asked = at > 0 ? argv[at + 1] : undefined;
  if (asked === 'wrk' || asked === 'autocannon') return asked;
  if (at > 0) {
    console.error('--generator is wrk or autocannon.');
    process.exit(1);
  }
  return (await hasWrk()) ? 'wrk' : 'autocannon';
}

const luaString = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}"`;

export interface WrkRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
}

/**
 * Sends `requests` to `url` for `seconds` at `connections`. In `random` order (the default) each request is
 * drawn from the list at random; in `cycle` order the list is walked round and round, so a request comes back
 * only after all the others were sent (a like, then its unlike: each a real change while fewer than the list's
 * length are in flight). One wrk thread by default: it keeps up with several thousand requests a second on a
 * fraction of a core, and a second thread would be one more runnable thread on a small machine.
 */
export async function runWrk(options: {
  url: string;
  seconds: number;
  connections: number;
  requests: WrkRequest[];
  order?: 'random' | 'cycle';
  /** In `cycle` order: how many of the list were sent before (by an earlier run), so this one goes on from there. */
  start?: number;
  threads?: number;
}): Promise<WrkResult> {
  if (!options.requests.length) throw new Error('runWrk needs at least one request.');
  if ((options.threads ?? 1) > 1 && options.order === 'cycle') throw new Error('A cycle is walked by one wrk thread only.');
  const dir = mkdtempSync(join(tmpdir(), 'quad-wrk-'));
  const script = join(dir, 'load.lua');
  const headers = (set: Record<string, string> = {}) => `{ ${Object.entries(set).map(([k, v]) => `[${luaString(k)}] = ${luaString(v)}`).join(', ')} }`;
  const lua = `
local list = {
${options.requests.map((r) => `  { ${luaString(r.method)}, ${luaString(r.path)}, ${headers(r.headers)} },`).join('\n')}
}
local requests = {}
local counter = 0
local threads = {}
position = ${Math.max(0, Math.floor(options.start ?? 0))}
sent = 0
setup = function(thread)
  counter = counter + 1
  thread:set("seed", counter)
  table.insert(threads, thread)
end
init = function(args)
  math.randomseed(os.time() * 1000 + (seed or 0))
  for i, r in ipairs(list) do requests[i] = wrk.format(r[1], r[2], r[3]) end
end
request = function()
  sent = sent + 1
${options.order === 'cycle' ? '  position = position % #requests + 1\n  return requests[position]' : '  return requests[math.random(#requests)]'}
end
done = function(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("sent") end
  io.write(string.format('\\nWRK-RESULT {"sent":%d,"requests":%d,"duration":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p99":%d}\\n',
    total, summary.requests, summary.duration, summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.status, summary.errors.timeout, latency:percentile(50), latency:percentile(99)))
end
`;
  writeFileSync(script, lua);
  try {
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        'wrk',
        ['-t', String(options.threads ?? 1), '-c', String(options.connections), '-d', `${options.seconds}s`, '--timeout', '10s', '-s', script, options.url],
        { maxBuffer: 1 << 20 },
        (error, out, err) => (error ? reject(new Error(`wrk failed: ${error.message}\n${err}`)) : resolve(out)),
      );
    });
    const line = stdout.split('\n').find((l) => l.startsWith('WRK-RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const r = JSON.parse(line.slice('WRK-RESULT '.length)) as Record<string, number>;
    const seconds = r.duration! / 1e6;
    return {
      rps: Math.round(r.requests! / seconds),
      p50: Math.round(r.p50! / 100) / 10,
      p99: Math.round(r.p99! / 100) / 10,
      non2xx: r.status!,
      errors: r.connect! + r.read! + r.write!,
      timeouts: r.timeout!,
      sent: r.sent!,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
