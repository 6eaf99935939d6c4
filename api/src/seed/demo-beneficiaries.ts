// The demo organisations' beneficiaries: the relief organisation's master list of 5,000 people in several scripts
// (families sharing a last name, a few near-duplicates for the deduplication to find) and three custom lists, then
// 500 new arrivals and their list (demo-report-people.ts).
// Generated from a seeded PRNG, so every run makes the same people with the same fixed ids; inserted with a few
// INSERT … SELECT FROM unnest(…) statements and ON CONFLICT DO NOTHING, so a second run adds nothing.
import { nameKey } from '@aid/common/beneficiaries';
import type { DemoAccountKey } from '@aid/identity';
import { recountLists } from '../beneficiaries/counts.js';
import { deduplicate } from '../beneficiaries/dedup/index.js';
import { ensureMasterList } from '../beneficiaries/master.js';
import type { Queryable } from '../db/db.js';
import { seedDemoReportPeople } from './demo-report-people.js';
import { prng } from './prng.js';

export const DEMO_BENEFICIARY_COUNT = 5000;

type Script = {
  first: { F: readonly string[]; M: readonly string[] };
  last: readonly string[];
  nations: readonly string[];
};

const SCRIPTS: readonly Script[] = [
  {
    first: {
      F: ['Amina', 'Grace', 'Wanjiru', 'Fatuma', 'Achieng', 'Mary', 'Halima', 'Zawadi', 'Esther', 'Nyokabi'],
      M: ['Juma', 'Otieno', 'Kamau', 'Hassan', 'Peter', 'Baraka', 'Mwangi', 'Omondi', 'Daniel', 'Kiprono'],
    },
    last: ['Mohamed', 'Odhiambo', 'Wafula', 'Njoroge', 'Abdi', 'Kariuki', 'Chebet', 'Mutua', 'Ali', 'Ouma'],
    nations: ['KE', 'SO', 'UG', 'TZ'],
  },
  {
    first: {
      F: ['فاطمة', 'مريم', 'عائشة', 'خديجة', 'زينب', 'نور', 'ليلى', 'سلمى'],
      M: ['محمد', 'أحمد', 'علي', 'حسن', 'يوسف', 'عمر', 'خالد', 'إبراهيم'],
    },
    last: ['الحسن', 'حداد', 'خوري', 'منصور', 'سليمان', 'عبدالله', 'ناصر', 'الأحمد'],
    nations: ['SY', 'SD', 'IQ', 'YE'],
  },
  {
    first: {
      F: ['Анна', 'Мария', 'Наталья', 'Ольга', 'Ирина', 'Оксана', 'Светлана', 'Юлия'],
      M: ['Олег', 'Иван', 'Дмитрий', 'Сергей', 'Андрей', 'Микола', 'Тарас', 'Юрий'],
    },
    last: ['Коваленко', 'Шевченко', 'Бондаренко', 'Ткаченко', 'Кравченко', 'Мельник', 'Поліщук', 'Лисенко'],
    nations: ['UA', 'MD'],
  },
  {
    first: {
      F: ['ትግስት', 'አልማዝ', 'ሰላም', 'ሙሉ', 'ሄለን', 'መሰረት', 'ብዙአየሁ', 'ፅጌ'],
      M: ['አበበ', 'ከበደ', 'ዮሐንስ', 'ብርሃኑ', 'ተስፋዬ', 'ዳዊት', 'ሰለሞን', 'ግርማ'],
    },
    last: ['ገብሬ', 'ወልደማርያም', 'ሀይሉ', 'በቀለ', 'ታደሰ', 'አሰፋ', 'መንግስቱ', 'ደስታ'],
    nations: ['ET', 'ER'],
  },
  {
    first: {
      F: ['Aisha', 'Nadia', 'Sara', 'Maryam', 'Hawa', 'Layla', 'Rania', 'Samira'],
      M: ['Ahmed', 'Mohammed', 'Yusuf', 'Omar', 'Abdullahi', 'Ibrahim', 'Khalid', 'Hamza'],
    },
    last: ['Haddad', 'Al-Hassan', 'Warsame', 'Farah', 'Nur', 'Osman', 'Hussein', 'Jama'],
    nations: ['SO', 'SD', 'SS', 'SY'],
  },
];

type Person = {
  id: string;
  first: string;
  last: string;
  gender: string;
  dob: string;
  email: string;
  phone: string;
  ref: string;
  family: number;
  nationality: string;
  method: string;
  createdAt: string;
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** One letter changed (a typo) or first and last name swapped: what the review queue should find. */
function nearDuplicate(person: Person, index: number, random: () => number): Person {
  const typo = (name: string) => {
    const chars = [...name];
    const at = 1 + Math.floor(random() * Math.max(1, chars.length - 2));
    const other = chars[at - 1] ?? '';
    chars[at - 1] = chars[at] ?? '';
    chars[at] = other;
    return chars.join('');
  };
  const swapped = index % 2 === 0;
  return {
    ...person,
    id: `ben--demo-${pad(index + 1, 5)}`,
    first: swapped ? person.last : typo(person.first),
    last: swapped ? person.first : person.last,
    email: '',
    phone: swapped ? person.phone : '',
    ref: `REF-${pad(index + 1, 6)}`,
    method: 'F-I',
  };
}

export function demoPeople(count: number = DEMO_BENEFICIARY_COUNT): Person[] {
  const random = prng(20261123);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const people: Person[] = [];
  let household: { last: string; script: Script; phone: string; left: number } | undefined;
  for (let i = 0; i < count; i++) {
    // Every 250th person repeats an earlier one with a small difference.
    if (i > 0 && i % 250 === 0) {
      people.push(nearDuplicate(people[Math.floor(random() * i)] as Person, i, random));
      continue;
    }
    // Households of 1 to 4 registered adults share a last name and often a phone.
    if (!household || household.left === 0) {
      const script = SCRIPTS[Math.floor(random() * SCRIPTS.length)] as Script;
      const phone = `+2547${pad(Math.floor(random() * 1e8), 8)}`;
      household = { last: pick(script.last), script, phone, left: 1 + Math.floor(random() * 4) };
    }
    household.left -= 1;
    const gender = random() < 0.04 ? pick(['PNTS', 'O']) : random() < 0.52 ? 'F' : 'M';
    const first = pick(household.script.first[gender === 'M' ? 'M' : 'F']);
    const latin = /^[A-Za-z]/.test(first);
    const day = Math.floor(random() * 365 * 80);
    const dob = new Date(Date.UTC(1944, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    const created = new Date(Date.UTC(2026, 0, 5) + Math.floor(random() * 300 * 86_400_000)).toISOString();
    people.push({
      id: `ben--demo-${pad(i + 1, 5)}`,
      first,
      last: household.last,
      gender,
      dob: random() < 0.95 ? dob : '',
      email: latin && random() < 0.4 ? `${first}.${household.last}.${i}@example.org`.toLowerCase() : '',
      phone: random() < 0.7 ? household.phone : '',
      ref: `REF-${pad(i + 1, 6)}`,
      family: Math.floor(random() * 9),
      nationality: pick(household.script.nations),
      method: random() < 0.8 ? 'F-I' : random() < 0.5 ? 'I' : 'E-F',
      createdAt: created,
    });
  }
  return people;
}

const LISTS = [
  {
    slug: 'north',
    name: 'North district households',
    status: 'OPEN',
    comments: 'Households registered in the northern camps; open for registration.',
    properties: [{ key: 'shelterBlock', label: 'Shelter block', type: 'TEXT' }],
    member: (i: number) => i % 6 === 0,
  },
  {
    slug: 'cash-round-1',
    name: 'Cash transfer round 1',
    status: 'LOCKED',
    comments: 'Frozen for the first cash distribution.',
    properties: [
      { key: 'amountEligible', label: 'Eligible amount', type: 'NUMBER' },
      { key: 'verified', label: 'Verified', type: 'BOOLEAN' },
    ],
    member: (i: number) => i % 3 === 1,
  },
  {
    slug: 'winter-2026',
    name: 'Winterisation 2026',
    status: 'LOCKED',
    comments: 'Blankets and stoves for families with young children.',
    properties: [{ key: 'deliveredOn', label: 'Delivered on', type: 'DATE' }],
    member: (i: number) => i % 12 === 5,
  },
] as const;

export async function seedDemoBeneficiaries(
  tx: Queryable,
  key: DemoAccountKey,
  accountId: string,
  adminId: string | null,
): Promise<void> {
  const masterId = await ensureMasterList(tx, accountId, `grp--demo-${key}`);
  if (key !== 'relief') return;
  const people = demoPeople();
  const column = <K extends keyof Person>(k: K) => people.map((p) => String(p[k]));
  const names = people.map((p) => nameKey(p.first, p.last));
  await tx.query(
    `INSERT INTO beneficiaries (beneficiary_id, account_id, group_id, first_name, last_name, gender, dob, email,
                                phone_number, external_reference_number, number_of_family_members, nationality,
                                creation_method, created_at, updated_at, created_by, updated_by, name_key,
                                name_skeleton)
     SELECT id, $1, $2, f, l, g, NULLIF(d, '')::date, NULLIF(e, ''), NULLIF(ph, ''), r, n, nat, m, c::timestamptz,
            c::timestamptz, $3, $3, k, sk
       FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
                   $12::int[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[])
            AS t(id, f, l, g, d, e, ph, r, n, nat, m, c, k, sk)
     -- A demo seeded before name keys existed gets them now; anything else stays as it is.
     ON CONFLICT (beneficiary_id) DO UPDATE SET name_key = EXCLUDED.name_key, name_skeleton = EXCLUDED.name_skeleton
      WHERE beneficiaries.name_key = ''`,
    [
      accountId,
      masterId,
      adminId,
      column('id'),
      column('first'),
      column('last'),
      column('gender'),
      column('dob'),
      column('email'),
      column('phone'),
      column('ref'),
      people.map((p) => p.family),
      column('nationality'),
      column('method'),
      column('createdAt'),
      names.map((n) => n.key),
      names.map((n) => n.skeleton),
    ],
  );
  for (const list of LISTS) {
    const listId = `bel--demo-${key}-${list.slug}`;
    await tx.query(
      `INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, list_comments, list_type, status,
                                      property_list, created_at, updated_at, created_by, updated_by)
       VALUES ($1, $2, $3, $4, 'CUSTOM', $5, $6::jsonb, '2026-02-01T09:00:00Z', '2026-02-01T09:00:00Z', $7, $7)
       ON CONFLICT DO NOTHING`,
      [listId, accountId, list.name, list.comments, list.status, JSON.stringify(list.properties), adminId],
    );
    await tx.query(
      `INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id, added_at)
       SELECT $1, id, $2, '2026-02-01T09:00:00Z' FROM unnest($3::text[]) AS id ON CONFLICT DO NOTHING`,
      [listId, accountId, people.filter((_p, i) => list.member(i)).map((p) => p.id)],
    );
  }
  // Before the counts and the deduplication, which then see them from the first run on.
  await seedDemoReportPeople(tx, accountId, masterId, adminId);
  await recountLists(tx, accountId);
  // The near-duplicates wait in the review queue, as after a run (a fixed run id: seeding again changes nothing).
  await deduplicate((fn) => fn(tx), accountId, 'demo-seed');
}
