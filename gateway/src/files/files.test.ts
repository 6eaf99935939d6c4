// Uploads and downloads through the gateway's same-origin proxy, against the real API.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { globalAgent, request } from 'node:http';
import { Readable } from 'node:stream';
import type { FileJson } from '@aid/common/files';
import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

const MIB = 1024 * 1024;
// Large enough for a download that socket buffers cannot swallow whole (see the test of a browser that leaves).
const MAX = 32 * MIB;
let stack: TestStack;
let member: StackUser;
let outsider: StackUser;
let accountId: string;
let otherAccountId: string;

beforeAll(async () => {
  // No change stream: the test counts the gateway's connections to the API, and that one would stay open.
  stack = await startTestStack({ uploadMaxBytes: MAX, followPermissionChanges: false });
  ({ accountId } = await stack.fixtures.account('Files org'));
  ({ accountId: otherAccountId } = await stack.fixtures.account('Other org'));
  member = await stack.member('files@gateway.example.org', accountId);
  outsider = await stack.member('outsider@gateway.example.org', otherAccountId);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

type Answer = { status: number; text: string; headers: Record<string, string | string[] | undefined> };

function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, stack.gateway.url);
    let answered = false;
    const req = request(
      { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers, agent: false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
        );
      },
    );
    req.on('error', (error) => setTimeout(() => (answered ? undefined : reject(error)), 500));
    req.end(body);
  });
}

const upload = (user: StackUser, account: string, body: Buffer) =>
  send(
    'POST',
    '/api/files',
    {
      Authorization: `Bearer ${user.token}`,
      'x-accountid': account,
      'x-file-name': encodeURIComponent('vouchers.csv'),
      'Content-Type': 'text/csv',
      'Content-Length': String(body.length),
    },
    body,
  );

describe('files through the gateway', () => {
  it('uploads with the bearer token and downloads with the session cookie', async () => {
    const content = Buffer.from('voucher,amount\nV-1,25\n'.repeat(500));
    const res = await upload(member, accountId, content);
    expect(res.status).toBe(201);
    const file = JSON.parse(res.text) as FileJson;
    expect(file.sha256).toBe(createHash('sha256').update(content).digest('hex'));

    const back = await send('GET', `/api/files/${file.fileId}/content`, {
      Cookie: `accessToken=${member.token}`,
      'x-accountid': accountId,
    });
    expect(back.status).toBe(200);
    expect(back.text).toBe(content.toString('utf8'));
    expect(back.headers['content-disposition']).toContain('attachment');
  });

  it("relays the API's 413 with the limit, and does not leave the API waiting for the rest", async () => {
    // The proxy reaches the API through Node's shared pool: empty it, so the refused upload's connection is the only one.
    globalAgent.destroy();
    if (process.platform === 'linux') await vi.waitFor(() => expect(apiConnections()).toBe(0));
    const res = await upload(member, accountId, Buffer.alloc(MAX + 1));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large: at most 32 MiB can be uploaded',
      messageKey: 'files.tooLarge',
      messageParams: { limit: '32 MiB' },
    });
    // Worded by key, so a French member reads it in French.
    expect(refusalIn('fr', 'files.tooLarge', { limit: '32 MiB' })).toBe(
      'Le fichier est trop volumineux : vous pouvez téléverser au plus 32 MiB',
    );
    if (process.platform === 'linux') await vi.waitFor(() => expect(apiConnections()).toBe(0));
  });

  it('refuses a caller without a valid token, and hides a file from another organisation', async () => {
    const file = JSON.parse((await upload(member, accountId, Buffer.from('private'))).text) as FileJson;
    const anonymous = await send('POST', '/api/files', { 'Content-Length': '1' }, Buffer.from('x'));
    expect(anonymous.status).toBe(401);
    const foreign = await send('GET', `/api/files/${file.fileId}/content`, {
      Authorization: `Bearer ${outsider.token}`,
      'x-accountid': otherAccountId,
    });
    expect(foreign.status).toBe(404);
    const notAnId = await send('GET', '/api/files/..%2F..%2Fetc/content', { Authorization: `Bearer ${member.token}` });
    expect(notAnId.status).toBe(404);
  });
});

/** Files this process holds open whose path contains `part` (the API runs in this process). Linux only (/proc). */
function openFiles(part: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).includes(part);
    } catch {
      return false; // closed since it was listed
    }
  }).length;
}

/** Open connections to the API (its side), from /proc/net: a proxied exchange that is over must not keep one. */
function apiConnections(): number {
  const port = `:${stack.api.port.toString(16).toUpperCase().padStart(4, '0')}`;
  const ESTABLISHED = '01';
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((table) => readFileSync(table, 'utf8').split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(([, local, , state]) => local?.endsWith(port) && state === ESTABLISHED).length;
}

/** `mib` MiB made on the fly, one reused chunk at a time. */
function generated(mib: number): Readable {
  const chunk = Buffer.alloc(MIB, 0x62);
  let sent = 0;
  return new Readable({
    read() {
      sent += 1;
      this.push(sent > mib ? null : chunk);
    },
  });
}

describe.skipIf(process.platform !== 'linux')('a browser that leaves', () => {
  const target = (path: string) => {
    const url = new URL(path, stack.gateway.url);
    return { host: url.hostname, port: url.port, path: url.pathname + url.search, agent: false };
  };
  const auth = () => ({ Authorization: `Bearer ${member.token}`, 'x-accountid': accountId });

  it('mid-upload: the API stops waiting for the body and drops the partial file', async () => {
    const req = request({
      ...target('/api/files?name=partial.bin'),
      method: 'POST',
      headers: { ...auth(), 'Content-Length': String(8 * MIB) },
    });
    req.on('error', () => undefined); // the abort below is the point
    req.write(Buffer.alloc(MIB));
    await vi.waitFor(() => expect(openFiles('.part')).toBe(1));
    req.destroy();
    await vi.waitFor(() => expect(openFiles('.part')).toBe(0), { timeout: 5_000 });
  });

  it('mid-download: the API closes the file', async () => {
    const file = await new Promise<FileJson>((resolve, reject) => {
      const req = request(
        {
          ...target('/api/files?name=big.bin'),
          method: 'POST',
          headers: { ...auth(), 'Content-Length': String(30 * MIB) },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString('utf8');
          });
          res.on('end', () => resolve(JSON.parse(text) as FileJson));
        },
      );
      req.on('error', reject);
      generated(30).pipe(req);
    });
    const req = request({ ...target(`/api/files/${file.fileId}/content`), headers: auth() }, (res) => {
      res.once('data', () => res.pause()); // a reader that stops reading, then goes away
    });
    req.on('error', () => undefined);
    req.end();
    await vi.waitFor(() => expect(openFiles(file.fileId)).toBe(1));
    // Buffers along the way are full by now and the API still holds the file: the case worth testing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(openFiles(file.fileId)).toBe(1);
    req.destroy();
    await vi.waitFor(() => expect(openFiles(file.fileId)).toBe(0), { timeout: 5_000 });
  });
});
