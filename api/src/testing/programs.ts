// Test-only helpers shared by the programs suites (programs.test.ts, programs-list.test.ts).
import type { Permissions } from '@aid/common/permissions';
import type { PageJson } from '@aid/common/rest';
import type { TestIdentity } from '@aid/identity';
import type { ProgramJson } from '../programs/model.js';
import type { TestApi } from './harness.js';

/** A page of programs as the API answers it, counted (the suites leave `count` at its default). */
export type Page = PageJson<ProgramJson> & { totalCount: number };

export type Caller = { token: string; accountId: string; userId: string };

export const filterQuery = (filter: unknown, extra = '') =>
  `/programs?first=100&sort=NAME&filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

export function access(level: 'EVERYTHING' | 'SELECTED', objectIds: string[] = []) {
  return { accessLevel: level, objectIds };
}

/**
 * A signed-in member (real identity token) of `accountId`, and a way to call the API as them. Identity and API are
 * read when called: suites start them in beforeAll, after this is set up.
 */
export function callers(identity: () => TestIdentity, api: () => TestApi, emailOf: (name: string) => string) {
  return {
    async caller(name: string, accountId: string, roleName = 'ADMIN', permissions?: Permissions): Promise<Caller> {
      const user = await identity().user(emailOf(name));
      const { userId } = await api().fixtures.member(user, accountId, roleName, permissions);
      return { token: user.tokens.accessToken, accountId, userId };
    },
    as(who: Caller, method: string, path: string, body?: unknown, sitePath?: string) {
      return api().call(method, path, { token: who.token, accountId: who.accountId, body, sitePath });
    },
  };
}
