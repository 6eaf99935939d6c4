// The MFA warning dialog (spec §4), a chunk of its own: most sign-ins never show it, so the first page does not
// carry it. MfaWarningModal (MfaWarning.tsx) loads it when the warning is due.
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MfaWarning } from './MfaWarning.js';

export function MfaWarningDialog({ warning }: { warning: MfaWarning }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={warning.close}
      title={t('mfaWarning.title')}
      closeButtonProps={{ 'aria-label': t('mfaWarning.close') }}
      centered
      data-testid="mfa-warning"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm" mb="lg">
        <IconShieldLock size={32} aria-hidden="true" color="var(--mantine-color-yellow-7)" style={{ flexShrink: 0 }} />
        <Text>{t('mfaWarning.message')}</Text>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={warning.later}>
          {t('mfaWarning.later')}
        </Button>
        <Button onClick={warning.setUp} data-autofocus>
          {t('mfaWarning.setUp')}
        </Button>
      </Group>
    </Modal>
  );
}
