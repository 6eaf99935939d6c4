import { type DocumentNode, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import gqlSource from '../src/generated/gql.ts?raw';
import { MeDocument } from '../src/generated/graphql.js';
import { compileDocuments, documentTexts, inlineDocuments } from './graphql-documents.js';

describe('graphql() calls compiled at build time', () => {
  it("compiles every document of codegen's map as codegen does, fragments included", () => {
    const texts = documentTexts(gqlSource);
    expect(texts.length).toBeGreaterThan(10);
    const compiled = compileDocuments(texts);
    const me = texts.find((text) => text.includes('query Me {'));
    // The same operation and fragments (TopBar_me, SectionPermission_fields) as the generated MeDocument.
    const names = (doc: DocumentNode) => doc.definitions.map((d) => ('name' in d ? d.name?.value : '')).sort();
    expect(names(compiled.get(me ?? '') ?? MeDocument)).toEqual(names(MeDocument));
    expect(compiled.get(me ?? '')).toBeDefined();
    // Equal definitions (codegen lists the fragments in another order, which GraphQL does not mind).
    const printed = (doc: DocumentNode) => doc.definitions.map((d) => print(d)).sort();
    expect(printed(compiled.get(me ?? '') ?? MeDocument)).toEqual(printed(MeDocument));
  });

  it('replaces a known call with its document and leaves unknown ones alone', () => {
    const documents = compileDocuments(['\n  query Me { me { id } }\n', '\n  query Vars($id: ID!) { me { id } }\n']);
    const code = [
      "import { graphql } from '../generated/gql.js';",
      'export const MeDocument = graphql(`\n  query Me { me { id } }\n`);',
      'export const Other = graphql(`\n  query Other { x }\n`);',
      'export const Vars = graphql(`\n  query Vars($id: ID!) { me { id } }\n`);',
    ].join('\n');
    const out = inlineDocuments(code, documents) ?? '';
    expect(out).toContain('export const MeDocument = ({"kind":"Document"');
    expect(out).toContain('export const Other = graphql(`');
    // GraphQL variables are not template interpolations.
    expect(out).toContain('export const Vars = ({"kind":"Document"');
    expect(inlineDocuments('const x = 1;', documents)).toBeNull();
  });
});
