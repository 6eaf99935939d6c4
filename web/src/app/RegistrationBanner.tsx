// Spec §2: the yellow banner shown until registration is complete. Its own module, loaded when shown: only users
// who have not finished registering see it, and its <Trans> (with the HTML parser behind it) would otherwise weigh
// on every first load.
import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';

export function RegistrationBanner() {
  return (
    <Alert
      color="yellow"
      variant="filled"
      icon={<IconAlertTriangle aria-hidden="true" />}
      mb="md"
      data-testid="registration-banner"
      styles={{ root: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'inherit' } }}
    >
      <Trans
        i18nKey="registration.banner"
        components={{ profile: <Anchor component={Link} to="/profile/view" c="inherit" fw={700} underline="always" /> }}
      />
    </Alert>
  );
}
