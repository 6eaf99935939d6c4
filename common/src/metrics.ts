// Prometheus metrics shared by the API and the gateway (issue 26, "Observability"): one registry per process with the
// service's name on every series, Node's own metrics, requests by route with a latency histogram, and the /metrics
// and readiness answers. Each service adds its own series (the API's job queue and notifications, the gateway's
// GraphQL operations) to the registry it gets here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Seconds: from a cached look-up (a few ms) to an export that streams for a minute. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export type ServiceMetrics = {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  latency: Histogram<'method' | 'route'>;
  errors: Counter<'code'>;
};

export function createServiceMetrics(service: 'api' | 'gateway', options: { nodeMetrics?: boolean } = {}) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  // Only the process's own app asks for them: tests make many apps in one process, each would watch the event loop.
  if (options.nodeMetrics) collectDefaultMetrics({ register: registry, prefix: 'aid_' });
  const metrics: ServiceMetrics = {
    registry,
    requests: new Counter({
      name: 'aid_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    latency: new Histogram({
      name: 'aid_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer finishing, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    errors: new Counter({
      name: 'aid_errors_total',
      help: 'Refusals and failures answered, by error code (VALIDATION_FAILED, NOT_FOUND, INTERNAL, …)',
      labelNames: ['code'],
      registers: [registry],
    }),
  };
  return metrics;
}

/** Where an error handler leaves the code it answered (res.locals), for the request's counter to count. */
export const ERROR_CODE_LOCAL = 'aidErrorCode';

type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string; method?: string };

/**
 * The route's pattern (`/beneficiaries/:beneficiaryId`), never the path itself: ids in labels would make a series per
 * family. A request no route answered (a static file, a 404) counts under its mount point or `other`.
 */
export function routeLabel(req: RoutedRequest): string {
  const pattern = req.route?.path;
  if (typeof pattern === 'string') return `${req.baseUrl ?? ''}${pattern}`;
  return req.baseUrl ? req.baseUrl : 'other';
}

/** Counts and times every request, labelled when it finishes (the route is known by then). */
export function metricsMiddleware(metrics: ServiceMetrics) {
  return (req: RoutedRequest, res: ServerResponse & { locals?: Record<string, unknown> }, next: () => void): void => {
    const stop = metrics.latency.startTimer();
    res.on('finish', () => {
      const labels = { method: req.method ?? 'GET', route: routeLabel(req) };
      stop(labels);
      metrics.requests.inc({ ...labels, status: String(res.statusCode) });
      const code = res.locals?.[ERROR_CODE_LOCAL];
      if (typeof code === 'string') metrics.errors.inc({ code });
    });
    next();
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics: with METRICS_TOKEN set, a caller sending it as a bearer token; without, only a scraper on
 * this machine that came straight here (a request forwarded by a proxy on this machine carries Forwarded or
 * X-Forwarded-For and is refused: it came from outside).
 */
export function metricsAllowed(req: IncomingMessage, token: string | undefined): boolean {
  if (token) return req.headers.authorization === `Bearer ${token}`;
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(req.socket.remoteAddress ?? '');
}

/** GET /metrics: the registry in Prometheus's text format, or 404 to a caller who may not read it. */
export function metricsHandler(metrics: ServiceMetrics, token: string | undefined) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('Cache-Control', 'no-store');
    if (!metricsAllowed(req, token)) {
      // 404 as for any unknown path: a stranger learns nothing of what is measured here.
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }));
      return;
    }
    const text = await metrics.registry.metrics();
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.end(text);
  };
}

/** Readiness: `check` (the database, the API behind) answering within `timeoutMs`; 503 with the reason otherwise. */
export function readinessHandler(check: () => Promise<void>, timeoutMs = 2_000) {
  return async (_req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check(),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      res.end(JSON.stringify({ status: 'ready' }));
    } catch (error) {
      res.statusCode = 503;
      res.end(JSON.stringify({ status: 'unavailable', reason: error instanceof Error ? error.message : 'unknown' }));
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The value of the series `name` whose labels include all of `labels`, read from Prometheus's text format (label order
 * is the library's): what a scrape check or a test asserts on. Undefined when no such series is there.
 */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}
