// A list the server answers whole (no paging): a loader until the first answer, the load error with Retry when
// there is none, the list's empty state, else the rows. A later refresh keeps the rows on screen.
import { Center, EmptyState, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../ui/errorMessage.js';
import { ListLoadError } from './ListLoadError.js';

type Props = {
  query: { loading: boolean; error?: Error; answered: boolean; refetch: () => unknown };
  count: number;
  /** `<testId>-loading`, `-error` and `-empty`. */
  testId: string;
  loadError: (message: string) => string;
  empty: { icon: ReactNode; title: string; description?: string };
  children: ReactNode;
};

export function WholeList({ query, count, testId, loadError, empty, children }: Props) {
  const { t } = useTranslation();
  if (query.loading && !query.answered) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} data-testid={`${testId}-loading`} />
      </Center>
    );
  }
  if (query.error && !query.answered) {
    return (
      <ListLoadError
        message={loadError(errorMessage(query.error, t))}
        onRetry={() => void query.refetch()}
        testId={`${testId}-error`}
      />
    );
  }
  if (count === 0) {
    return <EmptyState data-testid={`${testId}-empty`} {...empty} />;
  }
  return children;
}
