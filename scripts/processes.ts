// The child processes of `npm start` (stack.ts) and `npm run start:cluster` (cluster.ts): each started with its
// output prefixed by its name, waited for until its URL answers, and all stopped together. A process that dies stops
// the whole set (the stack), or is started again a second later (`restart`: the cluster, as an orchestrator would).
import { type ChildProcess, spawn } from 'node:child_process';

export type StartOptions = {
  command?: string;
  args?: string[];
  restart?: boolean;
  /** Settings that replace the first start's when it is started again (e.g. no demo seeding a second time). */
  restartEnv?: NodeJS.ProcessEnv;
};

/** Where the children's output goes, line by line; the default prints it prefixed by the child's name. */
export type OutputSink = (name: string, line: string, stream: 'stdout' | 'stderr') => void;

export type ChildrenOptions = { output?: OutputSink };

export type Children = {
  /** A TypeScript entry of the repository run with tsx, or any program (`command` absolute or on the PATH). */
  start(name: string, entry: string, env: NodeJS.ProcessEnv, options?: StartOptions): ChildProcess;
  stop(code: number): Promise<never>;
  /** Stops every child and runs `onStop`, without ending this process (a test suite reports after it). */
  close(): Promise<void>;
  /** Stops one child on purpose (the rest go on): it is not started again. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** SIGKILLs one child as a crash would: one started with `restart` comes back a second later. */
  crash(name: string): Promise<void>;
  /** The process id of a running child (undefined while it is down). */
  pid(name: string): number | undefined;
};

const printed: OutputSink = (name, line, stream) =>
  (stream === 'stdout' ? console.log : console.error)(`[${name}] ${line}`);

export function children(
  root: string,
  onStop: () => Promise<void> = async () => undefined,
  { output = printed }: ChildrenOptions = {},
): Children {
  const running = new Map<string, ChildProcess>();
  const leaving = new Set<string>();
  let stopping = false;
  const lines = (name: string, stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) output(name, line, stream);
  };
  const exitOf = (child: ChildProcess) =>
    child.exitCode === null && child.signalCode === null
      ? new Promise((resolve) => child.once('exit', resolve))
      : Promise.resolve();
  const self: Children = {
    start(name, entry, env, options = {}) {
      const [command, args] = options.command
        ? [options.command, options.args ?? []]
        : [process.execPath, ['--import', 'tsx', entry]];
      const child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', lines(name, 'stdout'));
      child.stderr?.on('data', lines(name, 'stderr'));
      child.on('exit', (code, signal) => {
        if (running.get(name) === child) running.delete(name);
        if (stopping || leaving.delete(name)) return;
        if (options.restart) {
          output(name, `stopped (${signal ?? code}); starting it again`, 'stderr');
          setTimeout(() => stopping || self.start(name, entry, { ...env, ...options.restartEnv }, options), 1_000);
          return;
        }
        output(name, `stopped (${signal ?? code}); stopping everything`, 'stderr');
        void self.stop(1);
      });
      running.set(name, child);
      return child;
    },
    async kill(name, signal = 'SIGKILL') {
      const child = running.get(name);
      if (!child) return;
      leaving.add(name);
      const exited = exitOf(child);
      child.kill(signal);
      await exited;
    },
    async crash(name) {
      const child = running.get(name);
      if (!child) throw new Error(`${name} is not running`);
      const exited = exitOf(child);
      child.kill('SIGKILL');
      await exited;
    },
    pid: (name) => running.get(name)?.pid,
    async close() {
      stopping = true;
      const all = [...running.values()];
      for (const child of all) child.kill('SIGTERM');
      await Promise.all(all.map(exitOf));
      await onStop();
    },
    async stop(code) {
      await self.close();
      process.exit(code);
    },
  };
  return self;
}

export async function waitFor(url: string, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}
