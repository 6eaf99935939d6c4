// By-id reads through a batch endpoint (`GET /programs?ids=a,b,c`): one REST call per tick, whatever the nesting.
import { idProblem } from '@aid/common/ids';
import { LIMITS } from '@aid/common/limits';
import DataLoader from 'dataloader';
import type { RestClient } from './client.js';
import { gatewayError } from './errors.js';

export type ListResponse<T> = { items: T[] };

/** Ids per batch call: 100 ids of at most 100 characters keep the URL far below the API's header limit. */
export const MAX_BATCH = LIMITS.idsPerRequest;

/**
 * A per-request DataLoader over `GET <path>?ids=`. Ids the API does not return (missing, or not visible to the
 * caller) resolve to null rather than failing the whole batch.
 */
export function batchLoader<T>(
  rest: RestClient,
  path: string,
  idOf: (item: T) => string,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(
    async (ids) => {
      // An id that cannot be one is refused on its own; the others are still looked up together.
      const valid = ids.filter((id) => !idProblem(id));
      const byId = new Map<string, T>();
      if (valid.length > 0) {
        const response = await rest.get<ListResponse<T>>(path, { ids: valid.join(',') });
        for (const item of response.items) byId.set(idOf(item), item);
      }
      return ids.map((id) => {
        const problem = idProblem(id);
        return problem ? gatewayError('VALIDATION_FAILED', `id ${problem}.`) : (byId.get(id) ?? null);
      });
    },
    { maxBatchSize: MAX_BATCH },
  );
}
