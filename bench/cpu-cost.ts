import fs from 'node:fs';
import pg from 'pg';

/**
 * What a request costs in CPU, read from /proc around a load run: the user + system time of the server process (all
 * its threads) and of the PostgreSQL backends that server opened, divided by the requests it answered. Less noisy than
 * req/s on a shared machine: it counts the work, not the waiting, so two servers measured minutes apart compare.
 *
 * A server's backends are told apart by their application_name: the bench starts each server with PGAPPNAME set
 * (node-postgres names its sessions after it), and this reads pg_stat_activity for that name. Backends that
 * connected during the run count from zero; one that ended during it is missed (the pools keep their connections).
 */

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's user + system CPU time in seconds, from /proc/<pid>/stat; undefined when it is gone or unreadable. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after its last ')' are plain numbers.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name and state.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Whether this machine's /proc can tell a process's CPU time (Linux). */
export const procReadable = () => processCpuSeconds(process.pid) !== undefined;

/** The CPU times at one moment. */
export interface CpuMark {
  process: number;
  /** Per backend pid of the server's sessions. */
  backends: Map<number, number>;
}

/** CPU per request over one load run, in microseconds. */
export interface CpuCost {
  requests: number;
  /** The server process (all threads). */
  processUs: number;
  /** Its PostgreSQL backends. */
  postgresUs: number;
  /** Both: what the target compares. */
  totalUs: number;
  /** How many backends of the server did work in the run. */
  backends: number;
}

/** Reads the CPU time of one server process and of its PostgreSQL sessions. */
export class CpuMeter {
  private client?: pg.Client;

  constructor(
    private readonly pid: number,
    /** The database the server's sessions are on (any URL of the same PostgreSQL server). */
    private readonly databaseUrl: string,
    /** The PGAPPNAME the server was started with. */
    private readonly applicationName: string,
  ) {}

  async mark(): Promise<CpuMark> {
    if (!this.client) {
      this.client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'bench-cpu-meter' });
      await this.client.connect();
    }
    const { rows } = await this.client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [this.applicationName],
    );
    const backends = new Map<number, number>();
    for (const { pid } of rows) {
      const cpu = processCpuSeconds(pid);
      if (cpu !== undefined) backends.set(pid, cpu);
    }
    const own = processCpuSeconds(this.pid);
    if (own === undefined) throw new Error(`cannot read the CPU time of process ${this.pid} from /proc`);
    return { process: own, backends };
  }

  /** The cost per request between two marks. */
  static cost(before: CpuMark, after: CpuMark, requests: number): CpuCost {
    let postgres = 0;
    let busy = 0;
    for (const [pid, cpu] of after.backends) {
      const spent = cpu - (before.backends.get(pid) ?? 0);
      postgres += spent;
      if (spent > 0) busy += 1;
    }
    const per = (seconds: number) => (requests > 0 ? (seconds * 1e6) / requests : Number.NaN);
    const processSeconds = after.process - before.process;
    return {
      requests,
      processUs: per(processSeconds),
      postgresUs: per(postgres),
      totalUs: per(processSeconds + postgres),
      backends: busy,
    };
  }

  async close(): Promise<void> {
    await this.client?.end();
    this.client = undefined;
  }
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
