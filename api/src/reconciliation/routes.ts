// Reconciliation over REST: figures per distribution and per program, the families drill-down, remembered provider
// report columns, and resolving a family by hand. Each declaration is also the route's OpenAPI operation.

import { pipeline } from 'node:stream/promises';
import {
  distributionReconciliationJsonSchema,
  IMPORT_OUTCOMES,
  PROVIDER_STATUS_SYNONYMS,
  programReconciliationJsonSchema,
  RECONCILIATION_INDICATORS,
  RECONCILIATION_MESSAGES,
  RECONCILIATION_REFUSALS,
  RECONCILIATION_STATES,
  type ReconciliationProviderJson,
  reconciliationFamiliesPageJsonSchema,
  reconciliationImportBodySchema,
  reconciliationImportJsonSchema,
  reconciliationProviderBodySchema,
  reconciliationProviderJsonSchema,
  resolvedEntitlementJsonSchema,
  resolveEntitlementBodySchema,
  startedReconciliationImportJsonSchema,
} from '@aid/common/reconciliation';
import type { Response as HttpResponse, Request, RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { AuthContext } from '../auth/context.js';
import type { FilesConfig } from '../files/service.js';
import { csvField, untilDrained } from '../http/csv.js';
import { startDownload } from '../http/download.js';
import { defineIdRoute } from '../http/id-route.js';
import { requestLog } from '../http/logger.js';
import { idPathParameter, json, type Parameter, type Response, reasonErrorSchema, ref } from '../http/openapi.js';
import { idParam, singleQuery } from '../http/request.js';
import { defineRoute, idParamSpec, routerOf } from '../http/route.js';
import type { JobQueue } from '../jobs/queue.js';
import { loadReconciled } from './access.js';
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
      RECONCILIATION_MESSAGES.pageSize({ max: PAGE_MAX }),
      'INVALID_INPUT',
      [{ field: 'first', code: 'INVALID_VALUE', message: `must be a whole number from 1 to ${PAGE_MAX}` }],
    );
  }
  return n;
}

type ProviderRow = { provider: string; match_column: string; status_column: string; updated_at: string | Date };

/** The provider's row as JSON; 404 when the query found none. */
async function providerAnswer(rows: Promise<ProviderRow[]>): Promise<ReconciliationProviderJson> {
  const [r] = await rows;
  if (!r) throw ReconciliationError.notFound('Provider');
  return {
    provider: r.provider,
    matchColumn: r.match_column,
    statusColumn: r.status_column,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** The provider name as a path segment: trimmed, 1..100 characters. */
function providerParam(value: string | undefined): string {
  const provider = (value ?? '').trim();
  if (provider.length < 1 || provider.length > 100) {
    throw new ReconciliationError('VALIDATION_FAILED', RECONCILIATION_MESSAGES.providerLength(), 'INVALID_INPUT', [
      { field: 'provider', code: 'INVALID_VALUE', message: 'must have 1 to 100 characters' },
    ]);
  }
  return provider;
}

export type ReconciliationRouterDeps = { member: RequestHandler; files: FilesConfig; queue?: JobQueue | undefined };

/** What every declaration here carries: its tag and the refusal body its errors refer to. */
const reconciliation = {
  tags: ['reconciliation'],
  schemas: {
    ReconciliationError: reasonErrorSchema(RECONCILIATION_REFUSALS, 'reconciliation', ['message', 'code', 'reason']),
  },
};
const refused = (description: string): Response => ({ description, content: json(ref('ReconciliationError')) });
const notFound = refused('No such object visible to the caller in this account (code NOT_FOUND).');
const invalid = refused('Invalid input (code VALIDATION_FAILED, `reason` says which rule).');
const csv = { contentType: 'text/csv', schema: { type: 'string' } } as const;
/** Query parameters the handlers read themselves, in their own order and with their own refusals. */
const query = (name: string, description: string): Parameter => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'string' },
});
const drillDown = [
  query('state', `One of ${RECONCILIATION_STATES.join(', ')} (default ENTITLED).`),
  query('search', 'Part of the first name, beneficiary id or entitlement id.'),
];
/** The provider name as a path segment: trimmed, 1..100 characters (else 422 naming `provider`). */
const providerParamSpec = {
  schema: z.string(),
  read: (req: Request) => providerParam(String(req.params.provider ?? '')),
};

export function reconciliationRouter({ member, files, queue }: ReconciliationRouterDeps): Router {
  return routerOf({ member }, [
    defineIdRoute({
      method: 'get',
      path: '/reconciliation/distributions/:id',
      operationId: 'getDistributionReconciliation',
      summary: "A distribution's reconciliation figures",
      description:
        'Needs RECONCILIATION VIEW and VIEW on the distribution. Entitled, redeemed (ledger), paid (COMPLETED), ' +
        'outstanding, expired, failed, unresolved conflicts, and an indicator: ' +
        `${RECONCILIATION_INDICATORS.join(', ')} (ERROR: conflicts or failed payments; PROCESSING: an import or ` +
        'payments in flight; PENDING: families outstanding; SUCCESS: all accounted for). Amounts in minor units.',
      ...reconciliation,
      response: { description: 'The figures.', schema: distributionReconciliationJsonSchema },
      notFound,
      handler: (auth, id) =>
        auth.run(async (tx) => {
          const d = await loadReconciled(tx, auth, id, 'VIEW');
          return {
            distributionId: d.distribution_id,
            programId: d.program_id,
            distributionName: d.distribution_name,
            figures: await distributionFigures(tx, id),
          };
        }),
    }),
    defineRoute({
      method: 'get',
      path: '/reconciliation/programs/:id',
      operationId: 'getProgramReconciliation',
      summary: "A program's totals and one row per distribution the caller may see, keyset-paged",
      description: 'Needs RECONCILIATION VIEW. `first` 1..500 (default 50), `after` the previous nextCursor.',
      ...reconciliation,
      permission: ['RECONCILIATION', 'VIEW'],
      params: { id: idParamSpec },
      parameters: [query('first', 'Page size.'), query('after', 'Cursor.')],
      response: { description: 'Totals and a page.', schema: programReconciliationJsonSchema },
      errors: { '422': invalid },
      handler: ({ auth, params, req }) => {
        const first = pageSize(singleQuery(req, 'first'));
        const after = singleQuery(req, 'after');
        return auth.run((tx) => programFigures(tx, auth, params.id, { first, after }));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/reconciliation/distributions/:id/families',
      operationId: 'listReconciliationFamilies',
      summary: "A distribution's families in one reconciliation state, keyset-paged by entitlement id",
      description: 'Needs RECONCILIATION VIEW and VIEW on the distribution.',
      ...reconciliation,
      params: { id: idParamSpec },
      parameters: [...drillDown, query('first', 'Page size.'), query('cursor', 'Cursor.')],
      response: { description: 'A page.', schema: reconciliationFamiliesPageJsonSchema },
      errors: { '404': notFound, '422': invalid },
      handler: ({ auth, params: { id }, req }) => {
        const query = {
          state: parseState(singleQuery(req, 'state')),
          search: singleQuery(req, 'search'),
          after: singleQuery(req, 'cursor') ?? singleQuery(req, 'after'),
          first: pageSize(singleQuery(req, 'first')),
        };
        return auth.run(async (tx) => {
          await loadReconciled(tx, auth, id, 'VIEW');
          return familiesPage(tx, id, query);
        });
      },
    }),
    // The same drill-down as CSV, written page by page (one keyset page per transaction), every text formula-safe.
    defineRoute({
      method: 'get',
      path: '/reconciliation/distributions/:id/families.csv',
      operationId: 'exportReconciliationFamiliesCsv',
      summary: 'The same drill-down as CSV (UTF-8 with a byte-order mark, texts formula-safe), streamed',
      ...reconciliation,
      params: { id: idParamSpec },
      parameters: drillDown,
      response: { description: 'The CSV file.', ...csv },
      errors: { '404': notFound },
      handler: ({ auth, params: { id }, req, res }) => sendFamiliesCsv(auth, id, req, res),
    }),
    defineRoute({
      method: 'get',
      path: '/reconciliation/providers/:provider',
      operationId: 'getReconciliationProvider',
      summary: "A provider's remembered match and status columns",
      description: 'Needs RECONCILIATION VIEW.',
      ...reconciliation,
      permission: ['RECONCILIATION', 'VIEW'],
      params: { provider: providerParamSpec },
      response: { description: 'The columns.', schema: reconciliationProviderJsonSchema },
      errors: { '404': notFound },
      handler: ({ auth, params: { provider } }) =>
        providerAnswer(
          auth.run((tx) =>
            tx.query<ProviderRow>(
              'SELECT provider, match_column, status_column, updated_at FROM reconciliation_providers ' +
                'WHERE provider = $1',
              [provider],
            ),
          ),
        ),
    }),
    defineRoute({
      method: 'put',
      path: '/reconciliation/providers/:provider',
      operationId: 'putReconciliationProvider',
      summary: "Remember a provider's match and status columns",
      description: 'Needs RECONCILIATION UPDATE.',
      ...reconciliation,
      permission: ['RECONCILIATION', 'UPDATE'],
      params: { provider: providerParamSpec },
      body: reconciliationProviderBodySchema,
      response: { description: 'The columns.', schema: reconciliationProviderJsonSchema },
      errors: { '422': invalid },
      handler: ({ auth, params: { provider }, body }) =>
        providerAnswer(
          auth.run((tx) =>
            rememberColumns(tx, auth.accountId, provider, body.matchColumn, body.statusColumn, auth.user.userId),
          ),
        ),
    }),
    // The body is checked before the id, as it always was.
    defineRoute({
      method: 'post',
      path: '/reconciliation/entitlements/:id/resolve',
      operationId: 'resolveReconciliationEntitlement',
      summary: 'Resolve one family by hand: move its payment status and/or close a redemption conflict',
      description:
        'Needs RECONCILIATION UPDATE and VIEW on the distribution. A reason (1..500) is required; logged as RESOLVE.',
      ...reconciliation,
      parameters: [idPathParameter],
      body: resolveEntitlementBodySchema,
      response: { description: 'The family after.', schema: resolvedEntitlementJsonSchema },
      errors: {
        '404': notFound,
        '409': refused('The conflict is already resolved (reason CONFLICT_RESOLVED).'),
        '422': invalid,
      },
      handler: ({ auth, body, req }) => resolveEntitlement(auth, idParam(req), body),
    }),
    // The body is checked before the id, as it always was.
    defineRoute({
      method: 'post',
      path: '/reconciliation/distributions/:id/imports',
      operationId: 'startReconciliationImport',
      summary: "Apply a provider's report (an uploaded CSV or XLSX file) to the distribution's payment statuses",
      description:
        'Needs RECONCILIATION UPDATE and VIEW on the distribution. Columns default to those remembered for the ' +
        'provider and are remembered; the header row is checked at once (MISSING_COLUMN names the column). The ' +
        'match column holds the entitlementId (the cash export column of that name). Status values: payment ' +
        `statuses in any case, or ${Object.entries(PROVIDER_STATUS_SYNONYMS)
          .map(([k, v]) => `${k}→${v}`)
          .join(', ')}. Each row ends ${IMPORT_OUTCOMES.join(', ')}; illegal transitions FAILED. Runs as a ` +
        'RECONCILIATION_IMPORT job.',
      ...reconciliation,
      permission: ['RECONCILIATION', 'UPDATE'],
      parameters: [idPathParameter],
      body: reconciliationImportBodySchema,
      status: 202,
      response: { description: 'The import and its job.', schema: startedReconciliationImportJsonSchema },
      errors: { '404': notFound, '422': invalid },
      handler: ({ auth, body, req }) => createReconciliationImport(auth, { files, queue }, idParam(req), body),
    }),
    defineIdRoute({
      method: 'get',
      path: '/reconciliation/imports/:id',
      operationId: 'getReconciliationImport',
      summary: 'A provider report import with its counters',
      ...reconciliation,
      permission: ['RECONCILIATION', 'VIEW'],
      response: { description: 'The import.', schema: reconciliationImportJsonSchema },
      notFound,
      handler: async (auth, id) => toImportJson(await auth.run((tx) => loadImport(tx, auth, id))),
    }),
    defineRoute({
      method: 'get',
      path: '/reconciliation/imports/:id/result.csv',
      operationId: 'getReconciliationImportResult',
      summary: "An import's result file: row, reference, provider status, outcome, message",
      ...reconciliation,
      permission: ['RECONCILIATION', 'VIEW'],
      params: { id: idParamSpec },
      response: { description: 'The CSV file.', ...csv },
      errors: { '404': notFound, '409': refused('Not finished yet (reason NOT_FINISHED).') },
      handler: async ({ auth, params: { id }, res }) => {
        const row = await auth.run((tx) => loadImport(tx, auth, id));
        if (!row.result_file_id) {
          throw new ReconciliationError('CONFLICT', RECONCILIATION_MESSAGES.notFinished(), 'NOT_FINISHED');
        }
        const content = await files.storage.read(auth.accountId, row.result_file_id);
        startDownload(res, 'text/csv; charset=utf-8', `reconciliation-${row.import_id}.csv`);
        await pipeline(content, res);
      },
    }),
  ]);
}

/** The drill-down as CSV: read page by page (one keyset page per transaction) and written as read. */
async function sendFamiliesCsv(auth: AuthContext, id: string, req: Request, res: HttpResponse): Promise<void> {
  const state = parseState(singleQuery(req, 'state'));
  const search = singleQuery(req, 'search');
  const d = await auth.run((tx) => loadReconciled(tx, auth, id, 'VIEW'));
  startDownload(res, 'text/csv; charset=utf-8', `reconciliation-${d.distribution_id}-${state}.csv`);
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
}
