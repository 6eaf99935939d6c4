// What a gateway domain contributes, declared once in its folder's domain.ts and listed in domains.ts: its resolvers
// (graphql/schema.ts), the REST clients every request gets (context.ts) and its same-origin file routes (app.ts).
import type { Resolvers } from './generated/graphql.js';
import type { FileRoute } from './http/file-routes.js';
import type { RestClient } from './rest/client.js';

export type GatewayDomain<Clients extends object = object> = {
  /** The folder's name. */
  readonly name: string;
  readonly resolvers?: readonly Resolvers[];
  /** This request's REST clients of the domain, by the context field each is read as (`context.programs`). */
  readonly clients?: (rest: RestClient) => Clients;
  readonly fileRoutes?: readonly FileRoute[];
};

/**
 * A domain's manifest, its clients' types kept (annotating `GatewayDomain` would widen them to `object`), so the
 * context's fields are derived from the list of domains rather than written by hand.
 */
export function defineDomain<Clients extends object = Record<never, never>>(
  domain: GatewayDomain<Clients>,
): GatewayDomain<Clients> {
  return domain;
}

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;

/** The context fields a list of domains contributes: every domain's clients, each with its own type. */
export type ClientsOf<Domains extends readonly GatewayDomain[]> = Intersection<
  Domains[number] extends infer D ? (D extends GatewayDomain<infer Clients> ? Clients : never) : never
>;
