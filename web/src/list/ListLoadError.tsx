// What a list shows when its page cannot be loaded: the reason, and a way to try again.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ListLoadError({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
