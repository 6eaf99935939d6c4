// One labelled value of a read-only details view (a program, a beneficiary, an organisation).
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function DetailField({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}
