// The type of the GraphQL context, declared below the domains so that their resolvers and the shared directives can
// name it without importing the shell that builds it (context.ts). The fields each domain contributes (its REST
// clients) are merged into this interface by context.ts, from the list in domains.ts: shared code never imports the
// domains it serves.
import type { VerifiedToken } from '@aid/common/auth';
import type { PermissionResolver } from '../auth/permissions.js';
import type { Logger } from '../logger.js';
import type { RestCallLog } from '../rest/client.js';

// An interface, not a type alias: context.ts adds the domains' clients by declaration merging, and its members are
// resolved only when read, so the resolvers' type (which names this context) can sit in the manifests those clients
// are derived from without a circular type.
export interface GatewayContext {
  caller: VerifiedToken;
  /** x-accountid as the browser sent it; the current account is `accountId()`. */
  requestedAccountId: string | undefined;
  /** The account this request acts in: the requested one, else the default GET /me picks. */
  accountId: () => Promise<string | undefined>;
  permissions: PermissionResolver;
  /** After a change to what the current organisation's roles grant: drops this gateway's cached permissions of it. */
  permissionsChanged: () => Promise<void>;
  /** The caller's user id in this platform (not the token's subject). */
  viewerUserId: () => Promise<string>;
  requestId: string;
  log: Logger;
  restCalls: RestCallLog;
  /** Whether this request's host is one SMART_FORMS_HOSTS names: elsewhere the smart-forms fields are hidden. */
  smartFormsAvailable: boolean;
}
