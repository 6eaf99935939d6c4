// What a report page shows instead of its figures: skeletons while the query runs, a sentence and a way out when
// the filters leave nothing to count, and the refusal in words when the query fails (a list, program or
// distribution out of reach is NOT_FOUND; a member without REPORTS VIEW is FORBIDDEN).
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../ui/errorMessage.js';
import { LoadErrorAlert } from '../ui/LoadErrorAlert.js';
import type { ReportParams } from './reportParams.js';

export function ReportSkeleton() {
  return (
    <Stack data-testid="report-loading" aria-busy="true">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h={80} radius="md" />
        ))}
      </SimpleGrid>
      {[1, 2].map((n) => (
        <Skeleton key={n} h={280} radius="md" />
      ))}
    </Stack>
  );
}

type EmptyProps = {
  /** Whether filters are set: only then can clearing them show more. */
  filtered: boolean;
  onClear: () => void;
};

export function ReportEmpty({ filtered, onClear }: EmptyProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="report-empty">
      <Stack align="flex-start" gap="sm">
        <Text fw={500}>{t(filtered ? 'reports.empty.filtered' : 'reports.empty.none')}</Text>
        {filtered && (
          <Button variant="light" onClick={onClear} data-testid="report-clear-filters">
            {t('reports.filters.clear')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export function ReportError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const code = errorCodeOf(error);
  if (code === 'NOT_FOUND' || code === 'FORBIDDEN') {
    return (
      <Alert color={code === 'FORBIDDEN' ? 'red' : 'yellow'} role="alert" data-testid="report-error" data-code={code}>
        {t(code === 'FORBIDDEN' ? 'reports.errors.forbidden' : 'reports.errors.notFound')}
      </Alert>
    );
  }
  return (
    <LoadErrorAlert error={error} text={(message) => t('reports.errors.load', { message })} testId="report-error" />
  );
}

type ResultProps<T> = {
  error: unknown;
  /** The report; undefined while it loads. */
  report: T | undefined;
  /** Whether the report counts nothing: the page then says so rather than draw empty figures. */
  isEmpty: (report: T) => boolean;
  params: ReportParams;
  /** The figures of a report with something to count. */
  children: (report: T) => ReactNode;
};

/** A report's answer as its page shows it: the refusal, skeletons while it loads, the empty state, or its figures. */
export function ReportResult<T>({ error, report, isEmpty, params, children }: ResultProps<T>) {
  if (error) return <ReportError error={error} />;
  if (!report) return <ReportSkeleton />;
  if (isEmpty(report)) return <ReportEmpty filtered={params.filtered} onClear={params.clear} />;
  return children(report);
}
