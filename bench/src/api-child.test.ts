// How the benchmark starts a service's process: as is, profiled, or pinned to a CPU of its own.
import { describe, expect, it } from 'vitest';
import { serviceCommand } from './api-child.js';

describe('serviceCommand', () => {
  it('starts node with tsx and nothing else by default', () => {
    expect(serviceCommand('api', '/x/api-process.ts', {}, 2)).toEqual({
      command: process.execPath,
      args: ['--import', 'tsx', '/x/api-process.ts'],
    });
  });

  it('writes a CPU profile into BENCH_CPU_PROF_DIR', () => {
    const { args } = serviceCommand('gateway', '/x/g.ts', { BENCH_CPU_PROF_DIR: '/tmp/p' }, 2);
    expect(args).toEqual(['--cpu-prof', '--cpu-prof-dir=/tmp/p', '--import', 'tsx', '/x/g.ts']);
  });

  it('pins the service BENCH_PIN names to the last CPU and the others to the first', () => {
    const env = { BENCH_PIN: 'gateway' };
    expect(serviceCommand('gateway', '/x/g.ts', env, 4)).toEqual({
      command: 'taskset',
      args: ['-c', '3', process.execPath, '--import', 'tsx', '/x/g.ts'],
    });
    expect(serviceCommand('api', '/x/a.ts', env, 4).args.slice(0, 2)).toEqual(['-c', '0']);
  });

  it('refuses a BENCH_PIN it does not know', () => {
    expect(() => serviceCommand('api', '/x/a.ts', { BENCH_PIN: 'postgres' }, 2)).toThrow(/api or gateway/);
  });
});
