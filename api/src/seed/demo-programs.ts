// The demo organisations' programs, the changes made to them since, and the programs each field officer sees.
import type { ProgramJson } from '@aid/common/programs';
import type { DemoAccountKey } from '@aid/identity';

type DemoProgram = Pick<
  ProgramJson,
  | 'programId'
  | 'programName'
  | 'programType'
  | 'programStatus'
  | 'currency'
  | 'budget'
  | 'startDate'
  | 'endDate'
  | 'createdAt'
> & { account: DemoAccountKey; description: string };

export const DEMO_PROGRAMS: readonly DemoProgram[] = [
  {
    programId: 'prg--demo-water-2026',
    account: 'relief',
    programName: 'Clean Water 2026',
    description: 'Water vouchers for families in the northern districts.',
    programType: 'VOUCHER',
    programStatus: 'ACTIVE',
    currency: 'EUR',
    budget: 25_000_000,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    createdAt: '2026-01-05T09:00:00.000Z',
  },
  {
    programId: 'prg--demo-winter-cash',
    account: 'relief',
    programName: 'Winterisation Cash',
    description: 'Multi-purpose cash before the cold season.',
    programType: 'CASH',
    programStatus: 'ACTIVE',
    currency: 'USD',
    budget: 48_000_000,
    startDate: '2026-10-01',
    endDate: '2027-03-31',
    createdAt: '2026-02-11T10:30:00.000Z',
  },
  {
    programId: 'prg--demo-food-parcels',
    account: 'relief',
    programName: 'Food Parcels',
    description: 'Monthly in-kind food parcels.',
    programType: 'IN_KIND',
    programStatus: 'ACTIVE',
    currency: 'EUR',
    budget: 12_500_000,
    startDate: '2026-03-01',
    endDate: null,
    createdAt: '2026-03-02T08:15:00.000Z',
  },
  {
    programId: 'prg--demo-school-kits',
    account: 'relief',
    programName: 'School Kits',
    description: 'Back-to-school kits and vouchers.',
    programType: 'MIXED',
    programStatus: 'CLOSED',
    currency: 'KES',
    budget: 350_000_000,
    startDate: '2025-08-01',
    endDate: '2025-10-31',
    createdAt: '2025-07-20T12:00:00.000Z',
  },
  {
    programId: 'prg--demo-flood-response',
    account: 'relief',
    programName: 'Flood Response',
    description: 'Emergency cash after the spring floods.',
    programType: 'CASH',
    programStatus: 'CLOSED',
    currency: 'EUR',
    budget: 9_000_000,
    startDate: '2025-04-10',
    endDate: '2025-06-30',
    createdAt: '2025-04-09T16:45:00.000Z',
  },
  {
    programId: 'prg--demo-livelihoods',
    account: 'relief',
    programName: 'Livelihoods Grants',
    description: 'Small business grants for returnees.',
    programType: 'CASH',
    programStatus: 'ACTIVE',
    currency: 'UGX',
    budget: 1_200_000_000,
    startDate: '2026-05-01',
    endDate: '2027-04-30',
    createdAt: '2026-04-18T07:50:00.000Z',
  },
  {
    programId: 'prg--demo-hygiene-kits',
    account: 'relief',
    programName: 'Hygiene Kits',
    description: '',
    programType: 'IN_KIND',
    programStatus: 'ACTIVE',
    currency: 'EUR',
    budget: null,
    startDate: null,
    endDate: null,
    createdAt: '2026-06-01T11:20:00.000Z',
  },
  {
    programId: 'prg--demo-market-vouchers',
    account: 'relief',
    programName: 'Market Vouchers',
    description: 'Fresh-food vouchers redeemable at partner markets.',
    programType: 'VOUCHER',
    programStatus: 'ACTIVE',
    currency: 'USD',
    budget: 7_500_000,
    startDate: '2026-07-01',
    endDate: '2026-09-30',
    createdAt: '2026-06-20T13:05:00.000Z',
  },
  {
    programId: 'prg--demo-partner-shelter',
    account: 'partner',
    programName: 'Shelter Support',
    description: 'Rental cash for displaced households.',
    programType: 'CASH',
    programStatus: 'ACTIVE',
    currency: 'USD',
    budget: 30_000_000,
    startDate: '2026-02-01',
    endDate: '2026-11-30',
    createdAt: '2026-01-25T09:40:00.000Z',
  },
  {
    programId: 'prg--demo-partner-nutrition',
    account: 'partner',
    programName: 'Nutrition Vouchers',
    description: 'Vouchers for pregnant and lactating women.',
    programType: 'VOUCHER',
    programStatus: 'ACTIVE',
    currency: 'EUR',
    budget: 6_000_000,
    startDate: '2026-03-15',
    endDate: '2026-12-15',
    createdAt: '2026-03-10T14:00:00.000Z',
  },
  {
    programId: 'prg--demo-partner-seeds',
    account: 'partner',
    programName: 'Seeds and Tools',
    description: 'Seasonal in-kind agricultural inputs.',
    programType: 'IN_KIND',
    programStatus: 'CLOSED',
    currency: 'ETB',
    budget: 90_000_000,
    startDate: '2025-09-01',
    endDate: '2025-12-31',
    createdAt: '2025-08-28T08:00:00.000Z',
  },
];

/** Changes made to demo programs after their creation, so the activity log shows more than creations. */
export const DEMO_PROGRAM_UPDATES: readonly {
  programId: string;
  at: string;
  changes: Record<string, [unknown, unknown]>;
}[] = [
  {
    programId: 'prg--demo-school-kits',
    at: '2025-11-03T10:15:00.000Z',
    changes: { programStatus: ['ACTIVE', 'CLOSED'] },
  },
  {
    programId: 'prg--demo-flood-response',
    at: '2025-07-01T08:30:00.000Z',
    changes: { programStatus: ['ACTIVE', 'CLOSED'], budget: [12_000_000, 9_000_000] },
  },
  {
    programId: 'prg--demo-winter-cash',
    at: '2026-09-14T12:00:00.000Z',
    changes: { budget: [40_000_000, 48_000_000], startDate: ['2026-11-01', '2026-10-01'] },
  },
  {
    programId: 'prg--demo-market-vouchers',
    at: '2026-06-22T09:45:00.000Z',
    changes: { description: [null, 'Fresh-food vouchers redeemable at partner markets.'] },
  },
];

/** The programs the NORTH_DISTRICT_TEAM role of each demo account is limited to (SELECTED). */
export const DEMO_FIELD_OFFICER_PROGRAMS: Record<DemoAccountKey, readonly string[]> = {
  relief: ['prg--demo-water-2026', 'prg--demo-food-parcels'],
  partner: ['prg--demo-partner-shelter', 'prg--demo-partner-nutrition'],
};
