// A member whose REPORTS grant is SELECTED on two programs out of three, over HTTP (the reports run in the caller's
// transaction, row-level security on) on every available database: every total and series of both reports, asked
// without naming programs or lists, holds exactly those two programs' figures: nothing of the third program (a whole
// second world of families, lists, distributions, redemptions, hand-overs, payments and conflicts) nor of another
// organisation (a third one).
import type { BeneficiaryListReportJson, DistributionSummaryJson } from '@aid/common/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../testing/beneficiaries.js';
import { distributionCalls } from '../testing/distributions.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { type ReportWorld, seedReportWorld } from '../testing/reports.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

describe.each(backendCases(backends))(
  'reports for a member SELECTED on two programs, on %s',
  (backendName, backend) => {
    let api: TestApi;
    let world: ReportWorld;
    let third: ReportWorld;
    let admin: Caller;
    let twoOfThree: Caller;
    const { caller } = callers(
      identity,
      () => api,
      (name) => `${name}-${backendName}@reports-selected.test`,
    );
    const { ok } = distributionCalls(() => api);
    const beneficiaries = (who: Caller, body: Record<string, unknown> = {}) =>
      ok<BeneficiaryListReportJson>(who, 'POST', '/reports/beneficiary-lists', body);
    const summary = (who: Caller, body: Record<string, unknown> = {}) =>
      ok<DistributionSummaryJson>(who, 'POST', '/reports/distribution-summary', body);

    beforeAll(async () => {
      api = await startTestApi(backend, identity().config);
      const org = await organisation(api, 'Three programs');
      admin = await caller('admin', org.accountId);
      const program = async (currency: string) =>
        (await api.fixtures.program(org.accountId, { currency, budget: 100_000 })).programId;
      const [p1, p2, p3] = [await program('EUR'), await program('USD'), await program('EUR')];
      world = await seedReportWorld(api.db, org.accountId, org.masterId, { p1, p2 }, admin.userId);
      // The third program gets a world of its own: six more families, two more lists, four distributions. List names
      // are unique in an organisation: the first world's lists are renamed out of the way.
      await api.db.query(`UPDATE beneficiary_lists SET list_name = list_name || ' (P1, P2)' WHERE account_id = $1`, [
        org.accountId,
      ]);
      third = await seedReportWorld(api.db, org.accountId, org.masterId, { p1: p3, p2: p3 }, admin.userId);
      twoOfThree = await caller('two-of-three', org.accountId, 'P1 P2 REPORTS', {
        section: [{ name: 'REPORTS', access: { VIEW: { accessLevel: 'SELECTED', objectIds: [p1, p2] } } }],
      });
      const other = await organisation(api, 'Elsewhere');
      const outsider = await caller('outsider', other.accountId);
      const otherProgram = (await api.fixtures.program(other.accountId, { currency: 'EUR' })).programId;
      await seedReportWorld(
        api.db,
        other.accountId,
        other.masterId,
        { p1: otherProgram, p2: otherProgram },
        outsider.userId,
      );
    }, 120_000);
    afterAll(async () => {
      await api?.close();
    });

    it('sums exactly the two programs in every figure of the distribution summary', async () => {
      const seen = await summary(twoOfThree);
      // What an administrator gets for those two programs named: the same answer, figure for figure.
      expect(seen).toEqual(await summary(admin, { programIds: [world.programs.p1, world.programs.p2] }));
      expect(seen.distributions.map((d) => d.distributionId).sort()).toEqual(Object.values(world.distributions).sort());
      expect(seen.budgets.map((b) => b.programId).sort()).toEqual([world.programs.p1, world.programs.p2].sort());
      // The two worlds are alike: everything of the third program would have doubled these.
      expect(seen.totals).toEqual([
        {
          currency: 'EUR',
          distributions: 2,
          families: 5,
          people: 21,
          planned: 3000,
          redeemed: 1400,
          paid: 0,
          outstanding: 1600,
        },
        {
          currency: 'USD',
          distributions: 2,
          families: 3,
          people: 19,
          planned: 3000,
          redeemed: 0,
          paid: 500,
          outstanding: 500,
        },
      ]);
      expect(seen.overTime.map((d) => [d.day, d.redemptions, d.handovers, d.paymentsCompleted])).toEqual([
        ['2026-03-02', 1, 1, 0],
        ['2026-03-03', 1, 0, 0],
        ['2026-03-04', 0, 1, 0],
        ['2026-03-05', 0, 0, 1],
      ]);
      expect(seen.scanners).toEqual([expect.objectContaining({ redemptions: 2, handovers: 2 })]);
      expect(seen.offlineConflicts).toEqual({ total: 1, unresolved: 1 });
      const reached = seen.reached.reduce((n, r) => n + r.families, 0);
      // b1 and b2 (vouchers redeemed, rice handed over) and b3 (paid), once each.
      expect(reached).toBe(3);
      // The administrator's whole organisation does count the third program: the figures above left it out.
      const all = await summary(admin);
      expect(all.distributions).toHaveLength(8);
      expect(all.reached.reduce((n, r) => n + r.families, 0)).toBe(2 * reached);
    });

    it('counts exactly the lists of the two programs in the beneficiary report', async () => {
      const seen = await beneficiaries(twoOfThree);
      expect(seen).toEqual(await beneficiaries(admin, { listIds: [world.lists.l1, world.lists.l2] }));
      expect(seen.lists.map((l) => l.listId)).toEqual([world.lists.l1, world.lists.l2]);
      expect(seen.lists.map((l) => l.listId)).not.toContain(third.lists.l1);
      // Alpha (b1, b2, b3) and Beta (b3, b4): four families (0 + 2 + 12 + 4 members), none of the third program's six
      // nor the rest of the master list's twelve.
      expect(seen.totals).toEqual({ families: 4, familyMembers: 18, people: 22 });
      expect(seen.sexAge.reduce((n, c) => n + c.families, 0)).toBe(4);
      expect(seen.registrations.reduce((n, r) => n + r.families, 0)).toBe(4);
      expect((await beneficiaries(admin)).totals.families).toBe(12);
    });
  },
);
