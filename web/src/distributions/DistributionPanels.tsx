// What an APPROVED distribution offers next (issue 9): for VOUCHER the voucher PDF and the families'
// notifications, for IN_KIND the families' cards, for CASH the payment instructions export; for every type the
// post-distribution monitoring (issue 25). Nothing before approval: the API would refuse it.
import { Group } from '@mantine/core';
import type { FragmentType } from '../generated/fragment-masking.js';
import { DistributionNotifications } from '../notifications/DistributionNotifications.js';
import { PaymentExportPanel } from '../payments/PaymentExportPanel.js';
import { VoucherPdfButton } from '../vouchers/VoucherPdfButton.js';
import { MonitoringPanel, type MonitoringPanelFragment } from './MonitoringPanel.js';

type Props = {
  distribution: {
    distributionId: string;
    distributionType: string;
    distributionStatus: string;
    vouchersPdfPath?: string | null;
  } & FragmentType<typeof MonitoringPanelFragment>;
  onChanged: () => void;
};

export function DistributionPanels({ distribution: d, onChanged }: Props) {
  if (d.distributionStatus !== 'APPROVED') return null;
  if (d.distributionType === 'CASH') {
    return (
      <>
        <PaymentExportPanel distributionId={d.distributionId} onExported={onChanged} />
        <DistributionNotifications distributionId={d.distributionId} />
        <MonitoringPanel distribution={d} />
      </>
    );
  }
  if (d.distributionType !== 'VOUCHER' && d.distributionType !== 'IN_KIND') return null;
  return (
    <>
      <Group>
        <VoucherPdfButton
          distributionId={d.distributionId}
          distributionType={d.distributionType}
          distributionStatus={d.distributionStatus}
          path={d.vouchersPdfPath}
        />
      </Group>
      {/* Voucher families are told by message; an in-kind family shows its card at the collection point. */}
      {d.distributionType === 'VOUCHER' && <DistributionNotifications distributionId={d.distributionId} />}
      <MonitoringPanel distribution={d} />
    </>
  );
}
