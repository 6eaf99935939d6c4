// Who sends the invitation e-mail with a real Cognito pool (see the top of identity-admin.ts), and what the admin calls
// ask Cognito for in each case, read off the requests a stand-in for Cognito's JSON API receives.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IdentityConfig } from '@aid/common/identity';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cognitoIdentityAdmin, cognitoSendsInvitations } from './identity-admin.js';

const REAL_POOL: IdentityConfig = { region: 'eu-central-1', userPoolId: 'eu-central-1_abc', clientId: 'client' };
const EMULATOR: IdentityConfig = { ...REAL_POOL, endpoint: 'http://localhost:9229' };

describe('cognitoSendsInvitations', () => {
  it('lets a real pool send its own invitation only when our mail goes nowhere (the outbox)', () => {
    expect(cognitoSendsInvitations(REAL_POOL, {})).toBe(true);
    expect(cognitoSendsInvitations(REAL_POOL, { delivers: true })).toBe(false);
    // The emulator sends no mail at all: ours always goes (into the outbox, where the tests read it).
    expect(cognitoSendsInvitations(EMULATOR, {})).toBe(false);
    expect(cognitoSendsInvitations(EMULATOR, { delivers: true })).toBe(false);
  });
});

describe('cognitoIdentityAdmin invitations', () => {
  let server: Server;
  let config: IdentityConfig;
  const requests: { action: string; body: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      req.on('end', () => {
        const action = String(req.headers['x-amz-target']).split('.').pop() ?? '';
        requests.push({ action, body: JSON.parse(raw) as Record<string, unknown> });
        const answer = action === 'AdminCreateUser' ? { User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } } : {};
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    config = { ...REAL_POOL, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  it('asks Cognito for silence when we send the invitation, and sets a resent password quietly', async () => {
    const admin = cognitoIdentityAdmin(config);
    expect(admin.sendsInvitations).toBe(false);
    expect(await admin.createInvitedUser('a@pool.test', 'Tmp-1aaaaaaaaaaa')).toEqual({ sub: 'sub-1' });
    await admin.setTemporaryPassword('a@pool.test', 'Tmp-2aaaaaaaaaaa');
    expect(requests).toEqual([
      {
        action: 'AdminCreateUser',
        body: expect.objectContaining({
          Username: 'a@pool.test',
          TemporaryPassword: 'Tmp-1aaaaaaaaaaa',
          MessageAction: 'SUPPRESS',
        }),
      },
      {
        action: 'AdminSetUserPassword',
        body: expect.objectContaining({ Password: 'Tmp-2aaaaaaaaaaa', Permanent: false }),
      },
    ]);
  });

  it('lets Cognito e-mail the invitation, and resend it with the new password, when it sends them', async () => {
    const admin = cognitoIdentityAdmin(config, { sendsInvitations: true });
    expect(admin.sendsInvitations).toBe(true);
    expect(await admin.createInvitedUser('b@pool.test', 'Tmp-1aaaaaaaaaaa')).toEqual({ sub: 'sub-1' });
    await admin.setTemporaryPassword('b@pool.test', 'Tmp-2aaaaaaaaaaa');
    const [created, resent] = requests;
    expect(created).toMatchObject({ action: 'AdminCreateUser', body: { DesiredDeliveryMediums: ['EMAIL'] } });
    expect(created?.body).not.toHaveProperty('MessageAction');
    expect(resent).toEqual({
      action: 'AdminCreateUser',
      body: expect.objectContaining({
        Username: 'b@pool.test',
        TemporaryPassword: 'Tmp-2aaaaaaaaaaa',
        MessageAction: 'RESEND',
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    });
    expect(requests).toHaveLength(2);
  });
});
