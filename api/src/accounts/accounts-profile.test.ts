// HTTP-level, on every available database: the signed-in user's profile (PATCH /me) and profile image, with the
// checks of each field, of the image's content and size, and the activity entries they leave.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { MeJson } from '@aid/common/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantRunner } from '../db/tenant.js';
import { localFileStorage } from '../files/storage.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { JPEG_HEAD, sendRaw, TINY_PNG } from '../testing/upload.js';
import { memberDefaults } from './settings.js';

const backends = await availableBackends();
const identity = fileIdentity();

type Who = { token: string; accountId: string; userId: string };

describe.each(backendCases(backends))('the user profile on %s', (backendName, backend) => {
  let api: TestApi;
  let root: string;
  let amina: Who;
  const email = (name: string) => `${name}-${backendName}@profile.test`;
  const member = async (name: string, orgName: string): Promise<Who> => {
    const user = await identity().user(email(name));
    const { accountId } = await api.fixtures.account(orgName);
    // Fixture users have completed details; these start as a self-registered person does.
    const { userId } = await api.fixtures.member(user, accountId, 'ADMIN');
    await api.db.query('UPDATE users SET details_completed = false WHERE user_id = $1', [userId]);
    return { token: user.tokens.accessToken, accountId, userId };
  };
  const patchMe = (who: Who, body: unknown) =>
    api.call('PATCH', '/me', { token: who.token, accountId: who.accountId, sitePath: 'http://x/profile/view', body });
  const upload = (who: Who, body: Buffer | Readable, headers: Record<string, string> = {}) =>
    sendRaw(api.url, 'POST', '/me/profile-image', {
      token: who.token,
      accountId: who.accountId,
      body,
      headers: { 'x-file-name': encodeURIComponent('me.png'), 'Content-Type': 'image/png', ...headers },
    });
  const stored = (accountId: string) => {
    try {
      return readdirSync(join(root, accountId));
    } catch {
      return [];
    }
  };
  const userLogs = (who: Who) =>
    api.db.query<{ action: string; changes: Record<string, { from: unknown; to: unknown }>; site_path: string }>(
      `SELECT action, changes, site_path FROM activity_logs
        WHERE account_id = $1 AND object_type = 'USER' AND object_id = $2 AND action = 'UPDATE'
        ORDER BY created_at, log_id`,
      [who.accountId, who.userId],
    );

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `profile-test-${backendName}-`));
    api = await startTestApi(backend, identity().config, {
      files: { storage: localFileStorage(root), maxBytes: 64 * 1024 * 1024 },
    });
    amina = await member('amina', 'Profile Org');
  });
  afterAll(async () => {
    await api?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  describe('PATCH /me', () => {
    it('stores the phone number in E.164 and completes the details once names and phone are given', async () => {
      const first = await patchMe(amina, { firstName: ' Amina ', lastName: 'Odhiambo' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        user: { firstName: 'Amina', lastName: 'Odhiambo', userFullName: 'Amina Odhiambo' },
        detailsCompleted: false,
      });
      const second = await patchMe(amina, { phoneNumber: '+254 712 345 678', applicationLanguage: 'fr' });
      expect(second.body).toMatchObject({
        phoneNumber: '+254712345678',
        applicationLanguage: 'fr',
        numberFormat: 'en-US',
        detailsCompleted: true,
        currentAccountId: amina.accountId,
      } satisfies Partial<MeJson>);
      // Clearing a required detail reopens the registration gate.
      const cleared = await patchMe(amina, { lastName: '' });
      expect(cleared.body).toMatchObject({ user: { lastName: null }, detailsCompleted: false });
      await patchMe(amina, { lastName: 'Odhiambo', numberFormat: 'fr-FR' });

      const entries = await userLogs(amina);
      expect(entries.map((e) => e.changes)).toEqual([
        {
          firstName: { from: null, to: 'Amina' },
          lastName: { from: null, to: 'Odhiambo' },
        },
        {
          phoneNumber: { from: null, to: '+254712345678' },
          applicationLanguage: { from: 'en', to: 'fr' },
          detailsCompleted: { from: false, to: true },
        },
        { lastName: { from: 'Odhiambo', to: null }, detailsCompleted: { from: true, to: false } },
        {
          lastName: { from: null, to: 'Odhiambo' },
          numberFormat: { from: 'en-US', to: 'fr-FR' },
          detailsCompleted: { from: false, to: true },
        },
      ]);
      expect(entries.every((e) => e.site_path === 'http://x/profile/view')).toBe(true);
    });

    it('refuses bad values with a field error each and changes nothing', async () => {
      const who = await member('refused', 'Refusing Org');
      const res = await patchMe(who, {
        phoneNumber: '12',
        applicationLanguage: 'de',
        numberFormat: 'xx',
        firstName: 'x'.repeat(101),
        email: 'new@x.org',
      });
      expect(res.status).toBe(422);
      const fields = (res.body as { fieldErrors: { field: string; code: string }[] }).fieldErrors;
      expect(fields).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'phoneNumber', code: 'INVALID_FORMAT' }),
          expect.objectContaining({ field: 'applicationLanguage', code: 'NOT_ONE_OF' }),
          expect.objectContaining({ field: 'numberFormat', code: 'NOT_ONE_OF' }),
          expect.objectContaining({ field: 'firstName', code: 'TOO_LONG' }),
          expect.objectContaining({ field: 'email', code: 'UNKNOWN_FIELD' }),
        ]),
      );
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts)/);
      for (const phoneNumber of ['0712345678', '+1 555', 'call me']) {
        expect((await patchMe(who, { phoneNumber })).status, phoneNumber).toBe(422);
      }
      expect(await userLogs(who)).toEqual([]);
    });
  });

  describe('profile image', () => {
    it('stores a PNG by its content, serves it back inline, replaces and removes it', async () => {
      const who = await member('pictured', 'Picture Org');
      // Declared as something else: the first bytes decide.
      const res = await upload(who, TINY_PNG, { 'Content-Type': 'application/octet-stream' });
      expect(res.status).toBe(200);
      const fileId = (res.body as MeJson).profileImageFileId;
      expect(fileId).toMatch(/^fil--/);
      const image = await sendRaw(api.url, 'GET', '/me/profile-image', { token: who.token });
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toBe('inline');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(image.body as Buffer, TINY_PNG)).toBe(0);
      expect(stored(who.accountId)).toEqual([fileId]);

      // A JPEG replaces it; the PNG's file goes.
      const jpeg = Buffer.concat([JPEG_HEAD, Buffer.alloc(2000, 1)]);
      const replaced = await upload(who, Readable.from([jpeg.subarray(0, 5), jpeg.subarray(5)]));
      const jpegId = (replaced.body as MeJson).profileImageFileId;
      expect(jpegId).not.toBe(fileId);
      expect(stored(who.accountId)).toEqual([jpegId]);
      const served = await sendRaw(api.url, 'GET', '/me/profile-image', { token: who.token });
      expect(served.headers['content-type']).toBe('image/jpeg');

      const removed = await api.call('DELETE', '/me/profile-image', { token: who.token, accountId: who.accountId });
      expect(removed.body).toMatchObject({ profileImageFileId: null });
      expect(stored(who.accountId)).toEqual([]);
      expect(await sendRaw(api.url, 'GET', '/me/profile-image', { token: who.token })).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND' },
      });
      expect((await userLogs(who)).map((e) => e.changes.profileImageFileId)).toEqual([
        { from: null, to: fileId },
        { from: fileId, to: jpegId },
        { from: jpegId, to: null },
      ]);
    });

    it('refuses a text file named .png, keeping nothing', async () => {
      const who = await member('texter', 'Text Org');
      const res = await upload(who, Buffer.from('this is not a picture, just text pretending\n'));
      expect(res).toMatchObject({
        status: 422,
        body: { code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'image', code: 'NOT_ONE_OF' }] },
      });
      const tiny = await upload(who, Buffer.from([0x89, 0x50]));
      expect(tiny.status).toBe(422);
      expect(stored(who.accountId)).toEqual([]);
      const [files] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE account_id = $1', [
        who.accountId,
      ]);
      expect(files?.n).toBe(0);
    });

    it('refuses an image over 2 MiB with 413 and the limit, declared or streamed', async () => {
      const who = await member('heavy', 'Heavy Org');
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024 - TINY_PNG.length)]);
      const declared = await upload(who, big);
      expect(declared).toMatchObject({
        status: 413,
        body: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large: at most 2 MiB can be uploaded' },
      });
      const chunks = [TINY_PNG, ...Array.from({ length: 48 }, () => Buffer.alloc(64 * 1024, 7))];
      const streamed = await upload(who, Readable.from(chunks));
      expect(streamed).toMatchObject({ status: 413, body: { message: expect.stringContaining('2 MiB') } });
      expect(stored(who.accountId)).toEqual([]);
      const me = await api.call('GET', '/me', { token: who.token, accountId: who.accountId });
      expect((me.body as MeJson).profileImageFileId).toBeNull();
    });
  });

  it('gives new members the organisation’s default language and number format', async () => {
    const { accountId } = await api.fixtures.account('Defaults Org');
    const run = tenantRunner(api.db, { accountId, userId: amina.userId });
    expect(await run((tx) => memberDefaults(tx, accountId))).toEqual({
      applicationLanguage: 'en',
      numberFormat: 'en-US',
    });
    await api.db.query(
      "UPDATE accounts SET default_language = 'fr', default_number_format = 'fr-FR' WHERE account_id = $1",
      [accountId],
    );
    expect(await run((tx) => memberDefaults(tx, accountId))).toEqual({
      applicationLanguage: 'fr',
      numberFormat: 'fr-FR',
    });
    // Another organisation's settings stay out of sight of this transaction.
    const other = tenantRunner(api.db, { accountId: amina.accountId, userId: amina.userId });
    expect(await other((tx) => memberDefaults(tx, accountId))).toEqual({
      applicationLanguage: 'en',
      numberFormat: 'en-US',
    });
  });
});
