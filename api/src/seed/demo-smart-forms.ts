// The relief organisation's smart forms (issue 25): a published household registration collecting into an OPEN list
// ("Registrations – Kobo pilot") with eight submissions from its public link over the last ten days — four waiting for
// review (two of them taken for people already in the master list), two accepted (new people, creation method E-F),
// one merged into the person it duplicated, one rejected — and a post-distribution survey still in draft.
// Fixed ids and ON CONFLICT DO NOTHING like the rest of the demo: a second run adds nothing and keeps the first run's
// times and candidates. Answers are written as a family would send them and stored as the API stores them (clean
// answers, beneficiaryOf's fields, the request hash, duplicate candidates scored against the master list).
import { createHash } from 'node:crypto';
import { nameKey } from '@aid/common/beneficiaries';
import { beneficiaryOf, type CleanAnswers, checkAnswers } from '@aid/common/smart-forms';
import { recountLists } from '../beneficiaries/counts.js';
import { ensureMasterList } from '../beneficiaries/master.js';
import type { Queryable } from '../db/db.js';
import { duplicateCandidates } from '../smart-forms/submissions/duplicates.js';
import { REGISTRATION_DEFINITION, REGISTRATION_PROPERTIES, SURVEY_DEFINITION } from './demo-smart-form-definitions.js';
import { type DemoSubmission, demoSubmissions } from './demo-smart-form-submissions.js';
import { daysAgoAt } from './demo-time.js';

export const DEMO_REGISTRATION_FORM_ID = 'smf--demo-relief-registration';
export const DEMO_SURVEY_FORM_ID = 'smf--demo-relief-pd-survey';
export const DEMO_FORMS_LIST_ID = 'bel--demo-relief-kobo-pilot';
/** The public link's secret (/f/<token>): 22 base64url characters, as a publish makes them. */
export const DEMO_REGISTRATION_TOKEN = 'DemoReliefKoboPilot0_A';

/** As submit.ts hashes a request: canonical JSON of the version and the answers. */
function requestHash(version: number, answers: Record<string, unknown>): string {
  const canonical = JSON.stringify({ answers, version }, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** The clean answers of a demo submission; a demo whose answers the form refuses is a bug, caught at seeding. */
function cleanAnswers(submission: DemoSubmission): CleanAnswers {
  const checked = checkAnswers(REGISTRATION_DEFINITION, submission.answers);
  if (checked.errors.length > 0) {
    throw new Error(`demo submission ${submission.id}: ${JSON.stringify(checked.errors)}`);
  }
  return checked.answers;
}

export async function seedDemoSmartForms(tx: Queryable, accountId: string, adminId: string | null): Promise<void> {
  const masterId = await ensureMasterList(tx, accountId);
  await tx.query(
    `INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, list_comments, list_type, status,
                                    property_list, external_smart_form, created_at, updated_at, created_by, updated_by)
     VALUES ($1, $2, 'Registrations – Kobo pilot', 'Households registering themselves through the public form.',
             'CUSTOM', 'OPEN', $3::jsonb, $4, ${daysAgoAt('14')}, ${daysAgoAt('14')}, $5, $5)
     ON CONFLICT DO NOTHING`,
    [DEMO_FORMS_LIST_ID, accountId, JSON.stringify(REGISTRATION_PROPERTIES), DEMO_REGISTRATION_FORM_ID, adminId],
  );
  // The registration was published two weeks ago; the survey is being written.
  await tx.query(
    `INSERT INTO smart_forms (smart_form_id, account_id, form_name, description, status, target_list_id,
                              public_token, draft, published_version, created_at, created_by, updated_at, updated_by)
     SELECT id, $1, name, descr, st, $2, NULLIF(token, ''), d::jsonb, CASE WHEN st = 'PUBLISHED' THEN 1 END,
            ${daysAgoAt('t.days')}, $3, ${daysAgoAt('t.days', '90')}, $3
       FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::int[])
            AS t(id, name, descr, st, token, d, days)
     ON CONFLICT DO NOTHING`,
    [
      accountId,
      DEMO_FORMS_LIST_ID,
      adminId,
      [DEMO_REGISTRATION_FORM_ID, DEMO_SURVEY_FORM_ID],
      ['Household registration', 'Post-distribution survey'],
      [
        'Families register themselves from the link on the camp posters; the team reviews each one.',
        'Asked a week after each distribution: what arrived and how it went.',
      ],
      ['PUBLISHED', 'DRAFT'],
      [DEMO_REGISTRATION_TOKEN, ''],
      [JSON.stringify(REGISTRATION_DEFINITION), JSON.stringify(SURVEY_DEFINITION)],
      [14, 2],
    ],
  );
  await tx.query(
    `INSERT INTO smart_form_versions (smart_form_id, version, account_id, definition, published_at, published_by)
     VALUES ($1, 1, $2, $3::jsonb, ${daysAgoAt('14', '90')}, $4) ON CONFLICT DO NOTHING`,
    [DEMO_REGISTRATION_FORM_ID, accountId, JSON.stringify(REGISTRATION_DEFINITION), adminId],
  );

  const submissions = demoSubmissions().map((s) => {
    const answers = cleanAnswers(s);
    // The hash is of the request as sent, the stored answers are the clean ones (as submit.ts does).
    return { ...s, sha: requestHash(1, s.answers), answers, person: beneficiaryOf(REGISTRATION_DEFINITION, answers) };
  });
  // Scored before the accepted people exist, as at submission time (none is its own candidate); a later run's
  // scores are dropped by ON CONFLICT, so the first run's stay.
  const candidates = [];
  for (const s of submissions) candidates.push(await duplicateCandidates(tx, accountId, s.person.fields));

  // Those with a person (accepted: made; merged: found), the person's id narrowed to a string.
  const withPerson = submissions.flatMap((s) => (s.beneficiaryId ? [{ ...s, beneficiaryId: s.beneficiaryId }] : []));
  // The people the accepted submissions made, registered an hour after they arrived.
  const accepted = withPerson.filter((s) => s.status === 'ACCEPTED');
  const text = (s: (typeof accepted)[number], key: keyof typeof s.person.fields) => String(s.person.fields[key] ?? '');
  await tx.query(
    `INSERT INTO beneficiaries (beneficiary_id, account_id, group_id, first_name, last_name, gender, dob, phone_number,
                                number_of_family_members, nationality, creation_method, created_at, updated_at,
                                created_by, updated_by, name_key, name_skeleton)
     SELECT id, $1, $2, f, l, NULLIF(g, ''), NULLIF(d, '')::date, NULLIF(ph, ''), n, NULLIF(nat, ''), 'E-F', at, at,
            $3, $3, k, sk
       FROM (SELECT *, ${daysAgoAt('u.days', 'u.mins + 60')} AS at
               FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::int[],
                           $11::text[], $12::text[], $13::text[], $14::int[], $15::int[])
                    AS u(id, f, l, g, d, ph, n, nat, k, sk, days, mins)) t
     ON CONFLICT DO NOTHING`,
    [
      accountId,
      masterId,
      adminId,
      accepted.map((s) => s.beneficiaryId),
      accepted.map((s) => text(s, 'firstName')),
      accepted.map((s) => text(s, 'lastName')),
      accepted.map((s) => text(s, 'gender')),
      accepted.map((s) => text(s, 'dob')),
      accepted.map((s) => text(s, 'phoneNumber')),
      accepted.map((s) => s.person.fields.numberOfFamilyMembers ?? 0),
      accepted.map((s) => text(s, 'nationality')),
      accepted.map((s) => nameKey(text(s, 'firstName'), text(s, 'lastName')).key),
      accepted.map((s) => nameKey(text(s, 'firstName'), text(s, 'lastName')).skeleton),
      accepted.map((s) => s.daysAgo),
      accepted.map((s) => s.minutes),
    ],
  );
  // Accepted and merged people joined the list with the properties their answers filled.
  const joined = withPerson;
  await tx.query(
    `INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id, added_at, properties)
     SELECT $1, id, $2, ${daysAgoAt('t.days', 't.mins + 60')}, p::jsonb
       FROM unnest($3::text[], $4::text[], $5::int[], $6::int[]) AS t(id, p, days, mins)
     ON CONFLICT DO NOTHING`,
    [
      DEMO_FORMS_LIST_ID,
      accountId,
      joined.map((s) => s.beneficiaryId),
      joined.map((s) => JSON.stringify(s.person.properties)),
      joined.map((s) => s.daysAgo),
      joined.map((s) => s.minutes),
    ],
  );
  await tx.query(
    `INSERT INTO smart_form_submissions (submission_id, account_id, smart_form_id, version, idempotency_key,
                                         request_sha256, answers, fields, status, reason, candidates, beneficiary_id,
                                         source, submitted_at, device_time, decided_at, decided_by)
     SELECT id, $1, $2, 1, 'demo-seed-' || id, sha, a::jsonb, f::jsonb, st, NULLIF(r, ''), c::jsonb, NULLIF(b, ''),
            'PUBLIC', at, at - interval '4 minutes', CASE WHEN st <> 'PENDING' THEN at + interval '1 hour' END,
            CASE WHEN st <> 'PENDING' THEN $3 END
       FROM (SELECT *, ${daysAgoAt('u.days', 'u.mins')} AS at
               FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                           $11::text[], $12::int[], $13::int[]) AS u(id, sha, a, f, st, r, c, b, days, mins)) t
     ON CONFLICT DO NOTHING`,
    [
      accountId,
      DEMO_REGISTRATION_FORM_ID,
      adminId,
      submissions.map((s) => s.id),
      submissions.map((s) => s.sha),
      submissions.map((s) => JSON.stringify(s.answers)),
      submissions.map((s) => JSON.stringify(s.person)),
      submissions.map((s) => s.status),
      submissions.map((s) => s.reason ?? ''),
      candidates.map((c) => JSON.stringify(c)),
      submissions.map((s) => s.beneficiaryId ?? ''),
      submissions.map((s) => s.daysAgo),
      submissions.map((s) => s.minutes),
    ],
  );
  await recountLists(tx, accountId);
}
