// The demo seed of beneficiaries: 5,000 people in several scripts, three custom lists with correct counts, fast and
// idempotent, on every available database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BENEFICIARY_COUNT, demoPeople, seedDemoBeneficiaries } from '../seed/demo-beneficiaries.js';
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
      ['bel--demo-relief-north', 'OPEN'],
      ['bel--demo-relief-winter-2026', 'LOCKED'],
    ]);
    for (const l of lists) {
      expect([l.n, l.people], l.id).toEqual([l.real_n, l.real_people]);
      expect(l.n).toBeGreaterThan(100);
    }
    expect(lists.find((l) => l.id === 'grp--demo-relief')?.n).toBe(DEMO_BENEFICIARY_COUNT);
  });
});
