// The vouchers domain: the voucher short page's data (public, mounted first) and the members' routes.
import type { ApiDomain } from '../domain.js';
import { publicVouchersRouter } from './public.js';
import { vouchersRouter } from './routes.js';

export const vouchersDomain: ApiDomain = {
  name: 'vouchers',
  publicRouters: (deps) => [publicVouchersRouter(deps)],
  routers: (deps) => [vouchersRouter(deps)],
};
