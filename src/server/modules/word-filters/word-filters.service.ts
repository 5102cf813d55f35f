/**
 * The word filter (decision 046): the admins' list, and the screen other modules run a text through before
 * they write it. The list is compiled once per process and kept until a change to it drops it
 * (`cache/word-filters.ts`): every process agrees after the commit.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { WordFilter, WordFilterInput, WordFilterTestResult } from '../../../shared/schemas/word-filters.ts';
import { CompiledFilters, tidyPattern, WORD_FILTER_LIMITS, type WordFilterAction } from '../../../shared/word-filter.ts';
import { keptWordFilters } from '../../cache/word-filters.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { newId, nowIso } from '../../database/values.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { isScreened } from './word-filters.policy.ts';
import { presentWordFilter } from './word-filters.presenter.ts';
import * as repo from './word-filters.repository.ts';

export async function listWordFilters(ctx: AppContext): Promise<WordFilter[]> {
  return (await repo.findWordFilters(ctx.db)).map(presentWordFilter);
}

export async function addWordFilter(ctx: AppContext, admin: Viewer, input: WordFilterInput): Promise<WordFilter> {
  const pattern = tidyPattern(input.pattern);
  return committing(ctx, async (trx) => {
    if (await repo.findWordFilterByPattern(trx, pattern)) throw conflict(MESSAGES.wordFilterExists);
    if ((await repo.countWordFilters(trx)) >= WORD_FILTER_LIMITS.listMax) throw conflict(MESSAGES.wordFilterListFull);
    const row: repo.WordFilterRow = { id: newId(), pattern, action: input.action, created_by: admin.id, created_at: nowIso() };
    await repo.insertWordFilter(trx, row);
    changed(trx, { type: 'word-filters' });
    return presentWordFilter(row);
  });
}

export async function setWordFilterAction(ctx: AppContext, id: string, action: WordFilterAction): Promise<WordFilter> {
  return committing(ctx, async (trx) => {
    if (!(await repo.setWordFilterAction(trx, id, action))) throw notFound(MESSAGES.wordFilterNotFound);
    changed(trx, { type: 'word-filters' });
    const row = await repo.findWordFilter(trx, id);
    if (!row) throw notFound(MESSAGES.wordFilterNotFound);
    return presentWordFilter(row);
  });
}

export async function removeWordFilter(ctx: AppContext, id: string): Promise<void> {
  await committing(ctx, async (trx) => {
    if (!(await repo.deleteWordFilter(trx, id))) throw notFound(MESSAGES.wordFilterNotFound);
    changed(trx, { type: 'word-filters' });
  });
}

/** The list, compiled: kept per process until the list changes. */
export function compiledWordFilters(ctx: AppContext): Promise<CompiledFilters> {
  return keptWordFilters<CompiledFilters>(ctx.changes).get(async () => new CompiledFilters(await repo.findWordFilters(ctx.db)));
}

/** The "Test this text" box: which filters a text triggers and what would happen to it. */
export async function testText(ctx: AppContext, text: string): Promise<WordFilterTestResult> {
  const verdict = (await compiledWordFilters(ctx)).check(text);
  const byId = new Map((await repo.findWordFilters(ctx.db)).map((row) => [row.id, row]));
  const matches = verdict.matches.flatMap((m) => {
    const row = byId.get(m.id);
    return row ? [presentWordFilter(row)] : [];
  });
  return { action: verdict.action, matches };
}

/**
 * Screens what `viewer` is about to write (every free text of a post, or a comment), before the write's
 * transaction: a block refuses with 422 (the message never names the word, so the list cannot be probed);
 * otherwise the answer is 'hold', 'flag' or null for the caller to apply.
 */
export async function screen(ctx: AppContext, viewer: Viewer, texts: readonly (string | null | undefined)[]): Promise<'hold' | 'flag' | null> {
  if (!isScreened(viewer)) return null;
  const { action } = (await compiledWordFilters(ctx)).check(...texts);
  if (action === 'block') throw new HttpError(422, MESSAGES.wordFilterBlocked);
  return action;
}
