// docker-compose.yml, .env.example and the Dockerfile checked against the code, as no Docker engine runs here: every
// service's command names a program of this repository, every setting it passes is one that program reads, every
// path setting lands on a mounted volume, every ${VARIABLE} is in .env.example (and back), and the image is built in
// stages, with production dependencies only, for an unprivileged user.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_ROLES } from './index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

type Service = {
  image?: string;
  build?: string;
  working_dir?: string;
  command?: string[] | string;
  environment?: Record<string, string | number | boolean>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  restart?: string;
  deploy?: { replicas?: number };
};

const composeText = read('docker-compose.yml');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service>; volumes: object };
const { services } = compose;

/** The environment variables a package's own code reads (tests and test helpers left out), with common's. */
function variablesRead(...packages: string[]): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== 'testing' && entry !== 'node_modules') visit(path);
      } else if (entry.endsWith('.ts') && !entry.endsWith('.test.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1] ?? '');
      }
    }
  };
  for (const name of [...packages, 'common']) visit(join(ROOT, name, 'src'));
  return names;
}

/** Which package a service runs: its working folder in the image (/app/<package>). */
function packageOf(service: Service): string {
  const match = /^\/app\/(api|gateway|identity)$/.exec(service.working_dir ?? '');
  if (!match?.[1]) throw new Error(`working_dir ${service.working_dir} is not a program folder of the image`);
  return match[1];
}

const ourServices = Object.entries(services).filter(([, s]) => s.build === '.' && s.working_dir?.startsWith('/app/'));

describe('docker-compose.yml', () => {
  it('runs programs of this repository, through tsx from their production dependencies', () => {
    expect(ourServices.map(([name]) => name).sort()).toEqual(['api', 'gateway', 'identity-setup', 'worker']);
    for (const [name, service] of ourServices) {
      const pkg = packageOf(service);
      expect(service.command, name).toEqual(['node', '--import', 'tsx', expect.stringMatching(/^src\/[\w-]+\.ts$/)]);
      const entry = String(service.command?.[3]);
      expect(existsSync(join(ROOT, pkg, entry)), `${name}: ${pkg}/${entry}`).toBe(true);
      const manifest = JSON.parse(read(`${pkg}/package.json`)) as { dependencies?: Record<string, string> };
      expect(manifest.dependencies?.tsx, `${pkg} needs tsx at run time`).toBeDefined();
    }
    // The emulator the identity service starts is the one the identity package installs.
    const emulator = /node (\/app\/identity\/node_modules\/\S+)/.exec(String(services.identity?.command))?.[1] ?? '';
    expect(existsSync(join(ROOT, emulator.replace('/app/', '')))).toBe(true);
  });

  it('passes each program only settings its code reads', () => {
    const read = { api: variablesRead('api'), gateway: variablesRead('gateway'), identity: variablesRead('identity') };
    for (const [name, service] of ourServices) {
      const known = read[packageOf(service) as keyof typeof read];
      const unknown = Object.keys(service.environment ?? {}).filter((key) => !known.has(key));
      expect(unknown, `${name} sets settings its program never reads`).toEqual([]);
    }
  });

  it('serves HTTP from two API processes and runs the jobs in one worker, all on PostgreSQL', () => {
    const { api, worker, gateway } = services;
    expect(api?.environment?.API_ROLE).toBe('http');
    expect(api?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(worker?.environment?.API_ROLE).toBe('worker');
    for (const role of [api?.environment?.API_ROLE, worker?.environment?.API_ROLE]) {
      expect(API_ROLES).toContain(role);
    }
    for (const service of [api, worker]) {
      expect(String(service?.environment?.DATABASE_URL)).toMatch(
        /^postgres:\/\/aid:\$\{POSTGRES_PASSWORD:\?.+\}@postgres:5432\/aid$/,
      );
      // Every process must sign and verify with the same voucher key: required, never made per process.
      expect(String(service?.environment?.VOUCHER_KEY_SECRET)).toMatch(/^\$\{VOUCHER_KEY_SECRET:\?/);
    }
    expect(gateway?.environment?.API_URL).toBe('http://api:4000');
  });

  it('puts every path setting on a mounted volume, and declares every volume', () => {
    const declared = Object.keys(compose.volumes);
    for (const [name, service] of ourServices) {
      const mounts = (service.volumes ?? []).map((v) => {
        const [volume, target] = v.split(':');
        expect(declared, `${name}: volume ${volume}`).toContain(volume);
        return target ?? '';
      });
      const env = service.environment ?? {};
      const paths = ['DATA_DIR', 'FILES_DIR', 'MAIL_OUTBOX_DIR', 'COGNITO_POOL_FILE']
        .filter((key) => key in env)
        .map((key) => String(env[key]));
      for (const path of paths) {
        const under = mounts.some((mount) => path === mount || !posix.relative(mount, path).startsWith('..'));
        expect(under, `${name}: ${path} is on no volume`).toBe(true);
      }
    }
  });

  it('orders the start by health: the database and the identity set-up before the API, the API before the gateway', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) {
        expect(Object.keys(services), `${name} depends on ${dependency}`).toContain(dependency);
      }
    }
    expect(services.api?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      'identity-setup': { condition: 'service_completed_successfully' },
    });
    expect(services.gateway?.depends_on?.api?.condition).toBe('service_healthy');
    for (const [name, service] of Object.entries(services)) {
      if (name === 'identity-setup') continue;
      expect(service.healthcheck, `${name} has no health check`).toBeDefined();
      expect(service.restart, `${name} restarts`).toBe('unless-stopped');
    }
    // Readiness, not liveness: a process whose database is gone is taken out.
    expect(JSON.stringify(services.api?.healthcheck?.test)).toContain('/ready');
    expect(JSON.stringify(services.gateway?.healthcheck?.test)).toContain('/ready');
  });

  it('reads every interpolated variable from .env.example, which lists nothing else', () => {
    const used = new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    const listed = new Set(
      read('.env.example')
        .split('\n')
        .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
        .filter((name): name is string => name !== undefined),
    );
    expect([...used].filter((name) => name && !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds in stages and runs production dependencies only, as the unprivileged node user, with a health check', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBe(2);
    for (const pkg of ['api', 'gateway', 'identity']) {
      expect(dockerfile).toContain(`pnpm --filter @aid/${pkg} --prod deploy /app/${pkg}`);
    }
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).not.toMatch(/pnpm install/);
    // What the gateway reads next to its folder (the schema, the built web app) is copied where it looks.
    expect(dockerfile).toContain('cp -r schema /app/schema');
    expect(dockerfile).toContain('cp -r web/dist /app/web/dist');
  });
});
