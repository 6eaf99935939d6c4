// Serves the built web app: its files, and index.html for page routes (the client routes them).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';

/** Paths that belong to the server, never to the web app's routes. */
const SERVER_PATHS = /^\/(graphql|api|health|log-error)(\/|$)/;

export function webAppRoutes(webDist: string): Router | undefined {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return undefined;
  const router = express.Router();
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, path) => {
        // Vite puts a content hash in every asset name: those never change; index.html must be fetched anew.
        if (path.includes(`${join(webDist, 'assets')}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  // The GraphQL IDE is a page of its own (web/graphiql.html), not a route of the app.
  const ide = join(webDist, 'graphiql.html');
  if (existsSync(ide)) {
    router.get('/graphiql', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(ide);
    });
  }
  router.get('/{*splat}', (req, res, next) => {
    if (SERVER_PATHS.test(req.path) || !req.headers.accept?.includes('text/html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
