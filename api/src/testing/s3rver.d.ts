// s3rver ships no types; only what the tests use is declared (options as in its README, version 3.7.1).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    /** 0 picks a free port (it is passed to http.Server#listen). */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept (it has no in-memory store). */
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
