// defineRoute: one declaration gives the Express chain (guard, body parser, input checks in order, the answer) and
// the OpenAPI operation. Exercised on a bare app with stand-in guards, so no database is needed.
import type { AddressInfo } from 'node:net';
import type { EffectivePermissions } from '@aid/common/permissions';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AuthContext, setAuthContext } from '../auth/context.js';
import { errorHandler } from './errors.js';
import { defineRoute, idParamSpec, queryParam, routeDefinitionsOf, routerOf } from './route.js';

// A member with PROGRAMS CREATE only when the request says so (x-grant), enough to see the order of the checks.
const member: RequestHandler = (req, res, next) => {
  const granted = req.headers['x-grant'] === 'yes';
  const permissions = (
    granted ? { PROGRAMS: { CREATE: { accessLevel: 'EVERYTHING', objectIds: [] } } } : {}
  ) as EffectivePermissions;
  setAuthContext(res, { accountId: 'acc--a', permissions } as unknown as AuthContext);
  next();
};

const itemSchema = z.object({ name: z.string().min(1).max(5), size: z.number().int() });

const router = routerOf({ member }, [
  defineRoute({
    method: 'post',
    path: '/things/:id',
    summary: 'Create a thing',
    permission: ['PROGRAMS', 'CREATE'],
    params: { id: idParamSpec },
    query: { dry: queryParam.boolean(false, 'Check only.') },
    body: itemSchema,
    status: 201,
    response: { description: 'The thing.', schema: itemSchema },
    errors: { '409': 'Taken (code CONFLICT).' },
    handler: ({ params, query, body, access, auth }) => ({
      id: params.id,
      dry: query.dry,
      ...body,
      level: access.accessLevel,
      accountId: auth.accountId,
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/things.csv',
    summary: 'Export',
    caller: 'public',
    response: { description: 'CSV.', contentType: 'text/csv' },
    handler: ({ res }) => {
      res.type('text/csv').send('a,b\n');
    },
  }),
  defineRoute({
    method: 'post',
    path: '/uploads',
    summary: 'Upload',
    upload: { contentType: 'application/octet-stream', description: 'The bytes.' },
    response: { description: 'Received.', schema: z.object({ bytes: z.number() }) },
    handler: async ({ req }) => {
      let bytes = 0;
      for await (const chunk of req) bytes += (chunk as Buffer).length;
      return { bytes };
    },
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

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('defineRoute, the Express side', () => {
  it('answers the handler’s value as JSON with the declared status', async () => {
    const res = await post('/things/prg--1?dry=true', '{"name":"a","size":2}', { 'x-grant': 'yes' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: 'prg--1',
      dry: true,
      name: 'a',
      size: 2,
      level: 'EVERYTHING',
      accountId: 'acc--a',
    });
  });

  it('checks the permission before any input', async () => {
    const res = await post('/things/bad%20id?dry=maybe', '{"name":""}');
    expect(res.status).toBe(403);
  });

  it('checks the id, then the query, then the body, naming the field', async () => {
    const id = await post('/things/bad%20id?dry=maybe', '{"name":""}', { 'x-grant': 'yes' });
    expect(id.status).toBe(422);
    expect((await id.json()).fieldErrors[0]).toMatchObject({ field: 'id', code: 'INVALID_ID' });
    const query = await post('/things/prg--1?dry=maybe', '{"name":""}', { 'x-grant': 'yes' });
    expect((await query.json()).fieldErrors[0]).toMatchObject({ field: 'dry', code: 'WRONG_TYPE' });
    const body = await post('/things/prg--1', '{"name":"","size":1.5}', { 'x-grant': 'yes' });
    expect(body.status).toBe(422);
    expect((await body.json()).fieldErrors.map((e: { field: string; code: string }) => `${e.field} ${e.code}`)).toEqual(
      ['name EMPTY', 'size NOT_WHOLE_NUMBER'],
    );
  });

  it('refuses a body that is not JSON with 400, and a NUL character with 422', async () => {
    expect((await post('/things/prg--1', '{', { 'x-grant': 'yes' })).status).toBe(400);
    const nul = await post('/things/prg--1', '{"name":"a\\u0000","size":1}', { 'x-grant': 'yes' });
    expect((await nul.json()).fieldErrors[0]).toMatchObject({ field: 'name', code: 'INVALID_CHARACTERS' });
  });

  it('lets a download answer itself and an upload read the raw stream', async () => {
    const csv = await fetch(`${base}/things.csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toBe('a,b\n');
    const upload = await post('/uploads', 'x'.repeat(100_000), { 'content-type': 'application/octet-stream' });
    expect(await upload.json()).toEqual({ bytes: 100_000 });
  });
});

describe('defineRoute, the OpenAPI side', () => {
  const operations = Object.fromEntries(
    routeDefinitionsOf(router).map((r) => [`${r.method} ${r.path}`, r.operation().operation]),
  );

  it('documents params, query, body, the success and every error response', () => {
    const create = operations['post /things/:id'];
    expect(create?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
        expect.objectContaining({ name: 'dry', in: 'query', description: 'Check only.' }),
      ]),
    );
    expect(create?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['name', 'size'],
    });
    expect(Object.keys(create?.responses ?? {}).sort()).toEqual(['201', '400', '401', '403', '409', '422']);
  });

  it('documents a download by its media type and an upload as a binary body', () => {
    expect(Object.keys(operations['get /things.csv']?.responses['200']?.content ?? {})).toEqual(['text/csv']);
    expect(operations['get /things.csv']?.security).toEqual([]);
    expect(operations['post /uploads']?.requestBody?.content['application/octet-stream']?.schema).toEqual({
      type: 'string',
      format: 'binary',
    });
  });
});
