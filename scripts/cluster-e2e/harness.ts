// The suite's cluster: started fresh (database aid_cluster_test dropped and made again, .data/cluster-test emptied) on
// ports of its own (CLUSTER_PORT_BASE, default 4600, so a running `pnpm start:cluster` is untouched), the
// processes' output kept per process (in memory for the tests, in logs/ for a person), a local Twilio for the
// worker's SMS, and the demo administrator signed in.
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS, demoPassword } from '@aid/identity';
import { clusterPorts } from '../cluster/ports.js';
import { type Cluster, type ClusterProcess, serverClient, startCluster } from '../cluster/start.js';
import { type Member, signInMember } from './client.js';
import { type FakeTwilio, startFakeTwilio } from './twilio.js';

export type Suite = {
  cluster: Cluster;
  twilio: FakeTwilio;
  admin: Member;
  /** nginx, and each gateway directly. */
  urls: { public: string; gateways: [string, string]; apiBalancer: string };
  /** Lines each process wrote so far (a restarted process continues its own list). */
  logs: Map<string, string[]>;
  logDir: string;
  stop(): Promise<void>;
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The suite's database: CLUSTER_TEST_DATABASE_URL, else the machine's PostgreSQL server. */
export function clusterDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.CLUSTER_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aid_cluster_test';
}

/**
 * Why the suite cannot run here, or null: the cluster's processes share one PostgreSQL server (PGlite lives inside
 * one process), so without a server that answers it is skipped with a note, as the API's PostgreSQL tests are.
 */
export async function missingDatabaseServer(url: string = clusterDatabaseUrl()): Promise<string | null> {
  const client = serverClient(url);
  try {
    await client.connect();
    return null;
  } catch (error) {
    return `no PostgreSQL server answers at ${new URL(url).host} (${(error as Error).message}); set CLUSTER_TEST_DATABASE_URL`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startSuite(env: NodeJS.ProcessEnv = process.env): Promise<Suite> {
  const ports = clusterPorts(Number(env.CLUSTER_PORT_BASE ?? 4600));
  const dataDir = join(resolve(root, env.DATA_DIR ?? '.data'), 'cluster-test');
  const logDir = `${dataDir}-logs`;
  mkdirSync(logDir, { recursive: true });
  const logs = new Map<string, string[]>();
  const files = new Map<string, WriteStream>();
  const output = (name: string, line: string) => {
    const lines = logs.get(name) ?? [];
    logs.set(name, lines);
    lines.push(line);
    const file = files.get(name) ?? createWriteStream(join(logDir, `${name}.log`));
    files.set(name, file);
    file.write(`${line}\n`);
  };
  const twilio = await startFakeTwilio(ports.apiBalancer + 40);
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      root,
      dataDir,
      databaseUrl: clusterDatabaseUrl(env),
      ports,
      fresh: true,
      output,
      apiEnv: {
        TWILIO_API_URL: twilio.url,
        // Receipts are posted to the APIs directly (README "SMS and WhatsApp"), here through their balancer.
        NOTIFICATION_RECEIPTS_URL: `http://127.0.0.1:${ports.apiBalancer}`,
      },
    });
  } catch (error) {
    await twilio.close();
    throw error;
  }
  const admin = await signInMember(
    cluster.identity,
    'admin@demo.aid',
    demoPassword(env),
    DEMO_ACCOUNTS.relief.accountId,
  );
  const local = (port: number) => `http://127.0.0.1:${port}`;
  return {
    cluster,
    twilio,
    admin,
    urls: {
      public: local(ports.public),
      gateways: [local(ports.gateways[0]), local(ports.gateways[1])],
      apiBalancer: local(ports.apiBalancer),
    },
    logs,
    logDir,
    async stop() {
      await cluster.stop();
      await twilio.close();
      for (const file of files.values()) file.end();
    },
  };
}

/** The JSON log lines of one process that mention `text`. */
export function logLines(suite: Suite, name: ClusterProcess, text: string): string[] {
  return (suite.logs.get(name) ?? []).filter((line) => line.includes(text));
}
