// Tenant isolation, walked from the contracts: every GraphQL root field and mutation that takes an `id`, and every
// REST route with an {id} in its path, is called by organisation B (a person, and a partner key through GraphQL)
// with the ids of organisation A's objects. Each must answer NOT_FOUND or FORBIDDEN and show nothing of A.
// A new field or route is walked without touching this test; an id kind without an object of A here fails it.
import { openApiDocument } from '@aid/api';
import { FAST_JOBS } from '@aid/api/testing';
import { getNamedType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeclaredSchema } from '../graphql/schema.js';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

const schema = buildDeclaredSchema();
const SECRET_NAME = 'Organisation A secret';

let stack: TestStack;
let orgA: string;
let adminA: StackUser;
let adminB: StackUser;
let keyB: string;
/** Organisation A's objects, by the word a field or route names them with. */
const objectsOfA = new Map<string, string>();
/** A valid change per kind of object, for mutations and PATCH routes that take one besides the id. */
const CHANGES: Record<string, { graphql: string; rest: Record<string, unknown> }> = {
  program: { graphql: '{ programName: "Taken over" }', rest: { programName: 'Taken over' } },
  role: { graphql: '{ roleName: "Taken over" }', rest: { roleName: 'Taken over' } },
  beneficiarylist: { graphql: '{ listComments: "Taken over" }', rest: { listComments: 'Taken over' } },
  beneficiary: { graphql: '{ firstName: "Taken over" }', rest: { firstName: 'Taken over' } },
  beneficiaries: { graphql: '{ firstName: "Taken over" }', rest: { firstName: 'Taken over' } },
  distribution: { graphql: '{ distributionName: "Taken over" }', rest: { distributionName: 'Taken over' } },
  messagetemplate: { graphql: '{ body: "Taken over" }', rest: { body: 'Taken over' } },
  smartform: { graphql: '{ formName: "Taken over" }', rest: { formName: 'Taken over' } },
  member: {
    graphql: '{ roleIds: ["rol--00000000000000000000000000"] }',
    rest: { roleIds: ['rol--00000000000000000000000000'] },
  },
};
/** A valid body for routes whose body is not a change of the object (validated before the object is looked up). */
const REST_BODIES: Record<string, Record<string, unknown>> = {
  'POST /distributions/{id}/approvals': { decision: 'APPROVED' },
  'POST /reconciliation/entitlements/{id}/resolve': { paymentStatus: 'CANCELLED', reason: 'Taken over' },
  'POST /reconciliation/distributions/{id}/imports': {
    fileId: 'fil--00000000000000000000000000',
    provider: 'Taken over',
    matchColumn: 'entitlementId',
    statusColumn: 'status',
  },
  'PATCH /distributions/{id}/entitlements/{entitlementId}/status': { status: 'INITIATED' },
  'POST /smart-forms/{id}/submissions': { idempotencyKey: 'isolation-key-0000000001', version: 1, answers: {} },
  'POST /smart-forms/{id}/submissions/{submissionId}/merge': { beneficiaryId: 'ben--00000000000000000000000000' },
  'POST /smart-forms/{id}/submissions/{submissionId}/reject': { reason: 'Taken over' },
  'POST /distributions/{id}/monitoring': { sampleSize: 1 },
  'POST /distributions/{id}/monitoring/send': { channel: 'SMS' },
};
/** A valid input for mutations whose input is not a change of the object. */
const GRAPHQL_INPUTS: Record<string, string> = {
  decideDistribution: '{ decision: APPROVED }',
  submitSmartForm: '{ idempotencyKey: "isolation-key-0000000001", version: 1, answers: [] }',
  startDistributionMonitoring: '{ sampleSize: 1 }',
};
/** Valid arguments besides the id for mutations that take more than an `input` (a submission of the form). */
const SUBMISSION = 'submissionId: "sfs--00000000000000000000000000"';
const GRAPHQL_ARGS: Record<string, string> = {
  acceptSmartFormSubmission: SUBMISSION,
  mergeSmartFormSubmission: `${SUBMISSION}, beneficiaryId: "ben--00000000000000000000000000"`,
  rejectSmartFormSubmission: `${SUBMISSION}, reason: "Taken over"`,
};
/** Fields whose name does not say the kind of object their `id` is. */
const FIELD_KINDS: Record<string, string> = {
  generateEntitlements: 'distribution',
  sendMonitoringLinks: 'distribution',
};
const tried = { graphql: 0, rest: 0 };

/** The kind of object a field or path segment is about: the longest known word in its name. */
function kindOf(name: string): string | undefined {
  const lower = name.toLowerCase().replace(/[-_]/g, '');
  return [...objectsOfA.keys()].sort((a, b) => b.length - a.length).find((kind) => lower.includes(kind));
}

beforeAll(async () => {
  stack = await startTestStack({ jobs: FAST_JOBS });
  ({ accountId: orgA } = await stack.fixtures.account('Org A'));
  const { accountId: orgB } = await stack.fixtures.account('Org B');
  adminA = await stack.member('admin@isolation-a.example.org', orgA);
  adminB = await stack.member('admin@isolation-b.example.org', orgB);
  const asA = { token: adminA.token, accountId: orgA };

  const { programId } = await stack.fixtures.program(orgA, { programName: SECRET_NAME });
  objectsOfA.set('program', programId);
  const job = await graphql<{ startDemoJob: { job: { jobId: string } } }>(
    stack.gateway.url,
    'mutation { startDemoJob(input: { steps: 1000, stepMillis: 1000 }) { job { jobId } } }',
    asA,
  );
  objectsOfA.set('job', job.body.data?.startDemoJob.job.jobId ?? '');
  const roles = await graphql<{ roles: { roleId: string }[] }>(stack.gateway.url, '{ roles { roleId } }', asA);
  const key = await graphql<{ createApiKey: { apiKey: { apiKeyId: string } } }>(
    stack.gateway.url,
    'mutation($r: ID!) { createApiKey(input: { name: "A key", roleId: $r }) { apiKey { apiKeyId } } }',
    { ...asA, variables: { r: roles.body.data?.roles[0]?.roleId } },
  );
  objectsOfA.set('apikey', key.body.data?.createApiKey.apiKey.apiKeyId ?? '');
  const role = await graphql<{ createRole: { role: { roleId: string } } }>(
    stack.gateway.url,
    `mutation { createRole(input: { roleName: "${SECRET_NAME}", permissions: [] }) { role { roleId } } }`,
    asA,
  );
  objectsOfA.set('role', role.body.data?.createRole.role.roleId ?? '');
  // A pending invitation: a member (by user id) for the user-management mutations and the /members routes.
  const invited = await graphql<{ inviteMember: { userAccount: { userId: string } } }>(
    stack.gateway.url,
    'mutation($r: ID!) { inviteMember(input: { email: "invited@isolation-a.example.org", roleIds: [$r] }) { userAccount { userId } } }',
    { ...asA, variables: { r: roles.body.data?.roles[0]?.roleId } },
  );
  objectsOfA.set('member', invited.body.data?.inviteMember.userAccount.userId ?? '');
  objectsOfA.set('invitation', objectsOfA.get('member') ?? '');
  const upload = await fetch(`${stack.gateway.url}/api/files?name=a.csv`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminA.token}`, 'x-accountid': orgA, 'Content-Type': 'text/csv' },
    body: `name\n${SECRET_NAME}\n`,
  });
  objectsOfA.set('file', ((await upload.json()) as { fileId: string }).fileId);
  objectsOfA.set('user', adminA.userId);
  // A list and a beneficiary in it; /beneficiaries/{id} names the same object in the plural.
  const list = await graphql<{ createBeneficiaryList: { beneficiaryList: { beneficiaryListId: string } } }>(
    stack.gateway.url,
    `mutation { createBeneficiaryList(input: { listName: "${SECRET_NAME}", status: OPEN }) { beneficiaryList { beneficiaryListId } } }`,
    asA,
  );
  const listId = list.body.data?.createBeneficiaryList.beneficiaryList.beneficiaryListId ?? '';
  objectsOfA.set('beneficiarylist', listId);
  const person = await graphql<{ createBeneficiary: { beneficiary: { beneficiaryId: string } } }>(
    stack.gateway.url,
    'mutation($l: ID) { createBeneficiary(input: { firstName: "Organisation A secret", lastName: "A", beneficiaryListId: $l }) { beneficiary { beneficiaryId } } }',
    { ...asA, variables: { l: listId } },
  );
  objectsOfA.set('beneficiary', person.body.data?.createBeneficiary.beneficiary.beneficiaryId ?? '');
  objectsOfA.set('beneficiaries', objectsOfA.get('beneficiary') ?? '');
  // A distribution of a LOCKED list (made over REST: the GraphQL mutations are walked below).
  const locked = await graphql<{ createBeneficiaryList: { beneficiaryList: { beneficiaryListId: string } } }>(
    stack.gateway.url,
    'mutation { createBeneficiaryList(input: { listName: "A locked list", status: LOCKED }) { beneficiaryList { beneficiaryListId } } }',
    asA,
  );
  const distribution = await fetch(`${stack.api.url}/distributions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminA.token}`, 'x-accountid': orgA, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      programId,
      beneficiaryListId: locked.body.data?.createBeneficiaryList.beneficiaryList.beneficiaryListId,
      distributionName: SECRET_NAME,
      amountPerBeneficiary: 1000,
    }),
  });
  const made = (await distribution.json()) as { distributionId?: string };
  if (!made.distributionId) throw new Error(`no distribution of organisation A: ${JSON.stringify(made)}`);
  objectsOfA.set('distribution', made.distributionId);
  // /scanning/distributions/{id}/offline: the {id} under /scanning is a distribution.
  objectsOfA.set('scanning', made.distributionId);
  // /reconciliation/…/{id}: a distribution (a program, import or entitlement id of another kind is not found either).
  objectsOfA.set('reconciliation', made.distributionId);
  const template = await fetch(`${stack.api.url}/message-templates`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminA.token}`, 'x-accountid': orgA, 'Content-Type': 'application/json' },
    body: JSON.stringify({ language: 'en', body: SECRET_NAME }),
  });
  objectsOfA.set('messagetemplate', ((await template.json()) as { templateId: string }).templateId);
  // A report file (rpt--) and a schedule (rps--); a /reports/…/{id} route is tried with the report file's id.
  const asJsonA = { Authorization: `Bearer ${adminA.token}`, 'x-accountid': orgA, 'Content-Type': 'application/json' };
  const reportRequest = { kind: 'BENEFICIARY_LISTS', input: {}, format: 'CSV', language: 'en' };
  const report = await fetch(`${stack.api.url}/reports/files`, {
    method: 'POST',
    headers: asJsonA,
    body: JSON.stringify(reportRequest),
  });
  objectsOfA.set('report', ((await report.json()) as { reportId: string }).reportId);
  const schedule = await fetch(`${stack.api.url}/reports/schedules`, {
    method: 'POST',
    headers: asJsonA,
    body: JSON.stringify({ ...reportRequest, frequency: 'WEEKLY' }),
  });
  objectsOfA.set('reportschedule', ((await schedule.json()) as { scheduleId: string }).scheduleId);
  // A smart form (smf--) collecting into A's list; /smart-forms/{id}/… routes are tried with it.
  const form = await fetch(`${stack.api.url}/smart-forms`, {
    method: 'POST',
    headers: asJsonA,
    body: JSON.stringify({ formName: SECRET_NAME, targetListId: listId }),
  });
  objectsOfA.set('smartform', ((await form.json()) as { smartFormId: string }).smartFormId);
  for (const [kind, id] of objectsOfA) if (!id) throw new Error(`no ${kind} of organisation A`);

  const rolesB = await graphql<{ roles: { roleId: string }[] }>(stack.gateway.url, '{ roles { roleId } }', {
    token: adminB.token,
    accountId: orgB,
  });
  const created = await graphql<{ createApiKey: { secret: string } }>(
    stack.gateway.url,
    'mutation($r: ID!) { createApiKey(input: { name: "B key", roleId: $r }) { secret } }',
    { token: adminB.token, accountId: orgB, variables: { r: rolesB.body.data?.roles[0]?.roleId } },
  );
  keyB = created.body.data?.createApiKey.secret ?? '';
  if (!keyB) throw new Error(JSON.stringify(created.body));
}, 180_000);

afterAll(async () => {
  console.log(JSON.stringify({ isolationPairsTried: tried }));
  await stack?.close();
});

const rootFieldsWithId = ['query', 'mutation'].flatMap((operation) => {
  const type = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(type?.getFields() ?? {})
    .filter((field) => field.args.some((arg) => arg.name === 'id'))
    .map((field) => ({ operation, field }));
});

const restRoutesWithId = Object.entries(openApiDocument.paths)
  .flatMap(([path, methods]) =>
    Object.keys(methods as object).map((method) => ({ path, method: method.toUpperCase() })),
  )
  .filter((route) => route.path.includes('{id}'));

describe('organisation B with the ids of organisation A', () => {
  it('finds the fields and routes to walk', () => {
    expect(rootFieldsWithId.map((f) => f.field.name)).toEqual(
      expect.arrayContaining(['program', 'job', 'updateProgram', 'cancelJob', 'revokeApiKey', 'role', 'deleteRole']),
    );
    expect(restRoutesWithId.length).toBeGreaterThanOrEqual(6);
  });

  it.each(rootFieldsWithId.map((f) => [`${f.operation} ${f.field.name}`, f] as const))(
    'GraphQL %s answers nothing of A, to a person and to a partner key',
    async (_name, { operation, field }) => {
      const kind = FIELD_KINDS[field.name] ?? kindOf(field.name);
      expect(kind, `no object of A for ${field.name}: add one above`).toBeDefined();
      const id = objectsOfA.get(kind ?? '');
      const named = getNamedType(field.type);
      // Every field of a result type (the object, its code), or the object's id.
      const selection = isObjectType(named)
        ? `{ ${Object.values(named.getFields())
            .filter((f) => f.args.length === 0)
            .map((f) => (isObjectType(getNamedType(f.type)) ? `${f.name} { __typename }` : f.name))
            .join(' ')} }`
        : '';
      const other = field.args.filter((a) => a.name !== 'id' && String(a.type).endsWith('!'));
      const change = GRAPHQL_INPUTS[field.name] ?? CHANGES[kind ?? '']?.graphql;
      const args = GRAPHQL_ARGS[field.name];
      if (other.length > 0 && !args) {
        // e.g. updateProgram(id, input): a valid input, so only the id can be the reason for a refusal.
        expect(other.map((a) => a.name)).toEqual(['input']);
        expect(change, `no valid input for ${field.name}: add one to CHANGES or GRAPHQL_INPUTS`).toBeDefined();
      }
      const input = args ? `, ${args}` : other.length > 0 ? `, input: ${change}` : '';
      const query = `${operation} { ${field.name}(id: "${id}"${input}) ${selection} }`;
      for (const call of [{ token: adminB.token }, { token: keyB }]) {
        tried.graphql += 1;
        const res = await graphql(stack.gateway.url, query, call);
        const text = JSON.stringify(res.body);
        expect(text).not.toContain(SECRET_NAME);
        const value = res.body.data?.[field.name] as Record<string, unknown> | null | undefined;
        const refused =
          value === null || value === undefined
            ? errorCodes(res).length === 0 || errorCodes(res).some((c) => c === 'NOT_FOUND' || c === 'FORBIDDEN')
            : value.code === 'NOT_FOUND' || value.code === 'FORBIDDEN';
        expect(refused, text).toBe(true);
        if (value && typeof value === 'object') {
          // `words` is the refusal itself in keyed form; the whole answer was checked for A's secret above.
          for (const [k, v] of Object.entries(value))
            if (!['code', 'message', 'words', 'fieldErrors', 'secret', '__typename'].includes(k))
              expect(v, `${k}: ${text}`).toBeNull();
        }
      }
    },
    60_000,
  );

  it.each(restRoutesWithId.map((r) => [`${r.method} ${r.path}`, r] as const))(
    'REST %s answers 404 or 403 and nothing of A',
    async (_name, { method, path }) => {
      const segment = path.split('/')[1] ?? '';
      const kind = kindOf(segment);
      expect(kind, `no object of A for ${path}: add one above`).toBeDefined();
      // A second id in the path (an entitlement of the distribution) is one that exists nowhere.
      const url = `${stack.api.url}${path
        .replace('{id}', objectsOfA.get(kind ?? '') ?? '')
        .replace(/\{[A-Za-z]+\}/g, 'vou--00000000000000000000000000')}`;
      tried.rest += 1;
      const res = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${adminB.token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body:
          method === 'GET'
            ? undefined
            : JSON.stringify(
                REST_BODIES[`${method} ${path}`] ??
                  (method === 'PATCH' || method === 'PUT' ? (CHANGES[kind ?? '']?.rest ?? {}) : {}),
              ),
      });
      const text = await res.text();
      expect([403, 404], `${res.status} ${text}`).toContain(res.status);
      expect(text).not.toContain(SECRET_NAME);
    },
  );

  it("left A's objects as they were", async () => {
    const res = await graphql<{ program: { programName: string } }>(
      stack.gateway.url,
      `{ program(id: "${objectsOfA.get('program')}") { programName } }`,
      { token: adminA.token, accountId: orgA },
    );
    expect(res.body.data?.program.programName).toBe(SECRET_NAME);
    const keys = await graphql<{ apiKeys: { status: string }[] }>(stack.gateway.url, '{ apiKeys { status } }', {
      token: adminA.token,
      accountId: orgA,
    });
    expect(keys.body.data?.apiKeys.map((k) => k.status)).toEqual(['ACTIVE']);
    const role = await graphql<{ role: { roleName: string } }>(
      stack.gateway.url,
      `{ role(id: "${objectsOfA.get('role')}") { roleName } }`,
      { token: adminA.token, accountId: orgA },
    );
    expect(role.body.data?.role.roleName).toBe(SECRET_NAME);
  });
});
