// The API as a process of its own, for the memory test of uploads: `node --import tsx upload-server.ts <json>` with
// `{ identity, user: { sub, email }, filesDir, s3? }` (s3: keep the files in that bucket instead). It seeds one organisation with that user as a member, prints
// `{ url, accountId }` on one line, and serves until it is killed. The test owns `filesDir` and removes it: this
// process is killed, so it cannot clean up after itself.
import type { IdentityConfig } from '@aid/common/auth';
import { type S3StorageConfig, s3FileStorage } from '../files/s3-storage.js';
import { createLogger } from '../http/logger.js';
import { startApi } from '../index.js';
import { createFixtures } from './fixtures.js';

type Args = {
  identity: IdentityConfig;
  user: { sub: string; email: string };
  filesDir: string;
  s3?: S3StorageConfig;
};
const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const api = await startApi({
  identity: args.identity,
  dataDir: 'memory://',
  jobs: false,
  filesDir: args.filesDir,
  fileStorage: args.s3 ? s3FileStorage(args.s3) : undefined,
  logger: createLogger(undefined, 'silent'),
});
const fixtures = createFixtures(api.db);
const { accountId } = await fixtures.account('Upload memory org');
await fixtures.member(args.user, accountId, 'ADMIN');
process.stdout.write(`${JSON.stringify({ url: api.url, accountId })}\n`);
