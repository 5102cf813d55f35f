/**
 * The host's questions as the builder edits them (decision 079): rows that may still be blank while typed, read
 * from and written to SPEC §3's `registrationFields` string.
 */
import { formatRegistrationFields, parseRegistrationFields } from '../../../../shared/registration-rules.ts';

export interface QuestionRow {
  key: number;
  label: string;
  kind: 'text' | 'options';
  /** The options one by one, blanks included while the host types. */
  options: string[];
}

let nextKey = 1;
const key = () => nextKey++;

export const newQuestion = (): QuestionRow => ({ key: key(), label: '', kind: 'text', options: [] });

/** The rows of a `registrationFields` string ('College, Year:1st|2nd'). */
export const questionsOf = (fields: string): QuestionRow[] =>
  parseRegistrationFields(fields).map((field) => ({
    key: key(),
    label: field.label,
    kind: field.options ? 'options' : 'text',
    options: field.options ?? [],
  }));

/** The string the API takes: blank rows and options left out, a list without options asked as free text. */
export const fieldsOf = (rows: readonly QuestionRow[]): string =>
  formatRegistrationFields(rows.map((row) => ({ label: row.label, options: row.kind === 'options' ? row.options : null })));

/** The rows with one moved by `by` places (-1 up, 1 down), or unchanged at an end. */
export function moved<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const copy = [...rows];
  const [row] = copy.splice(index, 1);
  if (row !== undefined) copy.splice(to, 0, row);
  return copy;
}
