// Reconciliation over REST: figures per distribution and per program, the families drill-down, remembered provider
// report columns, and resolving a family by hand.

import { pipeline } from 'node:stream/promises';
import {
  type ReconciliationProviderBody,
  reconciliationImportBodySchema,
  reconciliationProviderBodySchema,
  resolveEntitlementBodySchema,
} from '@aid/common';
import { type RequestHandler, Router } from 'express';
import { authContext } from '../auth/context.js';
import type { FilesConfig } from '../files/service.js';
import { csvField, untilDrained } from '../http/csv.js';
import { requestLog } from '../http/logger.js';
import { idParam, singleQuery } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
import type { JobQueue } from '../jobs/queue.js';
import { loadReconciled, requireReconciliation } from './access.js';
import { ReconciliationError } from './errors.js';
import { familiesPage, parseState } from './families.js';
import { distributionFigures, programFigures } from './figures.js';
import { createReconciliationImport, loadImport, rememberColumns, toImportJson } from './imports.js';
import { resolveEntitlement } from './resolve.js';

const PAGE_DEFAULT = 50;
const PAGE_MAX = 500;

function pageSize(value: string | undefined): number {
  if (value === undefined) return PAGE_DEFAULT;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > PAGE_MAX) {
    throw new ReconciliationError(
      'VALIDATION_FAILED',
      `first must be a whole number from 1 to ${PAGE_MAX}`,
      'INVALID_INPUT',
      [{ field: 'first', code: 'INVALID_VALUE', message: `must be a whole number from 1 to ${PAGE_MAX}` }],
    );
  }
  return n;
}

type ProviderRow = { provider: string; match_column: string; status_column: string; updated_at: string | Date };

const providerJson = (r: ProviderRow) => ({
  provider: r.provider,
  matchColumn: r.match_column,
  statusColumn: r.status_column,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The provider name as a path segment: trimmed, 1..100 characters. */
function providerParam(value: string | undefined): string {
  const provider = (value ?? '').trim();
  if (provider.length < 1 || provider.length > 100) {
    throw new ReconciliationError('VALIDATION_FAILED', 'provider must have 1 to 100 characters', 'INVALID_INPUT', [
      { field: 'provider', code: 'INVALID_VALUE', message: 'must have 1 to 100 characters' },
    ]);
  }
  return provider;
}

export type ReconciliationRouterDeps = { member: RequestHandler; files: FilesConfig; queue?: JobQueue | undefined };

export function reconciliationRouter({ member, files, queue }: ReconciliationRouterDeps): Router {
  const router = Router();
  const json = jsonBody();

  router.get('/reconciliation/distributions/:id', member, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    res.json(
      await auth.run(async (tx) => {
        const d = await loadReconciled(tx, auth, id, 'VIEW');
        return {
          distributionId: d.distribution_id,
          programId: d.program_id,
          distributionName: d.distribution_name,
          figures: await distributionFigures(tx, id),
        };
      }),
    );
  });

  router.get('/reconciliation/programs/:id', member, async (req, res) => {
    const auth = authContext(res);
    requireReconciliation(auth, 'VIEW');
    const id = idParam(req);
    const first = pageSize(singleQuery(req, 'first'));
    const after = singleQuery(req, 'after');
    res.json(await auth.run((tx) => programFigures(tx, auth, id, { first, after })));
  });

  router.get('/reconciliation/distributions/:id/families', member, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    const query = {
      state: parseState(singleQuery(req, 'state')),
      search: singleQuery(req, 'search'),
      after: singleQuery(req, 'cursor') ?? singleQuery(req, 'after'),
      first: pageSize(singleQuery(req, 'first')),
    };
    res.json(
      await auth.run(async (tx) => {
        await loadReconciled(tx, auth, id, 'VIEW');
        return familiesPage(tx, id, query);
      }),
    );
  });

  // The same drill-down as CSV, written page by page (one keyset page per transaction), every text formula-safe.
  router.get('/reconciliation/distributions/:id/families.csv', member, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    const state = parseState(singleQuery(req, 'state'));
    const search = singleQuery(req, 'search');
    const d = await auth.run((tx) => loadReconciled(tx, auth, id, 'VIEW'));
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="reconciliation-${d.distribution_id}-${state}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.write(
      '\uFEFFentitlementId,beneficiaryId,firstName,amount,currency,redeemed,paymentStatus,unresolvedConflicts\r\n',
    );
    try {
      let after: string | undefined;
      do {
        const page = await auth.run((tx) => familiesPage(tx, id, { state, search, after, first: 500 }));
        const chunk = page.items
          .map(
            (f) =>
              `${[f.entitlementId, f.beneficiaryId, f.firstName, f.amount, f.currency, f.redeemed, f.paymentStatus, f.unresolvedConflicts].map(csvField).join(',')}\r\n`,
          )
          .join('');
        if (chunk && !res.write(chunk)) await untilDrained(res);
        if (res.destroyed) return;
        after = page.nextCursor ?? undefined;
      } while (after);
      res.end();
    } catch (failure) {
      // Mid-stream the status is sent: the download is broken off rather than ending as if complete.
      requestLog(res).error({ err: failure }, 'Reconciliation families export failed mid-stream');
      res.destroy(failure instanceof Error ? failure : new Error(String(failure)));
    }
  });

  router.get('/reconciliation/providers/:provider', member, async (req, res) => {
    const auth = authContext(res);
    requireReconciliation(auth, 'VIEW');
    const provider = providerParam(String(req.params.provider ?? ''));
    const [row] = await auth.run((tx) =>
      tx.query<ProviderRow>(
        'SELECT provider, match_column, status_column, updated_at FROM reconciliation_providers WHERE provider = $1',
        [provider],
      ),
    );
    if (!row) throw ReconciliationError.notFound('Provider');
    res.json(providerJson(row));
  });

  router.put('/reconciliation/providers/:provider', member, ...json, async (req, res) => {
    const auth = authContext(res);
    requireReconciliation(auth, 'UPDATE');
    const provider = providerParam(String(req.params.provider ?? ''));
    const body: ReconciliationProviderBody = validateBody(reconciliationProviderBodySchema, req.body);
    const [row] = await auth.run((tx) =>
      rememberColumns(tx, auth.accountId, provider, body.matchColumn, body.statusColumn, auth.user.userId),
    );
    if (!row) throw ReconciliationError.notFound('Provider');
    res.json(providerJson(row));
  });

  router.post('/reconciliation/entitlements/:id/resolve', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const body = validateBody(resolveEntitlementBodySchema, req.body);
    res.json(await resolveEntitlement(auth, idParam(req), body));
  });

  router.post('/reconciliation/distributions/:id/imports', member, ...json, async (req, res) => {
    const auth = authContext(res);
    requireReconciliation(auth, 'UPDATE');
    const body = validateBody(reconciliationImportBodySchema, req.body);
    res.status(202).json(await createReconciliationImport(auth, { files, queue }, idParam(req), body));
  });

  router.get('/reconciliation/imports/:id', member, async (req, res) => {
    const auth = authContext(res);
    requireReconciliation(auth, 'VIEW');
    const id = idParam(req);
    res.json(toImportJson(await auth.run((tx) => loadImport(tx, auth, id))));
  });

  router.get('/reconciliation/imports/:id/result.csv', member, async (req, res) => {
    const auth = authContext(res);
    requireReconciliation(auth, 'VIEW');
    const id = idParam(req);
    const row = await auth.run((tx) => loadImport(tx, auth, id));
    if (!row.result_file_id) {
      throw new ReconciliationError('CONFLICT', 'The import has no result file yet', 'NOT_FINISHED');
    }
    const content = await files.storage.read(auth.accountId, row.result_file_id);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="reconciliation-${row.import_id}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await pipeline(content, res);
  });

  return router;
}
