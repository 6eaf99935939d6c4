// The gateway's /metrics and /ready over HTTP, with a stand-in API: GraphQL operations by name, type and outcome,
// errors by code, bounded labels, and readiness that follows the API's.
import { createAccessTokenVerifier } from '@aid/common/auth';
import { seriesValue } from '@aid/common/metrics';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../index.js';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StubApi, startStubApi } from '../testing/stub-api.js';
import { operationLabeler } from './metrics.js';

describe('gateway metrics and readiness', () => {
  let identity: TestIdentity;
  let api: StubApi;
  let gateway: RunningGateway;
  let token: string;

  beforeAll(async () => {
    [identity, api] = await Promise.all([startTestIdentity(), startStubApi()]);
    token = (await identity.user('metrics@example.org')).tokens.accessToken;
    gateway = await startGateway({
      apiUrl: api.url,
      identity: identity.config,
      verifier: createAccessTokenVerifier(identity.config),
      metricsToken: 'a-long-metrics-token-for-tests',
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
    await identity?.stop();
  });

  const scrape = async () => {
    const answer = await fetch(`${gateway.url}/metrics`, {
      headers: { authorization: 'Bearer a-long-metrics-token-for-tests' },
    });
    expect(answer.status).toBe(200);
    return answer.text();
  };

  it('counts GraphQL operations by name, type and outcome, and errors by code', async () => {
    expect(errorCodes(await graphql(gateway.url, 'query Ping { __typename }', { token }))).toEqual([]);
    expect(errorCodes(await graphql(gateway.url, 'query Ping { __typename }', { token }))).toEqual([]);
    expect(errorCodes(await graphql(gateway.url, '{ __typename }', { token }))).toEqual([]);
    const broken = await graphql(gateway.url, 'query Broken { __typename', { token });
    expect(errorCodes(broken)).toEqual(['GRAPHQL_PARSE_FAILED']);
    // Refused before any operation runs (no valid token): counted among the errors and the HTTP requests.
    expect(errorCodes(await graphql(gateway.url, 'query Ping { __typename }'))).toEqual(['UNAUTHENTICATED']);
    const text = await scrape();
    const ping = { service: 'gateway', operation: 'Ping', type: 'query' };
    expect(seriesValue(text, 'aid_graphql_operations_total', { ...ping, outcome: 'ok' })).toBe(2);
    expect(seriesValue(text, 'aid_graphql_operation_duration_seconds_count', ping)).toBe(2);
    expect(seriesValue(text, 'aid_graphql_operations_total', { operation: 'anonymous', outcome: 'ok' })).toBe(1);
    // A document that never parsed has no operation to name.
    expect(seriesValue(text, 'aid_graphql_operations_total', { operation: 'invalid', outcome: 'error' })).toBe(1);
    expect(seriesValue(text, 'aid_errors_total', { code: 'GRAPHQL_PARSE_FAILED' })).toBe(1);
    expect(seriesValue(text, 'aid_errors_total', { code: 'UNAUTHENTICATED' })).toBe(1);
    expect(seriesValue(text, 'aid_http_requests_total', { route: '/graphql', method: 'POST', status: '200' })).toBe(3);
    expect(seriesValue(text, 'aid_http_requests_total', { route: '/graphql', method: 'POST', status: '401' })).toBe(1);
  });

  it('refuses the metrics without the token', async () => {
    expect((await fetch(`${gateway.url}/metrics`)).status).toBe(404);
    const wrong = await fetch(`${gateway.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(404);
  });

  it('is ready when the API is, and not when it is not', async () => {
    api.answer = (request) => (request.url === '/ready' ? { status: 200, body: { status: 'ready' } } : { status: 500 });
    expect((await fetch(`${gateway.url}/ready`)).status).toBe(200);
    api.answer = () => ({ status: 503, body: { status: 'unavailable' } });
    const down = await fetch(`${gateway.url}/ready`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', reason: 'the API is not ready (503)' });
  });
});

describe('operation labels', () => {
  it('keeps at most so many names, then counts the rest as other', () => {
    const label = operationLabeler(2);
    expect([label('A'), label('B'), label('C'), label('A'), label(undefined)]).toEqual([
      'A',
      'B',
      'other',
      'A',
      'anonymous',
    ]);
  });
});
