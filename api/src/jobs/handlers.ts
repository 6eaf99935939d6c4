// What each job kind does. A handler reads its parameters, reports progress (which is also where a cancel
// request stops it) and returns its result; it resumes from `ctx.done` when an earlier attempt got that far.
import { startDemoJobSchema } from '@aid/common/jobs';
import type { TenantRunner } from '../db/tenant.js';
import type { FileStorage } from '../files/storage.js';

export type JobContext = {
  params: unknown;
  /** Units done by earlier attempts: a resumed attempt continues from here. */
  done: number;
  /** 1 for the first attempt. */
  attempt: number;
  /** Records progress; throws JobCancelled when someone asked the job to stop. */
  progress(done: number, total: number | null): Promise<void>;
  /** The organisation's data, as the member who started the job (row-level security applies). */
  run: TenantRunner;
  /** Aborted when the worker shuts down. */
  signal: AbortSignal;
  /** This process's upload storage, for jobs that read uploaded files (none in a worker started without it). */
  files?: FileStorage | undefined;
};

export type JobHandler = (ctx: JobContext) => Promise<unknown>;

/** A failure whose message is meant for the user (anything else is reported as an unexpected failure). */
export class JobFailure extends Error {}

/** Thrown by `progress` when the job was asked to stop. */
export class JobCancelled extends Error {}

/** Waits `ms` in a handler; rejects with the signal's reason as soon as the worker shuts down. */
export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** DEMO: counts to `steps`, one step every `stepMillis`; its first `failAttempts` attempts fail halfway. */
export const demoJob: JobHandler = async (ctx) => {
  const input = startDemoJobSchema.parse(ctx.params);
  const failAt = Math.ceil(input.steps / 2);
  await ctx.progress(ctx.done, input.steps);
  for (let step = ctx.done + 1; step <= input.steps; step++) {
    await sleep(input.stepMillis, ctx.signal);
    if (step === failAt && ctx.attempt <= input.failAttempts) {
      throw new JobFailure(`Attempt ${ctx.attempt} failed on purpose at step ${step} of ${input.steps}`);
    }
    await ctx.progress(step, input.steps);
  }
  return { counted: input.steps };
};
