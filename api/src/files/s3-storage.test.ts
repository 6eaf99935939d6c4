// What only the S3 storage has: its settings from the environment, where its keys go, and how it fails when the
// store does. The contract it shares with the local folder is in storage-contract.test.ts.
import { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.js';
import { s3FileStorage, s3StorageConfigFromEnv } from './s3-storage.js';

describe('S3 settings from the environment', () => {
  it('keeps files on the local disk unless FILE_STORAGE=s3', () => {
    expect(s3StorageConfigFromEnv({})).toBeUndefined();
    expect(s3StorageConfigFromEnv({ FILE_STORAGE: 'local', S3_BUCKET: 'ignored' })).toBeUndefined();
  });

  it('reads every S3 setting, with defaults for the optional ones', () => {
    expect(s3StorageConfigFromEnv({ FILE_STORAGE: 's3', S3_BUCKET: 'aid-files' })).toEqual({
      bucket: 'aid-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
    });
    expect(
      s3StorageConfigFromEnv({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'aid-files',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'uploads/',
      }),
    ).toEqual({
      bucket: 'aid-files',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      prefix: 'uploads/',
    });
  });

  it('stops the start with a sentence when a setting is missing or wrong', () => {
    expect(() => s3StorageConfigFromEnv({ FILE_STORAGE: 's3' })).toThrow('FILE_STORAGE=s3 needs S3_BUCKET');
    expect(() => s3StorageConfigFromEnv({ FILE_STORAGE: 'gcs' })).toThrow('FILE_STORAGE gcs is neither');
    expect(() => s3StorageConfigFromEnv({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE yes is neither',
    );
    expect(() => s3StorageConfigFromEnv({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  });
});

describe('S3 storage against s3rver', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server('keys-bucket', 'aid/');
  });
  afterAll(() => server?.close());

  it('keeps a file at <prefix><accountId>/<fileId>', async () => {
    const storage = s3FileStorage(server.config);
    await storage.write('acc-1', 'file-1', Readable.from([Buffer.from('hello')]), 100);
    const { bucket, region, endpoint, forcePathStyle, credentials } = server.config;
    const client = new S3Client({ region, endpoint, forcePathStyle, credentials });
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'aid/acc-1/file-1' }));
    expect(await object.Body?.transformToString()).toBe('hello');
    client.destroy();
    storage.close();
  });

  it('checks the bucket at start, naming it when it cannot be reached', async () => {
    const storage = s3FileStorage(server.config);
    await expect(storage.checkBucket()).resolves.toBeUndefined();
    const missing = s3FileStorage({ ...server.config, bucket: 'no-such-bucket' });
    await expect(missing.checkBucket()).rejects.toThrow(
      `S3 bucket no-such-bucket cannot be reached at ${server.config.endpoint}`,
    );
    storage.close();
    missing.close();
  });

  it("fails a write with the store's error, and stops reading the source", async () => {
    const missing = s3FileStorage({ ...server.config, bucket: 'no-such-bucket' });
    const small = missing.write('acc-1', 'file-2', Readable.from([Buffer.from('x')]), 100);
    await expect(small).rejects.toMatchObject({ name: 'NoSuchBucket' });
    // A source that never ends: unless the write stops it when the store fails, the write never settles.
    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    const large = missing.write('acc-1', 'file-3', endless, 1024 * 1024 * 1024);
    await expect(large).rejects.toMatchObject({ name: 'NoSuchBucket' });
    expect(endless.destroyed).toBe(true);
    missing.close();
  });
});
