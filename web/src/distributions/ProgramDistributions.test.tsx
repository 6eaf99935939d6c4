// Component test: the gateway is mocked with Apollo's MockedProvider; the e2e suite runs the real one.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { distributionNode, PROGRAM_ID } from '../test/distributions.js';
import { renderWithProviders } from '../test/helpers.js';
import { DISTRIBUTIONS_PAGE_SIZE, ProgramDistributions, ProgramDistributionsDocument } from './ProgramDistributions.js';

const variables = {
  programId: PROGRAM_ID,
  first: DISTRIBUTIONS_PAGE_SIZE,
  after: null,
  last: null,
  before: null,
  sort: 'CREATED_AT_NEWEST' as const,
};

function answer(nodes: ReturnType<typeof distributionNode>[], viewerCanCreate = true) {
  return {
    request: { query: ProgramDistributionsDocument, variables },
    result: {
      data: {
        distributions: {
          __typename: 'DistributionConnection',
          totalCount: nodes.length,
          viewerCanCreate,
          viewerCreatableTypes: viewerCanCreate ? ['CASH', 'VOUCHER', 'IN_KIND'] : [],
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: false,
            hasPreviousPage: false,
            startCursor: nodes.length ? 'c1' : null,
            endCursor: nodes.length ? `c${nodes.length}` : null,
          },
          edges: nodes.map((node, i) => ({ __typename: 'DistributionEdge', cursor: `c${i + 1}`, node })),
        },
      },
    },
  };
}

function renderSection(mocks: object[]) {
  renderWithProviders(<ProgramDistributions programId={PROGRAM_ID} currency="EUR" />, {
    mocks: mocks as never,
    url: `/programs/${PROGRAM_ID}/view`,
  });
}

describe('ProgramDistributions', () => {
  it('lists the distributions with status, counts, total amount and collection', async () => {
    renderSection([
      answer([
        distributionNode({
          distributionStatus: 'APPROVED',
          collection: [
            { __typename: 'CollectionCount', status: 'NOT_COLLECTED', count: 1 },
            { __typename: 'CollectionCount', status: 'PARTIALLY_COLLECTED', count: 1 },
            { __typename: 'CollectionCount', status: 'FULLY_COLLECTED', count: 1 },
          ],
        }),
      ]),
    ]);
    const table = await screen.findByTestId('distributions-table');
    const row = within(table).getByTestId('distribution-row');
    expect(within(row).getByRole('link', { name: 'January vouchers' }).getAttribute('href')).toBe(
      `/programs/${PROGRAM_ID}/distributions/dis--01JD0000000000000000000001`,
    );
    expect(within(row).getByText('Voucher')).toBeTruthy();
    expect(within(row).getByText('Approved')).toBeTruthy();
    expect(within(row).getByTestId('distribution-amount').textContent).toBe('75.00 EUR');
    expect(within(row).getByTestId('collection').getAttribute('aria-label')).toBe(
      '1 not / 1 partly / 1 fully collected',
    );
    expect(screen.getByTestId('distributions-total').textContent).toBe('Distributions found: 1');
  });

  it('shows an empty state with a call to create the first distribution', async () => {
    renderSection([answer([])]);
    const empty = await screen.findByTestId('distributions-empty');
    expect(empty.textContent).toContain('No distributions in this program yet.');
    expect(within(empty).getByRole('button', { name: 'New distribution' })).toBeTruthy();
  });

  it('offers no creation when the server says the viewer cannot create', async () => {
    renderSection([answer([], false)]);
    await screen.findByTestId('distributions-empty');
    expect(screen.queryByRole('button', { name: 'New distribution' })).toBeNull();
  });

  it('shows a loading state, then the server’s message when the query fails', async () => {
    renderSection([
      {
        request: { query: ProgramDistributionsDocument, variables },
        result: { errors: [{ message: 'You may see no distributions.', extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
    expect((await screen.findByTestId('distributions-error')).textContent).toContain('You may see no distributions.');
  });
});
