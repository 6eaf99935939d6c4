// Pieces of the reports' tables and headlines: a figure that opens the families behind it, and a stat card.
import { Anchor, Card, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A figure in a table; with a path, a link to the families it counts (the keyboard's way to a bar's list). */
export function DrillLink({ to, label, children }: { to: string | null; label: string; children: string }) {
  if (!to) return children;
  return (
    <Anchor component={Link} to={to} aria-label={label} data-testid="drill-down">
      {children}
    </Anchor>
  );
}

export function StatCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Card>
  );
}
