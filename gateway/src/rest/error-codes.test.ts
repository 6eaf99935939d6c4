// Every code of the one error table, walked through the three tiers: the API's error handler (status and body),
// the gateway's mapping into a GraphQL error (extensions.code and the HTTP status Apollo answers), and the web's
// message lookup (ERRORS[code].messageKey exists in English and French). The gateway is where the tiers meet (it
// calls the API and serves the web app), so the walk lives here and reads the web's texts by path.
import type { AddressInfo } from 'node:net';
import { ApiError, errorHandler } from '@aid/api/errors';
import { ERROR_CODES, ERRORS, type ErrorBody, type ErrorCode, isErrorCode } from '@aid/common/errors';
import { ApolloServer } from '@apollo/server';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../web/src/i18n/en.js';
import { fr } from '../../../web/src/i18n/fr.js';
import { formatError } from '../graphql/server.js';
import { RestError } from './errors.js';

/** What the API's error handler answers when a route throws `ApiError(code)`. */
let apiUrl = '';
let closeApi: () => Promise<void> = async () => {};

beforeAll(async () => {
  const app = express();
  app.get('/fail/:code', (req) => {
    const code = req.params.code;
    if (!isErrorCode(code)) throw new Error(`not a code: ${code}`);
    throw new ApiError(code, `refused with ${code}`, undefined, code === 'VALIDATION_FAILED' ? 'SOME_RULE' : undefined);
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeApi = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => closeApi());

/** A GraphQL server whose one field fails with the REST error of `body`, formatted as the gateway formats errors. */
const graphql = new ApolloServer<{ status: number; body: ErrorBody }>({
  typeDefs: 'type Query { fail: Int }',
  resolvers: {
    Query: {
      fail: (_parent, _args, context: { status: number; body: ErrorBody }) => {
        throw new RestError(context.status, context.body);
      },
    },
  },
  formatError,
});

function textAt(texts: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

describe.each(ERROR_CODES)('%s', (code: ErrorCode) => {
  it('answers the same code from the REST API, the gateway and the web', async () => {
    const response = await fetch(`${apiUrl}/fail/${code}`);
    const body = (await response.json()) as ErrorBody;
    expect(response.status).toBe(ERRORS[code].status);
    expect(body.code).toBe(code);
    expect(body.message).toBe(`refused with ${code}`);

    const result = await graphql.executeOperation(
      { query: '{ fail }' },
      { contextValue: { status: response.status, body } },
    );
    if (result.body.kind !== 'single') throw new Error('expected a single result');
    const [error] = result.body.singleResult.errors ?? [];
    expect(error?.extensions?.code).toBe(ERRORS[code].graphql.code);
    expect(error?.extensions?.code).toBe(code);
    // What a server error said stays in the API's log: the GraphQL client only learns that it failed.
    expect(error?.message).toBe(code === 'INTERNAL' ? ERRORS.INTERNAL.message : `refused with ${code}`);
    const graphqlStatus = 'status' in ERRORS[code].graphql ? ERRORS[code].graphql.status : undefined;
    expect(result.http.status ?? 200).toBe(graphqlStatus ?? 200);

    expect(ERRORS[code].messageKey).toBe(`errors.${code}`);
    expect(textAt(en, ERRORS[code].messageKey), 'en').toEqual(expect.stringMatching(/\S/));
    expect(textAt(fr, ERRORS[code].messageKey), 'fr').toEqual(expect.stringMatching(/\S/));
  });
});

describe('refusal reasons', () => {
  it('travel from the REST body to extensions.reason, and never with a server error', async () => {
    const response = await fetch(`${apiUrl}/fail/VALIDATION_FAILED`);
    const body = (await response.json()) as ErrorBody;
    expect(body.reason).toBe('SOME_RULE');
    expect(new RestError(response.status, body).extensions).toEqual({ code: 'VALIDATION_FAILED', reason: 'SOME_RULE' });
    expect(new RestError(500, { ...body, code: 'INTERNAL' }).extensions).toEqual({ code: 'INTERNAL' });
  });
});
