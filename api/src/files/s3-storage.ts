// Uploaded content in an S3 bucket (Amazon S3, MinIO, any S3-compatible store), so every API process reads what any
// other one wrote. Same contract as the local folder: streamed in and out, counted and hashed on the way, nothing
// visible under an id until its content is whole, nothing left there when it is refused.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { idProblem } from '@aid/common/ids';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type FileStorage, FileTooLargeError, meter } from './storage.js';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** For MinIO and local servers; unset means Amazon S3 of the region. */
  endpoint?: string;
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`) instead of the host name: MinIO, s3rver. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key as it is, e.g. `files/`. */
  prefix: string;
};

export type S3FileStorage = FileStorage & {
  /** Fails with a sentence naming the bucket when it cannot be reached with these settings. */
  checkBucket(): Promise<void>;
  close(): void;
};

// S3's smallest part. Memory per upload stays near (PARTS_IN_FLIGHT + 1) × PART_BYTES whatever the file's size; 10,000
// parts of 5 MiB allow 50 GiB, far above any upload limit.
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** The S3 settings from FILE_STORAGE and S3_*; undefined when files stay on the local disk (the default). */
export function s3StorageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3StorageConfig | undefined {
  const kind = env.FILE_STORAGE || 'local';
  if (kind === 'local') return undefined;
  if (kind !== 's3') throw new Error(`FILE_STORAGE ${kind} is neither "local" nor "s3"`);
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET, the bucket that keeps uploaded files');
  const pathStyle = env.S3_FORCE_PATH_STYLE || 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE ${pathStyle} is neither "true" nor "false"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the default chain',
    );
  }
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: pathStyle === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: env.S3_PREFIX ?? '',
  };
}

/** Why a write failed: a refusal first, even when the store then fails to abort the upload (s3rver cannot); then
 *  the source's own failure (the client went away); then the store's. A source closed early only echoes the store. */
function firstCause(piped: PromiseSettledResult<unknown>, uploaded: PromiseSettledResult<unknown>): unknown {
  const failures = [piped, uploaded].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  // The SDK stops iterating the source when the store fails, which destroys it with one of these.
  const echo = (e: unknown) =>
    e instanceof Error && 'code' in e && (e.code === 'ABORT_ERR' || e.code === 'ERR_STREAM_PREMATURE_CLOSE');
  return (
    failures.find((e) => e instanceof FileTooLargeError) ??
    (piped.status === 'rejected' && !echo(piped.reason) ? piped.reason : undefined) ??
    (uploaded.status === 'rejected' ? uploaded.reason : failures[0])
  );
}

/** Files under `<prefix><accountId>/<fileId>` in one bucket. */
export function s3FileStorage(config: S3StorageConfig): S3FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Amazon S3 keeps the SDK's default CRC32 checksums on every part. Other stores get them only where the API
    // requires them: several answer the extra `x-amz-checksum-crc32` header with 501 (aws/aws-sdk-js-v3#6810).
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = config.bucket;
  // Ids are checked as by the local storage: a key made of anything else could reach another organisation's folder.
  const key = (accountId: string, fileId: string) => {
    if (idProblem(accountId) || idProblem(fileId)) throw new Error('not an id');
    return `${config.prefix}${accountId}/${fileId}`;
  };
  const remove = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };

  return {
    // Content up to one part goes up as one PutObject, larger content as a multipart upload: either way S3 shows the
    // object only once it is complete (PutObject when its body ends, a multipart upload at CompleteMultipartUpload),
    // so no temporary key is needed. Past maxBytes the meter fails the stream before the final request is sent; the
    // upload's parts are then aborted (on stores that support it; see README).
    async write(accountId, fileId, content, maxBytes) {
      const Key = key(accountId, fileId);
      const counter = meter(maxBytes);
      const piping = pipeline(content, counter);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: counter },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      });
      const uploading = upload.done().catch((error: unknown) => {
        // The store failed: the source must stop too, or the pipeline would wait on it forever. The SDK's iteration
        // usually closes it already (then this does nothing); not every failure path goes through that iteration.
        counter.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
      const [piped, uploaded] = await Promise.allSettled([piping, uploading]);
      if (piped.status === 'fulfilled' && uploaded.status === 'fulfilled') return counter.result();
      // The store finished although the source failed late: what it holds is not the whole content.
      if (uploaded.status === 'fulfilled') await remove(Key);
      throw firstCause(piped, uploaded);
    },
    async read(accountId, fileId) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key(accountId, fileId) }));
      if (!(Body instanceof Readable)) throw new Error('S3 answered without a content stream');
      return Body;
    },
    async remove(accountId, fileId) {
      // S3 deletes are idempotent: a missing object is not an error, as for the local folder.
      await remove(key(accountId, fileId));
    },
    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const where = config.endpoint ?? `Amazon S3 (${config.region})`;
        throw new Error(`S3 bucket ${Bucket} cannot be reached at ${where}: ${String(error)}`, { cause: error });
      }
    },
    close() {
      client.destroy();
    },
  };
}
