// A local S3-protocol server (s3rver) for tests: a free port on 127.0.0.1, objects in a temp folder removed on
// close, one bucket made up front, and the settings an API process needs to use it.
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../files/s3-storage.js';

export type TestS3Server = {
  config: S3StorageConfig;
  /** The same as environment variables (FILE_STORAGE=s3 and S3_*), for API child processes. */
  env: Record<string, string>;
  /** The names of the objects under `<prefix><under>`, without that. */
  list(under: string): Promise<string[]>;
  close(): Promise<void>;
};

// s3rver checks signatures against these fixed credentials.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3Server(bucket = 'aid-files', prefix = ''): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'aid-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    config: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS, prefix },
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_PREFIX: prefix,
    },
    async list(under) {
      const Prefix = `${prefix}${under}`;
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix }));
      return (listed.Contents ?? []).map((o) => (o.Key ?? '').slice(Prefix.length));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
