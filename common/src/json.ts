// The REST API's response shapes as zod schemas, registered under the names the OpenAPI document gives them: the
// document is generated from these (api/src/openapi.ts), and the TypeScript types are inferred from them, so the
// contract is written once. Each domain registers its own in <domain>/json.ts.
import { z } from 'zod';

export const restSchemas = z.registry<{ id: string; description?: string }>();

/** Registers `schema` as the component `id` of the OpenAPI document and returns it. */
export function component<S extends z.ZodType>(id: string, schema: S, description?: string): S {
  restSchemas.add(schema, description ? { id, description } : { id });
  return schema;
}

export const timestamp = () => z.string().meta({ format: 'date-time' });
export const calendarDate = () => z.string().meta({ format: 'date' });

/** An amount in minor units (cents), as the API answers every amount. */
export const minorUnits = () => z.number().int().meta({ description: 'Minor units (cents).' });

/** A list answered whole (not paged), or a batch look-up (`?ids=`): `{ items }`. */
export const itemsJson = <S extends z.ZodType>(item: S) => z.object({ items: z.array(item) });

/**
 * When a record members edit was created and last changed, and who did it (user ids; null where no member did, and
 * `describe` says when that is): the four fields every such record ends with, in this order.
 */
export function changeStamps(describe: { createdBy?: string; updatedBy?: string } = {}) {
  const userId = (description: string | undefined) =>
    description ? z.string().nullable().meta({ description }) : z.string().nullable();
  return {
    createdAt: timestamp(),
    updatedAt: timestamp(),
    createdBy: userId(describe.createdBy),
    updatedBy: userId(describe.updatedBy),
  };
}
