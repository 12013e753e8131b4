import { readdirSync, readFileSync } from 'node:fs';

/** User + system CPU time of a process (ms, from /proc at 100 ticks a second); null when it is gone. */
export function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * CPU time of every PostgreSQL process on this machine (ms): the postmaster, its backends and its
 * background workers, all named `postgres`. Backends that exit between two readings take their time
 * with them; the bench's pools keep theirs open.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('postgres')) continue;
      total += processCpuMs(Number(entry)) ?? 0;
    } catch {
      // the process is gone
    }
  }
  return total;
}

/** Where the CPU time of a run went, per answer (µs): the server, PostgreSQL and the load generator (this process). */
export interface CpuPerAnswer {
  server: number;
  postgres: number;
  generator: number;
}

/** Reads the three clocks now; `perAnswer(total)` later gives each one's time per answer since. */
export function startCpuMeter(serverPid: number | undefined) {
  const server = serverPid === undefined ? 0 : (processCpuMs(serverPid) ?? 0);
  const postgres = postgresCpuMs();
  const generator = process.cpuUsage();
  return {
    perAnswer(answers: number): CpuPerAnswer {
      const used = process.cpuUsage(generator);
      const per = (ms: number) => Math.round((ms * 1000) / Math.max(answers, 1));
      return {
        server: serverPid === undefined ? 0 : per((processCpuMs(serverPid) ?? 0) - server),
        postgres: per(postgresCpuMs() - postgres),
        generator: Math.round((used.user + used.system) / Math.max(answers, 1)),
      };
    },
  };
}

/**
 * The API/floor a server costing no CPU at all would reach: the floor's CPU per answer over what the API
 * run's other processes (PostgreSQL and the load generator) spent per answer. On a machine where all of them
 * share the cores, throughput is the cores' time over the CPU one answer takes, so no server can give a
 * higher ratio than this. Undefined with PGlite, whose database runs inside the server and the floor's driver.
 */
export function serverlessCeiling(api: CpuPerAnswer, floor: CpuPerAnswer): number | undefined {
  if (api.postgres === 0) return undefined;
  return (floor.postgres + floor.generator) / (api.postgres + api.generator);
}

/**
 * The API/floor a server would reach if all it spent on an answer were what the floor's driver spends on
 * the same statements and rows (no HTTP, no query building, no JSON): the floor's CPU per answer over the
 * API run's PostgreSQL and load generator plus the floor's driver. Any server that reads through node-postgres
 * pays at least that much, so this bounds what the HTTP stack can reach on these shared cores.
 */
export function driverOnlyCeiling(api: CpuPerAnswer, floor: CpuPerAnswer): number | undefined {
  if (api.postgres === 0) return undefined;
  return (floor.postgres + floor.generator) / (api.postgres + api.generator + floor.generator);
}
