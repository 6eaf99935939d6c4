// Scenario f: every process's /metrics, scraped before the scenarios and after them, carries the series an operator
// watches with values that moved: requests by route and GraphQL operations by name (gateway-2, api-2: never
// killed), job attempts on the worker only, SMS handed to Twilio by provider and result; the restarted api-1 and
// gateway-1 count afresh from their new start.
import assert from 'node:assert/strict';
import type { ClusterProcess } from '../cluster/start.js';
import type { Suite } from './harness.js';
import { type Sample, scrape, total } from './prometheus.js';

export type Scraped = Record<Exclude<ClusterProcess, 'nginx'>, Sample[]>;

export async function scrapeAll(suite: Suite): Promise<Scraped> {
  const { ports } = suite.cluster;
  const [api1, api2, worker, gateway1, gateway2] = await Promise.all(
    [ports.apis[0], ports.apis[1], ports.worker, ports.gateways[0], ports.gateways[1]].map(scrape),
  );
  return {
    'api-1': api1 ?? [],
    'api-2': api2 ?? [],
    worker: worker ?? [],
    'gateway-1': gateway1 ?? [],
    'gateway-2': gateway2 ?? [],
  };
}

export async function metricsMoved(suite: Suite, before: Scraped): Promise<void> {
  const after = await scrapeAll(suite);
  const moved = (name: keyof Scraped, series: string, where: Record<string, string> = {}) => {
    const [was, is] = [total(before[name], series, where), total(after[name], series, where)];
    assert.ok(is > was, `${name}: ${series} ${JSON.stringify(where)} moved (${was} → ${is})`);
    return is - was;
  };

  // The gateway that ran throughout: requests by route, GraphQL operations by name, type and outcome.
  moved('gateway-2', 'aid_http_requests_total', { route: '/graphql', method: 'POST', status: '200' });
  moved('gateway-2', 'aid_http_requests_total', { route: '/api/files/:id/content', status: '200' });
  moved('gateway-2', 'aid_graphql_operations_total', { operation: 'ClusterRedeem', type: 'mutation', outcome: 'ok' });
  moved('gateway-2', 'aid_graphql_operation_duration_seconds_count', { operation: 'ClusterLookUp' });
  // The API that ran throughout: requests under their route pattern (never an id).
  moved('api-2', 'aid_http_requests_total', { route: '/scanning/redemptions', method: 'POST' });
  moved('api-2', 'aid_http_request_duration_seconds_count', { route: '/scanning/redemptions' });
  assert.ok(
    after['api-2'].every((s) => !/--/.test(s.labels.route ?? '')),
    'no id in a route label',
  );

  // Jobs: attempts counted where they ran — the worker — and nowhere else.
  for (const kind of ['BENEFICIARY_IMPORT_CHECK', 'BENEFICIARY_IMPORT_COMMIT', 'DISTRIBUTION_NOTIFICATIONS']) {
    moved('worker', 'aid_job_runs_total', { kind, outcome: 'COMPLETED' });
  }
  for (const api of ['api-1', 'api-2'] as const) assert.equal(total(after[api], 'aid_job_runs_total'), 0, api);

  // Notifications by provider, channel and result: every SMS the local Twilio took, accepted.
  const accepted = moved('worker', 'aid_notification_deliveries_total', {
    provider: 'twilio',
    channel: 'SMS',
    result: 'accepted',
  });
  assert.equal(accepted, suite.twilio.sent.length);
  assert.equal(total(after.worker, 'aid_notification_deliveries_total', { result: 'refused' }), 0);

  // The killed processes are new ones (a later start time) and have counted what they served since.
  for (const name of ['api-1', 'gateway-1'] as const) {
    moved(name, 'aid_process_start_time_seconds');
    assert.ok(total(after[name], 'aid_http_requests_total') > 0, `${name} counts again`);
  }
}
