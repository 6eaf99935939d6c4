// What the one-shot identity set-up (setup.ts) and `npm start` both do: make the pool, its web client and the demo
// users; and the file the set-up hands their ids over in (read by the services: @aid/common/identity-pool).
import { renameSync, writeFileSync } from 'node:fs';
import type { PoolFile } from '@aid/common/identity-pool';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ACCOUNTS, DEMO_USERS, demoPassword } from './demo.js';
import { type SeededUser, seedPool, seedUser } from './seed.js';

/** The pool (made when missing) and, with `demoUsers`, the demo users with their default organisations. */
export async function seedDemoPool(admin: CognitoIdentityProviderClient, demoUsers = true): Promise<PoolFile> {
  const pool = await seedPool(admin);
  const seeded: SeededUser[] = [];
  if (demoUsers) {
    for (const user of DEMO_USERS) {
      const first = user.memberships[0];
      const defaultAccountId = first ? DEMO_ACCOUNTS[first.account].accountId : undefined;
      seeded.push(
        await seedUser(admin, pool.userPoolId, { email: user.email, password: demoPassword(), defaultAccountId }),
      );
    }
  }
  return { ...pool, demoUsers: seeded };
}

/** Written whole (a reader starting at that moment never sees half a file). */
export function writePoolFile(path: string, pool: PoolFile): void {
  writeFileSync(`${path}.part`, `${JSON.stringify(pool, null, 2)}\n`);
  renameSync(`${path}.part`, path);
}
