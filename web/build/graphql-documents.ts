// Each graphql(`…`) call in the app becomes its document, compiled at build time and inlined where it is used, as
// codegen's own babel plugin would arrange (this build has no babel). Without it every module that calls graphql()
// imported gql.ts, whose map (and graphql.ts behind it) holds every document of the app, so all of them travelled
// in the first load; now a document travels with the page that uses it. Types still come from gql.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DocumentNode, type FragmentDefinitionNode, Kind, parse, visit } from 'graphql';
import type { Plugin } from 'vite';

/** One entry of gql.ts's runtime map: `"<document text as JSON>": types.<ExportName>,`. */
const MAP_ENTRY = /^\s+("(?:[^"\\]|\\.)*"): types\.\w+,?$/gm;
/** A graphql() call with a plain template literal (no interpolation), as codegen requires. */
const CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;

/** The text of every document codegen generated, from gql.ts's runtime map. */
export function documentTexts(gqlSource: string): string[] {
  const start = gqlSource.indexOf('const documents');
  const body = start < 0 ? '' : gqlSource.slice(start, gqlSource.indexOf('\n};', start));
  return [...body.matchAll(MAP_ENTRY)].map((match) => JSON.parse(match[1] as string) as string);
}

/** Each text's document with the fragments it spreads appended (transitively), as codegen's documents are. */
export function compileDocuments(texts: readonly string[]): Map<string, DocumentNode> {
  const parsed = new Map(texts.map((text) => [text, parse(text, { noLocation: true })]));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const document of parsed.values()) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  const compiled = new Map<string, DocumentNode>();
  for (const [text, document] of parsed) {
    const seen = new Set(
      document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])),
    );
    const added: FragmentDefinitionNode[] = [];
    const collect = (node: DocumentNode | FragmentDefinitionNode) => {
      visit(node, {
        FragmentSpread(spread) {
          const name = spread.name.value;
          const fragment = fragments.get(name);
          if (seen.has(name) || !fragment) return;
          seen.add(name);
          added.push(fragment);
          collect(fragment);
        },
      });
    };
    collect(document);
    compiled.set(text, { ...document, definitions: [...document.definitions, ...added] });
  }
  return compiled;
}

/** `code` with its codegen-known graphql() calls replaced by their compiled documents, or null when it has none. */
export function inlineDocuments(code: string, documents: Map<string, DocumentNode>): string | null {
  let replacedAny = false;
  const replaced = code.replace(CALL, (call, text: string) => {
    const document = documents.get(text);
    if (!document) return call;
    replacedAny = true;
    return `(${JSON.stringify(document)})`;
  });
  return replacedAny ? replaced : null;
}

export function graphqlDocuments(generatedDir: string): Plugin {
  return {
    name: 'aid-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(generatedDir) || !code.includes('graphql(`')) return null;
      // Read on each use: codegen may have rewritten it while a dev server runs.
      const documents = compileDocuments(documentTexts(readFileSync(join(generatedDir, 'gql.ts'), 'utf8')));
      const result = inlineDocuments(code, documents);
      return result === null ? null : { code: result, map: null };
    },
  };
}
