// The identity pool's ids handed from a one-shot set-up to the services: docker-compose's identity-setup
// (identity/src/setup.ts) writes COGNITO_POOL_FILE on a shared volume, and the API and the gateway read it at start
// when COGNITO_USER_POOL_ID is not set, so a fresh deployment needs no ids copied by hand.
import { readFileSync } from 'node:fs';

export type PoolFile = { userPoolId: string; clientId: string; demoUsers: { email: string; sub: string }[] };

/** The file's ids, checked: a file that is not what set-up writes stops the start with its path named. */
export function readPoolFile(path: string): PoolFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`COGNITO_POOL_FILE ${path} cannot be read: ${error instanceof Error ? error.message : error}`);
  }
  const pool = parsed as Partial<PoolFile> | null;
  const users = Array.isArray(pool?.demoUsers) ? pool.demoUsers : [];
  const valid =
    typeof pool?.userPoolId === 'string' &&
    typeof pool.clientId === 'string' &&
    users.every((u) => typeof u?.email === 'string' && typeof u.sub === 'string');
  if (!valid || !pool?.userPoolId || !pool.clientId) {
    throw new Error(`COGNITO_POOL_FILE ${path} does not hold { userPoolId, clientId, demoUsers }`);
  }
  return { userPoolId: pool.userPoolId, clientId: pool.clientId, demoUsers: users };
}

/**
 * The environment with the pool's ids filled in from COGNITO_POOL_FILE when they are not set (and DEMO_USER_SUBS, so
 * the API seeds the demo organisations for the demo users the set-up made). Set ids always win.
 */
export function withPoolFile(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const path = env.COGNITO_POOL_FILE;
  if (!path || (env.COGNITO_USER_POOL_ID && env.COGNITO_CLIENT_ID)) return env;
  const pool = readPoolFile(path);
  return {
    ...env,
    COGNITO_USER_POOL_ID: pool.userPoolId,
    COGNITO_CLIENT_ID: pool.clientId,
    DEMO_USER_SUBS: env.DEMO_USER_SUBS || (pool.demoUsers.length ? JSON.stringify(pool.demoUsers) : ''),
  };
}
