// Imports inside web/src run one way: the app shell down to the domains, the domains down to shared code, test
// support reached from tests only (scripts/import-graph.ts; the exceptions are named in the README).
import { describe, expect, it } from 'vitest';
import { checkImportGraph, describeViolation, LAYOUTS } from '../../scripts/import-graph.js';

describe('web import graph', () => {
  const report = checkImportGraph(LAYOUTS.web);

  it('has no import up into a domain or the shell, and none from product code into test support', () => {
    expect(report.violations.map(describeViolation)).toEqual([]);
  });

  it('keeps no allowance that no import needs any more', () => {
    expect(report.staleAllowances).toEqual([]);
  });

  it('reads the domains from domains.ts and lists which domains import which', () => {
    expect(report.listed.length).toBeGreaterThan(5);
    console.info(`web domain → domain imports: ${report.domainToDomain.join(', ')}`);
  });
});
