// The child processes of `npm start` (stack.ts) and `npm run start:cluster` (cluster.ts): each started with its
// output prefixed by its name, waited for until its URL answers, and all stopped together. A process that dies stops
// the whole set (the stack), or is started again a second later (`restart`: the cluster, as an orchestrator would).
import { type ChildProcess, spawn } from 'node:child_process';

export type StartOptions = { command?: string; args?: string[]; restart?: boolean };

export type Children = {
  /** A TypeScript entry of the repository run with tsx, or any program (`command` absolute or on the PATH). */
  start(name: string, entry: string, env: NodeJS.ProcessEnv, options?: StartOptions): ChildProcess;
  stop(code: number): Promise<never>;
  /** Stops one child on purpose (the rest go on): how the cluster's tests kill a process. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
};

export function children(root: string, onStop: () => Promise<void> = async () => undefined): Children {
  const running = new Map<string, ChildProcess>();
  const leaving = new Set<string>();
  let stopping = false;
  const prefix = (name: string, chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n');
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
      child.stdout?.on('data', (c: Buffer) => console.log(prefix(name, c)));
      child.stderr?.on('data', (c: Buffer) => console.error(prefix(name, c)));
      child.on('exit', (code, signal) => {
        running.delete(name);
        if (stopping || leaving.delete(name)) return;
        if (options.restart) {
          console.error(`[${name}] stopped (${signal ?? code}); starting it again`);
          setTimeout(() => stopping || self.start(name, entry, env, options), 1_000);
          return;
        }
        console.error(`[${name}] stopped (${signal ?? code}); stopping everything`);
        void self.stop(1);
      });
      running.set(name, child);
      return child;
    },
    async kill(name, signal = 'SIGKILL') {
      const child = running.get(name);
      if (!child) return;
      leaving.add(name);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
    async stop(code) {
      stopping = true;
      const all = [...running.values()];
      for (const child of all) child.kill('SIGTERM');
      await Promise.all(all.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined)));
      await onStop();
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
