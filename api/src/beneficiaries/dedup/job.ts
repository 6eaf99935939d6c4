// BENEFICIARY_DEDUPLICATION: the whole master list, as the member who started it. A resumed attempt simply starts
// again: a run is idempotent (pairs are upserted, decided ones kept) and the pass over a million people is short.
import { randomUUID } from 'node:crypto';
import type { JobHandler } from '../../jobs/handlers.js';
import { deduplicate } from './find.js';

export const deduplicationJob: JobHandler = async (ctx) => {
  // The runner scopes every transaction to the job's organisation; read it from there rather than trust params.
  const accountId = await ctx.run(async (tx) => {
    const [row] = await tx.query<{ id: string }>("SELECT current_setting('app.account_id') AS id");
    return row?.id ?? '';
  });
  const started = Date.now();
  await ctx.progress(0, null);
  // Each attempt is its own run: what it finds replaces what earlier runs left PENDING.
  const result = await deduplicate(ctx.run, accountId, randomUUID(), (done, total) => ctx.progress(done, total));
  return { ...result, millis: Date.now() - started };
};
