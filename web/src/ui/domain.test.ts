import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './domain.js';

function Page() {
  return null;
}

describe('lazyPage', () => {
  it('loads the chunk once, whether preloaded or rendered first', async () => {
    const load = vi.fn(async () => ({ Page }));
    const page = lazyPage(load, (m) => m.Page);
    expect(load).not.toHaveBeenCalled();
    const first = page.preload();
    const second = page.preload();
    expect(first).toBe(second);
    await expect(first).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, as the render did before there was a preload', async () => {
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Page });
    const page = lazyPage(load, (m) => m.Page);
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
