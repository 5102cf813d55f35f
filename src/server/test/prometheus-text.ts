/**
 * A strict reader of Prometheus's text exposition format 0.0.4, for tests of `GET /metrics`: no parser of it is
 * installed (prom-client writes the format, it does not read it), so this one follows the format's rules and
 * throws at the first line that breaks one: HELP and TYPE lines, metric and label names, label value escapes,
 * float values, one TYPE per family before its samples, a family's samples together, no sample twice, and a
 * histogram's buckets cumulative up to `le="+Inf"`, which equals its `_count`.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string | null;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
/** A value is what Go's strconv.ParseFloat reads: decimal or hexadecimal-free floats, NaN and Inf in any case. */
const FLOAT = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|nan)$/i;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function fail(line: number, text: string, why: string): never {
  throw new Error(`line ${line}: ${why}: ${JSON.stringify(text)}`);
}

function parseFloatStrict(text: string, line: number, whole: string): number {
  if (!FLOAT.test(text)) fail(line, whole, `not a float "${text}"`);
  if (/inf/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (/nan/i.test(text)) return NaN;
  return Number(text);
}

/** The labels between braces, with their escapes undone; `at` is just after "{". */
function parseLabels(text: string, at: number, line: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = at;
  while (text[i] !== '}') {
    const eq = text.indexOf('=', i);
    if (eq === -1) fail(line, text, 'label without "="');
    const name = text.slice(i, eq).trim();
    if (!LABEL_NAME.test(name) || name.startsWith('__')) fail(line, text, `bad label name "${name}"`);
    if (name in labels) fail(line, text, `label "${name}" twice`);
    if (text[eq + 1] !== '"') fail(line, text, 'label value not quoted');
    let value = '';
    let j = eq + 2;
    for (; j < text.length && text[j] !== '"'; j += 1) {
      if (text[j] === '\\') {
        const next = text[j + 1];
        if (next === '\\') value += '\\';
        else if (next === '"') value += '"';
        else if (next === 'n') value += '\n';
        else fail(line, text, `bad escape "\\${next ?? ''}"`);
        j += 1;
      } else value += text[j];
    }
    if (j >= text.length) fail(line, text, 'unterminated label value');
    labels[name] = value;
    i = j + 1;
    if (text[i] === ',') i += 1;
    else if (text[i] !== '}') fail(line, text, 'expected "," or "}"');
  }
  return { labels, end: i + 1 };
}

/** The family a sample belongs to: its own name, or a histogram's or summary's base name. */
function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  const own = families.get(name);
  if (own) return own;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  const family = families.get(base);
  return family && (family.type === 'histogram' || family.type === 'summary') ? family : undefined;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  if (text.length > 0 && !text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const families = new Map<string, Family>();
  const helps = new Map<string, string>();
  const finished = new Set<string>();
  const seen = new Set<string>();
  let current: Family | null = null;
  text.split('\n').slice(0, -1).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    if (raw.startsWith('#')) {
      const parts = /^#\s+(HELP|TYPE)\s+(\S+)(?:\s(.*))?$/.exec(raw);
      if (!parts) return; // a comment
      const [, keyword, name = '', rest = ''] = parts;
      if (!METRIC_NAME.test(name)) fail(line, raw, `bad metric name "${name}"`);
      if (keyword === 'HELP') {
        if (helps.has(name)) fail(line, raw, 'HELP twice');
        if (/\\(?![\\n])/.test(rest)) fail(line, raw, 'bad escape in HELP');
        helps.set(name, rest.replace(/\\n/g, '\n').replace(/\\\\/g, '\\'));
        const family = families.get(name);
        if (family) family.help = helps.get(name) ?? null;
        return;
      }
      if (!TYPES.has(rest.trim())) fail(line, raw, `unknown type "${rest}"`);
      if (families.has(name)) fail(line, raw, 'TYPE twice');
      if (current) finished.add(current.name);
      current = { name, type: rest.trim() as Family['type'], help: helps.get(name) ?? null, samples: [] };
      families.set(name, current);
      return;
    }
    const nameEnd = raw.search(/[{\s]/);
    const name = nameEnd === -1 ? raw : raw.slice(0, nameEnd);
    if (!METRIC_NAME.test(name)) fail(line, raw, `bad metric name "${name}"`);
    let rest = raw.slice(name.length);
    let labels: Record<string, string> = {};
    if (rest.startsWith('{')) {
      const parsed = parseLabels(raw, name.length + 1, line);
      labels = parsed.labels;
      rest = raw.slice(parsed.end);
    }
    const fields = rest.trim().split(/\s+/);
    if (!/^\s/.test(rest) || fields.length < 1 || fields.length > 2) fail(line, raw, 'expected a value and at most a timestamp');
    const value = parseFloatStrict(fields[0] ?? '', line, raw);
    if (fields[1] !== undefined && !/^-?\d+$/.test(fields[1])) fail(line, raw, 'bad timestamp');
    let family = familyOf(name, families);
    if (!family) {
      // A sample without TYPE is untyped, a family of its own.
      if (current) finished.add(current.name);
      family = { name, type: 'untyped', help: helps.get(name) ?? null, samples: [] };
      families.set(name, family);
      current = family;
    }
    if (family !== current || finished.has(family.name)) fail(line, raw, `a sample of "${family.name}" away from its family`);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) fail(line, raw, 'the same sample twice');
    seen.add(key);
    family.samples.push({ name, labels, value });
  });
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

function checkHistogram(family: Family): void {
  const series = new Map<string, { buckets: [number, number][]; count?: number; sum?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const one = series.get(key) ?? { buckets: [] };
    series.set(key, one);
    if (sample.name === `${family.name}_bucket`) {
      if (le === undefined) throw new Error(`${family.name}: a bucket without "le"`);
      one.buckets.push([le === '+Inf' ? Infinity : Number(le), sample.value]);
    } else if (sample.name === `${family.name}_count`) one.count = sample.value;
    else if (sample.name === `${family.name}_sum`) one.sum = sample.value;
    else throw new Error(`${family.name}: unexpected sample ${sample.name}`);
  }
  for (const [key, one] of series) {
    const sorted = [...one.buckets].sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < sorted.length; i += 1) {
      if ((sorted[i]?.[1] ?? 0) < (sorted[i - 1]?.[1] ?? 0)) throw new Error(`${family.name} ${key}: buckets not cumulative`);
    }
    const last = sorted.at(-1);
    if (!last || last[0] !== Infinity) throw new Error(`${family.name} ${key}: no le="+Inf" bucket`);
    if (one.count !== last[1] || one.sum === undefined) throw new Error(`${family.name} ${key}: _count differs from le="+Inf", or no _sum`);
  }
}
