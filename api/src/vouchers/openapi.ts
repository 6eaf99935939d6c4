// The vouchers routes in the OpenAPI document (served at GET /openapi.json).
import {
  LIMITS,
  VOUCHER_PAGE_RATE_PER_MINUTE,
  VOUCHER_PDF_SELECTED_MAX,
  VOUCHER_REFUSALS,
  VOUCHERS_PER_PAGE,
  voucherPdfRequestSchema,
} from '@aid/common';
import {
  authErrors,
  type Content,
  error,
  errorSchemas,
  fromZod,
  idPathParameter,
  json,
  memberHeaders,
  type OpenApiPart,
  type Operation,
  PUBLIC,
  ref,
} from '../http/openapi.js';

const tags = ['vouchers'];
const pdf: Content = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } };
const refused = {
  description:
    'Neither a VOUCHER nor an IN_KIND distribution, not APPROVED yet, or `selectedIds` names what is not one of its ' +
    'vouchers ' +
    `(VALIDATION_FAILED; \`reason\` one of ${VOUCHER_REFUSALS.join(', ')} for the first two).`,
  content: json(ref('VoucherError')),
};

function pdfOperation(method: 'GET' | 'POST'): Operation {
  return {
    operationId: method === 'GET' ? 'getVoucherPdf' : 'postVoucherPdf',
    summary: "A distribution's vouchers (or an in-kind distribution's cards) as a printable PDF",
    description:
      'Needs VIEW on the section of the distribution (VOUCHER_DISTRIBUTION or IN_KIND_DISTRIBUTION), which must be ' +
      `APPROVED. ${VOUCHERS_PER_PAGE} per A4 page (QR, first name, amount or the in-kind family's items, valid ` +
      'until, code, distribution name), in id order, streamed as read. ' +
      (method === 'GET'
        ? `\`selectedIds\` (comma-separated, at most ${LIMITS.idsPerRequest}) prints only those.`
        : `The body's \`selectedIds\` (at most ${VOUCHER_PDF_SELECTED_MAX}) prints only those; absent, all.`),
    tags,
    parameters: [
      ...memberHeaders,
      idPathParameter,
      ...(method === 'GET'
        ? [
            {
              name: 'selectedIds',
              in: 'query' as const,
              description: 'Voucher ids, a,b,c.',
              schema: { type: 'string' as const },
            },
          ]
        : []),
    ],
    ...(method === 'POST' ? { requestBody: { required: false, content: json(ref('VoucherPdfInput')) } } : {}),
    responses: {
      '200': { description: 'The PDF, as an attachment named vouchers-<distribution id>.pdf.', content: pdf },
      '404': error('No such distribution visible to the caller in this account (code NOT_FOUND).'),
      '422': refused,
      ...authErrors,
    },
  };
}

export const vouchersOpenApi: OpenApiPart = {
  paths: {
    '/distributions/{id}/vouchers.pdf': { get: pdfOperation('GET'), post: pdfOperation('POST') },
    '/organization/voucher-key': {
      get: {
        operationId: 'getVoucherKey',
        summary: "The public key that verifies this organisation's voucher QR codes",
        description: 'Any member. Made with the first voucher (or this call) and never replaced.',
        tags,
        parameters: memberHeaders,
        responses: { '200': { description: 'The key.', content: json(ref('VoucherKey')) }, ...authErrors },
      },
    },
    '/public/vouchers/{code}': {
      get: {
        operationId: 'getPublicVoucher',
        summary: "A voucher's public view (the short page /v/<code>)",
        description:
          'No authentication. Only for a voucher of an APPROVED distribution; the code is read as typed (case, ' +
          `dashes and look-alikes forgiven). At most ${VOUCHER_PAGE_RATE_PER_MINUTE} look-ups per client and minute.`,
        tags,
        security: PUBLIC,
        parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The QR payload and value, nothing personal.', content: json(ref('PublicVoucher')) },
          '404': error('Unknown code, or its distribution is not APPROVED (code NOT_FOUND): the two look alike.'),
          '429': error('Too many look-ups from this client (code RATE_LIMITED); see Retry-After.'),
        },
      },
    },
  },
  schemas: {
    VoucherPdfInput: fromZod(voucherPdfRequestSchema),
    VoucherError: {
      type: 'object',
      properties: {
        ...errorSchemas.Error?.properties,
        reason: { type: 'string', enum: [...VOUCHER_REFUSALS], description: 'Which voucher rule refused.' },
      },
      required: ['message', 'code'],
    },
  },
};
