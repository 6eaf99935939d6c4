import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPoolFile } from './identity-pool.js';

const dir = mkdtempSync(join(tmpdir(), 'aid-pool-file-'));
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe('COGNITO_POOL_FILE', () => {
  const pool = { userPoolId: 'local_abc', clientId: 'client1', demoUsers: [{ email: 'a@demo.aid', sub: 's-1' }] };

  it('fills the pool ids and the demo users in from the file the set-up wrote', () => {
    const env = withPoolFile({ COGNITO_POOL_FILE: file('pool.json', JSON.stringify(pool)), API_PORT: '4000' });
    expect(env).toMatchObject({ COGNITO_USER_POOL_ID: 'local_abc', COGNITO_CLIENT_ID: 'client1', API_PORT: '4000' });
    expect(JSON.parse(env.DEMO_USER_SUBS ?? '')).toEqual(pool.demoUsers);
  });

  it('leaves ids that are set alone (a real pool) and an environment without a file as it is', () => {
    const real = { COGNITO_USER_POOL_ID: 'eu-central-1_real', COGNITO_CLIENT_ID: 'web', COGNITO_POOL_FILE: '/nowhere' };
    expect(withPoolFile(real)).toBe(real);
    const none = { API_PORT: '1' };
    expect(withPoolFile(none)).toBe(none);
  });

  it('stops the start with the path named when the file is missing or not what the set-up writes', () => {
    expect(() => withPoolFile({ COGNITO_POOL_FILE: join(dir, 'missing.json') })).toThrow(
      /missing\.json cannot be read/,
    );
    const broken = file('broken.json', '{"userPoolId": 1}');
    expect(() => withPoolFile({ COGNITO_POOL_FILE: broken })).toThrow(/does not hold \{ userPoolId, clientId/);
  });
});
