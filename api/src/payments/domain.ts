// The payments domain: its routes.
import type { ApiDomain } from '../domain.js';
import { paymentsRouter } from './routes.js';

export const paymentsDomain: ApiDomain = { name: 'payments', routers: (deps) => [paymentsRouter(deps)] };
