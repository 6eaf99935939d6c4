// The list of domains and what each contributes: every domain folder is listed once, no two domains claim one context
// field, the context's clients keep their types, and no product file leans on the test support.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { GatewayContext } from './context.js';
import { GATEWAY_DOMAINS } from './domains.js';
import type { ProgramsClient } from './programs/client.js';
import type { RestClient } from './rest/client.js';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Every .ts file under `dir`, relative to gateway/src. */
function sourceFiles(dir = ''): string[] {
  return readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('gateway domains', () => {
  it('lists every folder that has a domain.ts, once, under its folder’s name', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(SRC, entry.name, 'domain.ts')))
      .map((entry) => entry.name)
      .sort();
    expect(GATEWAY_DOMAINS.map((domain) => domain.name).sort()).toEqual(folders);
  });

  it('gives every context field to one domain only, none of them one the context sets itself', () => {
    const rest = {} as RestClient;
    const fields = GATEWAY_DOMAINS.flatMap((domain) => Object.keys(domain.clients?.(rest) ?? {}));
    expect(new Set(fields).size).toBe(fields.length);
    const own = ['caller', 'requestedAccountId', 'accountId', 'permissions', 'accounts', 'log', 'restCalls'];
    expect(fields.filter((field) => own.includes(field))).toEqual([]);
  });

  it('types each client of the context as its domain made it', () => {
    expectTypeOf<GatewayContext['programs']>().toEqualTypeOf<ProgramsClient>();
  });

  it('keeps the test support out of product files', () => {
    const leaning = sourceFiles()
      .filter((file) => !file.endsWith('.test.ts') && !file.startsWith('testing/'))
      .filter((file) => /from '[./]*\/?testing\//.test(readFileSync(join(SRC, file), 'utf8')));
    expect(leaning).toEqual([]);
  });
});
