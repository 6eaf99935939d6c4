// Payment providers and exports as the REST API returns them; `updatedBy`/`exportedBy` are ids the resolvers look up.
import type { PaymentExportColumn, PaymentExportJson, PaymentProviderJson } from '@aid/common/payments';

export type PaymentProviderRecord = PaymentProviderJson;
export type PaymentExportRecord = PaymentExportJson;
/** The column choices: fixed lists from common, the providers read when selected. */
export type PaymentExportOptionsRecord = {
  columns: readonly PaymentExportColumn[];
  defaultColumns: readonly PaymentExportColumn[];
};
