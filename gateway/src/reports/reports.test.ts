// HTTP-level, against the real API on PGlite and real tokens: both reports through GraphQL on the API's hand-checked
// world (@aid/api/testing seedReportWorld), their records read as typed series, input errors with their field, a
// caller without REPORTS VIEW, a member limited to one program, and another organisation seeing none of it.
import { ensureMasterList, FAMILIES, type ReportWorld, seedReportWorld } from '@aid/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ask, asMember, dataOf } from '../testing/distributions.js';
import { errorCodes } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let world: ReportWorld;
let masterId: string;
let asAdmin: Ask;
let asSelected: Ask;
let asNoReports: Ask;
let asOther: Ask;
let officer: StackUser;

/** An organisation with its master list, an ADMIN, two programs (EUR with a budget, USD without) and the world. */
async function reportingOrg(name: string, admin: string) {
  const { accountId } = await stack.fixtures.account(name);
  const master = await stack.api.db.transaction((tx) => ensureMasterList(tx, accountId));
  const user = await stack.member(admin, accountId);
  const p1 = (await stack.fixtures.program(accountId, { currency: 'EUR', budget: 100_000 })).programId;
  const p2 = (await stack.fixtures.program(accountId, { currency: 'USD', budget: null })).programId;
  const seeded = await seedReportWorld(stack.api.db, accountId, master, { p1, p2 }, user.userId);
  const ask = (who: StackUser) =>
    asMember(
      () => stack,
      () => who,
      () => accountId,
    );
  return { accountId, master, user, seeded, ask };
}

beforeAll(async () => {
  stack = await startTestStack();
  const a = await reportingOrg('Reporting org', 'admin@reports-a.example.org');
  ({ seeded: world, master: masterId, user: officer } = a);
  asAdmin = a.ask(a.user);
  const selected = await stack.member('selected@reports-a.example.org', a.accountId, 'P2 REPORTS', {
    section: [{ name: 'REPORTS', access: { VIEW: { accessLevel: 'SELECTED', objectIds: [world.programs.p2] } } }],
  });
  asSelected = a.ask(selected);
  const noReports = await stack.member('no-reports@reports-a.example.org', a.accountId, 'NO REPORTS', {
    section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
  });
  asNoReports = a.ask(noReports);
  const b = await reportingOrg('Other org', 'admin@reports-b.example.org');
  asOther = b.ask(b.user);
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

const BENEFICIARIES = /* GraphQL */ `
  query($input: BeneficiaryListReportInput!) {
    beneficiaryListReport(input: $input) {
      totals { families familyMembers people }
      sexAge { gender ageBand families people }
      nationality { nationality families people }
      creationMethod { creationMethod families }
      familySize { familyMembers orMore families }
      registrations { periodStart families }
      duplicatesTotal
      lists { listId listName families familyMembers people byGender { gender families } }
    }
  }
`;

type ListReport = {
  beneficiaryListReport: {
    totals: { families: number; familyMembers: number; people: number };
    sexAge: { gender: string; ageBand: string; families: number; people: number }[];
    nationality: { nationality: string | null; families: number; people: number }[];
    creationMethod: { creationMethod: string; families: number }[];
    familySize: { familyMembers: number; orMore: boolean; families: number }[];
    registrations: { periodStart: string; families: number }[];
    duplicatesTotal: number;
    lists: { listId: string; listName: string; families: number; byGender: { gender: string; families: number }[] }[];
  };
};

const SUMMARY = /* GraphQL */ `
  query($input: DistributionSummaryInput!) {
    distributionSummaryReport(input: $input) {
      distributions {
        distributionId distributionName programName distributionType distributionStatus currency approved
        planned { families people amount }
        notified { sent error }
        paymentStatus { status count }
        voucherUsage { status count }
        collection { status count }
        items { name unit planned delivered }
        redeemed outstanding
        reconciliation { paid { families amount } conflicts indicator }
      }
      totals { currency distributions families people planned redeemed paid outstanding }
      budgets { programId currency budget used unconverted }
      overTime { day redemptions redeemed { currency amount } handovers paymentsCompleted }
      scanners { userId redemptions handovers }
      offlineConflicts { total unresolved }
      reached { gender ageBand families people }
    }
  }
`;

type Counts = { status: string; count: number }[];
type SummaryRow = {
  distributionId: string;
  distributionName: string;
  distributionType: string;
  paymentStatus: Counts;
  voucherUsage: Counts;
  collection: Counts;
};
type Summary = {
  distributionSummaryReport: {
    distributions: SummaryRow[];
    totals: { currency: string; planned: number; redeemed: number; paid: number }[];
    budgets: { programId: string; currency: string; budget: number | null; used: number }[];
    overTime: { day: string; redeemed: { currency: string; amount: number }[] }[];
    scanners: { userId: string; redemptions: number; handovers: number }[];
    offlineConflicts: { total: number; unresolved: number };
    reached: { gender: string; ageBand: string; families: number }[];
  };
};

const listReport = async (ask: Ask, input: Record<string, unknown> = {}) =>
  dataOf(await ask<ListReport>(BENEFICIARIES, { input })).beneficiaryListReport;
const summary = async (ask: Ask, input: Record<string, unknown> = {}) =>
  dataOf(await ask<Summary>(SUMMARY, { input })).distributionSummaryReport;
const nonZero = (counts: Counts) => counts.filter((c) => c.count > 0);

describe('beneficiaryListReport', () => {
  it('reads every breakdown of the master list as typed series, in one REST call', async () => {
    const response = await asAdmin<ListReport>(BENEFICIARIES, { input: {} });
    const calls = response.body.extensions?.restCalls?.calls ?? [];
    expect(calls.filter((c) => c.includes('/reports'))).toEqual(['POST /reports/beneficiary-lists']);
    const report = dataOf(response).beneficiaryListReport;
    expect(report.totals).toEqual({ families: 6, familyMembers: 19, people: 25 });
    expect(report.sexAge).toHaveLength(6);
    expect(report.sexAge).toContainEqual({ gender: 'UNKNOWN', ageBand: 'UNKNOWN', families: 1, people: 2 });
    expect(report.nationality).toContainEqual({ nationality: null, families: 1, people: 5 });
    expect([...report.creationMethod].sort((a, b) => a.creationMethod.localeCompare(b.creationMethod))).toEqual([
      { creationMethod: 'EXTERNAL_FORM', families: 1 },
      { creationMethod: 'FILE_IMPORT', families: 2 },
      { creationMethod: 'INTERNAL', families: 3 },
    ]);
    expect(report.familySize).toHaveLength(11);
    expect(report.familySize.filter((s) => s.families > 0)).toEqual([
      { familyMembers: 0, orMore: false, families: 2 },
      { familyMembers: 1, orMore: false, families: 1 },
      { familyMembers: 2, orMore: false, families: 1 },
      { familyMembers: 4, orMore: false, families: 1 },
      { familyMembers: 10, orMore: true, families: 1 },
    ]);
    expect(report.registrations.map((r) => r.periodStart)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(report.lists).toEqual([
      {
        listId: masterId,
        listName: 'Master list',
        families: 6,
        familyMembers: 19,
        people: 25,
        byGender: [
          { gender: 'F', families: 2 },
          { gender: 'M', families: 2 },
          { gender: 'PNTS', families: 0 },
          { gender: 'O', families: 1 },
          { gender: 'UNKNOWN', families: 1 },
        ],
      },
    ]);
  });

  it('narrows by lists, typed enums and the list engine’s BeneficiaryFilter', async () => {
    const both = await listReport(asAdmin, { listIds: [world.lists.l1, world.lists.l2] });
    expect(both.lists.map((l) => l.listName)).toEqual(['Alpha', 'Beta']);
    expect(both.totals.families).toBe(4);
    expect((await listReport(asAdmin, { genders: ['F'], interval: 'WEEK' })).totals.families).toBe(2);
    expect((await listReport(asAdmin, { ageBands: ['AGE_18_59', 'AGE_60_PLUS'] })).totals.families).toBe(3);
    expect((await listReport(asAdmin, { nationalities: ['ke'], createdFrom: '2026-02-01' })).totals.families).toBe(1);
    const filter = {
      connector: 'AND',
      conditions: [{ field: 'NUMBER_OF_FAMILY_MEMBERS', operator: 'GREATER_OR_EQUAL', value: '2' }],
    };
    expect((await listReport(asAdmin, { filter })).totals.families).toBe(3);
  });

  it('answers input errors with the field: the schema’s own as BAD_USER_INPUT, the API’s as VALIDATION_FAILED', async () => {
    const badDate = await asAdmin(BENEFICIARIES, { input: { createdFrom: '2026-02-30' } });
    expect(errorCodes(badDate)).toEqual(['BAD_USER_INPUT']);
    expect(badDate.body.errors?.[0]?.message).toContain('createdFrom');
    const badBand = await asAdmin(BENEFICIARIES, { input: { ageBands: ['AGE_99'] } });
    expect(errorCodes(badBand)).toEqual(['BAD_USER_INPUT']);
    expect(badBand.body.errors?.[0]?.message).toContain('ageBands');

    const backwards = await asAdmin(BENEFICIARIES, { input: { createdFrom: '2026-03-01', createdTo: '2026-02-01' } });
    expect(errorCodes(backwards)).toEqual(['VALIDATION_FAILED']);
    expect(backwards.body.errors?.[0]?.message).toMatch(/^createdTo must be on or after createdFrom/);
    const operator = await asAdmin(BENEFICIARIES, {
      input: { filter: { conditions: [{ field: 'GENDER', operator: 'GREATER', value: 'F' }] } },
    });
    expect(errorCodes(operator)).toEqual(['VALIDATION_FAILED']);
    expect(operator.body.errors?.[0]?.message).toMatch(/^filter\.conditions/);
    expect((await asAdmin(BENEFICIARIES, { input: { nationalities: ['XX'] } })).body.errors?.[0]?.message).toMatch(
      /^nationalities\.0 /,
    );

    const missing = await asAdmin(BENEFICIARIES, { input: { listIds: ['bel--nope'] } });
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'NOT_FOUND' });
  });
});

describe('distributionSummaryReport', () => {
  it('reads rows, totals per currency, budgets, days, scanners and people reached', async () => {
    const report = await summary(asAdmin);
    const { d1, d2, d3, d4 } = world.distributions;
    expect(report.distributions.map((d) => d.distributionId)).toEqual([d1, d2, d3, d4]);
    const [voucher, cash, inKind] = report.distributions;
    expect(voucher).toMatchObject({
      distributionName: 'VOUCHER EUR',
      distributionType: 'VOUCHER',
      distributionStatus: 'APPROVED',
      currency: 'EUR',
      approved: true,
      planned: { families: 3, people: 17, amount: 3000 },
      notified: { sent: 2, error: 1 },
      redeemed: 1400,
      outstanding: 1600,
      reconciliation: { conflicts: 1, indicator: 'ERROR' },
    });
    expect(voucher?.voucherUsage).toEqual([
      { status: 'NOT_USED', count: 1 },
      { status: 'PARTIALLY_USED', count: 1 },
      { status: 'FULLY_USED', count: 1 },
    ]);
    expect(voucher?.paymentStatus).toHaveLength(11);
    expect(nonZero(voucher?.paymentStatus ?? [])).toEqual([{ status: 'NOT_INITIATED', count: 3 }]);
    expect(nonZero(cash?.paymentStatus ?? [])).toEqual([
      { status: 'COMPLETED', count: 1 },
      { status: 'DECLINED', count: 1 },
    ]);
    expect(cash).toMatchObject({ reconciliation: { paid: { families: 1, amount: 500 } } });
    expect(inKind).toMatchObject({ items: [{ name: 'Rice', unit: 'kg', planned: 10, delivered: 7 }] });
    expect(nonZero(inKind?.collection ?? [])).toEqual([
      { status: 'PARTIALLY_COLLECTED', count: 1 },
      { status: 'FULLY_COLLECTED', count: 1 },
    ]);

    expect(report.totals.map((t) => [t.currency, t.planned, t.redeemed, t.paid])).toEqual([
      ['EUR', 3000, 1400, 0],
      ['USD', 3000, 0, 500],
    ]);
    expect(report.budgets).toContainEqual(
      expect.objectContaining({ programId: world.programs.p1, currency: 'EUR', budget: 100_000, used: 4000 }),
    );
    expect(report.overTime[0]).toMatchObject({ day: '2026-03-02', redeemed: [{ currency: 'EUR', amount: 1000 }] });
    expect(report.scanners).toEqual([{ userId: officer.userId, redemptions: 2, handovers: 2 }]);
    expect(report.offlineConflicts).toEqual({ total: 1, unresolved: 1 });
    expect(report.reached.map((c) => c.families)).toEqual([1, 1, 1]);
  });

  it('narrows by typed enums and refuses a period that ends before it starts, on its field', async () => {
    const { d2, d4 } = world.distributions;
    const cash = await summary(asAdmin, { types: ['CASH'] });
    expect(cash.distributions.map((d) => d.distributionId)).toEqual([d2, d4]);
    expect((await summary(asAdmin, { statuses: ['READY'] })).distributions.map((d) => d.distributionId)).toEqual([d4]);
    const backwards = await asAdmin(SUMMARY, { input: { from: '2026-03-01', to: '2026-02-01' } });
    expect(errorCodes(backwards)).toEqual(['VALIDATION_FAILED']);
    expect(backwards.body.errors?.[0]?.message).toMatch(/^to must be on or after from/);
    expect(errorCodes(await asAdmin(SUMMARY, { input: { types: ['GOLD'] } }))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('who reads the reports', () => {
  it('refuses a caller without REPORTS VIEW in the gateway, before any REST call to the reports', async () => {
    for (const query of [BENEFICIARIES, SUMMARY]) {
      const response = await asNoReports(query, { input: {} });
      expect(errorCodes(response)).toEqual(['FORBIDDEN']);
      expect(response.body.data).toBeNull();
      expect(response.body.extensions?.restCalls?.calls.filter((c) => c.includes('/reports'))).toEqual([]);
    }
  });

  it('limits a SELECTED member to their program, its distributions and the lists those were made from', async () => {
    const report = await summary(asSelected);
    expect(report.distributions.map((d) => d.distributionId)).toEqual([world.distributions.d2]);
    expect(report.totals.map((t) => t.currency)).toEqual(['USD']);
    const lists = await listReport(asSelected);
    expect(lists.lists.map((l) => l.listId)).toEqual([world.lists.l2]);
    expect(lists.totals.families).toBe(2);
    for (const [query, input] of [
      [SUMMARY, { programIds: [world.programs.p1] }],
      [SUMMARY, { distributionIds: [world.distributions.d1] }],
      [BENEFICIARIES, { listIds: [masterId] }],
    ] as const) {
      const refused = await asSelected(query, { input });
      expect(errorCodes(refused)).toEqual(['NOT_FOUND']);
      expect(refused.body.data).toBeNull();
    }
  });

  it('shows another organisation nothing of this one', async () => {
    const own = await listReport(asOther);
    expect(own.totals.families).toBe(FAMILIES.length);
    expect(own.lists.map((l) => l.listId)).not.toContain(masterId);
    const theirs = await summary(asOther);
    const ours = Object.values(world.distributions);
    expect(theirs.distributions.filter((d) => ours.includes(d.distributionId))).toEqual([]);
    expect(theirs.scanners.map((s) => s.userId)).not.toContain(officer.userId);
    for (const [query, input] of [
      [BENEFICIARIES, { listIds: [world.lists.l1] }],
      [SUMMARY, { programIds: [world.programs.p1] }],
      [SUMMARY, { distributionIds: [world.distributions.d1] }],
    ] as const) {
      const refused = await asOther(query, { input });
      expect(errorCodes(refused)).toEqual(['NOT_FOUND']);
      expect(refused.body.data).toBeNull();
    }
  });
});
