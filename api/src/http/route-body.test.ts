// The defineRoute options routes of the second half of the domains need: a body checked only once the handler reads
// it (a look-up first, so what the caller may not see is a 404 whatever they send), a body that may be left out,
// parameters a handler reads itself (documented only), and 204 No Content. On a bare app, no database.
import type { AddressInfo } from 'node:net';
import type { EffectivePermissions } from '@aid/common/permissions';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AuthContext, setAuthContext } from '../auth/context.js';
import { ApiError, errorHandler } from './errors.js';
import { defineRoute, idParamSpec, routeDefinitionsOf, routerOf } from './route.js';

const member: RequestHandler = (_req, res, next) => {
  setAuthContext(res, { accountId: 'acc--a', permissions: {} as EffectivePermissions } as unknown as AuthContext);
  next();
};

const pickSchema = z.strictObject({ keep: z.string().min(1) });
const optionsSchema = z.strictObject({ all: z.boolean().optional() });
let handlerCalls = 0;

const router = routerOf({ member }, [
  defineRoute({
    method: 'post',
    path: '/pairs/:id/merge',
    summary: 'Merge',
    params: { id: idParamSpec },
    body: pickSchema,
    deferBody: true,
    response: { description: 'Merged.', schema: pickSchema },
    handler: (ctx) => {
      handlerCalls += 1;
      if (ctx.params.id !== 'pair--visible') throw new ApiError('NOT_FOUND', 'No such pair');
      return ctx.body;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/runs',
    summary: 'Run',
    body: optionsSchema,
    optionalBody: true,
    parameters: [{ name: 'cursor', in: 'query', description: 'Read by the handler.', schema: { type: 'string' } }],
    response: { description: 'The options.', schema: optionsSchema },
    handler: ({ body, req }) => ({ ...body, cursor: req.query.cursor }),
  }),
  defineRoute({
    method: 'delete',
    path: '/runs/:id',
    summary: 'Delete',
    params: { id: idParamSpec },
    status: 204,
    response: { description: 'Deleted.' },
    handler: ({ res }) => {
      res.status(204).end();
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

const post = (path: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('defineRoute with deferBody', () => {
  it('runs the handler before the body is checked: an invisible object is a 404 whatever the body', async () => {
    const calls = handlerCalls;
    const res = await post('/pairs/pair--other/merge', { keep: 42 });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(handlerCalls).toBe(calls + 1);
  });

  it('checks the body when the handler reads it, naming the field', async () => {
    const res = await post('/pairs/pair--visible/merge', { keep: 42 });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'keep' }] });
    const ok = await post('/pairs/pair--visible/merge', { keep: 'ben--1' });
    expect(await ok.json()).toEqual({ keep: 'ben--1' });
  });
});

describe('defineRoute with optionalBody, parameters and 204', () => {
  it('checks `{}` when no body is sent, and still refuses a wrong one', async () => {
    expect(await (await post('/runs?cursor=c1')).json()).toEqual({ cursor: 'c1' });
    expect(await (await post('/runs', { all: true })).json()).toEqual({ all: true });
    const res = await post('/runs', { all: 'yes' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ fieldErrors: [{ field: 'all' }] });
  });

  it('answers 204 with no body', async () => {
    const res = await fetch(`${base}/runs/run--1`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('documents an optional body, the parameters read by the handler, and a 204 without content', () => {
    const [merge, run, remove] = routeDefinitionsOf(router).map((r) => r.operation().operation);
    expect(merge?.requestBody?.required).toBe(true);
    expect(run?.requestBody?.required).toBe(false);
    expect(run?.parameters).toContainEqual({
      name: 'cursor',
      in: 'query',
      description: 'Read by the handler.',
      schema: { type: 'string' },
    });
    expect(remove?.responses['204']).toEqual({ description: 'Deleted.' });
  });
});
