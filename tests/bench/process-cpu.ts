import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of the processes a bench runs on this machine, read from Linux's /proc (user + system),
 * so a figure can say where the machine's cores went: the server, its database, the load client.
 * Elsewhere (no /proc) every reading is null and the benches print no split.
 */
export interface CpuReading {
  /** CPU seconds of each of the given processes together. */
  processes: number;
  /** CPU seconds of each `postgres` process (server, backends, writers), by pid. */
  postgres: Map<number, number>;
  /** CPU seconds of this process. */
  self: number;
}

export function readCpu(pids: number[]): CpuReading | null {
  if (!ticksPerSecond) return null;
  const postgres = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (stat?.name === 'postgres') postgres.set(Number(entry), stat.seconds);
  }
  const processes = pids.reduce((sum, pid) => sum + (statOf(pid)?.seconds ?? 0), 0);
  const self = process.cpuUsage();
  return { processes, postgres, self: (self.user + self.system) / 1e6 };
}

/** µs of CPU per unit of work (a delivered message) for each part, between two readings. */
export function cpuPerUnit(before: CpuReading | null, after: CpuReading | null, units: number) {
  if (!before || !after || units <= 0) return null;
  const per = (seconds: number) => Math.round((seconds * 1e6) / units);
  return {
    server: per(after.processes - before.processes),
    // A backend that ended between the readings took its time with it; a new one counts from zero.
    postgres: per(
      [...after.postgres].reduce((sum, [pid, seconds]) => sum + seconds - (before.postgres.get(pid) ?? 0), 0),
    ),
    client: per(after.self - before.self),
  };
}

const ticksPerSecond = (() => {
  try {
    readFileSync('/proc/self/stat');
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 0;
  }
})();

/** /proc/<pid>/stat: the name in parentheses, then utime and stime (fields 14 and 15) in ticks. */
function statOf(pid: number): { name: string; seconds: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const name = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // Fields after the name start at field 3 (state): utime is field 14, stime 15.
    return { name, seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond };
  } catch {
    return null;
  }
}
