// The demo seed of beneficiaries: 5,000 people in several scripts and 500 new arrivals, four custom lists with correct
// counts, fast and idempotent, on every available database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BENEFICIARY_COUNT, demoPeople, seedDemoBeneficiaries } from '../seed/demo-beneficiaries.js';
import { DEMO_REPORT_PEOPLE_COUNT, demoReportPeople } from '../seed/demo-report-people.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

describe('the generated people', () => {
  it('are the same on every run, in several scripts, with families and near-duplicates', () => {
    const people = demoPeople();
    expect(demoPeople()).toEqual(people);
    expect(people).toHaveLength(DEMO_BENEFICIARY_COUNT);
    const names = people.map((p) => p.first + p.last).join('');
    for (const script of [/\p{Script=Latin}/u, /\p{Script=Arabic}/u, /\p{Script=Cyrillic}/u, /\p{Script=Ethiopic}/u]) {
      expect(names).toMatch(script);
    }
    expect(new Set(people.map((p) => p.id)).size).toBe(DEMO_BENEFICIARY_COUNT);
    // Near-duplicates: same date of birth and nationality as someone else, names swapped or one letter moved.
    const swapped = people.filter((_p, i) => i % 500 === 0 && i > 0);
    for (const copy of swapped) {
      expect(
        people.some((o) => o.id !== copy.id && o.first === copy.last && o.last === copy.first && o.dob === copy.dob),
      ).toBe(true);
    }
  });
});

describe('the new arrivals', () => {
  it('are the same on every run, with every gender, age band and family size the reports break down', () => {
    const people = demoReportPeople();
    expect(demoReportPeople()).toEqual(people);
    expect(new Set(people.map((p) => p.id)).size).toBe(DEMO_REPORT_PEOPLE_COUNT);
    expect(new Set(people.map((p) => p.gender))).toEqual(new Set(['F', 'M', 'O', 'PNTS', '']));
    expect(new Set(people.map((p) => p.family))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    expect(new Set(people.map((p) => p.method))).toEqual(new Set(['F-I', 'E-F', 'I']));
    const years = people.map((p) => p.ageDays / 365.25);
    const bands = [
      [0, 5],
      [5, 18],
      [18, 60],
      [60, 120],
    ] as const;
    for (const [from, to] of bands) expect(years.some((y) => y >= from && y < to)).toBe(true);
    expect(people.some((p) => p.ageDays < 0)).toBe(true);
    // None shares a reference or a phone number with the first 5,000: the deduplication has nothing to pair there.
    const first = demoPeople();
    const refs = new Set(first.map((p) => p.ref));
    const phones = new Set(first.map((p) => p.phone));
    expect(people.filter((p) => refs.has(p.ref) || (p.phone !== '' && phones.has(p.phone)))).toEqual([]);
  });
});

describe.each(backendCases(backends))('the demo seed on %s', (_name, backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    await api.fixtures.account('Demo relief', { accountId: 'acc--demo-relief' });
  });
  afterAll(async () => {
    await api?.close();
  });

  // How long seeding takes is measured by the benchmark (demo-seed), not timed here.
  it('seeds stored counts equal to the rows, and a second run adds nothing', async () => {
    await api.db.transaction((tx) => seedDemoBeneficiaries(tx, 'relief', 'acc--demo-relief', null));
    await api.db.transaction((tx) => seedDemoBeneficiaries(tx, 'relief', 'acc--demo-relief', null));
    const lists = await api.db.query<{
      id: string;
      status: string;
      n: number;
      people: number;
      real_n: number;
      real_people: number;
    }>(
      `SELECT l.beneficiary_list_id AS id, l.status, l.number_of_main_beneficiaries AS n,
              l.number_of_family_members AS people,
              (SELECT count(*)::int FROM beneficiaries b WHERE b.account_id = l.account_id AND (b.group_id = l.beneficiary_list_id
                 OR b.beneficiary_id IN (SELECT beneficiary_id FROM beneficiary_list_members m
                                          WHERE m.beneficiary_list_id = l.beneficiary_list_id))) AS real_n,
              (SELECT coalesce(sum(number_of_family_members + 1), 0)::int FROM beneficiaries b
                WHERE b.account_id = l.account_id AND (b.group_id = l.beneficiary_list_id
                 OR b.beneficiary_id IN (SELECT beneficiary_id FROM beneficiary_list_members m
                                          WHERE m.beneficiary_list_id = l.beneficiary_list_id))) AS real_people
         FROM beneficiary_lists l WHERE l.account_id = 'acc--demo-relief' ORDER BY l.list_name`,
    );
    expect(lists.map((l) => [l.id, l.status])).toEqual([
      ['bel--demo-relief-cash-round-1', 'LOCKED'],
      ['grp--demo-relief', 'LOCKED'],
      ['bel--demo-relief-new-arrivals', 'LOCKED'],
      ['bel--demo-relief-north', 'OPEN'],
      ['bel--demo-relief-winter-2026', 'LOCKED'],
    ]);
    for (const l of lists) {
      expect([l.n, l.people], l.id).toEqual([l.real_n, l.real_people]);
      expect(l.n).toBeGreaterThan(100);
    }
    expect(lists.find((l) => l.id === 'grp--demo-relief')?.n).toBe(DEMO_BENEFICIARY_COUNT + DEMO_REPORT_PEOPLE_COUNT);
    // The new arrivals registered before their list was locked are on it, the latest ones only in the master list.
    const arrivals = lists.find((l) => l.id === 'bel--demo-relief-new-arrivals')?.n ?? 0;
    expect(arrivals).toBeLessThan(DEMO_REPORT_PEOPLE_COUNT);
    expect(arrivals).toBeGreaterThan(DEMO_REPORT_PEOPLE_COUNT / 2);
  });
});
