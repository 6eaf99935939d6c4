// The partner-keys domain: its routes (the credential check itself is wired by the app, before any route).
import type { ApiDomain } from '../domain.js';
import { apiKeysRouter } from './routes.js';

export const apiKeysDomain: ApiDomain = { name: 'apikeys', routers: (deps) => [apiKeysRouter(deps)] };
