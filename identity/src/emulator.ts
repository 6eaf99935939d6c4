// Starts cognito-local, the Cognito emulator, as a child process. It keeps its data in `<dataDir>/.cognito`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type Emulator = { endpoint: string; port: number; stop(): Promise<void> };

export type EmulatorOptions = {
  port: number;
  dataDir: string;
  /** Fixes every confirmation code and temporary password (tests only). */
  fixedCode?: string;
  /** Called with each line the emulator prints (codes and temporary passwords appear there). */
  onLine?: (line: string) => void;
};

function emulatorEntry(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('cognito-local/package.json')), 'lib/bin/start.js');
}

export async function startEmulator(options: EmulatorOptions): Promise<Emulator> {
  mkdirSync(options.dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(options.port), HOST: 'localhost' };
  if (options.fixedCode) env.CODE = options.fixedCode;
  else delete env.CODE;
  const child = spawn(process.execPath, [emulatorEntry()], {
    cwd: options.dataDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffered = '';
  const onData = (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) options.onLine?.(line);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const endpoint = `http://localhost:${options.port}`;
  await waitUntilUp(endpoint, child);
  return { endpoint, port: options.port, stop: () => stopChild(child) };
}

async function waitUntilUp(endpoint: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`cognito-local exited with code ${child.exitCode}`);
    try {
      // Any HTTP answer means the server listens; the health route is not part of the Cognito API.
      await fetch(`${endpoint}/health`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`cognito-local did not start on ${endpoint} within 30 s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}
