import type { WordFilter } from '../../../shared/schemas/word-filters.ts';
import type { WordFilterRow } from './word-filters.repository.ts';

export const presentWordFilter = (row: Pick<WordFilterRow, 'id' | 'pattern' | 'action' | 'created_at'>): WordFilter => ({
  _id: row.id,
  pattern: row.pattern,
  action: row.action,
  createdAt: row.created_at,
});
