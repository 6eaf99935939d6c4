// How long our HTTP servers keep an idle connection open. Node's default (5 s) is shorter than the idle time of
// the clients in front of them (the gateway's pool, a load balancer's 60 s), and the API's event loop can pause for
// seconds on a large embedded-PGlite query: a request written on a kept-alive connection during such a pause was
// then dropped, unread, when the 5 s timer fired first (the `fetch failed` / ECONNRESET the distribution benchmark
// met on PGlite). The headers time-out must stay above the keep-alive one.
export const KEEP_ALIVE_MS = 65_000;

/** Gives a node:http server our keep-alive and headers time-outs. */
export function keepConnectionsAlive(server: { keepAliveTimeout: number; headersTimeout: number }): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
