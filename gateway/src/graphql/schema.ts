// The executable schema: the contract in schema/*.graphql, the resolvers of every domain (domains.ts), the permission
// checks. What the SDL marks @devOnly (DEMO jobs) is served only where demo jobs are offered (DEMO_JOBS); codegen
// reads the files as they are, so the generated types always hold it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { type ASTNode, type DirectiveNode, type DocumentNode, type GraphQLSchema, Kind, parse, visit } from 'graphql';
import { applyAuthDirectives } from '../auth/directives.js';
import { GATEWAY_DOMAINS } from '../domains.js';
import { scalarResolvers } from './scalars.js';

/** The repository's schema/ folder: the one contract, read as it is rather than copied. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/** Which optional parts of the contract are served; DEMO jobs by default (development and tests). */
export type SchemaOptions = { demoJobs?: boolean };

const DEV_ONLY = 'devOnly';
const isDevOnly = (directive: DirectiveNode) => directive.name.value === DEV_ONLY;

/** The nearest enclosing named node: the type a field belongs to. */
function ownerName(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string | undefined {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i];
    if (node && 'kind' in node && 'name' in node && node.name?.kind === Kind.NAME) return node.name.value;
  }
  return undefined;
}

/**
 * The SDL as served: the @devOnly directive is a loader instruction, never part of the contract, so its definition
 * and uses go; the types, enum values and fields it marks stay only when `keep`. Returns the fields left out
 * ("Type.field"), whose resolvers must go with them.
 */
export function servedTypeDefs(
  typeDefs: readonly string[],
  keep: boolean,
): { documents: DocumentNode[]; removed: string[] } {
  const removed: string[] = [];
  const documents = typeDefs.map((source) =>
    visit(parse(source), {
      enter(node, _key, _parent, _path, ancestors) {
        if (node.kind === Kind.DIRECTIVE_DEFINITION && node.name.value === DEV_ONLY) return null;
        if (!('directives' in node) || !node.directives?.some(isDevOnly)) return undefined;
        if (keep) return { ...node, directives: node.directives.filter((d) => !isDevOnly(d)) };
        if (node.kind === Kind.FIELD_DEFINITION) {
          removed.push(`${ownerName(ancestors)}.${node.name.value}`);
        }
        return null;
      },
    }),
  );
  return { documents, removed };
}

function withoutFields<R extends object>(resolvers: R, removed: readonly string[]): R {
  const copy: Record<string, unknown> = { ...(resolvers as Record<string, unknown>) };
  for (const entry of removed) {
    const [type = '', field = ''] = entry.split('.');
    const fields = copy[type];
    if (fields && typeof fields === 'object' && field in fields) {
      const { [field]: _gone, ...rest } = fields as Record<string, unknown>;
      copy[type] = rest;
    }
  }
  return copy as R;
}

/** The schema without resolvers' checks, as declared (for tests that inspect directives). */
export function buildDeclaredSchema(dir?: string, { demoJobs = true }: SchemaOptions = {}): GraphQLSchema {
  const { documents, removed } = servedTypeDefs(loadTypeDefs(dir), demoJobs);
  const resolvers = [scalarResolvers, ...GATEWAY_DOMAINS.flatMap((domain) => domain.resolvers ?? [])];
  return makeExecutableSchema({
    typeDefs: documents,
    resolvers: resolvers.map((r) => withoutFields(r, removed)),
  });
}

export function buildGatewaySchema(dir?: string, options: SchemaOptions = {}): GraphQLSchema {
  return applyAuthDirectives(buildDeclaredSchema(dir, options));
}
