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
