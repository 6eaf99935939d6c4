// The vouchers routes of members: the printable PDF of a distribution's vouchers and the organisation's verifying
// key (for offline scanners). The public page's route is in public.ts. Each declaration is also the route's OpenAPI
// operation.
import { LIMITS } from '@aid/common/limits';
import {
  VOUCHER_PDF_SELECTED_MAX,
  VOUCHER_REFUSALS,
  VOUCHERS_PER_PAGE,
  type VoucherKeyJson,
  voucherKeyJsonSchema,
  voucherPdfRequestSchema,
} from '@aid/common/vouchers';
import type { RequestHandler, Router } from 'express';
import { idPathParameter, json, reasonErrorSchema, ref } from '../http/openapi.js';
import { idParam, singleQuery, splitIds } from '../http/request.js';
import { defineRoute, idParamSpec, routerOf } from '../http/route.js';
import { ensureVoucherKey } from './keys.js';
import { sendVoucherPdf } from './print.js';

const tags = ['vouchers'];

/** What the GET and the POST of the PDF share: the path, the answer, the refusals. */
function pdfDocument(method: 'get' | 'post') {
  return {
    method,
    path: '/distributions/:id/vouchers.pdf',
    operationId: method === 'get' ? 'getVoucherPdf' : 'postVoucherPdf',
    summary: "A distribution's vouchers (or an in-kind distribution's cards) as a printable PDF",
    description:
      'Needs VIEW on the section of the distribution (VOUCHER_DISTRIBUTION or IN_KIND_DISTRIBUTION), which must be ' +
      `APPROVED. ${VOUCHERS_PER_PAGE} per A4 page (QR, first name, amount or the in-kind family's items, valid ` +
      'until, code, distribution name), in id order, streamed as read. ' +
      (method === 'get'
        ? `\`selectedIds\` (comma-separated, at most ${LIMITS.idsPerRequest}) prints only those.`
        : `The body's \`selectedIds\` (at most ${VOUCHER_PDF_SELECTED_MAX}) prints only those; absent, all.`),
    tags,
    response: {
      description: 'The PDF, as an attachment named vouchers-<distribution id>.pdf.',
      contentType: 'application/pdf',
    },
    schemas: { VoucherError: reasonErrorSchema(VOUCHER_REFUSALS, 'voucher') },
    errors: {
      '404': 'No such distribution visible to the caller in this account (code NOT_FOUND).',
      '422': {
        description:
          'Neither a VOUCHER nor an IN_KIND distribution, not APPROVED yet, or `selectedIds` names what is not one ' +
          `of its vouchers (VALIDATION_FAILED; \`reason\` one of ${VOUCHER_REFUSALS.join(', ')} for the first two).`,
        content: json(ref('VoucherError')),
      },
    },
  } as const;
}

export function vouchersRouter({ member }: { member: RequestHandler }): Router {
  return routerOf({ member }, [
    // GET for a link (a few ids at most in a URL); POST for a long selection.
    // The selection is read before the id, as it always was: its refusal comes first when both are wrong.
    defineRoute({
      ...pdfDocument('get'),
      parameters: [
        idPathParameter,
        { name: 'selectedIds', in: 'query', description: 'Voucher ids, a,b,c.', schema: { type: 'string' } },
      ],
      handler: async ({ auth, req, res }) => {
        const raw = singleQuery(req, 'selectedIds');
        const selectedIds = raw === undefined ? undefined : splitIds(raw, 'selectedIds');
        await sendVoucherPdf(auth, res, idParam(req), { selectedIds: selectedIds?.length ? selectedIds : undefined });
      },
    }),
    defineRoute({
      ...pdfDocument('post'),
      params: { id: idParamSpec },
      body: voucherPdfRequestSchema,
      optionalBody: true,
      handler: ({ auth, res, params, body }) => sendVoucherPdf(auth, res, params.id, body),
    }),
    // Not secret (it only verifies); any member may fetch it, the scanner above all. Made on first use.
    defineRoute({
      method: 'get',
      path: '/organization/voucher-key',
      operationId: 'getVoucherKey',
      summary: "The public key that verifies this organisation's voucher QR codes",
      description: 'Any member. Made with the first voucher (or this call) and never replaced.',
      tags,
      response: { description: 'The key.', schema: voucherKeyJsonSchema },
      handler: async ({ auth }): Promise<VoucherKeyJson> => {
        const { publicKey } = await auth.run((tx) => ensureVoucherKey(tx, auth.accountId));
        return { accountId: auth.accountId, algorithm: 'Ed25519', publicKey };
      },
    }),
  ]);
}
