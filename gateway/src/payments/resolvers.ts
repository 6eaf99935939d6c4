// Payments: what the export screen needs to build a download link (the columns, the providers with their
// remembered columns, a distribution's exports), and remembering a provider's columns.
import {
  PAYMENT_EXPORT_COLUMNS,
  PAYMENT_EXPORT_DEFAULT_COLUMNS,
  paymentColumnErrors,
  paymentExportSettingsSchema,
} from '@aid/common/payments';
import { summary } from '@aid/common/validation';
import type { Resolvers } from '../generated/graphql.js';
import { toFieldErrorResults, validatedResult } from '../rest/results.js';

/** The same-origin link that downloads an export's families again (a file route of domain.ts passes it to the API). */
export function downloadAgainPath(distributionId: string, paymentExportId: string, format: 'CSV' | 'XLSX'): string {
  const extension = format === 'CSV' ? 'csv' : 'xlsx';
  return `/api/distributions/${encodeURIComponent(distributionId)}/payment-instructions.${extension}?again=${encodeURIComponent(paymentExportId)}`;
}

export const paymentsResolvers: Resolvers = {
  Query: {
    paymentExportOptions: () => ({ columns: PAYMENT_EXPORT_COLUMNS, defaultColumns: PAYMENT_EXPORT_DEFAULT_COLUMNS }),
  },
  Mutation: {
    updatePaymentExportSettings: async (_parent, { input }, context) => {
      // The schema's enum already limits the names; repeats and an empty choice are named here as the API would.
      const columnErrors = paymentColumnErrors(input.columns);
      if (columnErrors.length > 0) {
        return {
          paymentProvider: null,
          code: 'VALIDATION_FAILED' as const,
          message: summary(columnErrors),
          fieldErrors: toFieldErrorResults(columnErrors),
        };
      }
      return validatedResult('paymentProvider', paymentExportSettingsSchema, input, () =>
        context.payments.updateSettings(input),
      );
    },
  },
  PaymentExportOptions: {
    columns: (options) => [...options.columns],
    defaultColumns: (options) => [...options.defaultColumns],
    providers: (_options, _args, context) => context.payments.providers(),
  },
  PaymentProvider: {
    updatedBy: (provider, _args, context) => context.accounts.user(provider.updatedBy),
  },
  PaymentExport: {
    exportedBy: (paymentExport, _args, context) => context.accounts.user(paymentExport.exportedBy),
    downloadAgainPath: (paymentExport) =>
      downloadAgainPath(paymentExport.distributionId, paymentExport.paymentExportId, paymentExport.fileFormat),
  },
  Distribution: {
    // Only cash distributions are paid through a provider; the others have no exports to ask for.
    paymentExports: (distribution, _args, context) =>
      distribution.distributionType === 'CASH' ? context.payments.exports(distribution.distributionId) : [],
  },
};
