/**
 * Reading a bank statement's CSV (decision 073): pure, no database. Banks and UPI apps export differently: lines
 * about the account above the header, the header's words ("Narration", "Particulars", "Remarks"), one amount with
 * "Cr"/"Dr" or a sign, or a Deposit and a Withdrawal column, "1,200.00" and "₹400". Quad finds the header among
 * the first lines by its words (or by the names the host chose), reads the credits and leaves the debits.
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { STATEMENT_LIMITS, statementTexts, type StatementColumn, type StatementColumns } from '../../../shared/schemas/payments.ts';

/** A credit of the statement, its fields as the file has them (trimmed, spaces collapsed). */
export interface StatementCredit {
  /** The row's line in the file (1 is the first). */
  line: number;
  date: string;
  amount: number;
  narration: string;
  reference: string;
}

export type ColumnIndexes = Partial<Record<StatementColumn | 'type', number>>;

export type ReadStatement =
  | { ok: true; credits: StatementCredit[]; skipped: number; columns: StatementColumns; unknownColumns: string[] }
  | { ok: false; headers: string[] };

/** A statement that cannot be read at all: too long, not CSV. Its message is for the host. */
export class StatementError extends Error {}

/** Header words, compared lowercased with punctuation as spaces: "Withdrawal Amt." is "withdrawal amt". */
const words = (cell: string): string => cell.toLowerCase().replace(/\(.*?\)/g, ' ').replace(/[^a-z0-9/]+/g, ' ').replace(/\s+/g, ' ').trim();

/** The role of a header cell, or null. The order matters: "Debit/Credit" is a type, "Credit Amount" a credit. */
function roleOf(cell: string): StatementColumn | 'type' | null {
  const w = words(cell);
  if (!w || /\bbalance\b/.test(w)) return null;
  if (/^(cr ?\/ ?dr|dr ?\/ ?cr|debit ?\/ ?credit|credit ?\/ ?debit|cr dr|dr cr|type|txn type|transaction type|dr cr indicator)$/.test(w)) return 'type';
  if (/\b(debit|debits|withdrawal|withdrawals|dr amount|dr amt|paid out|money out)\b/.test(w)) return 'debit';
  if (/\b(credit|credits|deposit|deposits|cr amount|cr amt|paid in|money in)\b/.test(w)) return 'credit';
  if (/\b(date|dt)\b/.test(w)) return 'date';
  if (/\b(ref|reference|utr|rrn|cheque|chq|transaction id|txn id|upi ref)\b/.test(w)) return 'reference';
  if (/\b(description|narration|narrative|remarks|particulars|details|memo)\b/.test(w)) return 'narration';
  if (/\b(amount|amt|inr|value)\b/.test(w)) return 'amount';
  return null;
}

/** The columns a header row names, by role: the first of each, a transaction date before a value date. */
export function detectColumns(header: readonly string[]): ColumnIndexes {
  const found: ColumnIndexes = {};
  header.forEach((cell, i) => {
    const role = roleOf(cell);
    if (!role) return;
    if (found[role] === undefined) found[role] = i;
    else if (role === 'date' && /\bvalue\b/.test(words(header[found.date!] ?? '')) && !/\bvalue\b/.test(words(cell))) found.date = i;
  });
  return found;
}

/** Whether the columns are enough to read credits and match them: a date, an amount and something to match on. */
const readable = (c: ColumnIndexes): boolean => c.date !== undefined && (c.amount !== undefined || c.credit !== undefined) && (c.narration !== undefined || c.reference !== undefined);

/** Money as banks write it: "1,200.00", "₹400", "Rs. 400", "400.00 Cr", "(250.00)", "-250". */
export function moneyOf(text: string): { amount: number; debit: boolean | null } | null {
  let s = text.replace(/\s+/g, ' ').trim();
  if (!s || s === '-') return null;
  let debit: boolean | null = null;
  const side = /\b(cr|dr)\.?$/i.exec(s) ?? /^(cr|dr)\b\.?/i.exec(s);
  if (side) {
    debit = side[1]!.toLowerCase() === 'dr';
    s = s.replace(side[0], '').trim();
  }
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  s = s.replace(/₹|\brs\.?|\binr\b/gi, '').replace(/[,\s]/g, '');
  if (s.startsWith('-')) {
    negative = true;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const amount = Math.round(Number(s) * 100) / 100;
  return { amount, debit: negative ? true : debit };
}

/** The delimiter the file uses: the one of comma, semicolon and tab most common in its first lines. */
function delimiterOf(csv: string): string {
  const head = csv.slice(0, 8_192).split(/\r?\n/).slice(0, STATEMENT_LIMITS.headerSearchLines).join('\n');
  const count = (d: string) => head.split(d).length - 1;
  return [',', ';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

const tidy = (cell: string | undefined, max: number): string => (cell ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The header row's index and its columns, with the host's choices laid over what was recognised. */
function findHeader(records: readonly string[][], chosen: StatementColumns | undefined): { at: number; columns: ColumnIndexes } | null {
  const named = Object.entries(chosen ?? {}).filter((e): e is [StatementColumn, string] => typeof e[1] === 'string');
  const search = Math.min(records.length, STATEMENT_LIMITS.headerSearchLines);
  for (let at = 0; at < search; at += 1) {
    const header = records[at]!;
    if (named.length > 0 && !named.every(([, name]) => header.some((cell) => sameName(cell, name)))) continue;
    const columns = detectColumns(header);
    for (const [role, name] of named) {
      for (const key of Object.keys(columns) as (keyof ColumnIndexes)[]) if (sameName(header[columns[key]!] ?? '', name)) delete columns[key];
      columns[role] = header.findIndex((cell) => sameName(cell, name));
    }
    if (readable(columns)) return { at, columns };
  }
  return null;
}

/** The likeliest header of a file Quad could not read: the first of its first lines with the most words in it. */
function likelyHeader(records: readonly string[][]): string[] {
  let best: string[] = [];
  for (const record of records.slice(0, STATEMENT_LIMITS.headerSearchLines)) {
    const names = record.map((c) => c.trim()).filter((c) => c && moneyOf(c) === null);
    if (names.length > best.length) best = names;
  }
  return best.slice(0, 50).map((name) => name.slice(0, STATEMENT_LIMITS.columnNameMax));
}

type Parsed = { record: string[]; info: { lines: number } }[];

/** The file's records with their line numbers, from or to a line; null when it is not CSV. */
function parsed(csv: string, delimiter: string, range: { from_line?: number; to_line?: number }): Parsed | null {
  try {
    return parse(csv, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
      ...range,
    }) as unknown as Parsed;
  } catch {
    return null;
  }
}

/**
 * Reads a statement: its credits (debits and lines without an amount, like totals, are counted as skipped), or the
 * header's names when its columns could not be told. Throws StatementError for a file that is not CSV or too long.
 */
export function readStatement(csv: string, chosen?: StatementColumns): ReadStatement {
  const delimiter = delimiterOf(csv);
  // The header is looked for in the first lines alone; the rest is read from the header on, so that the account's
  // lines above it (of other widths) do not make every row a "wrong number of columns" the parser must forgive.
  const head = parsed(csv, delimiter, { to_line: STATEMENT_LIMITS.headerSearchLines * 2 }) ?? parsed(csv, delimiter, {});
  if (!head) throw new StatementError(statementTexts.unreadable());
  const firstRecords = head.map((p) => p.record);
  const header = findHeader(firstRecords, chosen);
  if (!header) {
    const missing = Object.values(chosen ?? {}).find((name) => name && !firstRecords.slice(0, STATEMENT_LIMITS.headerSearchLines).some((r) => r.some((cell) => sameName(cell, name))));
    if (missing) throw new StatementError(statementTexts.columnNotFound(missing));
    return { ok: false, headers: likelyHeader(firstRecords) };
  }
  const { at, columns: c } = header;
  const rest = parsed(csv, delimiter, { from_line: (head[at - 1]?.info.lines ?? 0) + 1 });
  if (!rest) throw new StatementError(statementTexts.unreadable());
  if (rest.length - 1 > STATEMENT_LIMITS.rowsMax) throw new StatementError(statementTexts.tooManyRows(STATEMENT_LIMITS.rowsMax));
  const headerCells = rest[0]!.record;
  const credits: StatementCredit[] = [];
  let skipped = 0;
  for (const { record, info } of rest.slice(1)) {
    const cell = (i: number | undefined) => (i === undefined ? '' : (record[i] ?? ''));
    let amount: number | null = null;
    if (c.credit !== undefined && cell(c.credit).trim()) {
      const money = moneyOf(cell(c.credit));
      if (money && !money.debit) amount = money.amount;
    } else if (c.amount !== undefined) {
      const money = moneyOf(cell(c.amount));
      const type = words(cell(c.type));
      const debit = /^(dr|debit|d|withdrawal)$/.test(type) ? true : /^(cr|credit|c|deposit)$/.test(type) ? false : money?.debit;
      if (money && debit !== true && !(c.debit !== undefined && (moneyOf(cell(c.debit))?.amount ?? 0) > 0)) amount = money.amount;
    }
    const date = tidy(cell(c.date), STATEMENT_LIMITS.dateMax);
    if (amount === null || amount <= 0 || !date) {
      skipped += 1;
      continue;
    }
    credits.push({
      line: info.lines,
      date,
      amount,
      narration: tidy(cell(c.narration), STATEMENT_LIMITS.narrationMax),
      reference: tidy(cell(c.reference), STATEMENT_LIMITS.referenceMax),
    });
  }
  const columns: StatementColumns = {};
  for (const [role, i] of Object.entries(c) as [StatementColumn | 'type', number][]) if (role !== 'type') columns[role] = headerCells[i]!.trim();
  const read = new Set(Object.values(c));
  const unknownColumns = headerCells.map((h, i) => (read.has(i) ? '' : h.trim())).filter(Boolean);
  return { ok: true, credits, skipped, columns, unknownColumns };
}

/**
 * Each credit's fingerprint: a hash of its fields as read, and how many identical rows came before it in the file
 * (two payments of ₹400 with the same narration on one day are two rows; the same file imported again is not).
 */
export function fingerprints(credits: readonly StatementCredit[]): string[] {
  const seen = new Map<string, number>();
  return credits.map((row) => {
    const key = [row.date, row.amount.toFixed(2), row.narration.toUpperCase(), row.reference.toUpperCase()].join('\u0000');
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return createHash('sha256').update(`${key}\u0000${occurrence}`).digest('base64url');
  });
}
