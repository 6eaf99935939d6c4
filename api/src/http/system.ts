// The API's own routes: liveness and the OpenAPI document, both public.
import type { Router } from 'express';
import type { OpenApiDocument } from './openapi.js';
import { defineRoute, routerOf } from './route.js';

/** `document` is read on the first request: the document is assembled from routers mounted after this one. */
export function systemRouter(document: () => OpenApiDocument): Router {
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
