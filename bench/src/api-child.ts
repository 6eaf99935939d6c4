// Starting an API or a gateway in a process of its own (bench/src/api-process.ts, gateway-process.ts), and reading a
// process's memory: for the figures that need each service in its own process, as deployed, or more than one API
// process, or the API's own peak memory without the benchmark's.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Json } from './http.js';

type Service = 'api' | 'gateway';

/**
 * The command that starts a service's process. `BENCH_CPU_PROF_DIR` has each write a V8 CPU profile there when it
 * exits; `BENCH_PIN` (`api` or `gateway`) runs that one alone on the last CPU and the others on the first (taskset).
 * V8 samples by the wall clock, so on 2 busy cores a profile charges the time a process waited for a CPU to whatever
 * it was running when it lost the CPU (a socket write that woke PostgreSQL, mostly): pinned, with
 * `BENCH_SCAN_CONCURRENCY=1`, the profile shows what the service's own CPU is spent on.
 */
export function serviceCommand(
  service: Service,
  script: string,
  env: NodeJS.ProcessEnv = process.env,
  cpus = availableParallelism(),
): { command: string; args: string[] } {
  const profile = env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF_DIR}`] : [];
  const node = [...profile, '--import', 'tsx', script];
  const pin = env.BENCH_PIN;
  if (pin === undefined || pin === '') return { command: process.execPath, args: node };
  if (pin !== 'api' && pin !== 'gateway') throw new Error(`BENCH_PIN must be api or gateway, not ${pin}`);
  const cpu = pin === service ? cpus - 1 : 0;
  return { command: 'taskset', args: ['-c', String(cpu), process.execPath, ...node] };
}

/** Starts `script` (next to this file) with its options in `variable`; resolves once it prints its URL. */
async function serviceProcess(service: Service, script: string, variable: string, options: Json) {
  const { command, args } = serviceCommand(service, fileURLToPath(new URL(script, import.meta.url)));
  const child = spawn(command, args, {
    env: { ...process.env, [variable]: JSON.stringify(options), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    const parsed = JSON.parse(line) as { url?: string };
    if (parsed.url) return { url: parsed.url, child };
  }
  throw new Error(`${script} ended before listening`);
}

/** An API process on the given database (`options`: identity config and database URL). */
export function apiProcess(options: Json): Promise<{ url: string; child: ChildProcess }> {
  return serviceProcess('api', './api-process.ts', 'BENCH_API_OPTIONS', options);
}

/** A gateway process in front of an API (`options`: identity config and the API's URL). */
export function gatewayProcess(options: Json): Promise<{ url: string; child: ChildProcess }> {
  return serviceProcess('gateway', './gateway-process.ts', 'BENCH_GATEWAY_OPTIONS', options);
}

/** A process's peak resident memory so far (the kernel's VmHWM), in MiB. */
export async function peakRssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kib / 1024);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 when it cannot be read. */
export async function cpuSeconds(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by the PostgreSQL server on behalf of one database: its backends connected to `database`
 * and the server's own processes (WAL writer, checkpointer, …), but not the backends of other databases, which on a
 * shared server belong to whoever else runs tests there (they also come and go, which made a plain sum jump).
 */
export async function postgresCpuSecondsFor(database: string): Promise<number> {
  const pids = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name));
  let total = 0;
  for (const pid of pids) {
    const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    if (comm.trim() !== 'postgres') continue;
    // A backend's title is "postgres: <cluster>: <user> <database> <client> <state>"; a server process has no client.
    const title = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ');
    const backend = /\(\d+\)|\[local\]/.test(title);
    if (!backend || title.includes(` ${database} `)) total += await cpuSeconds(Number(pid));
  }
  return total;
}

// USER_HZ: 100 on every Linux this runs on (sysconf(_SC_CLK_TCK) is not reachable from Node).
const CLOCK_TICKS = 100;
