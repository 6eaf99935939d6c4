import { startTestIdentity } from '@aid/identity';
import { benchImportRestart } from './import-restart.js';

const identity = await startTestIdentity();
try {
  for (const db of (process.env.DBS ?? 'postgres').split(',')) {
    console.log(JSON.stringify(await benchImportRestart(identity, db as 'postgres' | 'pglite')));
  }
} finally {
  await identity.stop();
}
