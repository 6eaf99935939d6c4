// The collection status of an in-kind family, apart from in-kind.ts's schemas: the offline scanner (web) computes
// it, and importing it from a module without zod keeps zod and the input checks out of the scanning page's load.
import type { CollectionStatus } from '../distributions/enums.js';

/** Collection status from what was entitled and what was collected, item by item. */
export function collectionStatusOf(items: readonly { quantity: number; collected: number }[]): CollectionStatus {
  const entitled = items.filter((i) => i.quantity > 0);
  if (entitled.length === 0 || entitled.every((i) => i.collected <= 0)) {
    return entitled.length > 0 ? 'NOT_COLLECTED' : 'FULLY_COLLECTED';
  }
  return entitled.every((i) => i.collected >= i.quantity) ? 'FULLY_COLLECTED' : 'PARTIALLY_COLLECTED';
}
