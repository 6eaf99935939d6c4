// Page test: a program's distributions with their figures and indicator badges, and a distribution's drill-down
// with the families of the chosen state and the CSV export link (the gateway answers are mocked).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import {
  DistributionReconciliationDocument,
  ProgramReconciliationDocument,
  ReconciliationPage,
  ReconciliationProgramsDocument,
} from './ReconciliationPage.js';

const figure = (families: number, amount: number) => ({ __typename: 'ReconciliationFigure', families, amount });
const figures = (indicator: string) => ({
  __typename: 'ReconciliationFigures',
  entitled: figure(2, 2500),
  redeemed: figure(1, 400),
  paid: figure(0, 0),
  outstanding: figure(1, 2100),
  expired: figure(0, 0),
  failed: figure(0, 0),
  conflicts: 0,
  indicator,
});
const programs = {
  request: { query: ReconciliationProgramsDocument },
  result: {
    data: {
      programs: {
        __typename: 'ProgramConnection',
        edges: [
          { __typename: 'ProgramEdge', node: { __typename: 'Program', programId: 'prg--1', programName: 'Food' } },
        ],
      },
    },
  },
};

describe('ReconciliationPage', () => {
  it('says what to do before a program is chosen', async () => {
    renderWithProviders(<ReconciliationPage />, { mocks: [programs] as never, url: '/reconciliation' });
    expect((await screen.findByTestId('reconciliation-pick-hint')).textContent).toContain('Choose a program above');
  });

  it('tells an organisation without programs that reconciliation starts with one', async () => {
    const none = {
      ...programs,
      result: { data: { programs: { __typename: 'ProgramConnection', edges: [] } } },
    };
    renderWithProviders(<ReconciliationPage />, { mocks: [none] as never, url: '/reconciliation' });
    expect(await screen.findByTestId('reconciliation-no-programs')).toBeTruthy();
  });

  it("lists a program's distributions with their indicator", async () => {
    const program = {
      request: { query: ProgramReconciliationDocument, variables: { programId: 'prg--1' } },
      result: {
        data: {
          programReconciliation: {
            __typename: 'ProgramReconciliation',
            programId: 'prg--1',
            totalCount: 1,
            items: [
              {
                __typename: 'ProgramReconciliationRow',
                distributionId: 'dis--1',
                distributionName: 'Round one',
                figures: figures('PENDING'),
              },
            ],
          },
        },
      },
    };
    renderWithProviders(<ReconciliationPage />, { url: '/reconciliation?program=prg--1', mocks: [programs, program] });
    expect(await screen.findByText('Round one')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('21.00')).toBeTruthy();
  });

  it("shows a distribution's families in a state and links the CSV export", async () => {
    const distribution = {
      request: {
        query: DistributionReconciliationDocument,
        variables: { distributionId: 'dis--1', state: 'OUTSTANDING' },
      },
      result: {
        data: {
          distributionReconciliation: {
            __typename: 'DistributionReconciliation',
            distributionId: 'dis--1',
            distributionName: 'Round one',
            figures: figures('ERROR'),
          },
          reconciliationFamilies: {
            __typename: 'ReconciliationFamilyPage',
            items: [
              {
                __typename: 'ReconciliationFamily',
                entitlementId: 'csh01',
                firstName: 'Amal',
                amount: 1250,
                currency: 'EUR',
                redeemed: 0,
                paymentStatus: 'NOT_INITIATED',
              },
            ],
            nextCursor: null,
          },
        },
      },
    };
    renderWithProviders(<ReconciliationPage />, {
      url: '/reconciliation?program=prg--1&distribution=dis--1',
      mocks: [programs, distribution],
    });
    expect(await screen.findByText('Amal')).toBeTruthy();
    expect(screen.getByText('Needs attention')).toBeTruthy();
    expect(screen.getByTestId('import-report')).toBeTruthy();
    expect(screen.getAllByTestId('resolve-family')).toHaveLength(1);
    const link = screen.getByText('Export CSV').closest('a');
    expect(link?.getAttribute('href')).toBe('/api/reconciliation/distributions/dis--1/families.csv?state=OUTSTANDING');
  });
});
