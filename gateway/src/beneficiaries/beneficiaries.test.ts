// HTTP-level, against the real API and real tokens: lists and beneficiaries through GraphQL.
import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let orgA: string;
let orgB: string;
let adminA: StackUser;
let adminB: StackUser;
let selected: StackUser;
let listId: string;
let masterId: string;

const asA = (query: string, variables?: Record<string, unknown>) =>
  graphql<Record<string, unknown>>(stack.gateway.url, query, { token: adminA.token, accountId: orgA, variables });

/** The value at `path` in a GraphQL answer (undefined when missing); tests then assert its shape. */
function dig(value: unknown, ...path: (string | number)[]): unknown {
  let at = value;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined;
  return at;
}

const LIST_FIELDS = `beneficiaryListId listName listType status numberOfFamilies numberOfFamilyMembers
  numberOfMainBeneficiaries propertyList { key label type } createdBy { userId } viewerCanUpdate viewerCanDelete`;

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId: orgA } = await stack.fixtures.account('Org A'));
  ({ accountId: orgB } = await stack.fixtures.account('Org B'));
  [adminA, adminB] = await Promise.all([
    stack.member('admin-a@beneficiaries.example.org', orgA),
    stack.member('admin-b@beneficiaries.example.org', orgB),
  ]);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('lists and beneficiaries through GraphQL', () => {
  it('creates a list and beneficiaries in it, with counts, the master list and nested lists', async () => {
    const created = await asA(
      `mutation { createBeneficiaryList(input: { listName: "Camp East", status: OPEN,
        propertyList: [{ key: "tent", label: "Tent", type: NUMBER }] }) { beneficiaryList { ${LIST_FIELDS} } code } }`,
    );
    expect(created.body.errors).toBeUndefined();
    const list = dig(created.body.data, 'createBeneficiaryList', 'beneficiaryList');
    expect(list).toMatchObject({
      listName: 'Camp East',
      listType: 'CUSTOM',
      status: 'OPEN',
      propertyList: [{ key: 'tent', label: 'Tent', type: 'NUMBER' }],
      createdBy: { userId: adminA.userId },
      viewerCanUpdate: true,
      viewerCanDelete: true,
    });
    listId = String(dig(list, 'beneficiaryListId'));
    for (const [first, family] of [
      ['Mariam', 3],
      ['Олег', 0],
      ['አበበ', 1],
    ] as const) {
      const res = await asA(
        `mutation($i: CreateBeneficiaryInput!) { createBeneficiary(input: $i) {
          beneficiary { beneficiaryId firstName creationMethod groupId lists { beneficiaryListId listType } } code } }`,
        {
          i: {
            firstName: first,
            lastName: 'Family',
            numberOfFamilyMembers: family,
            gender: 'F',
            beneficiaryListId: listId,
          },
        },
      );
      expect(res.body.errors).toBeUndefined();
      const b = dig(res.body.data, 'createBeneficiary', 'beneficiary');
      expect(b).toMatchObject({ firstName: first, creationMethod: 'INTERNAL' });
      expect([dig(b, 'lists', 0, 'listType'), dig(b, 'lists', 1, 'listType')]).toEqual(['MASTER', 'CUSTOM']);
      masterId = String(dig(b, 'groupId'));
    }
    const org = await asA('{ organization { masterBeneficiaryListId } }');
    expect(dig(org.body.data, 'organization', 'masterBeneficiaryListId')).toBe(masterId);
    const lists = await asA(
      `{ beneficiaryLists(sort: NAME) { totalCount viewerCanCreate edges { node { ${LIST_FIELDS} } } } }`,
    );
    expect(lists.body.data?.beneficiaryLists).toMatchObject({
      totalCount: 2,
      viewerCanCreate: true,
      edges: [
        {
          node: { listName: 'Camp East', numberOfMainBeneficiaries: 3, numberOfFamilies: 3, numberOfFamilyMembers: 7 },
        },
        { node: { listType: 'MASTER', numberOfMainBeneficiaries: 3, viewerCanDelete: false } },
      ],
    });
  });

  it('filters and sorts a list’s beneficiaries with the typed enums', async () => {
    const res = await asA(
      `query($l: ID!, $f: BeneficiaryFilter) { beneficiaries(listId: $l, filter: $f, sort: NAME, first: 2) {
        totalCount pageInfo { hasNextPage endCursor } edges { node { firstName numberOfFamilyMembers viewerCanUpdate } } } }`,
      {
        l: listId,
        f: {
          connector: 'OR',
          conditions: [
            { field: 'NUMBER_OF_FAMILY_MEMBERS', operator: 'GREATER_OR_EQUAL', value: '1' },
            { field: 'FIRST_NAME', operator: 'CONTAINS', value: 'олег' },
          ],
        },
      },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.beneficiaries).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(dig(res.body.data, 'beneficiaries', 'edges')).toHaveLength(2);
  });

  it('answers refusals in the result: field errors, and CONFLICT for a LOCKED list', async () => {
    const bad = await asA(
      'mutation { createBeneficiary(input: { firstName: "", lastName: "X", phoneNumber: "12", nationality: "QQ" }) { beneficiary { beneficiaryId } code fieldErrors { field code } } }',
    );
    expect(bad.body.data?.createBeneficiary).toMatchObject({
      beneficiary: null,
      code: 'VALIDATION_FAILED',
      fieldErrors: expect.arrayContaining([
        { field: 'firstName', code: 'EMPTY' },
        { field: 'phoneNumber', code: 'INVALID_FORMAT' },
        { field: 'nationality', code: 'NOT_ONE_OF' },
      ]),
    });
    await asA('mutation($id: ID!) { updateBeneficiaryList(id: $id, input: { status: LOCKED }) { code } }', {
      id: listId,
    });
    const people = await asA(
      'query($l: ID!) { beneficiaries(listId: $l) { edges { node { beneficiaryId numberOfFamilyMembers } } } }',
      {
        l: listId,
      },
    );
    const someone = dig(people.body.data, 'beneficiaries', 'edges', 0, 'node', 'beneficiaryId');
    const locked = await asA(
      'mutation($l: ID!, $b: [ID!]!) { removeBeneficiariesFromList(listId: $l, beneficiaryIds: $b) { beneficiaryList { listName } code message } }',
      { l: listId, b: [someone] },
    );
    expect(locked.body.data?.removeBeneficiariesFromList).toEqual({
      beneficiaryList: null,
      code: 'CONFLICT',
      message: 'The list "Camp East" is LOCKED: open it to add or remove beneficiaries',
    });
    const master = await asA(
      'mutation($id: ID!) { deleteBeneficiaryList(id: $id) { code words { key params { name value } } } }',
      { id: masterId },
    );
    expect(dig(master.body.data, 'deleteBeneficiaryList', 'code')).toBe('CONFLICT');
    // Worded by key, so a French member reads it in French.
    expect(dig(master.body.data, 'deleteBeneficiaryList', 'words')).toEqual({
      key: 'beneficiaries.masterNotDeleted',
      params: [],
    });
    expect(refusalIn('fr', 'beneficiaries.masterNotDeleted')).toBe(
      'La liste principale ne peut pas être supprimée : elle contient tous les bénéficiaires',
    );
    const lockedWords = await asA(
      'mutation($l: ID!, $b: [ID!]!) { removeBeneficiariesFromList(listId: $l, beneficiaryIds: $b) { words { key params { name value } } } }',
      { l: listId, b: [someone] },
    );
    const words = dig(lockedWords.body.data, 'removeBeneficiariesFromList', 'words') as {
      key: string;
      params: { name: string; value: string }[];
    };
    expect(words).toEqual({ key: 'beneficiaries.locked', params: [{ name: 'list', value: 'Camp East' }] });
    expect(refusalIn('fr', words.key, words.params)).toBe(
      'La liste « Camp East » est LOCKED : ouvrez-la pour ajouter ou retirer des bénéficiaires',
    );
    const edited = await asA(
      'mutation($id: ID!) { updateBeneficiary(id: $id, input: { numberOfFamilyMembers: 10 }) { beneficiary { numberOfFamilyMembers lists { numberOfFamilyMembers } } } }',
      { id: someone },
    );
    const masterPeople = dig(edited.body.data, 'updateBeneficiary', 'beneficiary', 'lists', 0, 'numberOfFamilyMembers');
    expect(masterPeople).toBe(
      7 + 10 - Number(dig(people.body.data, 'beneficiaries', 'edges', 0, 'node', 'numberOfFamilyMembers') ?? 0),
    );
  });

  it('shows a SELECTED member their list only, and another organisation nothing', async () => {
    selected = await stack.member('selected@beneficiaries.example.org', orgA, 'SOME_LISTS', {
      section: [{ name: 'BENEFICIARY_LISTS', access: { VIEW: { accessLevel: 'SELECTED', objectIds: [listId] } } }],
    });
    const mine = await graphql<Record<string, unknown>>(
      stack.gateway.url,
      '{ beneficiaryLists { totalCount viewerCanCreate edges { node { beneficiaryListId viewerCanUpdate } } } }',
      { token: selected.token, accountId: orgA },
    );
    expect(mine.body.data?.beneficiaryLists).toMatchObject({
      totalCount: 1,
      viewerCanCreate: false,
      edges: [{ node: { beneficiaryListId: listId, viewerCanUpdate: false } }],
    });
    const hidden = await graphql<Record<string, unknown>>(
      stack.gateway.url,
      'query($id: ID!) { beneficiaryList(id: $id) { listName } }',
      { token: selected.token, accountId: orgA, variables: { id: masterId } },
    );
    expect(hidden.body.data?.beneficiaryList).toBeNull();
    for (const query of [
      `{ beneficiaryList(id: "${listId}") { listName } }`,
      `{ beneficiaries(listId: "${listId}") { totalCount edges { node { firstName } } } }`,
    ]) {
      const res = await graphql(stack.gateway.url, query, { token: adminB.token, accountId: orgB });
      expect(JSON.stringify(res.body)).not.toContain('Camp East');
      expect(JSON.stringify(res.body)).not.toContain('Mariam');
      const refused = errorCodes(res).includes('NOT_FOUND') || res.body.data?.beneficiaryList === null;
      expect(refused, JSON.stringify(res.body)).toBe(true);
    }
  });

  it('anonymises and deletes a beneficiary, refusing another organisation and a member without DELETE', async () => {
    const ERASURE =
      'erasure { beneficiaryId outcome message filesDeleted unfinishedDistributions { distributionId } } code message';
    const person = async (firstName: string) => {
      const res = await asA(
        `mutation { createBeneficiary(input: { firstName: "${firstName}", lastName: "Erased", phoneNumber: "+254712345678" }) { beneficiary { beneficiaryId viewerCanDelete } } }`,
      );
      const made = dig(res.body.data, 'createBeneficiary', 'beneficiary') as { beneficiaryId: string };
      expect(made).toMatchObject({ viewerCanDelete: true });
      return made.beneficiaryId;
    };
    const [first, second] = [await person('Halima'), await person('Yusuf')];
    const anonymised = await asA(`mutation($id: ID!) { anonymiseBeneficiary(id: $id) { ${ERASURE} } }`, { id: first });
    expect(anonymised.body.data?.anonymiseBeneficiary).toEqual({
      erasure: {
        beneficiaryId: first,
        outcome: 'ANONYMISED',
        message: 'The beneficiary was anonymised',
        filesDeleted: 0,
        unfinishedDistributions: [],
      },
      code: null,
      message: null,
    });
    const read = await asA('query($id: ID!) { beneficiary(id: $id) { firstName phoneNumber } }', { id: first });
    expect(read.body.data?.beneficiary).toEqual({ firstName: 'Anonymised', phoneNumber: null });

    const foreign = await graphql<Record<string, unknown>>(
      stack.gateway.url,
      `mutation($id: ID!) { deleteBeneficiary(id: $id) { ${ERASURE} } }`,
      { token: adminB.token, accountId: orgB, variables: { id: second } },
    );
    expect(foreign.body.data?.deleteBeneficiary).toMatchObject({ erasure: null, code: 'NOT_FOUND' });
    const forbidden = await graphql<Record<string, unknown>>(
      stack.gateway.url,
      `mutation($id: ID!) { deleteBeneficiary(id: $id) { ${ERASURE} } }`,
      { token: selected.token, accountId: orgA, variables: { id: second } },
    );
    expect(errorCodes(forbidden)).toContain('FORBIDDEN');

    const deleted = await asA(`mutation($id: ID!) { deleteBeneficiary(id: $id) { ${ERASURE} } }`, { id: second });
    expect(dig(deleted.body.data, 'deleteBeneficiary', 'erasure', 'outcome')).toBe('DELETED');
    const gone = await asA('query($id: ID!) { beneficiary(id: $id) { firstName } }', { id: second });
    expect(gone.body.data?.beneficiary ?? null).toBeNull();
  });
});
