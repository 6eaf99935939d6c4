import { refusalIn } from '@aid/common/refusals';
import { getIntrospectionQuery, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { aliasLimit, costLimit, DEFAULT_MAX_DEPTH, DEFAULT_MAX_INTROSPECTION_DEPTH, depthLimit } from './limits.js';
import { buildDeclaredSchema } from './schema.js';

const schema = buildDeclaredSchema();
const errors = (query: string, rule = [depthLimit(8), costLimit(5000)]) =>
  validate(schema, parse(query), rule).map((e) => e.message);

const PROGRAM_FIELDS = `programId programName description programType programStatus currency budget startDate endDate
  createdAt updatedAt createdBy { userId email firstName lastName userFullName }
  updatedBy { userId email firstName lastName userFullName }`;

describe('depth limit', () => {
  it('lets the deepest real query through', () => {
    expect(
      errors('{ me { memberships { roles { permissions { access { objectIds } } } } } }', [depthLimit(6)]),
    ).toEqual([]);
  });

  it('refuses a query nested too deep, also through fragments', () => {
    expect(
      errors('{ me { memberships { roles { permissions { access { objectIds } } } } } }', [depthLimit(5)]),
    ).toEqual(['The query is nested 6 levels deep; at most 5 are allowed.']);
    expect(
      errors('query { me { ...M } } fragment M on Me { memberships { roles { permissions { section } } } }', [
        depthLimit(3),
      ]),
    ).toHaveLength(1);
  });

  it("counts introspection against its own limit: graphql's IntrospectionQuery passes, ofType 20 deep does not", () => {
    const rules = [depthLimit(DEFAULT_MAX_DEPTH)];
    expect(errors(getIntrospectionQuery({ inputValueDeprecation: true, specifiedByUrl: true }), rules)).toEqual([]);
    const deep = `{ __schema { types { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } } }`;
    expect(errors(deep, rules)).toEqual([
      `The query is nested 23 levels deep counting introspection (__schema, __type, ofType, …); at most ${DEFAULT_MAX_INTROSPECTION_DEPTH} are allowed.`,
    ]);
    // The data graph keeps its own limit whatever introspection a query also asks for.
    expect(errors('{ __typename me { memberships { roles { permissions { section } } } } }', [depthLimit(3)])).toEqual([
      'The query is nested 5 levels deep; at most 3 are allowed.',
    ]);
  });

  it('words the refusal by key, so a French member reads it in French', () => {
    const [error] = validate(schema, parse('{ me { memberships { roles { permissions { section } } } } }'), [
      depthLimit(3),
    ]);
    expect(error?.extensions).toEqual({ messageKey: 'gateway.tooDeep', messageParams: { depth: 5, max: 3 } });
    expect(refusalIn('fr', 'gateway.tooDeep', { depth: 5, max: 3 })).toBe(
      'La requête est imbriquée sur 5 niveaux ; 3 au plus sont autorisés.',
    );
  });

  it("does not count introspection against the data graph's limit, which a GraphQL IDE nests deeply", () => {
    expect(
      errors(
        '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }',
      ),
    ).toEqual([]);
  });
});

describe('cost limit', () => {
  it('accepts a full page of programs with their users', () => {
    expect(errors(`{ programs(first: 100) { totalCount edges { cursor node { ${PROGRAM_FIELDS} } } } }`)).toEqual([]);
    expect(errors(`query($n: Int) { programs(first: $n) { edges { node { ${PROGRAM_FIELDS} } } } }`)).toEqual([]);
  });

  it('multiplies what a paged field selects by its first (or its default of 50)', () => {
    const query = '{ programs { edges { node { programId programName } } } }';
    // programs 1 + 50 × (edges 1 + node 1 + 2 fields) = 201
    expect(errors(query, [costLimit(201)])).toEqual([]);
    expect(errors(query, [costLimit(200)])).toEqual([
      'The query would cost 201 points; at most 200 are allowed. Ask for fewer items (first) or fewer fields.',
    ]);
    expect(errors('{ programs(first: 10) { edges { node { programId programName } } } }', [costLimit(41)])).toEqual([]);
  });

  it('refuses many aliased pages in one query', () => {
    const pages = Array.from(
      { length: 3 },
      (_, i) => `p${i}: programs(first: 100) { edges { node { ${PROGRAM_FIELDS} } } }`,
    ).join(' ');
    expect(errors(`{ ${pages} }`)).toHaveLength(1);
  });
});

describe('introspection and aliases', () => {
  // The query GraphiQL and other IDEs send; its fragments make a full schema description.
  const full = getIntrospectionQuery();
  const fragments = full.slice(full.indexOf('fragment FullType'));

  it('lets a GraphQL IDE introspect the whole schema, but counts what it asks for', () => {
    expect(errors(full)).toEqual([]);
    expect(errors(full, [costLimit(50)])).toEqual([expect.stringMatching(/^The query would cost \d+ points/)]);
  });

  it('refuses the whole schema asked for hundreds of times under aliases, by cost and by aliases', () => {
    const many = Array.from({ length: 300 }, (_, i) => `s${i}: __schema { types { ...FullType } }`).join(' ');
    const query = `query { ${many} } ${fragments}`;
    expect(errors(query)).toEqual([expect.stringMatching(/^The query would cost \d+ points/)]);
    expect(errors(query, [aliasLimit(30)])).toEqual(['The query uses 300 aliases; at most 30 are allowed.']);
  });

  it('counts aliases everywhere, fragments once per use, and lets a handful through', () => {
    const few = Array.from({ length: 5 }, (_, i) => `a${i}: me { currentAccountId }`).join(' ');
    expect(errors(`{ ${few} }`, [aliasLimit(30)])).toEqual([]);
    const sixteen = Array.from({ length: 16 }, (_, i) => `m${i}: me { currentAccountId }`).join(' ');
    const viaFragment = `query { ...F ...F } fragment F on Query { ${sixteen} }`;
    expect(errors(viaFragment, [aliasLimit(30)])).toEqual(['The query uses 32 aliases; at most 30 are allowed.']);
  });
});
