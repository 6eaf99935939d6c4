// By-id reads through a batch endpoint (`GET /programs?ids=a,b,c`): one REST call per tick, whatever the nesting.
import DataLoader from 'dataloader';
import type { RestClient } from './client.js';

export type ListResponse<T> = { items: T[] };

/** Ids per batch call: keeps the URL far below common 8 KB limits (ids are ~31 characters). */
export const MAX_BATCH = 100;

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
      const response = await rest.get<ListResponse<T>>(path, { ids: ids.join(',') });
      const byId = new Map<string, T>();
      for (const item of response.items) byId.set(idOf(item), item);
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}
