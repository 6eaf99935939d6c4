// The names of the values a report shows, in the user's language. Statuses and types are named as their own
// screens name them (the distributions texts, which the distribution summary loads); genders, age bands,
// creation methods and voucher usage as the reports' texts name them (UNKNOWN included, which no form offers).
import type { AgeBand } from '@aid/common/reports';
import { useTranslation } from 'react-i18next';
import type {
  CollectionStatus,
  CreationMethod,
  DistributionStatus,
  DistributionType,
  PaymentStatus,
  ReportGender,
  VoucherUsageStatus,
} from '../../generated/graphql.js';

export function useReportLabels() {
  const { t } = useTranslation();
  return {
    gender: (gender: ReportGender) => t(`reports.genders.${gender}`),
    ageBand: (band: AgeBand) => t(`reports.ageBands.${band}`),
    creationMethod: (method: CreationMethod) => t(`reports.creationMethods.${method}`),
    usage: (status: VoucherUsageStatus) => t(`reports.voucherUsage.${status}`),
    payment: (status: PaymentStatus) => t(`distributions.paymentStatuses.${status}`),
    collection: (status: CollectionStatus) => t(`distributions.collection.${status}`),
    type: (type: DistributionType) => t(`distributions.types.${type}`),
    status: (status: DistributionStatus) => t(`distributions.statuses.${status}`),
  };
}

export type ReportLabels = ReturnType<typeof useReportLabels>;
