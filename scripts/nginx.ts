// nginx for the cluster (cluster.ts): Debian's package, installed when missing (as root, with apt-get), run in the
// foreground with everything it writes under the cluster's folder. One server is the public address in front of the
// gateways; another balances the gateways' REST calls over the API processes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function nginxPath(): string {
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error("nginx is not installed: install Debian's package (apt-get install nginx) or run this as root");
  }
  console.log("Installing Debian's nginx for the cluster");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env });
  const installed = CANDIDATES.find((path) => existsSync(path));
  if (!installed) throw new Error('apt-get installed nginx, but no nginx binary was found');
  return installed;
}

export type NginxLayout = { dir: string; publicPort: number; gateways: number[]; apis: number[]; apiPort: number };

/** Writes the configuration under `dir` and returns its path. */
export function nginxConfig({ dir, publicPort, gateways, apis, apiPort }: NginxLayout): string {
  const temp = join(dir, 'nginx-temp');
  mkdirSync(temp, { recursive: true });
  const servers = (ports: number[]) => ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`);
  const proxy = (upstream: string) => [
    `      proxy_pass http://${upstream};`,
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $http_host;',
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    // Uploads and downloads stream through (a 1 GB import is never held here); no size limit of nginx's own.
    '      proxy_request_buffering off;',
    '      proxy_buffering off;',
    '      client_max_body_size 0;',
    // A process that died answers nothing: the request goes to the other one (POSTs too when nothing was sent yet).
    '      proxy_next_upstream error timeout http_502 http_503;',
    '      proxy_read_timeout 300s;',
  ];
  const lines = [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 2;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 2048; }',
    'http {',
    `  access_log ${join(dir, 'nginx-access.log')};`,
    `  client_body_temp_path ${join(temp, 'body')};`,
    `  proxy_temp_path ${join(temp, 'proxy')};`,
    `  fastcgi_temp_path ${join(temp, 'fastcgi')};`,
    `  uwsgi_temp_path ${join(temp, 'uwsgi')};`,
    `  scgi_temp_path ${join(temp, 'scgi')};`,
    // Shared memory for each upstream: a process one worker found dead is skipped by the other worker too.
    '  upstream gateways {',
    '    zone gateways 64k;',
    ...servers(gateways),
    '    keepalive 32;',
    '  }',
    '  upstream apis {',
    '    zone apis 64k;',
    ...servers(apis),
    '    keepalive 32;',
    '  }',
    '  server {',
    `    listen 127.0.0.1:${publicPort};`,
    '    location / {',
    ...proxy('gateways'),
    '    }',
    '  }',
    '  server {',
    `    listen 127.0.0.1:${apiPort};`,
    '    location / {',
    ...proxy('apis'),
    '    }',
    '  }',
    '}',
    '',
  ];
  const path = join(dir, 'nginx.conf');
  writeFileSync(path, lines.join('\n'));
  return path;
}
