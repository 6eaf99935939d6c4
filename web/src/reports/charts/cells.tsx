// Pieces of the reports' tables and headlines: a figure that opens the families behind it, and a stat card.
import { Anchor, Card, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useReportFormat } from './format.js';

/**
 * A figure in a table; with a path, a link to the families it counts (the keyboard's way to a bar's list). Its name
 * starts with the figure shown, then says where it goes: a voice user says what they see (WCAG 2.5.3).
 */
export function DrillLink({ to, label, children }: { to: string | null; label: string; children: string }) {
  if (!to) return children;
  return (
    <Anchor component={Link} to={to} data-testid="drill-down">
      {children} <VisuallyHidden>{label}</VisuallyHidden>
    </Anchor>
  );
}

/** A table's count of families, opening them (`what` names them for a screen reader) where `to` is a path. */
export function FamiliesLink({ to, what, families }: { to: string | null; what: string; families: number }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <DrillLink to={to} label={t('reports.openFamilies', { what })}>
      {format.count(families)}
    </DrillLink>
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
