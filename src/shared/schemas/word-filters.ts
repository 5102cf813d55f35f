import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { patternProblem, WORD_FILTER_ACTIONS, WORD_FILTER_LIMITS } from '../word-filter.ts';

const PROBLEM_TEXTS = {
  length: MESSAGES.wordFilterPatternLength,
  letter: MESSAGES.wordFilterPatternLetter,
  characters: MESSAGES.wordFilterPatternCharacters,
  wildcards: MESSAGES.wordFilterPatternWildcards,
} as const;

const actionError = { error: MESSAGES.wordFilterActionInvalid };
export const WordFilterActionInputSchema = z.enum(WORD_FILTER_ACTIONS, actionError);

/** POST /api/admin/word-filters: a word or phrase (with `*` inside words) and its action. */
export const WordFilterInputSchema = z.object({
  pattern: z
    .string({ error: MESSAGES.wordFilterPatternLength })
    .superRefine((value, ctx) => {
      const problem = patternProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: PROBLEM_TEXTS[problem] });
    }),
  action: WordFilterActionInputSchema,
});
export type WordFilterInput = z.infer<typeof WordFilterInputSchema>;

/** PUT /api/admin/word-filters/:id: a new action for a filter. */
export const WordFilterActionBodySchema = z.object({ action: WordFilterActionInputSchema });

export const WordFilterSchema = z.object({
  _id: z.string(),
  pattern: z.string(),
  action: z.enum(WORD_FILTER_ACTIONS),
  createdAt: z.string(),
});
export type WordFilter = z.infer<typeof WordFilterSchema>;
export const WordFilterListSchema = z.array(WordFilterSchema);

/** POST /api/admin/word-filters/test */
export const WordFilterTestInputSchema = z.object({
  text: z
    .string({ error: MESSAGES.wordFilterTestTextRequired })
    .min(1, { error: MESSAGES.wordFilterTestTextRequired })
    .max(WORD_FILTER_LIMITS.testTextMax, { error: MESSAGES.wordFilterTestTextTooLong }),
});

/** What a text would trigger: the strongest action (block, then hold, then flag) and every filter that matched. */
export const WordFilterTestResultSchema = z.object({
  action: z.enum(WORD_FILTER_ACTIONS).nullable(),
  matches: WordFilterListSchema,
});
export type WordFilterTestResult = z.infer<typeof WordFilterTestResultSchema>;

/** A comment the word filter held or flagged, for the admin's review. */
export const CaughtCommentSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  postTitle: z.string(),
  author: z.string(),
  authorId: z.string(),
  text: z.string(),
  timestamp: z.string(),
  held: z.boolean(),
  flagged: z.boolean(),
});
export type CaughtComment = z.infer<typeof CaughtCommentSchema>;
export const CaughtCommentListSchema = z.array(CaughtCommentSchema);
