// Catches render errors so a crash shows the error screen of spec §2 instead of a blank page, and reports it.
import { Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../activity/reportError.js';
import { isChunkLoadError, reloadForNewBuild } from './staleBuild.js';

type Props = { children: ReactNode; onError?: (error: unknown, componentStack?: string) => void };
type State = { error: unknown; failed: boolean };

export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl" role="alert" data-testid="error-screen">
      <Stack align="center" gap="md" maw={520}>
        <IconAlertTriangle size={48} aria-hidden="true" color="var(--mantine-color-red-6)" />
        <Text ta="center" size="lg">
          {t('app.errorScreen.message')}
        </Text>
        <Button variant="light" onClick={() => window.location.reload()}>
          {t('app.errorScreen.reload')}
        </Button>
      </Stack>
    </Center>
  );
}

// Error boundaries still have to be class components in React 19.
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A lazy page of the previous build, gone since a deployment: the reload brings the new one, nothing to report.
    if (isChunkLoadError(error) && reloadForNewBuild()) return;
    (this.props.onError ?? reportError)(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
