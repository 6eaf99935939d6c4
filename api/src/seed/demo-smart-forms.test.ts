// The demo's smart forms: a valid published registration and draft survey, submissions whose answers the form takes,
// duplicate candidates pointing at real master-list people, list counts equal to the members, and a second run
// that adds nothing.
import {
  candidateJsonSchema,
  checkAnswers,
  definitionProblems,
  type SmartFormDefinition,
} from '@aid/common/smart-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { seedDemoBeneficiaries } from './demo-beneficiaries.js';
import { REGISTRATION_DEFINITION, REGISTRATION_PROPERTIES, SURVEY_DEFINITION } from './demo-smart-form-definitions.js';
import { demoSubmissions } from './demo-smart-form-submissions.js';
import {
  DEMO_FORMS_LIST_ID,
  DEMO_REGISTRATION_FORM_ID,
  DEMO_REGISTRATION_TOKEN,
  DEMO_SURVEY_FORM_ID,
  seedDemoSmartForms,
} from './demo-smart-forms.js';

const backends = await availableBackends();
const identity = fileIdentity();
const ACCOUNT = 'acc--demo-relief';
const properties = REGISTRATION_PROPERTIES.map((p) => p.key);

describe('the demo definitions', () => {
  it('pass the form rules, with the list properties they fill', () => {
    expect(definitionProblems(REGISTRATION_DEFINITION, { properties })).toEqual([]);
    expect(definitionProblems(SURVEY_DEFINITION, { properties })).toEqual([]);
    expect(REGISTRATION_DEFINITION.pages.flatMap((p) => p.elements)).toHaveLength(12);
    expect(SURVEY_DEFINITION.pages.flatMap((p) => p.elements)).toHaveLength(5);
  });

  it('take every demo answer as sent: nothing refused, nothing dropped', () => {
    for (const submission of demoSubmissions()) {
      const checked = checkAnswers(REGISTRATION_DEFINITION, submission.answers);
      expect(checked.errors, submission.id).toEqual([]);
      expect(checked.answers, submission.id).toEqual(submission.answers);
    }
  });
});

describe.each(backendCases(backends))('the demo smart forms on %s', (_name, backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    await api.fixtures.account('Demo relief', { accountId: ACCOUNT });
    await api.db.transaction((tx) => seedDemoBeneficiaries(tx, 'relief', ACCOUNT, null));
  });
  afterAll(async () => {
    await api?.close();
  });

  const footprint = () =>
    api.db.query<{ t: string; n: number }>(
      `SELECT 'forms' AS t, count(*)::int AS n FROM smart_forms WHERE account_id = $1
       UNION ALL SELECT 'versions', count(*)::int FROM smart_form_versions WHERE account_id = $1
       UNION ALL SELECT 'submissions', count(*)::int FROM smart_form_submissions WHERE account_id = $1
       UNION ALL SELECT 'beneficiaries', count(*)::int FROM beneficiaries WHERE account_id = $1
       UNION ALL SELECT 'members', count(*)::int FROM beneficiary_list_members WHERE beneficiary_list_id = $2`,
      [ACCOUNT, DEMO_FORMS_LIST_ID],
    );

  it('seeds forms, submissions and people once, with counts equal to the rows', async () => {
    const people = (await footprint()).find((r) => r.t === 'beneficiaries')?.n ?? 0;
    await api.db.transaction((tx) => seedDemoSmartForms(tx, ACCOUNT, null));
    const first = await footprint();
    await api.db.transaction((tx) => seedDemoSmartForms(tx, ACCOUNT, null));
    expect(await footprint()).toEqual(first);
    expect(Object.fromEntries(first.map((r) => [r.t, r.n]))).toEqual({
      forms: 2,
      versions: 1,
      submissions: 8,
      beneficiaries: people + 2,
      members: 3,
    });

    const lists = await api.db.query<{ id: string; n: number; people: number; real_n: number; real_people: number }>(
      `SELECT l.beneficiary_list_id AS id, l.number_of_main_beneficiaries AS n, l.number_of_family_members AS people,
              (SELECT count(*)::int FROM beneficiaries b WHERE b.account_id = l.account_id
                  AND (b.group_id = l.beneficiary_list_id OR b.beneficiary_id IN
                       (SELECT beneficiary_id FROM beneficiary_list_members m
                         WHERE m.beneficiary_list_id = l.beneficiary_list_id))) AS real_n,
              (SELECT coalesce(sum(number_of_family_members + 1), 0)::int FROM beneficiaries b
                WHERE b.account_id = l.account_id AND (b.group_id = l.beneficiary_list_id OR b.beneficiary_id IN
                       (SELECT beneficiary_id FROM beneficiary_list_members m
                         WHERE m.beneficiary_list_id = l.beneficiary_list_id))) AS real_people
         FROM beneficiary_lists l WHERE l.account_id = $1`,
      [ACCOUNT],
    );
    for (const l of lists) expect([l.n, l.people], l.id).toEqual([l.real_n, l.real_people]);
    expect(lists.find((l) => l.id === DEMO_FORMS_LIST_ID)?.n).toBe(3);
  });

  it('stores a published registration with its token, version and list, and a draft survey', async () => {
    const forms = await api.db.query<{
      id: string;
      status: string;
      token: string | null;
      version: number | null;
      list: string;
      external: string | null;
      list_status: string;
    }>(
      `SELECT f.smart_form_id AS id, f.status, f.public_token AS token, f.published_version AS version,
              f.target_list_id AS list, l.external_smart_form AS external, l.status AS list_status
         FROM smart_forms f JOIN beneficiary_lists l ON l.beneficiary_list_id = f.target_list_id
        WHERE f.account_id = $1 ORDER BY f.smart_form_id`,
      [ACCOUNT],
    );
    expect(forms).toEqual([
      {
        id: DEMO_SURVEY_FORM_ID,
        status: 'DRAFT',
        token: null,
        version: null,
        list: DEMO_FORMS_LIST_ID,
        external: DEMO_REGISTRATION_FORM_ID,
        list_status: 'OPEN',
      },
      {
        id: DEMO_REGISTRATION_FORM_ID,
        status: 'PUBLISHED',
        token: DEMO_REGISTRATION_TOKEN,
        version: 1,
        list: DEMO_FORMS_LIST_ID,
        external: DEMO_REGISTRATION_FORM_ID,
        list_status: 'OPEN',
      },
    ]);
    expect(DEMO_REGISTRATION_TOKEN).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [version] = await api.db.query<{ definition: SmartFormDefinition }>(
      'SELECT definition FROM smart_form_versions WHERE smart_form_id = $1 AND version = 1',
      [DEMO_REGISTRATION_FORM_ID],
    );
    expect(version?.definition).toEqual(REGISTRATION_DEFINITION);
    expect(definitionProblems(version?.definition as SmartFormDefinition, { properties })).toEqual([]);
  });

  it('stores submissions the version takes, from the last ten days, with real candidates and people', async () => {
    const [version] = await api.db.query<{ definition: SmartFormDefinition }>(
      'SELECT definition FROM smart_form_versions WHERE smart_form_id = $1 AND version = 1',
      [DEMO_REGISTRATION_FORM_ID],
    );
    const definition = version?.definition as SmartFormDefinition;
    const rows = await api.db.query<{
      id: string;
      status: string;
      source: string;
      answers: Record<string, unknown>;
      candidates: unknown[];
      beneficiary_id: string | null;
      reason: string | null;
      days: number;
      method: string | null;
      member: boolean;
    }>(
      `SELECT s.submission_id AS id, s.status, s.source, s.answers, s.candidates, s.beneficiary_id, s.reason,
              extract(epoch FROM now() - s.submitted_at)::float / 86400 AS days, b.creation_method AS method,
              EXISTS (SELECT 1 FROM beneficiary_list_members m WHERE m.beneficiary_list_id = $2
                         AND m.beneficiary_id = s.beneficiary_id) AS member
         FROM smart_form_submissions s LEFT JOIN beneficiaries b USING (beneficiary_id)
        WHERE s.account_id = $1 ORDER BY s.submitted_at`,
      [ACCOUNT, DEMO_FORMS_LIST_ID],
    );
    expect(rows.map((r) => r.id)).toEqual(demoSubmissions().map((s) => s.id));
    for (const row of rows) {
      expect(row.id).toMatch(/^sfs--demo-/);
      expect(row.source).toBe('PUBLIC');
      expect(checkAnswers(definition, row.answers).errors, row.id).toEqual([]);
      expect(row.days).toBeLessThan(10);
      for (const candidate of row.candidates) expect(candidateJsonSchema.parse(candidate)).toEqual(candidate);
    }
    const by = (status: string) => rows.filter((r) => r.status === status);
    expect(by('PENDING')).toHaveLength(4);
    expect(by('ACCEPTED').map((r) => [r.method, r.member])).toEqual([
      ['E-F', true],
      ['E-F', true],
    ]);
    expect(by('MERGED').map((r) => r.member)).toEqual([true]);
    expect(by('REJECTED').map((r) => Boolean(r.reason))).toEqual([true]);
    // Two pending ones are taken for master-list people, who exist; the merged one names the person it became.
    const candidateIds = by('PENDING').flatMap((r) =>
      (r.candidates as { beneficiaryId: string }[]).slice(0, 1).map((c) => c.beneficiaryId),
    );
    expect(candidateIds).toHaveLength(2);
    const found = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM beneficiaries WHERE beneficiary_id = ANY($1::text[])',
      [candidateIds],
    );
    expect(found[0]?.n).toBe(2);
    const [merged] = by('MERGED');
    const best = (merged?.candidates ?? []) as { beneficiaryId: string }[];
    expect(best[0]?.beneficiaryId).toBe(merged?.beneficiary_id);
  });
});
