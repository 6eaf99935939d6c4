// The CPU profile summary: self time per package and per function, idle left out.
import { describe, expect, it } from 'vitest';
import { type CpuProfile, summarise } from './profile-summary.js';

const frame = (functionName: string, url: string, lineNumber = 0) => ({ functionName, url, lineNumber });

describe('summarise', () => {
  it('shares the busy time out by package and function, leaving idle out', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', ''), children: [2, 3, 4] },
        { id: 2, callFrame: frame('(idle)', '') },
        { id: 3, callFrame: frame('parseRow', 'file:///w/node_modules/.pnpm/pg@8.23.1/node_modules/pg/lib/r.js', 61) },
        { id: 4, callFrame: frame('', 'file:///work/main/api/src/scanning/redeem.ts', 9) },
      ],
      samples: [2, 3, 3, 4, 2],
      timeDeltas: [5000, 3000, 3000, 2000, 9000],
    };
    expect(summarise(profile)).toEqual({
      busyMs: 8,
      packages: [
        { name: 'pg@8.23.1', percent: 75 },
        { name: 'api/src/scanning/redeem.ts', percent: 25 },
      ],
      functions: [
        { name: 'parseRow pg@8.23.1:62', percent: 75 },
        { name: '(anonymous) api/src/scanning/redeem.ts:10', percent: 25 },
      ],
    });
  });
});
