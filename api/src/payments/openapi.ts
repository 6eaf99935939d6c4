// The payments routes in the OpenAPI document (served at GET /openapi.json).
import {
  PAYMENT_EXPORT_COLUMNS,
  PAYMENT_EXPORT_DEFAULT_COLUMNS,
  PAYMENT_EXPORT_REFUSALS,
  paymentExportSettingsSchema,
} from '@aid/common';
import {
  authErrors,
  error,
  errorSchemas,
  fromZod,
  idPathParameter,
  json,
  memberHeaders,
  type OpenApiPart,
  type Operation,
  ref,
  XLSX_MEDIA_TYPE,
} from '../http/openapi.js';

const tags = ['payments'];
const notFound = error('No such distribution visible to the caller in this account (code NOT_FOUND).');
const invalid = { description: 'Invalid input (VALIDATION_FAILED).', content: json(ref('ValidationError')) };

function exportOperation(format: 'CSV' | 'XLSX'): Operation {
  const content =
    format === 'CSV'
      ? { 'text/csv': { schema: { type: 'string' as const } } }
      : { [XLSX_MEDIA_TYPE]: { schema: { type: 'string' as const, format: 'binary' } } };
  return {
    operationId: `exportPaymentInstructions${format === 'CSV' ? 'Csv' : 'Xlsx'}`,
    summary: `A CASH distribution's payment instructions for a financial service provider, as ${format}`,
    description:
      'Needs CASH_DISTRIBUTION UPDATE for the distribution (or its program); the distribution must be CASH and ' +
      'APPROVED. Lists every family whose payment is NOT_INITIATED or SCHEDULED and moves it to INITIATED, page by ' +
      'page as the file is written; the export is recorded (its id in the `X-Payment-Export-Id` header and in the ' +
      '`reference` column) with the families it listed, and no family is ever in two exports. If the download ' +
      'breaks off, the families already written stay INITIATED: `again=<paymentExportId>` downloads that export ' +
      'again (the same families, its columns) and changes nothing. `columns` (comma-separated, in file order, one ' +
      `of ${PAYMENT_EXPORT_COLUMNS.join(', ')}) is remembered for the provider; without it the provider's ` +
      `remembered columns are used, or ${PAYMENT_EXPORT_DEFAULT_COLUMNS.join(', ')}. amount is what the provider pays, ` +
      'as text with the currency’s ISO 4217 decimals (5000 XOF, 12.50 EUR, 12.340 JOD), amountMinor the same in ISO ' +
      'minor units (5000, 1250, 12340), both from the stored hundredths. Texts starting with = + - @ (or a tab ' +
      'or CR) get a leading apostrophe, except a plain international phone number (+ and digits). Logged as UPDATE ' +
      'DISTRIBUTION.' +
      (format === 'CSV'
        ? ' UTF-8 with a byte-order mark.'
        : ' Text cells; numberOfFamilyMembers, amountMinor numbers.'),
    tags,
    parameters: [
      ...memberHeaders,
      idPathParameter,
      {
        name: 'provider',
        in: 'query',
        required: false,
        description: 'Required unless `again`: the provider, 1 to 100 characters, any case.',
        schema: { type: 'string' },
      },
      { name: 'columns', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'again', in: 'query', required: false, description: 'A paymentExportId.', schema: { type: 'string' } },
    ],
    responses: {
      '200': { description: `The ${format} file, as an attachment.`, content },
      '404': error('No such distribution, or `again` names no export of it (code NOT_FOUND).'),
      '409': {
        description:
          'Not a CASH distribution, not APPROVED, or no family left to export (code CONFLICT; `reason` one of ' +
          `${PAYMENT_EXPORT_REFUSALS.join(', ')}).`,
        content: json(ref('PaymentError')),
      },
      '422': invalid,
      ...authErrors,
    },
  };
}

export const paymentsOpenApi: OpenApiPart = {
  paths: {
    '/payment-providers': {
      get: {
        operationId: 'listPaymentProviders',
        summary: "The organisation's payment providers with their remembered columns",
        description: 'Needs CASH_DISTRIBUTION VIEW. Ordered by name, case-insensitively.',
        tags,
        parameters: memberHeaders,
        responses: {
          '200': { description: 'Every provider.', content: json(ref('PaymentProviderList')) },
          ...authErrors,
        },
      },
    },
    '/payment-export-settings': {
      put: {
        operationId: 'putPaymentExportSettings',
        summary: "Remember a provider's columns",
        description:
          'Needs CASH_DISTRIBUTION UPDATE. The provider is matched case-insensitively and stored as last spelled. ' +
          'Each unknown or repeated column is refused by name; at least one column.',
        tags,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('PaymentExportSettingsInput')) },
        responses: {
          '200': { description: 'The provider with its columns.', content: json(ref('PaymentProvider')) },
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/distributions/{id}/payment-exports': {
      get: {
        operationId: 'listPaymentExports',
        summary: "A distribution's payment instruction exports, newest first",
        description: 'Needs VIEW on the section of its type. At most 1000.',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The exports.', content: json(ref('PaymentExportList')) },
          '404': notFound,
          ...authErrors,
        },
      },
    },
    '/distributions/{id}/payment-instructions.csv': { get: exportOperation('CSV') },
    '/distributions/{id}/payment-instructions.xlsx': { get: exportOperation('XLSX') },
  },
  schemas: {
    PaymentExportSettingsInput: fromZod(paymentExportSettingsSchema),
    PaymentError: {
      type: 'object',
      properties: {
        ...errorSchemas.Error?.properties,
        reason: { type: 'string', enum: [...PAYMENT_EXPORT_REFUSALS], description: 'Which payments rule refused.' },
      },
      required: ['message', 'code'],
    },
  },
};
