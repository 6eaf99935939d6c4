// Gateway answers for the report pages' tests, with __typename as the gateway sends them: a beneficiary list report
// of one list and a distribution summary of a voucher and a cash distribution, with figures large enough to show the
// user's number format (thousands separators).
import type { MockLink } from '@apollo/client/testing';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  ReportCountryOptionsDocument,
  ReportDistributionOptionsDocument,
  ReportListOptionsDocument,
  ReportProgramOptionsDocument,
} from '../reports/filterOptions.js';

export const LIST_ID = 'bel--01JD0000000000000000000001';
export const OTHER_LIST_ID = 'bel--01JD0000000000000000000002';
export const REPORT_PROGRAM_ID = 'prg--01JD0000000000000000000001';
export const VOUCHER_DISTRIBUTION_ID = 'dis--01JD0000000000000000000001';
export const CASH_DISTRIBUTION_ID = 'dis--01JD0000000000000000000002';

const sexAge = (gender: string, ageBand: string, families: number, people: number) => ({
  __typename: 'SexAgeCell' as const,
  gender,
  ageBand,
  families,
  people,
});

export function beneficiaryReport(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'BeneficiaryListReport' as const,
    totals: { __typename: 'BeneficiaryReportTotals' as const, families: 1500, familyMembers: 4200, people: 5700 },
    sexAge: [
      sexAge('F', 'AGE_18_59', 1234, 4000),
      sexAge('M', 'AGE_18_59', 200, 1500),
      sexAge('M', 'UNKNOWN', 66, 200),
    ],
    nationality: [
      { __typename: 'NationalityCount' as const, nationality: 'SY', families: 1400, people: 5300 },
      { __typename: 'NationalityCount' as const, nationality: null, families: 100, people: 400 },
    ],
    creationMethod: [
      { __typename: 'CreationMethodCount' as const, creationMethod: 'FILE_IMPORT', families: 1200 },
      { __typename: 'CreationMethodCount' as const, creationMethod: 'INTERNAL', families: 300 },
    ],
    familySize: [
      { __typename: 'FamilySizeCount' as const, familyMembers: 0, orMore: false, families: 500 },
      { __typename: 'FamilySizeCount' as const, familyMembers: 10, orMore: true, families: 1000 },
    ],
    registrations: [
      { __typename: 'RegistrationCount' as const, periodStart: '2026-01-01', families: 1000 },
      { __typename: 'RegistrationCount' as const, periodStart: '2026-02-01', families: 500 },
    ],
    duplicatesTotal: 7,
    lastDeduplication: '2026-02-10T08:00:00.000Z',
    lists: [
      {
        __typename: 'BeneficiaryListReportList' as const,
        listId: LIST_ID,
        listName: 'Winter families',
        families: 1500,
        familyMembers: 4200,
        people: 5700,
        byGender: [
          { __typename: 'GenderCount' as const, gender: 'F', families: 1234 },
          { __typename: 'GenderCount' as const, gender: 'M', families: 266 },
        ],
      },
    ],
    ...overrides,
  };
}

const counts = <S extends string>(typename: string, statuses: readonly S[], values: Partial<Record<S, number>>) =>
  statuses.map((status) => ({ __typename: typename, status, count: values[status] ?? 0 }));

const PAYMENT = [
  'NOT_INITIATED',
  'SCHEDULED',
  'INITIATED',
  'PENDING',
  'PROCESSING',
  'COMPLETED',
  'DECLINED',
  'CANCELLED',
  'REVERSED',
  'ERROR',
  'BENEFICIARY_NAME_MISMATCH',
] as const;
const USAGE = ['NOT_USED', 'PARTIALLY_USED', 'FULLY_USED'] as const;
const COLLECTION = ['NOT_COLLECTED', 'PARTIALLY_COLLECTED', 'FULLY_COLLECTED'] as const;
const figure = (families: number, amount: number) => ({ __typename: 'ReportFigure' as const, families, amount });

function distributionRow(id: string, name: string, type: 'VOUCHER' | 'CASH', currency: string) {
  const voucher = type === 'VOUCHER';
  return {
    __typename: 'DistributionSummaryRow' as const,
    distributionId: id,
    distributionName: name,
    programId: REPORT_PROGRAM_ID,
    programName: 'Winter support',
    distributionType: type,
    distributionStatus: 'APPROVED',
    currency,
    planned: { __typename: 'DistributionSummaryPlanned' as const, families: 1200, people: 4000, amount: 123456789 },
    approved: true,
    notified: { __typename: 'NotifiedCount' as const, sent: 1100, error: 3 },
    paymentStatus: counts('PaymentStatusCount', PAYMENT, voucher ? {} : { COMPLETED: 1000, ERROR: 200 }),
    voucherUsage: counts('VoucherUsageCount', USAGE, voucher ? { NOT_USED: 700, FULLY_USED: 500 } : {}),
    collection: counts('CollectionCount', COLLECTION, {}),
    items: [],
    redeemed: voucher ? 5000000 : 0,
    outstanding: 73456789,
    // The voucher distribution started monitoring; the cash one did not (no questions shown for it).
    monitoring: voucher
      ? [
          {
            __typename: 'MonitoringQuestionSummary' as const,
            question: 'Did you receive the full voucher?',
            answerType: 'YES_NO' as const,
            answered: 40,
            yes: 36,
            no: 4,
            average: null,
          },
          {
            __typename: 'MonitoringQuestionSummary' as const,
            question: 'How satisfied are you?',
            answerType: 'RATING' as const,
            answered: 38,
            yes: null,
            no: null,
            average: 3.67,
          },
        ]
      : [],
    reconciliation: {
      __typename: 'ReportReconciliation' as const,
      entitled: figure(1200, 123456789),
      redeemed: figure(500, 5000000),
      paid: figure(voucher ? 0 : 1000, 0),
      outstanding: figure(700, 73456789),
      expired: figure(0, 0),
      failed: figure(0, 0),
      conflicts: voucher ? 2 : 0,
      indicator: voucher ? 'PENDING' : 'ERROR',
    },
  };
}

export function distributionSummary(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'DistributionSummaryReport' as const,
    distributions: [
      distributionRow(VOUCHER_DISTRIBUTION_ID, 'January vouchers', 'VOUCHER', 'EUR'),
      distributionRow(CASH_DISTRIBUTION_ID, 'February cash', 'CASH', 'USD'),
    ],
    totals: ['EUR', 'USD'].map((currency) => ({
      __typename: 'DistributionSummaryTotals' as const,
      currency,
      distributions: 1,
      families: 1200,
      people: 4000,
      planned: 123456789,
      redeemed: currency === 'EUR' ? 5000000 : 0,
      paid: currency === 'USD' ? 45000000 : 0,
      outstanding: 73456789,
    })),
    budgets: [
      {
        __typename: 'ProgramBudgetUse' as const,
        programId: REPORT_PROGRAM_ID,
        programName: 'Winter support',
        currency: 'EUR',
        budget: 500000000,
        used: 250000000,
        unconverted: 0,
      },
    ],
    overTime: [
      {
        __typename: 'DeliveryDay' as const,
        day: '2026-02-03',
        redemptions: 1500,
        redeemed: [{ __typename: 'CurrencyAmount' as const, currency: 'EUR', amount: 5000000 }],
        handovers: 0,
        paymentsCompleted: 1000,
      },
    ],
    scanners: [
      {
        __typename: 'ScannerActivity' as const,
        userId: 'usr--1',
        name: 'Amal Haddad',
        redemptions: 1500,
        handovers: 0,
      },
    ],
    offlineConflicts: { __typename: 'OfflineConflictCount' as const, total: 4, unresolved: 1 },
    reached: [sexAge('F', 'AGE_18_59', 1234, 4000)],
    ...overrides,
  };
}

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

/** The filters' choices: one list besides the master list, one country. */
export const beneficiaryOptionMocks: MockLink.MockedResponse[] = [
  {
    request: { query: ReportListOptionsDocument },
    result: {
      data: {
        beneficiaryLists: {
          __typename: 'BeneficiaryListConnection',
          edges: [
            {
              __typename: 'BeneficiaryListEdge',
              node: {
                __typename: 'BeneficiaryList',
                beneficiaryListId: LIST_ID,
                listName: 'Winter families',
                listType: 'CUSTOM',
              },
            },
          ],
        },
      },
    },
    ...always,
  },
  {
    request: { query: ReportCountryOptionsDocument },
    result: { data: { countries: [{ __typename: 'Country', alpha2: 'SY', name: 'Syria' }] } },
    ...always,
  },
];

/** The filters' choices: one program and its two distributions. */
export const distributionOptionMocks: MockLink.MockedResponse[] = [
  {
    request: { query: ReportProgramOptionsDocument },
    result: {
      data: {
        programs: {
          __typename: 'ProgramConnection',
          edges: [
            {
              __typename: 'ProgramEdge',
              node: { __typename: 'Program', programId: REPORT_PROGRAM_ID, programName: 'Winter support' },
            },
          ],
        },
      },
    },
    ...always,
  },
  {
    request: { query: ReportDistributionOptionsDocument, variables: () => true },
    result: {
      data: {
        distributions: {
          __typename: 'DistributionConnection',
          edges: [VOUCHER_DISTRIBUTION_ID, CASH_DISTRIBUTION_ID].map((distributionId) => ({
            __typename: 'DistributionEdge',
            node: {
              __typename: 'Distribution',
              distributionId,
              distributionName: distributionId,
              programId: REPORT_PROGRAM_ID,
            },
          })),
        },
      },
    },
    ...always,
  },
];

/**
 * jsdom lays nothing out, so recharts warns that each chart is 0 × 0: those warnings are dropped for the tests of
 * the calling file (the tables carry the figures under test); any other warning still shows.
 */
export function quietCharts() {
  const warn = console.warn.bind(console);
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('The width(')) return;
      warn(...args);
    });
  });
  afterEach(() => vi.restoreAllMocks());
}
