// The executable schema: the contract in schema/*.graphql, the resolvers of every domain, the permission checks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { accessResolvers } from '../access/resolvers.js';
import { accountsResolvers } from '../accounts/resolvers.js';
import { activityResolvers } from '../activity/resolvers.js';
import { apiKeysResolvers } from '../apikeys/resolvers.js';
import { applyAuthDirectives } from '../auth/directives.js';
import { duplicateResolvers } from '../beneficiaries/duplicate-resolvers.js';
import { importResolvers } from '../beneficiaries/import-resolvers.js';
import { beneficiariesResolvers } from '../beneficiaries/resolvers.js';
import { distributionsResolvers } from '../distributions/resolvers.js';
import { jobsResolvers } from '../jobs/resolvers.js';
import { notificationsResolvers } from '../notifications/resolvers.js';
import { paymentsResolvers } from '../payments/resolvers.js';
import { programsResolvers } from '../programs/resolvers.js';
import { reconciliationResolvers } from '../reconciliation/resolvers.js';
import { rolesResolvers } from '../roles/resolvers.js';
import { scanningResolvers } from '../scanning/resolvers.js';
import { usersResolvers } from '../users/resolvers.js';
import { scalarResolvers } from './scalars.js';

/** The repository's schema/ folder: the one contract, read as it is rather than copied. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/** The schema without resolvers' checks, as declared (for tests that inspect directives). */
export function buildDeclaredSchema(dir?: string): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(dir),
    resolvers: [
      scalarResolvers,
      accountsResolvers,
      accessResolvers,
      activityResolvers,
      programsResolvers,
      jobsResolvers,
      apiKeysResolvers,
      rolesResolvers,
      usersResolvers,
      beneficiariesResolvers,
      importResolvers,
      duplicateResolvers,
      distributionsResolvers,
      notificationsResolvers,
      paymentsResolvers,
      scanningResolvers,
      reconciliationResolvers,
    ],
  });
}

export function buildGatewaySchema(dir?: string): GraphQLSchema {
  return applyAuthDirectives(buildDeclaredSchema(dir));
}
