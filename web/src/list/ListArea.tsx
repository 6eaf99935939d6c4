// Where a list's rows go: a loading overlay while a page is asked for, the rows once there are some, and the
// list's own empty state once an answer holds none.
import { EmptyState, LoadingOverlay } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  loading: boolean;
  /** Whether a page has been answered (before that, neither rows nor the empty state show). */
  answered: boolean;
  count: number;
  empty: { testId: string; icon: ReactNode; title: string; description?: string; actions?: ReactNode };
  children: ReactNode;
};

export function ListArea({ loading, answered, count, empty, children }: Props) {
  const { t } = useTranslation();
  return (
    <div style={{ position: 'relative', minHeight: 120 }}>
      <LoadingOverlay
        visible={loading}
        zIndex={10}
        overlayProps={{ blur: 1 }}
        loaderProps={{ 'aria-label': t('app.loading') }}
      />
      {answered && count > 0 && children}
      {answered && count === 0 && !loading && (
        <EmptyState data-testid={empty.testId} icon={empty.icon} title={empty.title} description={empty.description}>
          {empty.actions && <EmptyState.Actions>{empty.actions}</EmptyState.Actions>}
        </EmptyState>
      )}
    </div>
  );
}
