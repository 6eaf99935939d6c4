// Component test: what an approved distribution offers next depends on its type; nothing before approval.
import type { DocumentNode } from '@apollo/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationPreviewDocument } from '../notifications/DistributionNotifications.js';
import { DistributionNotificationsDocument, NOTIFICATIONS_PAGE_SIZE } from '../notifications/NotificationsTable.js';
import { PaymentExportsDocument } from '../payments/PaymentExportPanel.js';
import { renderWithProviders } from '../test/helpers.js';
import { DistributionPanels } from './DistributionPanels.js';
import { MonitoringAvailableDocument } from './MonitoringPanel.js';

const ID = 'dis--1';
const refused = (query: DocumentNode, variables: Record<string, unknown>) => ({
  request: { query, variables },
  result: { errors: [{ message: 'Not here', extensions: { code: 'FORBIDDEN' } }] },
});
const mocks = [
  refused(NotificationPreviewDocument, { distributionId: ID }),
  refused(DistributionNotificationsDocument, { id: ID, first: NOTIFICATIONS_PAGE_SIZE }),
  refused(PaymentExportsDocument, { id: ID }),
];
const smartForms = (smartFormsAvailable: boolean) => ({
  request: { query: MonitoringAvailableDocument },
  result: { data: { smartFormsAvailable } },
});
const node = (distributionType: string, distributionStatus: string) => ({
  distributionId: ID,
  distributionType,
  distributionStatus,
  vouchersPdfPath: distributionType === 'CASH' ? null : `/api/distributions/${ID}/vouchers.pdf`,
});

describe('DistributionPanels', () => {
  it('offers the voucher PDF and the notifications for an approved VOUCHER distribution', async () => {
    renderWithProviders(<DistributionPanels distribution={node('VOUCHER', 'APPROVED')} onChanged={() => {}} />, {
      mocks,
    });
    expect(screen.getByTestId('voucher-pdf')).toBeTruthy();
    expect(screen.getByTestId('distribution-notifications')).toBeTruthy();
    expect(screen.queryByTestId('payment-export')).toBeNull();
    expect(await screen.findByTestId('notifications-load-error')).toBeTruthy();
  });

  it('offers the payment instructions for an approved CASH distribution, and no voucher PDF', async () => {
    renderWithProviders(<DistributionPanels distribution={node('CASH', 'APPROVED')} onChanged={() => {}} />, {
      mocks,
    });
    expect(await screen.findByTestId('payment-export-load-error')).toBeTruthy();
    expect(screen.queryByTestId('voucher-pdf')).toBeNull();
  });

  it("offers the families' cards for an approved IN_KIND distribution, and no notifications", () => {
    renderWithProviders(<DistributionPanels distribution={node('IN_KIND', 'APPROVED')} onChanged={() => {}} />, {
      mocks,
    });
    expect(screen.getByTestId('voucher-pdf').textContent).toBe('In-kind cards PDF');
    expect(screen.queryByTestId('distribution-notifications')).toBeNull();
    expect(screen.queryByTestId('payment-export')).toBeNull();
  });

  it('offers the post-distribution monitoring where smart forms are available and it has questions', async () => {
    const distribution = {
      ...node('IN_KIND', 'APPROVED'),
      distributionPdms: [{ question: 'Did you receive everything?' }],
      totals: { families: 12 },
    };
    renderWithProviders(<DistributionPanels distribution={distribution} onChanged={() => {}} />, {
      mocks: [...mocks, smartForms(true)],
    });
    expect(await screen.findByTestId('monitoring-panel')).toBeTruthy();
  });

  it.each(['READY', 'APPROVAL_PENDING', 'DISAPPROVED'])('offers nothing while %s', (status) => {
    renderWithProviders(<DistributionPanels distribution={node('VOUCHER', status)} onChanged={() => {}} />, { mocks });
    expect(screen.queryByTestId('voucher-pdf')).toBeNull();
    expect(screen.queryByTestId('distribution-notifications')).toBeNull();
    expect(screen.queryByTestId('payment-export')).toBeNull();
  });
});
