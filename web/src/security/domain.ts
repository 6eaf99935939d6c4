// The security domain: the Security page (password, multi-factor authentication), where the MFA gate sends a member
// whose organisation requires MFA (MFA_SETUP_PATH in mfaGate.tsx).
import { type Domain, lazyPage } from '../ui/domain.js';

export const security: Domain = {
  name: 'security',
  routes: [
    {
      path: '/security',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./SecurityPage.js'),
        (m) => m.SecurityPage,
      ),
    },
  ],
};
