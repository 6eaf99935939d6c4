// An API and a gateway in front of it on a scratch database, for a benchmark that times requests through both:
// started, handed to the benchmark, and closed (gateway first) however it ends. Undefined when there is no database
// (no PostgreSQL server answers).
import type { StartApiOptions } from '@aid/api';
import type { StartGatewayOptions } from '@aid/gateway';
import type { TestIdentity } from '@aid/identity';
import { type Database, onScratchDatabase, startBenchApi, startBenchGateway } from './programs.js';

type Api = Awaited<ReturnType<typeof startBenchApi>>;
type Gateway = Awaited<ReturnType<typeof startBenchGateway>>;

export function onBenchStack<T>(
  identity: TestIdentity,
  database: Database,
  apiOptions: Partial<StartApiOptions>,
  bench: (stack: { api: Api; gateway: Gateway }) => Promise<T>,
  gatewayOptions: Partial<StartGatewayOptions> = {},
): Promise<T | undefined> {
  return onScratchDatabase(database, async (target) => {
    const api = await startBenchApi(identity, target, apiOptions);
    try {
      const gateway = await startBenchGateway(identity, api.url, gatewayOptions);
      try {
        return await bench({ api, gateway });
      } finally {
        await gateway.close();
      }
    } finally {
      await api.close();
    }
  });
}
