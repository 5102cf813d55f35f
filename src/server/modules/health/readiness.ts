/**
 * Whether this process should be sent requests (decision 082): `GET /api/health/ready` asks. A process that is
 * shutting down says no at once (main.ts marks it at SIGTERM), so a balancer stops sending before it stops
 * listening; otherwise the database must answer and hold every migration this version knows.
 */
import type { AppContext } from '../../context.ts';
import { migrationNames } from '../../database/migrator.ts';
import { appliedMigrations, pingDatabase } from './health.repository.ts';

export type NotReady = 'shutting-down' | 'database' | 'migrations';

interface State {
  draining: boolean;
  migrated: boolean;
}

const states = new WeakMap<AppContext, State>();

function stateOf(ctx: AppContext): State {
  let state = states.get(ctx);
  if (!state) states.set(ctx, (state = { draining: false, migrated: false }));
  return state;
}

/** The process is shutting down: from now on it is not ready, whatever else holds. */
export function markShuttingDown(ctx: AppContext): void {
  stateOf(ctx).draining = true;
}

export function isShuttingDown(ctx: AppContext): boolean {
  return stateOf(ctx).draining;
}

/** Null when ready; otherwise why not. Migrations, once found done, are not read again (they never undo). */
export async function notReady(ctx: AppContext): Promise<NotReady | null> {
  const state = stateOf(ctx);
  if (state.draining) return 'shutting-down';
  try {
    await pingDatabase(ctx.db);
  } catch {
    return 'database';
  }
  if (state.migrated) return null;
  let applied: Set<string>;
  try {
    applied = await appliedMigrations(ctx.db);
  } catch {
    // No bookkeeping table yet: nothing was migrated.
    return 'migrations';
  }
  if (!migrationNames().every((name) => applied.has(name))) return 'migrations';
  state.migrated = true;
  return null;
}
