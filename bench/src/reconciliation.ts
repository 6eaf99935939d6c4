// A payment provider's report (issue 10) of BENCH_RECONCILIATION_ROWS rows (100,000) imported for a cash distribution
// of as many families, end to end through the gateway as the web's wizard does it: the CSV uploaded (POST /api/files),
// the import started (GraphQL startReconciliationImport) and polled (reconciliationImport) until COMPLETED. Median of
// 3 rounds; before each, every payment is put back to INITIATED, so each round moves as many payments as the first.
import type { ChildProcess } from 'node:child_process';
import { createFixtures, FAST_JOBS } from '@aid/api/testing';
import type { TestIdentity } from '@aid/identity';
import { gatewayProcess } from './api-child.js';
import { largeMasterList } from './beneficiary-list.js';
import { lockedListOf, untilDone } from './distributions.js';
import { type Json, memberRest, request } from './http.js';
import { type Database, onScratchDatabase, startBenchApi } from './programs.js';
import { median, round } from './stats.js';

export type ReconciliationBenchResult = {
  benchmark: 'reconciliation-import';
  database: Database;
  rows: number;
  /** Rows as the job counted them in the median round. */
  matched: number;
  failed: number;
  notFound: number;
  changed: number;
  /** Upload, start and the job until COMPLETED, seconds per round, and their median. */
  runsSeconds: number[];
  medianSeconds: number;
  rowsPerSecond: number;
  /** Of the median round: the upload through the gateway, and from the start until the import COMPLETED. */
  phasesSeconds: { upload: number; job: number };
  targetSeconds: 10;
};

const START = `mutation Start($input: StartReconciliationImportInput!) {
  startReconciliationImport(input: $input) { import { importId } code message }
}`;
const IMPORT = `query Import($importId: ID!) {
  reconciliationImport(importId: $importId) { status matched failed notFound changed error }
}`;

/**
 * The provider's report: one row per family in a shuffled order, as a provider's export is in its own order. Most
 * were paid, some declined or still pending, a few carry a status we cannot read, and one in a hundred names a
 * reference of no family of ours (another client's payment).
 */
export function providerReport(references: readonly string[], rows: number): string {
  const lines = ['transaction_id,reference,amount,currency,status,settled_at'];
  for (let i = 0; i < rows; i++) {
    const h = Math.imul(i + 1, 2654435761) >>> 0;
    // i × a prime, modulo the families: every family once (the prime divides no benchmark size), in a scattered order.
    const family = references[(i * 7919 + 13) % references.length] ?? '';
    const reference = h % 100 === 0 ? `csh--elsewhere${i}` : family;
    const status = h % 20 === 1 ? 'FAILED' : h % 20 === 2 ? 'Pending' : h % 500 === 3 ? 'on hold' : 'Paid';
    lines.push(`TX${String(i).padStart(9, '0')},${reference},100.00,USD,${status},2026-04-0${1 + (i % 9)}T10:00:00Z`);
  }
  return `${lines.join('\n')}\n`;
}

export async function benchReconciliation(
  identity: TestIdentity,
  database: Database,
  rows: number,
): Promise<ReconciliationBenchResult | undefined> {
  return onScratchDatabase(database, async (target) => {
    // The import job runs in this API's worker (it holds the uploaded files), polled every half second as in tests.
    const api = await startBenchApi(identity, target, {
      jobs: FAST_JOBS,
    });
    const children: ChildProcess[] = [];
    try {
      const gateway = await gatewayProcess({ identity: identity.config, apiUrl: api.url });
      children.push(gateway.child);
      const org = await largeMasterList(api, identity, `reconciliation-bench-${database}@example.org`, rows);
      const listId = await lockedListOf(api.db, org.accountId, org.groupId, rows);
      const fixtures = createFixtures(api.db);
      const { programId } = await fixtures.program(org.accountId, { currency: 'USD', budget: 1_000_000_000_000 });
      const headers = {
        authorization: `Bearer ${org.token}`,
        'x-accountid': org.accountId,
        accept: 'application/json',
        'content-type': 'application/json',
      };
      const rest = memberRest(api.url, org);
      const graphql = async (query: string, variables: Json): Promise<Json> => {
        const answer = await request('POST', `${gateway.url}/graphql`, headers, JSON.stringify({ query, variables }));
        const body = JSON.parse(answer.text) as { data?: Json; errors?: unknown };
        if (answer.status !== 200 || body.errors || !body.data)
          throw new Error(`graphql: ${answer.status} ${answer.text}`);
        return body.data;
      };
      const approverUser = await identity.user(`reconciliation-bench-approver-${database}@example.org`);
      await fixtures.member(approverUser, org.accountId, 'ADMIN');
      const created = await rest('POST', '/distributions', {
        programId,
        distributionName: 'Cash round, provider report bench',
        distributionType: 'CASH',
        beneficiaryListId: listId,
        amountPerBeneficiary: 10_000,
        amountPerBeneficiaryCurrency: 'USD',
      });
      const distributionId = String(created.distributionId);
      const job = await rest('POST', `/distributions/${distributionId}/entitlements`);
      await untilDone((method, path) => rest(method, path), String(job.jobId));
      await rest('POST', `/distributions/${distributionId}/submit`);
      await rest(
        'POST',
        `/distributions/${distributionId}/approvals`,
        { decision: 'APPROVED' },
        approverUser.tokens.accessToken,
      );
      const references = (
        await api.db.query<{ entitlement_id: string }>(
          'SELECT entitlement_id FROM entitlements WHERE distribution_id = $1 ORDER BY entitlement_id',
          [distributionId],
        )
      ).map((r) => r.entitlement_id);
      const report = providerReport(references, rows);

      const runs: { total: number; upload: number; job: number; counts: Json }[] = [];
      for (let round = 0; round < 3; round++) {
        // The payments as the export to the provider left them: every one INITIATED, not timed.
        await api.db.query(`UPDATE entitlements SET payment_status = 'INITIATED' WHERE distribution_id = $1`, [
          distributionId,
        ]);
        const t0 = performance.now();
        const uploaded = await request(
          'POST',
          `${gateway.url}/api/files?name=provider-report-${round}.csv`,
          { ...headers, 'content-type': 'text/csv' },
          report,
        );
        if (uploaded.status !== 201) throw new Error(`upload ${uploaded.status}: ${uploaded.text}`);
        const { fileId } = JSON.parse(uploaded.text) as { fileId: string };
        const t1 = performance.now();
        const started = (await graphql(START, {
          input: { distributionId, fileId, provider: 'Bench Bank', matchColumn: 'reference', statusColumn: 'status' },
        })) as { startReconciliationImport: { import: { importId: string } | null; message: string | null } };
        const importId = started.startReconciliationImport.import?.importId;
        if (!importId) throw new Error(`start refused: ${started.startReconciliationImport.message}`);
        let counts: Json;
        for (;;) {
          // As the wizard polls (every second there; five times a second here, so the figure is not rounded up).
          const current = ((await graphql(IMPORT, { importId })) as { reconciliationImport: Json })
            .reconciliationImport;
          if (current.status === 'COMPLETED') {
            counts = current;
            break;
          }
          if (current.status === 'FAILURE') throw new Error(`import failed: ${current.error}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const t2 = performance.now();
        runs.push({ total: (t2 - t0) / 1000, upload: (t1 - t0) / 1000, job: (t2 - t1) / 1000, counts });
      }
      const mid = [...runs].sort((a, b) => a.total - b.total)[1] ?? runs[0];
      const medianSeconds = median(runs.map((r) => r.total));
      return {
        benchmark: 'reconciliation-import',
        database,
        rows,
        matched: Number(mid?.counts.matched),
        failed: Number(mid?.counts.failed),
        notFound: Number(mid?.counts.notFound),
        changed: Number(mid?.counts.changed),
        runsSeconds: runs.map((r) => round(r.total, 2)),
        medianSeconds: round(medianSeconds, 2),
        rowsPerSecond: Math.round(rows / medianSeconds),
        phasesSeconds: { upload: round(mid?.upload ?? 0, 2), job: round(mid?.job ?? 0, 2) },
        targetSeconds: 10,
      };
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await api.close();
    }
  });
}
