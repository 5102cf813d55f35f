/**
 * CPU time from /proc (Linux): whose the cores are while a measurement runs. A snapshot holds every process's
 * utime + stime; a share says, in cores, what the load generator (this process), Quad's processes, PostgreSQL's
 * backends and everything else used between two snapshots.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const CORES = availableParallelism();

export interface CpuSnapshot {
  total: number;
  idle: number;
  /** utime + stime of every process, by pid, in the same clock ticks as /proc/stat. */
  pids: Map<number, { ticks: number; comm: string; ppid: number }>;
}

export function snapshotCpu(): CpuSnapshot | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const pids = new Map<number, { ticks: number; comm: string; ppid: number }>();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        const comm = stat.slice(stat.indexOf('(') + 1, close);
        const rest = stat.slice(close + 2).split(' ');
        // After the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14). This process's children
        // that ended (wrk, once each measurement is over) count as its own.
        const own = Number(rest[11]) + Number(rest[12]);
        const children = Number(name) === process.pid ? Number(rest[13]) + Number(rest[14]) : 0;
        pids.set(Number(name), { ticks: own + children, comm, ppid: Number(rest[1]) });
      } catch {
        // The process ended while we looked.
      }
    }
    return { total, idle, pids };
  } catch {
    return null;
  }
}

export interface CpuShare {
  /** In cores (of CORES): this process, which runs autocannon, and wrk (its child) when it sends the reads. */
  loadGenerator: number;
  /** Quad's primary and its workers. */
  quad: number;
  /** Every `postgres` process: the backends serving Quad, and whatever else the server does meanwhile. */
  postgres: number;
  other: number;
  idle: number;
}

export function cpuShare(before: CpuSnapshot | null, after: CpuSnapshot | null, quadPid: number | undefined): CpuShare | null {
  if (!before || !after) return null;
  const span = after.total - before.total;
  if (span <= 0) return null;
  const cores = (ticks: number) => Math.round((ticks / span) * CORES * 100) / 100;
  const used = (pid: number) => {
    const end = after.pids.get(pid);
    if (!end) return 0;
    const start = before.pids.get(pid);
    // A process born during the measurement (a new PostgreSQL backend) spent all its time in it.
    return end.ticks - (start && start.comm === end.comm ? start.ticks : 0);
  };
  let loadGenerator = 0;
  let quadTicks = 0;
  let postgres = 0;
  for (const [pid, info] of after.pids) {
    if (pid === process.pid) loadGenerator += used(pid);
    else if (pid === quadPid || (quadPid !== undefined && info.ppid === quadPid)) quadTicks += used(pid);
    else if (info.comm === 'postgres') postgres += used(pid);
  }
  const idle = after.idle - before.idle;
  const other = Math.max(0, span - idle - loadGenerator - quadTicks - postgres);
  return { loadGenerator: cores(loadGenerator), quad: cores(quadTicks), postgres: cores(postgres), other: cores(other), idle: cores(idle) };
}

/** The CPU, in cores, that one process used between two snapshots (its children that ended included). */
export function coresOf(before: CpuSnapshot | null, after: CpuSnapshot | null, pid: number): number | null {
  if (!before || !after) return null;
  const span = after.total - before.total;
  const end = after.pids.get(pid);
  if (span <= 0 || !end) return null;
  const start = before.pids.get(pid);
  return Math.round(((end.ticks - (start && start.comm === end.comm ? start.ticks : 0)) / span) * CORES * 100) / 100;
}

/** The pids whose parent is `parent`: a primary's workers, say. */
export function childrenOf(snapshot: CpuSnapshot | null, parent: number): number[] {
  if (!snapshot) return [];
  return [...snapshot.pids].filter(([, info]) => info.ppid === parent).map(([pid]) => pid);
}
