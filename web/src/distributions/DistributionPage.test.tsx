// Component test: a distribution's page over a mocked gateway: its states, the budget refusal, the generating job
// and the approval flow (the API's four-eyes refusals shown as it words them).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { JobDocument } from '../jobs/JobProgress.js';
import { DISTRIBUTION_ID, distributionNode, entitlementsPage, PROGRAM_ID } from '../test/distributions.js';
import { renderWithProviders } from '../test/helpers.js';
import { DistributionDocument, DistributionPage } from './DistributionPage.js';
import { ENTITLEMENTS_PAGE_SIZE } from './EntitlementsTable.js';
import { DecideDistributionDocument, GenerateEntitlementsDocument } from './mutations.js';

const byId = { id: DISTRIBUTION_ID };
const pageOne = {
  id: DISTRIBUTION_ID,
  first: ENTITLEMENTS_PAGE_SIZE,
  after: null,
  last: null,
  before: null,
};

const distribution = (overrides: Record<string, unknown> = {}, maxUsageCount = 1) => ({
  request: { query: DistributionDocument, variables: pageOne },
  result: { data: { distribution: distributionNode(overrides) } },
  maxUsageCount,
});
const refused = (code: string, reason: string, message: string) => ({
  __typename: 'DistributionResult',
  distribution: null,
  code,
  reason,
  message,
  words: null,
});

function job(status: 'PROCESSING' | 'COMPLETED') {
  return {
    __typename: 'Job',
    jobId: 'job--1',
    kind: 'DISTRIBUTION_ENTITLEMENTS',
    status,
    attempts: 1,
    errorMessage: null,
    cancelRequested: false,
    viewerCanCancel: false,
    createdAt: '2026-11-23T08:00:00.000Z',
    startedAt: '2026-11-23T08:00:01.000Z',
    finishedAt: status === 'COMPLETED' ? '2026-11-23T08:00:05.000Z' : null,
    progress: {
      __typename: 'JobProgress',
      done: status === 'COMPLETED' ? 3 : 1,
      total: 3,
      percent: status === 'COMPLETED' ? 100 : 33,
    },
  };
}

function renderPage(mocks: object[], query = '') {
  renderWithProviders(
    <Routes>
      <Route path="/programs/:vid/distributions/:did" element={<DistributionPage />} />
    </Routes>,
    { mocks: mocks as never, url: `/programs/${PROGRAM_ID}/distributions/${DISTRIBUTION_ID}${query}` },
  );
  return userEvent.setup();
}

describe('DistributionPage', () => {
  it('shows a distribution in another currency with the exchange rate it was planned with', async () => {
    renderPage([
      distribution({
        amountPerBeneficiary: 500_000,
        amountPerBeneficiaryCurrency: 'XOF',
        exchangeRate: '0.001524',
        totals: { __typename: 'DistributionTotals', families: 3, people: 9, amount: 1_500_000, entitlements: 0 },
      }),
    ]);
    expect((await screen.findByTestId('amount-per-beneficiary')).textContent).toBe('5,000.00 XOF');
    expect(screen.getByTestId('distribution-total-amount').textContent).toBe('15,000.00 XOF');
    expect(screen.getByTestId('exchange-rate').textContent).toBe('1 XOF = 0.001524 EUR');
  });

  it('lists only the entitlements of the payment status a report links here with, and can show them all', async () => {
    const filter = {
      connector: 'AND',
      conditions: [{ field: 'PAYMENT_STATUS', operator: 'EQUAL', value: 'COMPLETED' }],
    };
    const user = renderPage(
      [
        {
          ...distribution({ entitlements: entitlementsPage(1) }),
          request: { query: DistributionDocument, variables: { ...pageOne, filter } },
        },
        distribution({ entitlements: entitlementsPage(3) }),
      ],
      `?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    const notice = await screen.findByTestId('entitlements-filtered');
    expect(notice.textContent).toContain('Only the entitlements where Payment status: Completed.');
    // The filtered answer: asked with the URL's filter.
    expect(await screen.findAllByTestId('entitlement-row')).toHaveLength(1);
    await user.click(within(notice).getByRole('button', { name: 'Show all' }));
    expect(await screen.findByTestId('distribution-name')).toBeTruthy();
    expect(screen.queryByTestId('entitlements-filtered')).toBeNull();
    // The filtered rows stay on screen until the whole list's answer arrives.
    await waitFor(() => expect(screen.getAllByTestId('entitlement-row')).toHaveLength(3));
  });

  it('shows a loading state, then every field, the totals and an empty entitlements list', async () => {
    renderPage([distribution()]);
    expect(screen.getByTestId('distribution-loading')).toBeTruthy();
    expect((await screen.findByTestId('distribution-name')).textContent).toBe('January vouchers');
    expect(screen.getByTestId('distribution-status').textContent).toBe('Ready');
    expect(screen.getByTestId('amount-per-beneficiary').textContent).toBe('25.00 EUR');
    expect(screen.getByTestId('distribution-total-amount').textContent).toBe('75.00 EUR');
    expect(screen.getByTestId('distribution-approvals').textContent).toBe('0 of 1 approvals given');
    expect(screen.getByText('Locked families')).toBeTruthy();
    expect(await screen.findByTestId('entitlements-empty')).toBeTruthy();
    // Nothing to submit before entitlements exist; approving is for submitted distributions.
    expect(screen.getByTestId('generate-entitlements')).toBeTruthy();
    expect(screen.queryByTestId('submit-distribution')).toBeNull();
    expect(screen.queryByTestId('approve-distribution')).toBeNull();
  });

  it('shows the server’s message when the distribution cannot be loaded, and says when it does not exist', async () => {
    renderPage([
      {
        request: { query: DistributionDocument, variables: pageOne },
        result: { errors: [{ message: 'The gateway is down.', extensions: { code: 'INTERNAL' } }] },
      },
    ]);
    expect((await screen.findByTestId('distribution-error')).textContent).toContain('The gateway is down.');
  });

  it('shows the distribution with the error when one of its fields fails alone', async () => {
    renderPage([
      {
        request: { query: DistributionDocument, variables: pageOne },
        result: {
          data: { distribution: distributionNode({ createdBy: null }) },
          errors: [{ message: 'Something went wrong.', path: ['distribution', 'createdBy'] }],
        },
      },
    ]);
    expect((await screen.findByTestId('distribution-name')).textContent).toBe('January vouchers');
    expect(screen.getByTestId('distribution-error').textContent).toContain('Something went wrong.');
  });

  it('says when the distribution does not exist', async () => {
    renderPage([
      { request: { query: DistributionDocument, variables: pageOne }, result: { data: { distribution: null } } },
    ]);
    expect(await screen.findByTestId('distribution-not-found')).toBeTruthy();
  });

  it('shows an over-budget refusal as a red alert with the API’s message', async () => {
    const user = renderPage([
      distribution(),
      {
        request: { query: GenerateEntitlementsDocument, variables: byId },
        result: {
          data: {
            generateEntitlements: {
              __typename: 'GenerateEntitlementsResult',
              job: null,
              distribution: null,
              code: 'CONFLICT',
              reason: 'OVER_BUDGET',
              message: 'The distribution exceeds the remaining budget by 25.00 EUR',
              words: null,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByTestId('generate-entitlements'));
    const alert = await screen.findByTestId('budget-error');
    expect(alert.textContent).toContain('Over budget');
    expect(alert.textContent).toContain('exceeds the remaining budget by 25.00 EUR');
  });

  it('follows the generating job with a progress bar, then shows the entitlements', async () => {
    const user = renderPage([
      distribution(),
      {
        request: { query: GenerateEntitlementsDocument, variables: byId },
        result: {
          data: {
            generateEntitlements: {
              __typename: 'GenerateEntitlementsResult',
              job: job('PROCESSING'),
              distribution: {
                __typename: 'Distribution',
                distributionId: DISTRIBUTION_ID,
                distributionStatus: 'CREATE_IN_PROGRESS',
              },
              code: null,
              reason: null,
              message: null,
              words: null,
            },
          },
        },
      },
      { request: { query: JobDocument, variables: { id: 'job--1' } }, result: { data: { job: job('COMPLETED') } } },
      distribution(
        {
          totals: { __typename: 'DistributionTotals', families: 3, people: 9, amount: 7500, entitlements: 3 },
          entitlements: entitlementsPage(3),
        },
        5,
      ),
    ]);
    await user.click(await screen.findByTestId('generate-entitlements'));
    const progress = await screen.findByTestId('job-progress');
    expect(within(progress).getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByTestId('submit-distribution')).toBeTruthy();
    expect(progress.getAttribute('data-status')).toBe('COMPLETED');
  });

  it('approves a submitted distribution, and shows the four-eyes refusal as the API words it', async () => {
    const user = renderPage([
      distribution({ distributionStatus: 'APPROVAL_PENDING', entitlements: entitlementsPage(2) }),
      {
        request: {
          query: DecideDistributionDocument,
          variables: { id: DISTRIBUTION_ID, input: { decision: 'APPROVED' } },
        },
        result: {
          data: {
            decideDistribution: refused(
              'FORBIDDEN',
              'CREATOR_CANNOT_APPROVE',
              'The creator of a distribution may not approve it',
            ),
          },
        },
      },
      {
        request: {
          query: DecideDistributionDocument,
          variables: { id: DISTRIBUTION_ID, input: { decision: 'APPROVED' } },
        },
        result: {
          data: {
            decideDistribution: {
              __typename: 'DistributionResult',
              distribution: {
                __typename: 'Distribution',
                distributionId: DISTRIBUTION_ID,
                distributionStatus: 'APPROVED',
                approvalsGiven: 1,
              },
              code: null,
              reason: null,
              message: null,
              words: null,
            },
          },
        },
      },
      distribution({ distributionStatus: 'APPROVED', approvalsGiven: 1, entitlements: entitlementsPage(2) }, 5),
    ]);
    expect(
      (await screen.findByTestId('entitlements-table')).querySelectorAll('[data-testid="entitlement-row"]'),
    ).toHaveLength(2);
    await user.click(screen.getByTestId('approve-distribution'));
    const refusal = await screen.findByTestId('action-error');
    expect(refusal.textContent).toBe('The creator of a distribution may not approve it');
    expect(refusal.getAttribute('data-reason')).toBe('CREATOR_CANNOT_APPROVE');
    await user.click(screen.getByTestId('approve-distribution'));
    expect(
      (
        await screen.findByText('Approved', {
          selector: '[data-testid="distribution-status"] *, [data-testid="distribution-status"]',
        })
      ).textContent,
    ).toBe('Approved');
    expect(screen.queryByTestId('approve-distribution')).toBeNull();
  });

  it('asks for a reason before disapproving', async () => {
    const user = renderPage([
      distribution({ distributionStatus: 'APPROVAL_PENDING', entitlements: entitlementsPage(2) }),
      {
        request: {
          query: DecideDistributionDocument,
          variables: { id: DISTRIBUTION_ID, input: { decision: 'DISAPPROVED', reason: 'Wrong list' } },
        },
        result: {
          data: {
            decideDistribution: {
              __typename: 'DistributionResult',
              distribution: {
                __typename: 'Distribution',
                distributionId: DISTRIBUTION_ID,
                distributionStatus: 'DISAPPROVED',
                approvalsGiven: 0,
              },
              code: null,
              reason: null,
              message: null,
              words: null,
            },
          },
        },
      },
      distribution({ distributionStatus: 'DISAPPROVED', entitlements: entitlementsPage(2) }, 5),
    ]);
    await user.click(await screen.findByTestId('disapprove-distribution'));
    await user.click(await screen.findByTestId('confirm-disapprove'));
    expect(await screen.findByText('Say why you disapprove it.')).toBeTruthy();
    await user.type(screen.getByTestId('disapprove-reason'), 'Wrong list');
    await user.click(screen.getByTestId('confirm-disapprove'));
    expect(await screen.findByText('The distribution was disapproved.')).toBeTruthy();
  });

  it("lists an in-kind family's items and card code where a voucher's amount and payment status would be", async () => {
    const page = entitlementsPage(1);
    const [edge] = page.edges;
    if (!edge) throw new Error('one entitlement expected');
    const node = {
      ...edge.node,
      items: [{ __typename: 'EntitlementItem' as const, name: 'Rice', unit: 'kg', quantity: 10 }],
      voucherCode: 'ABCDEFGHJKMN',
    };
    renderPage([distribution({ distributionType: 'IN_KIND', entitlements: { ...page, edges: [{ ...edge, node }] } })]);
    const table = await screen.findByTestId('entitlements-table');
    expect(within(table).getByText('Items')).toBeTruthy();
    expect(within(table).getByText('10 kg Rice')).toBeTruthy();
    expect(within(table).getByTestId('entitlement-code').textContent).toBe('ABCD-EFGH-JKMN');
    expect(within(table).queryByTestId('payment-status')).toBeNull();
    expect(within(table).queryByText('Payment status')).toBeNull();
  });
});
