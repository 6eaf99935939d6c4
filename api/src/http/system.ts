// The API's own routes: liveness, readiness, metrics and the OpenAPI document, all without sign-in.
import { metricsHandler, readinessHandler, type ServiceMetrics } from '@aid/common/metrics';
import type { Router } from 'express';
import type { Db } from '../db/db.js';
import type { OpenApiDocument } from './openapi.js';
import { defineRoute, routerOf } from './route.js';

export type SystemOptions = { db: Db; metrics: ServiceMetrics; metricsToken: string | undefined };

/** `document` is read on the first request: the document is assembled from routers mounted after this one. */
export function systemRouter(document: () => OpenApiDocument, options: SystemOptions): Router {
  const ready = readinessHandler(async () => {
    await options.db.query('SELECT 1');
  });
  const metrics = metricsHandler(options.metrics, options.metricsToken);
  return routerOf({}, [
    defineRoute({
      method: 'get',
      path: '/health',
      operationId: 'health',
      summary: 'Liveness check',
      tags: ['system'],
      caller: 'public',
      response: {
        description: 'The API is up.',
        schema: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] },
      },
      handler: () => ({ status: 'ok' }),
    }),
    defineRoute({
      method: 'get',
      path: '/ready',
      operationId: 'ready',
      summary: 'Readiness check: the database answers',
      description:
        'For a load balancer or an orchestrator: 200 when the database answers `SELECT 1` within 2 s, else 503 with ' +
        'the reason; /health says only that the process is up.',
      tags: ['system'],
      caller: 'public',
      response: {
        description: 'The API can serve.',
        schema: { type: 'object', properties: { status: { type: 'string', enum: ['ready'] } }, required: ['status'] },
      },
      errors: { '503': 'The database did not answer in time (status unavailable, with the reason).' },
      handler: async ({ req, res }) => {
        await ready(req, res);
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/metrics',
      operationId: 'metrics',
      summary: 'Prometheus metrics',
      description:
        'Requests by route with latency histograms, errors by code, the job queue (depth and age per kind), the ' +
        'database pool, notifications by provider and status. With METRICS_TOKEN set, only for a caller sending it ' +
        'as a bearer token; unset, only for a scraper on this machine reaching the API directly. Anyone else: 404.',
      tags: ['system'],
      caller: 'public',
      response: { description: 'Prometheus text format 0.0.4.', contentType: 'text/plain' },
      errors: { '404': 'Not allowed to read the metrics (looks like any unknown path).' },
      handler: async ({ req, res }) => {
        await metrics(req, res);
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      operationId: 'openApi',
      summary: 'This document',
      tags: ['system'],
      caller: 'public',
      response: { description: 'OpenAPI 3.1 document.', schema: { type: 'object' } },
      handler: () => document(),
    }),
  ]);
}
