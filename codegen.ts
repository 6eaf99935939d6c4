// One codegen config: resolver types for the gateway, typed documents for the web client.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, parse } from 'graphql';

const scalars = {
  DateTime: 'string',
  Date: 'string',
  MinorUnits: 'number',
};

/** Type names a module exports: `export type Foo =`, `export interface Foo`, `export type { Foo } from …`. */
function exportedTypeNames(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const [, name = ''] of source.matchAll(/^export (?:type|interface) (\w+)/gm)) names.add(name);
  for (const [, list = ''] of source.matchAll(/^export type \{([^}]*)\}/gm)) {
    for (const name of list.split(','))
      names.add(
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1) ?? '',
      );
  }
  return names;
}

/**
 * The resolver mappers, by convention rather than a hand list: an object type `Foo` declared in
 * `schema/<domain>.graphql` (or `schema/<domain>.<part>.graphql`) is resolved from `FooRecord` when
 * `gateway/src/<domain>/types.ts` exports a type of that name (README: Adding a domain). Any other type is resolved
 * from its generated shape. Ordered by schema file, then declaration, so the generated imports are stable.
 */
export function recordMappers(schemaDir = 'schema', gatewaySrc = 'gateway/src'): Record<string, string> {
  const mappers: Record<string, string> = {};
  for (const file of readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()) {
    const domain = file.split('.')[0];
    const typesFile = `${gatewaySrc}/${domain}/types.ts`;
    if (!existsSync(typesFile)) continue;
    const exported = exportedTypeNames(typesFile);
    for (const definition of parse(readFileSync(`${schemaDir}/${file}`, 'utf8')).definitions) {
      if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
      const record = `${definition.name.value}Record`;
      if (exported.has(record)) mappers[definition.name.value] = `../${domain}/types.js#${record}`;
    }
  }
  return mappers;
}

export const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  emitLegacyCommonJSImports: false,
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GatewayContext',
        mappers: recordMappers(),
      },
    },
    'web/src/generated/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/generated/**'],
      // Masked: a component sees only the fields of its own fragment, read with getFragmentData.
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: { scalars, useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
