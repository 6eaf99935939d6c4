// The inactivity warning itself (spec §4), a chunk of its own: it is needed only after a long idle spell, so the
// first page does not carry it (InactivityWatcher fetches it in the background once the page has settled).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from './inactivity.js';

export function InactivityModal({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    // Mounted already open (no opening transition), so every tab shows it in the same frame.
    <Modal
      opened
      onClose={onStay}
      title={t('inactivity.title')}
      closeButtonProps={{ 'aria-label': t('inactivity.close') }}
      closeOnClickOutside={false}
      centered
      data-testid="inactivity-modal"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <IconClockExclamation size={32} aria-hidden="true" color="var(--mantine-color-yellow-7)" />
          <Text>{t('inactivity.message')}</Text>
        </Group>
        <Text ta="center" size="xl" fw={700} aria-live="polite">
          <span data-testid="inactivity-countdown">{formatCountdown(secondsLeft)}</span>
        </Text>
        <Group justify="flex-end">
          <Button onClick={onStay} data-autofocus>
            {t('inactivity.stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
