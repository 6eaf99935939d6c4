// Uploads on every available database: stored whole and read back, refused past the limit with nothing left behind,
// invisible to another organisation, and large bodies still refused everywhere else.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FileJson } from '@aid/common/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantRunner } from '../db/tenant.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { s3FileStorage } from './s3-storage.js';
import { type FileStorage, localFileStorage } from './storage.js';

const backends = await availableBackends();
const MAX_BYTES = 1024 * 1024;
// FILES_TEST_STORAGE=s3 runs these tests with the S3 storage, against s3rver, instead of the local folder.
const ON_S3 = process.env.FILES_TEST_STORAGE === 's3';

const identity = fileIdentity();

type Who = { token: string; accountId: string; userId: string };
type Answer = { status: number; body: unknown; headers: Record<string, string | string[] | undefined>; raw: Buffer };

/** node:http, so a body can be streamed (chunked) and a refusal read even while the body is still being sent. */
function send(
  url: string,
  who: Who | undefined,
  method: string,
  path: string,
  body?: Buffer | Readable,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path: target.pathname + target.search,
        // A fresh connection each time: a refused upload's connection is closed by the server mid-body.
        agent: false,
        headers: {
          ...(who ? { Authorization: `Bearer ${who.token}`, 'x-accountid': who.accountId } : {}),
          ...(Buffer.isBuffer(body) ? { 'Content-Length': String(body.length) } : {}),
          ...headers,
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          let parsed: unknown = raw.toString('utf8');
          try {
            parsed = JSON.parse(String(parsed));
          } catch {
            // binary content
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers, raw });
        });
      },
    );
    let answered = false;
    // A refused upload may close the connection before the whole body is written: the answer is what counts,
    // and it can arrive just after the write fails.
    req.on('error', (error) => setTimeout(() => (answered ? undefined : reject(error)), 500));
    if (body === undefined) req.end();
    else if (Buffer.isBuffer(body)) req.end(body);
    else body.pipe(req);
  });
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(backendCases(backends))('files on %s', (name, backend) => {
  let api: TestApi;
  let root: string;
  let s3: TestS3Server | undefined;
  let storage: FileStorage & { close?: () => void };
  let admin: Who;
  let outsider: Who;
  const upload = (
    who: Who,
    body: Buffer | Readable,
    fileName = 'households.csv',
    headers: Record<string, string> = {},
  ) =>
    send(api.url, who, 'POST', '/files', body, {
      'x-file-name': encodeURIComponent(fileName),
      'Content-Type': 'text/csv',
      ...headers,
    });
  const storedFiles = (accountId: string): Promise<string[]> =>
    s3 ? s3.list(`${accountId}/`) : readdir(join(root, accountId)).catch(() => []);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `files-test-${name}-`));
    s3 = ON_S3 ? await startTestS3Server(`files-${name}`) : undefined;
    storage = s3 ? s3FileStorage(s3.config) : localFileStorage(root);
    api = await startTestApi(backend, identity().config, { files: { storage, maxBytes: MAX_BYTES } });
    const member = async (email: string, accountId: string): Promise<Who> => {
      const user = await identity().user(email);
      const { userId } = await api.fixtures.member(user, accountId, 'ADMIN');
      return { token: user.tokens.accessToken, accountId, userId };
    };
    admin = await member(`admin-${name}@files.test`, (await api.fixtures.account('Files Org')).accountId);
    outsider = await member(`outsider-${name}@files.test`, (await api.fixtures.account('Other Org')).accountId);
  });
  afterAll(async () => {
    await api?.close();
    storage?.close?.();
    await s3?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('stores an upload whole and gives it back as a download', async () => {
    const content = Buffer.from('household_id,size\nH-1,4\nH-2,6\n'.repeat(1000));
    const res = await upload(admin, content, 'Kakuma households (é).csv');
    expect(res.status).toBe(201);
    const file = res.body as FileJson;
    expect(file).toMatchObject({
      fileName: 'Kakuma households (é).csv',
      contentType: 'text/csv',
      sizeBytes: content.length,
      sha256: sha256(content),
      createdBy: admin.userId,
    });
    expect(file.fileId).toMatch(/^fil--/);

    const back = await send(api.url, admin, 'GET', `/files/${file.fileId}/content`);
    expect(back.status).toBe(200);
    expect(sha256(back.raw)).toBe(sha256(content));
    expect(back.headers['content-disposition']).toContain('attachment');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect((await send(api.url, admin, 'GET', `/files/${file.fileId}`)).body).toEqual(file);
    const list = (await send(api.url, admin, 'GET', '/files?first=10')).body as { items: FileJson[] };
    expect(list.items.map((f) => f.fileId)).toContain(file.fileId);
  });

  it('streams a body sent in chunks, without a Content-Length', async () => {
    const chunks = Array.from({ length: 20 }, (_, i) => Buffer.alloc(10_000, i));
    const res = await upload(admin, Readable.from(chunks));
    expect(res.status).toBe(201);
    expect((res.body as FileJson).sizeBytes).toBe(200_000);
    expect((res.body as FileJson).sha256).toBe(sha256(Buffer.concat(chunks)));
  });

  it('refuses a file over the limit up front with 413 and the limit, keeping nothing', async () => {
    const before = (await storedFiles(admin.accountId)).length;
    const res = await upload(admin, Buffer.alloc(MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large: at most 1 MiB can be uploaded',
    });
    expect((await storedFiles(admin.accountId)).length).toBe(before);
  });

  it('refuses a chunked body as soon as it passes the limit, keeping nothing', async () => {
    const before = (await storedFiles(admin.accountId)).length;
    const rows = async () => (await api.db.query('SELECT file_id FROM files')).length;
    const rowsBefore = await rows();
    const res = await upload(admin, Readable.from(Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024, 7))));
    expect(res.status).toBe(413);
    expect((res.body as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
    const after = await storedFiles(admin.accountId);
    expect(after.length).toBe(before);
    expect(after.some((f) => f.endsWith('.part'))).toBe(false);
    expect(await rows()).toBe(rowsBefore);
  });

  it('never shows a file to another organisation, even to a query that forgets its filter', async () => {
    const file = (await upload(admin, Buffer.from('secret list'))).body as FileJson;
    expect((await send(api.url, outsider, 'GET', `/files/${file.fileId}`)).status).toBe(404);
    expect((await send(api.url, outsider, 'GET', `/files/${file.fileId}/content`)).status).toBe(404);
    expect(((await send(api.url, outsider, 'GET', '/files')).body as { items: unknown[] }).items).toEqual([]);
    const asOutsider = tenantRunner(api.db, { accountId: outsider.accountId, userId: outsider.userId });
    expect(await asOutsider((tx) => tx.query('SELECT file_id FROM files'))).toEqual([]);
  });

  it('asks for a file name, and refuses one with control characters', async () => {
    const none = await send(api.url, admin, 'POST', '/files', Buffer.from('x'));
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ fieldErrors: [{ field: 'fileName' }] });
    const nul = await upload(admin, Buffer.from('x'), 'a\u0000b.csv');
    expect(nul.status).toBe(422);
    const badEncoding = await upload(admin, Buffer.from('x'), 'ok', { 'x-file-name': '%E0%A4%A' });
    expect(badEncoding.status).toBe(422);
  });

  it('keeps refusing large bodies on every other route', async () => {
    const big = Buffer.from(JSON.stringify({ programName: 'x'.repeat(1024 * 1024) }));
    const res = await send(api.url, admin, 'POST', '/programs', big, { 'Content-Type': 'application/json' });
    expect(res.status).toBe(413);
  });
});
