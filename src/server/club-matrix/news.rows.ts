import type { ClubMatrixRow } from './club-matrix.ts';

/** The club matrix's rows for this part of clubs (decision 081). */
export const NEWS_ROWS: ClubMatrixRow[] = [];
