// `npm run start:cluster`: what a real deployment runs, on this machine and without Docker (cluster/start.ts), with
// its data kept between runs in <DATA_DIR>/cluster and the database CLUSTER_DATABASE_URL. CLUSTER_PORT_BASE moves
// every port (cluster/ports.ts).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS, demoPassword } from '@aid/identity';
import { portsFromEnv } from './cluster/ports.js';
import { type Cluster, startCluster } from './cluster/start.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;

let cluster: Cluster | undefined;
const stop = async (code: number) => {
  await cluster?.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  cluster = await startCluster({
    root,
    dataDir: join(resolve(root, env.DATA_DIR ?? '.data'), 'cluster'),
    databaseUrl: env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aid_cluster',
    ports: portsFromEnv(env),
  });
  const { ports, s3, smtp, databaseUrl } = cluster;
  // One scrape of every process, as a Prometheus would: each answers its series.
  const scraped = await Promise.all(
    [...ports.apis, ports.worker, ...ports.gateways].map(async (port) => {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      return `${port}: ${text.split('\n').filter((line) => line.startsWith('aid_')).length} series`;
    }),
  );
  const url = `http://localhost:${ports.public}`;
  console.log(`\nThe cluster is running: open ${url} (nginx in front of gateways ${ports.gateways.join(' and ')})`);
  console.log(`  APIs ${ports.apis.join(' and ')} (http), worker ${ports.worker}; database ${databaseUrl}`);
  console.log(`  files in s3rver at ${s3.config.endpoint}, e-mail to the SMTP server at ${smtp.url}`);
  console.log(`  metrics scraped once: ${scraped.join(', ')}`);
  console.log(`  demo users (password ${demoPassword()}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  console.log('Press Ctrl+C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
