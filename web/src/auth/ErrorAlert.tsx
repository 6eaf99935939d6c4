// The red banner that carries an identity-service error in words.
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function ErrorAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />} data-testid={testId}>
      {children}
    </Alert>
  );
}
