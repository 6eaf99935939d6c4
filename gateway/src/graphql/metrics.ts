// GraphQL operations in the gateway's Prometheus series (issue 26, "Observability"): every request counts under its
// operation's name and type with its time, and every GraphQL error under its code. Names come from clients, so
// only so many distinct ones are kept as labels; the rest count as `other`, and a document that never parsed as
// `invalid`, so no caller can grow the series without bound.

import { LATENCY_BUCKETS, type ServiceMetrics } from '@aid/common/metrics';
import type { ApolloServerPlugin } from '@apollo/server';
import { Counter, Histogram } from 'prom-client';
import type { GatewayContext } from '../context.js';

/** Far above the web's and the IDE's own operations (a few hundred names at most). */
export const MAX_OPERATION_NAMES = 500;

/** An operation's label: its name while fewer than `max` names were seen, `other` after, `anonymous` without one. */
export function operationLabeler(max = MAX_OPERATION_NAMES): (name: string | null | undefined) => string {
  const names = new Set<string>();
  return (name) => {
    if (!name) return 'anonymous';
    if (names.has(name)) return name;
    if (names.size >= max) return 'other';
    names.add(name);
    return name;
  };
}

export function operationMetricsPlugin(metrics: ServiceMetrics): ApolloServerPlugin<GatewayContext> {
  const operations = new Counter({
    name: 'aid_graphql_operations_total',
    help: 'GraphQL requests, by operation name, type (query, mutation) and outcome (ok, error)',
    labelNames: ['operation', 'type', 'outcome'],
    registers: [metrics.registry],
  });
  const latency = new Histogram({
    name: 'aid_graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL request, by operation name and type',
    labelNames: ['operation', 'type'],
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  const labelOf = operationLabeler();
  return {
    async requestDidStart() {
      const stop = latency.startTimer();
      let labels = { operation: 'invalid', type: 'unknown' };
      let failed = false;
      return {
        async didResolveOperation({ operationName, operation }) {
          labels = {
            operation: labelOf(operationName ?? operation?.name?.value),
            type: operation?.operation ?? 'unknown',
          };
        },
        async didEncounterErrors({ errors }) {
          failed = true;
          for (const error of errors) {
            const code = error.extensions?.code;
            metrics.errors.inc({ code: typeof code === 'string' ? code : 'INTERNAL' });
          }
        },
        async willSendResponse() {
          stop(labels);
          operations.inc({ ...labels, outcome: failed ? 'error' : 'ok' });
        },
      };
    },
  };
}
