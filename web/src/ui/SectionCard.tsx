// A bordered section of a page: its heading, what sits beside the heading (badges), a hint under it, then the
// section's content.
import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  /** Beside the heading, at the row's end. */
  aside?: ReactNode;
  hint?: ReactNode;
  testId?: string;
  children: ReactNode;
};

export function SectionCard({ title, aside, hint, testId, children }: Props) {
  // A hint stands close under the heading; without one the content takes that space.
  const heading = (
    <Title order={2} size="h4" mb={aside ? undefined : hint ? 'xs' : 'sm'}>
      {title}
    </Title>
  );
  return (
    <Card withBorder data-testid={testId}>
      {aside ? (
        <Group justify="space-between" mb="xs">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {hint && (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      )}
      {children}
    </Card>
  );
}
