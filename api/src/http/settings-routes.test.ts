// settingsRoutes: one declaration gives the GET and the PUT of an organisation settings document, worded alike.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeDefinitionsOf, routerOf } from './route.js';
import { settingsRoutes } from './settings-routes.js';

describe('settingsRoutes', () => {
  const schema = z.object({ language: z.string() });
  const routes = settingsRoutes({
    path: '/organization/thing-settings',
    name: 'ThingSettings',
    tags: ['things'],
    summaries: { get: 'Read them', put: 'Replace them' },
    getNote: 'en until set.',
    body: schema,
    schema,
    errors: { '422': 'Invalid (code VALIDATION_FAILED).' },
    get: () => ({ language: 'en' }),
    put: (_auth, input) => input,
  });
  const router = routerOf({ member: (_req, _res, next) => next() }, routes);
  const [get, put] = routeDefinitionsOf(router).map((r) => ({ ...r, ...r.operation().operation }));

  it('declares GET and PUT on the path, named after the document', () => {
    expect([get?.method, get?.path, get?.operationId]).toEqual([
      'get',
      '/organization/thing-settings',
      'getThingSettings',
    ]);
    expect([put?.method, put?.path, put?.operationId]).toEqual([
      'put',
      '/organization/thing-settings',
      'putThingSettings',
    ]);
  });

  it('says the permission each needs, the note after it, and the PUT’s own refusals', () => {
    expect(get?.description).toBe('Needs PROFILE_AND_ORGANIZATION VIEW. en until set.');
    expect(put?.description).toBe('Needs PROFILE_AND_ORGANIZATION UPDATE. Logged as UPDATE ACCOUNT.');
    expect(put?.responses['422']?.description).toBe('Invalid (code VALIDATION_FAILED).');
    expect(get?.responses['422']).toBeUndefined();
  });
});
