// GET /internal/changes: the database's change notifications (CHANGES_CHANNEL, the payloads membership-cache.ts reads:
// `user:<id>`, `account:<id>`) streamed as server-sent events to the gateways, which have no database connection of
// their own and keep callers' permissions for a few seconds (gateway/src/auth/permissions.ts). A gateway drops what a
// change touched as soon as the API hears of it, instead of waiting for its cache's time-out. Only for a caller
// presenting GATEWAY_SECRET: anyone else gets 404, as if the route did not exist.
import { ACCOUNT_MESSAGES } from '@aid/common/accounts';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { ChangeSubscriber, Db } from '../db/db.js';
import { fromGateway } from '../http/client-address.js';
import { defineRoute, routerOf } from '../http/route.js';
import { AccountError } from './errors.js';

/** What a stream says when the API may have missed changes (its database stopped listening): drop everything. */
export const CHANGES_RESET = '*';
/** A comment line this often keeps proxies from closing a quiet stream and lets either side notice a dead one. */
const HEARTBEAT_MS = 25_000;

/** The open streams of one database handle, fed by one subscription to it however many apps serve it. */
class ChangeStreams implements ChangeSubscriber {
  readonly streams = new Set<Response>();

  change(payload: string): void {
    // A presence write changes no permission (migrations/0037): the gateways are not told.
    if (payload.startsWith('presence:')) return;
    // A payload is one line (ids and a kind): nothing to escape in an SSE `data:` field.
    for (const res of this.streams) res.write(`data: ${payload.replace(/[\r\n]/g, '')}\n\n`);
  }

  reset(): void {
    this.change(CHANGES_RESET);
  }
}

const byDb = new WeakMap<Db, ChangeStreams>();

function streamsOf(db: Db): ChangeStreams {
  let streams = byDb.get(db);
  if (!streams) {
    streams = new ChangeStreams();
    // Subscribed once per handle, on the first stream: Db.onChange has no unsubscribe.
    db.onChange(streams);
    byDb.set(db, streams);
  }
  return streams;
}

/** Ends every open stream of `db` (the API's close: a stream never ends by itself, and would hold the server open). */
export function endChangeStreams(db: Db): void {
  const streams = byDb.get(db);
  if (!streams) return;
  for (const res of streams.streams) res.end();
  streams.streams.clear();
}

function openStream(db: Db, req: Request, res: Response): void {
  const streams = streamsOf(db);
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  // nginx in front (the cluster) must pass each event on at once, not buffer the stream.
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.write(': listening\n\n');
  streams.streams.add(res);
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const closed = () => {
    clearInterval(heartbeat);
    streams.streams.delete(res);
  };
  req.on('close', closed);
  res.on('close', closed);
}

export function changeStreamRouter({ db, gatewaySecret }: { db: Db; gatewaySecret: string | undefined }): Router {
  return routerOf({}, [
    defineRoute({
      method: 'get',
      path: '/internal/changes',
      operationId: 'streamChanges',
      summary: 'Internal (gateway only): changes to users, memberships, roles and organisations, as they happen',
      description:
        'Internal: for the GraphQL gateway, which presents GATEWAY_SECRET in `x-gateway-secret`; anyone else ' +
        "gets 404. A server-sent event stream that stays open: each event's `data` is one change the database " +
        'told of (`user:<userId>`, `account:<accountId>`), or `*` when changes may have been missed (drop ' +
        'everything). Comment lines keep it alive. The gateway drops the permissions it keeps for what changed.',
      tags: ['internal'],
      caller: 'public',
      parameters: [{ name: 'x-gateway-secret', in: 'header', required: true, schema: { type: 'string' } }],
      response: {
        description: 'The event stream (never ends by itself).',
        contentType: 'text/event-stream',
        schema: z.string(),
      },
      errors: { '404': 'Not the gateway (code NOT_FOUND).' },
      handler: ({ req, res }) => {
        if (!fromGateway(req, gatewaySecret))
          throw new AccountError('NOT_FOUND', ACCOUNT_MESSAGES.noRoute({ path: req.path }));
        openStream(db, req, res);
        return undefined;
      },
    }),
  ]);
}
