/**
 * A club's address and name are unique (the name in any case). The services check first and answer 409; two
 * people asking for the same address or name at the same instant both pass the check, and the second meets the
 * unique index when it commits: it is told the same 409, never a 500.
 */
import { CLUB_MESSAGES as M } from '../../../shared/club-messages.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../database/values.ts';
import { conflict } from '../../lib/http-errors.ts';
import * as repo from './clubs.repository.ts';

export async function claimingNames<T>(ctx: AppContext, slug: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(slug !== null && (await repo.slugTaken(ctx.db, slug)) ? M.slugTaken() : M.nameTaken());
  }
}
