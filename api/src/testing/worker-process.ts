// A job worker as a process of its own, for the restart test: `node --import tsx worker-process.ts <DATABASE_URL>`.
// It runs jobs until it is killed; the test kills it mid-job (SIGKILL: no clean-up of any kind).
import { openDb } from '../db/db.js';
import { createLogger } from '../http/logger.js';
import { startJobs } from '../jobs/worker.js';
import { FAST_JOBS } from './jobs.js';

const url = process.argv[2];
if (!url) throw new Error('usage: worker-process.ts <DATABASE_URL>');
const db = await openDb({ databaseUrl: url });
await startJobs(db, createLogger(undefined, 'silent'), FAST_JOBS);
process.stdout.write('ready\n');
