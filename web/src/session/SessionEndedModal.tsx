// Spec §4/§8: when a token could not be obtained the session sets its modal flag (persisted, so every tab and a
// reload see it). This screen reads that flag and tells the user their session ended; signing in again, or
// closing it, clears the flag.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../auth/SessionContext.js';
import { loginPath } from '../ui/redirect.js';
import { AUTH_PATHS } from './inactivity.js';

export function SessionEndedModal() {
  const session = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const opened = useSyncExternalStore(session.subscribe, session.sessionModal, session.sessionModal);
  const close = () => session.closeSessionModal();
  const signInAgain = () => {
    session.closeSessionModal();
    // Back to the page they were on once signed in; already on a sign-in page, they stay there.
    if (!AUTH_PATHS.includes(pathname)) navigate(loginPath(pathname + search), { replace: true });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('app.sessionEnded.title')}
      closeButtonProps={{ 'aria-label': t('app.alerts.close') }}
      closeOnClickOutside={false}
      centered
      data-testid="session-ended-modal"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <IconLock size={32} aria-hidden="true" color="var(--mantine-color-red-7)" />
          <Text>{t('app.alerts.sessionExpired')}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={signInAgain} data-autofocus data-testid="session-ended-sign-in">
            {t('app.sessionEnded.signIn')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
