// A 200 MB upload streams through the API without its memory growing with the file: the API runs as a child
// process, its peak resident set (VmHWM in /proc) is reset before the upload and read after. Linux only (/proc).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FileJson } from '@aid/common/files';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.js';

const SERVER = fileURLToPath(new URL('../testing/upload-server.ts', import.meta.url));
const MIB = 1024 * 1024;
const FILE_MIB = 200;

let identity: TestIdentity;
let child: ChildProcess | undefined;
let url: string;
let accountId: string;
let token: string;
// The uploads (201 MiB) go here, and are removed after the test.
const filesDir = mkdtempSync(join(tmpdir(), 'aid-upload-memory-'));
// FILES_TEST_STORAGE=s3: the API streams the upload to s3rver (run by this test process) instead of its disk.
let s3: TestS3Server | undefined;

/** The process's peak and current resident set, in MiB. */
function memory(pid: number): { peakMiB: number; rssMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { peakMiB: Math.round(kib('VmHWM') / 1024), rssMiB: Math.round(kib('VmRSS') / 1024) };
}

/** `mib` MiB made on the fly, one reused 1 MiB chunk at a time: the test never holds the file either. */
function generated(mib: number): Readable {
  const chunk = Buffer.alloc(MIB, 0x61);
  let sent = 0;
  return new Readable({
    read() {
      sent += 1;
      this.push(sent > mib ? null : chunk);
    },
  });
}

function upload(body: Readable, bytes: number): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const target = new URL('/files?name=big.bin', url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: target.pathname + target.search,
        agent: false,
        headers: {
          Authorization: `Bearer ${token}`,
          'x-accountid': accountId,
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(bytes),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString('utf8');
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      },
    );
    req.on('error', reject);
    body.pipe(req);
  });
}

beforeAll(async () => {
  identity = await startTestIdentity();
  const user = await identity.user('big-upload@files.test');
  token = user.tokens.accessToken;
  s3 = process.env.FILES_TEST_STORAGE === 's3' ? await startTestS3Server('upload-memory') : undefined;
  child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      SERVER,
      JSON.stringify({
        identity: identity.config,
        user: { sub: user.sub, email: user.email },
        filesDir,
        s3: s3?.config,
      }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(child.stdout ?? child, 'data')) as [Buffer];
  ({ url, accountId } = JSON.parse(String(line)) as { url: string; accountId: string });
}, 60_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await identity?.stop();
  await s3?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe.skipIf(process.platform !== 'linux')('a 200 MB upload', () => {
  it('streams through the API with its memory flat', async () => {
    const pid = child?.pid;
    if (!pid) throw new Error('no API process');
    // Warm up: the first upload loads the code paths; the peak is measured from there.
    expect((await upload(generated(1), MIB)).status).toBe(201);
    // Writing 5 to clear_refs resets the peak (VmHWM) to the current resident set (Linux 4.0+), so the peak read
    // after the upload is the peak during it, not the one of start-up.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const before = memory(pid);
    const res = await upload(generated(FILE_MIB), FILE_MIB * MIB);
    const after = memory(pid);
    expect(res.status).toBe(201);
    expect((res.body as FileJson).sizeBytes).toBe(FILE_MIB * MIB);
    // Figures for the record (quoted in the note).
    console.log(
      JSON.stringify({
        uploadMiB: FILE_MIB,
        storage: s3 ? 's3' : 'local',
        apiRssBeforeMiB: before.rssMiB,
        apiPeakDuringMiB: after.peakMiB,
      }),
    );
    expect(after.peakMiB - before.rssMiB).toBeLessThan(64);
  }, 120_000);
});
