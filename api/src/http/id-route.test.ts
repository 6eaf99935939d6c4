// defineIdRoute: the id from the path and the checked body reach the service call, and the operation documents the
// id and the 404 beside the route's own errors. On a bare app with a stand-in member, as route.test.ts does.
import type { AddressInfo } from 'node:net';
import type { EffectivePermissions } from '@aid/common/permissions';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AuthContext, setAuthContext } from '../auth/context.js';
import { ApiError, errorHandler } from './errors.js';
import { defineIdRoute } from './id-route.js';
import { routeDefinitionsOf, routerOf } from './route.js';

const member: RequestHandler = (_req, res, next) => {
  const permissions = { PROGRAMS: { UPDATE: { accessLevel: 'EVERYTHING', objectIds: [] } } } as EffectivePermissions;
  setAuthContext(res, { accountId: 'acc--a', permissions } as unknown as AuthContext);
  next();
};

const renameSchema = z.object({ name: z.string().min(1) });

const router = routerOf({ member }, [
  defineIdRoute({
    method: 'get',
    path: '/things/:id',
    summary: 'One thing',
    response: { description: 'The thing.' },
    notFound: 'No such thing (code NOT_FOUND).',
    handler: (auth, id) => {
      if (id === 'thg--missing') throw new ApiError('NOT_FOUND', 'Thing not found');
      return { id, accountId: auth.accountId };
    },
  }),
  defineIdRoute({
    method: 'patch',
    path: '/things/:id',
    summary: 'Rename a thing',
    permission: ['PROGRAMS', 'UPDATE'],
    body: renameSchema,
    response: { description: 'The thing.' },
    notFound: 'No such thing (code NOT_FOUND).',
    errors: { '409': 'Taken (code CONFLICT).' },
    handler: (_auth, id, body, access) => ({ id, name: body.name, level: access.accessLevel }),
  }),
]);

let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(router);
  app.use(errorHandler);
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('defineIdRoute', () => {
  it('hands the service the caller, the id, the checked body and the access granted', async () => {
    const got = await fetch(`${base}/things/thg--1`);
    expect(await got.json()).toEqual({ id: 'thg--1', accountId: 'acc--a' });
    const renamed = await fetch(`${base}/things/thg--1`, {
      method: 'PATCH',
      body: '{"name":"b"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await renamed.json()).toEqual({ id: 'thg--1', name: 'b', level: 'EVERYTHING' });
  });

  it('refuses an id that cannot be one (422) and answers the service’s 404', async () => {
    const bad = await fetch(`${base}/things/bad%20id`);
    expect(bad.status).toBe(422);
    expect((await bad.json()).fieldErrors[0]).toMatchObject({ field: 'id', code: 'INVALID_ID' });
    expect((await fetch(`${base}/things/thg--missing`)).status).toBe(404);
  });

  it('documents the id and the 404 beside the route’s own errors', () => {
    const [get, patch] = routeDefinitionsOf(router).map((r) => r.operation().operation);
    expect(get?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
    expect(get?.responses['404']?.description).toBe('No such thing (code NOT_FOUND).');
    expect(Object.keys(patch?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404', '409', '422']);
  });
});
