import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { onScratchDatabase } from './programs.js';

describe('scratch databases of a benchmark', () => {
  it('hand the benchmark its database and drop it afterwards', async () => {
    let dataDir: string | undefined;
    const result = await onScratchDatabase('pglite', async (target) => {
      dataDir = target.dataDir;
      expect(dataDir && existsSync(dataDir)).toBe(true);
      return 42;
    });
    expect(result).toBe(42);
    expect(dataDir && existsSync(dataDir)).toBe(false);
  });

  it('drop it when the benchmark fails too', async () => {
    let dataDir: string | undefined;
    const failing = onScratchDatabase('pglite', async (target) => {
      dataDir = target.dataDir;
      throw new Error('broke off');
    });
    await expect(failing).rejects.toThrow('broke off');
    expect(dataDir && existsSync(dataDir)).toBe(false);
  });
});
