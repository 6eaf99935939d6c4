// New arrivals in the relief organisation: 500 families registered over the last eight months, so the beneficiary
// list report has something in every breakdown the first 5,000 demo people leave empty or flat (no gender recorded,
// families of 9 to 12, registrations in the recent weeks a report opens on) and its distributions reach people of
// every sex and age band. Those registered before the list was locked (about four in five) are on it; the latest
// ones are in the master list only, still to be assessed.
//
// Registration days and dates of birth count back from the day of the first seeding (demo-time.ts): a demo started
// next year must still show recent registrations and children under five. Ids, names and every other value come
// from a fixed PRNG seed.
import { nameKey } from '@aid/common/beneficiaries';
import type { Queryable } from '../db/db.js';
import { daysAgoAt, SEED_DATE_SQL, SEED_DAY_SQL } from './demo-time.js';
import { prng } from './prng.js';

export const DEMO_REPORT_PEOPLE_COUNT = 500;
export const DEMO_REPORT_LIST_ID = 'bel--demo-relief-new-arrivals';
/** The list was locked this many days before the first seeding: who registered later is not on it. */
export const DEMO_REPORT_LIST_LOCKED_DAYS_AGO = 50;

type Origin = {
  nations: readonly string[];
  first: { F: readonly string[]; M: readonly string[] };
  last: readonly string[];
  latin: boolean;
};

// Other names and nationalities than the first 5,000 (demo-beneficiaries.ts), so the deduplication pairs none of
// them with those, and the nationality chart gets new bars (and French readers, from DR Congo).
const ORIGINS: readonly Origin[] = [
  {
    nations: ['VE', 'CO'],
    first: {
      F: ['María', 'Daniela', 'Valentina', 'Yohana', 'Carmen', 'Luisa', 'Andrea', 'Paola'],
      M: ['José', 'Luis', 'Carlos', 'Andrés', 'Jhon', 'Miguel', 'Wilmer', 'Yorman'],
    },
    last: ['Rodríguez', 'Pérez', 'González', 'Hernández', 'Ramírez', 'Castillo', 'Mendoza', 'Rojas'],
    latin: true,
  },
  {
    nations: ['AF'],
    first: {
      F: ['Zahra', 'Mariam', 'Farzana', 'Shabnam', 'Nazanin', 'Parwana', 'Freshta', 'Laila'],
      M: ['Ahmad', 'Rahim', 'Farid', 'Jawad', 'Naveed', 'Sohail', 'Zabihullah', 'Mirwais'],
    },
    last: ['Ahmadi', 'Rahimi', 'Karimi', 'Hashimi', 'Noori', 'Sultani', 'Wardak', 'Popal'],
    latin: true,
  },
  {
    nations: ['MM'],
    first: {
      F: ['Rashida', 'Hasina', 'Rokeya', 'Minara', 'Shahida', 'Jamalida', 'Tasmin', 'Setara'],
      M: ['Rafiq', 'Nurul', 'Karim', 'Sultan', 'Rashid', 'Anwar', 'Jubair', 'Shafi'],
    },
    last: ['Ullah', 'Hussain', 'Alam', 'Rahman', 'Khatun', 'Begum', 'Islam', 'Amin'],
    latin: true,
  },
  {
    nations: ['CD'],
    first: {
      F: ['Espérance', 'Furaha', 'Neema', 'Solange', 'Chantal', 'Bahati', 'Mapendo', 'Riziki'],
      M: ['Emmanuel', 'Patrick', 'Innocent', 'Fiston', 'Dieudonné', 'Trésor', 'Christian', 'Bienvenu'],
    },
    last: ['Mukendi', 'Ilunga', 'Tshibanda', 'Kasongo', 'Mbuyi', 'Lukusa', 'Nzuzi', 'Kabongo'],
    latin: true,
  },
];

export type ReportPerson = {
  id: string;
  first: string;
  last: string;
  /** '' when none was recorded. */
  gender: string;
  /** Age in days on the day of seeding; -1 when no date of birth was recorded. */
  ageDays: number;
  registeredDaysAgo: number;
  /** Seconds after midnight (UTC) of the registration day: office hours. */
  registeredAt: number;
  email: string;
  phone: string;
  ref: string;
  family: number;
  /** '' when none was recorded. */
  nationality: string;
  method: string;
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const YEAR = 365.25;

/** Ages (in days) of every band of sex- and age-disaggregated data, and some without a date of birth. */
function ageDaysOf(r: number, random: () => number): number {
  const within = (fromYears: number, toYears: number) =>
    Math.floor((fromYears + random() * (toYears - fromYears)) * YEAR);
  if (r < 0.06) return within(0.2, 4.8);
  if (r < 0.2) return within(5.1, 17.8);
  if (r < 0.78) return within(18.2, 59.8);
  if (r < 0.92) return within(60.2, 88);
  return -1;
}

export function demoReportPeople(): ReportPerson[] {
  const random = prng(20260412);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return Array.from({ length: DEMO_REPORT_PEOPLE_COUNT }, (_, i) => {
    const origin = pick(ORIGINS);
    const g = random();
    const gender = g < 0.46 ? 'F' : g < 0.84 ? 'M' : g < 0.88 ? 'O' : g < 0.93 ? 'PNTS' : '';
    const first = pick(origin.first[gender === 'M' ? 'M' : 'F']);
    const last = pick(origin.last);
    const m = random();
    return {
      id: `ben--demo-arrival-${pad(i + 1, 4)}`,
      first,
      last,
      gender,
      ageDays: ageDaysOf(random(), random),
      registeredDaysAgo: 1 + Math.floor(random() * 240),
      registeredAt: 8 * 3600 + Math.floor(random() * 9 * 3600),
      email: origin.latin && random() < 0.15 ? `${first}.${last}.a${i + 1}@example.org`.toLowerCase() : '',
      phone: random() < 0.9 ? `+2547330${pad(i + 1, 5)}` : '',
      ref: `ARR-${pad(i + 1, 5)}`,
      // Skewed towards small families, up to 12 members besides the main beneficiary.
      family: Math.floor(random() ** 1.4 * 13),
      nationality: random() < 0.05 ? '' : pick(origin.nations),
      method: m < 0.55 ? 'F-I' : m < 0.8 ? 'E-F' : 'I',
    };
  });
}

/** The new arrivals in the master list, and those registered before it was locked on the "New arrivals" list. */
export async function seedDemoReportPeople(
  tx: Queryable,
  accountId: string,
  masterId: string,
  adminId: string | null,
): Promise<void> {
  const people = demoReportPeople();
  const column = <K extends keyof ReportPerson>(k: K) => people.map((p) => String(p[k]));
  const names = people.map((p) => nameKey(p.first, p.last));
  await tx.query(
    `INSERT INTO beneficiaries (beneficiary_id, account_id, group_id, first_name, last_name, gender, dob, email,
                                phone_number, external_reference_number, number_of_family_members, nationality,
                                creation_method, created_at, updated_at, created_by, updated_by, name_key,
                                name_skeleton)
     SELECT id, $1, $2, f, l, NULLIF(g, ''), CASE WHEN age >= 0 THEN ${SEED_DATE_SQL} - age END, NULLIF(e, ''),
            NULLIF(ph, ''), r, n, NULLIF(nat, ''), m, at, at, $3, $3, k, sk
       FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[], $10::text[], $11::text[],
                   $12::int[], $13::text[], $14::text[], $15::int[], $16::int[], $17::text[], $18::text[])
            AS t(id, f, l, g, age, e, ph, r, n, nat, m, days, secs, k, sk)
      CROSS JOIN LATERAL (SELECT ${SEED_DAY_SQL} - make_interval(days => days) + make_interval(secs => secs) AS at) c
     ON CONFLICT (beneficiary_id) DO NOTHING`,
    [
      accountId,
      masterId,
      adminId,
      column('id'),
      column('first'),
      column('last'),
      column('gender'),
      people.map((p) => p.ageDays),
      column('email'),
      column('phone'),
      column('ref'),
      people.map((p) => p.family),
      column('nationality'),
      column('method'),
      people.map((p) => p.registeredDaysAgo),
      people.map((p) => p.registeredAt),
      names.map((n) => n.key),
      names.map((n) => n.skeleton),
    ],
  );
  await tx.query(
    `INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, list_comments, list_type, status,
                                    property_list, created_at, updated_at, created_by, updated_by)
     VALUES ($1, $2, 'New arrivals', 'Families who arrived in recent months, locked for their first distributions.',
             'CUSTOM', 'LOCKED', '[]'::jsonb, ${daysAgoAt('$4')}, ${daysAgoAt('$4')}, $3, $3)
     ON CONFLICT DO NOTHING`,
    [DEMO_REPORT_LIST_ID, accountId, adminId, DEMO_REPORT_LIST_LOCKED_DAYS_AGO],
  );
  // Who registered before the list was locked, by the dates stored (the first seeding's): the same people every run.
  await tx.query(
    `INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id, added_at)
     SELECT l.beneficiary_list_id, b.beneficiary_id, l.account_id, l.created_at
       FROM beneficiary_lists l JOIN beneficiaries b ON b.account_id = l.account_id
      WHERE l.beneficiary_list_id = $1 AND b.beneficiary_id = ANY($2::text[]) AND b.created_at < l.created_at
     ON CONFLICT DO NOTHING`,
    [DEMO_REPORT_LIST_ID, column('id')],
  );
}
