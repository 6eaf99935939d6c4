// @aid/gateway: the GraphQL gateway, to start in-process (tests, the local stack) or from main.ts.
import type { AddressInfo } from 'node:net';
import { keepConnectionsAlive } from '@aid/common/keep-alive';
import { createGatewayApp, type GatewayOptions } from './app.js';

export type { GatewayApp, GatewayOptions } from './app.js';
export { createGatewayApp } from './app.js';
export { REST_CALLS_HEADER } from './graphql/server.js';
export { createLogger, type Logger } from './logger.js';

export type StartGatewayOptions = GatewayOptions & {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Interface to listen on; all of them by default. */
  host?: string;
};

/** How long close() lets requests in flight finish before it cuts their connections. */
const CLOSE_GRACE_MS = 5_000;

export type RunningGateway = { url: string; port: number; close(): Promise<void> };

export async function startGateway(options: StartGatewayOptions): Promise<RunningGateway> {
  const app = await createGatewayApp(options);
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(options.port ?? 0, options.host ?? '', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  keepConnectionsAlive(server);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    port,
    close: async () => {
      await app.stopGraphQL();
      await new Promise<void>((resolve, reject) => {
        // A request still streaming after the grace period (a stalled upload) must not hold the shutdown open.
        const deadline = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
        deadline.unref();
        server.close((error) => {
          clearTimeout(deadline);
          if (error) reject(error);
          else resolve();
        });
        // Keep-alive connections would otherwise hold close() open for seconds.
        server.closeIdleConnections();
      });
    },
  };
}
