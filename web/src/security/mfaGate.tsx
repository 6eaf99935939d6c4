// DISABLED (MFA) (spec §4): the organisation requires multi-factor authentication and the user has none. The API
// refuses every request but /me and the MFA refresh, so the shell sends every page to /security, says why in a banner
// and disables the menu until the Security page turns MFA on (and refetches `me`).
import { Alert } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const MFA_SETUP_PATH = '/security';

/** Whether the membership the user acts in is DISABLED (MFA). */
export function mfaRequired(membership: { status: string } | null | undefined): boolean {
  return membership?.status === 'DISABLED_MFA';
}

export function MfaRequiredBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="filled"
      icon={<IconShieldLock aria-hidden="true" />}
      mb="md"
      data-testid="mfa-required-banner"
    >
      {t('mfaRequired.banner')}
    </Alert>
  );
}
