// Scenario a: a file uploaded through gateway-1 is stored in S3 (s3rver) by whichever API took it, and downloaded
// byte for byte through gateway-2 (another gateway, perhaps another API): nothing of a file lives in one process.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { headersOf } from './client.js';
import type { Suite } from './harness.js';

type UploadedFile = { fileId: string; sizeBytes: number; sha256: string; fileName: string };

export async function fileAcrossGateways(suite: Suite): Promise<void> {
  const [first, second] = suite.urls.gateways;
  // Random bytes (no compression helps) over several chunks, and a name that needs its URI encoding.
  const content = randomBytes(384 * 1024 + 17);
  const fileName = 'relevé de caisse #1.bin';
  const upload = await fetch(`${first}/api/files`, {
    method: 'POST',
    headers: {
      ...headersOf(suite.admin),
      'Content-Type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
    },
    body: content,
  });
  assert.equal(upload.status, 201, await upload.clone().text());
  const file = (await upload.json()) as UploadedFile;
  assert.equal(file.sizeBytes, content.length);
  assert.equal(file.fileName, fileName);
  assert.equal(file.sha256, createHash('sha256').update(content).digest('hex'));
  const stored = await suite.cluster.s3.list('');
  assert.ok(
    stored.some((key) => key.includes(file.fileId)),
    `s3rver holds the file (${stored.length} objects)`,
  );

  const download = await fetch(`${second}/api/files/${file.fileId}/content`, { headers: headersOf(suite.admin) });
  assert.equal(download.status, 200);
  assert.match(download.headers.get('content-disposition') ?? '', /^attachment/);
  const bytes = Buffer.from(await download.arrayBuffer());
  assert.equal(bytes.length, content.length);
  assert.ok(bytes.equals(content), 'the download is byte-identical to the upload');
}
