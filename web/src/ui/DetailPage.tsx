// The frame every detail page shares: its breadcrumb trail, a loader until the first answer, the link back to its
// list, then the load error, "not found", or the thing itself (the page draws its title, actions and panels).
import { Alert, Anchor, Center, Container, type ContainerProps, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBreadcrumbs } from './breadcrumbs.js';
import type { Crumb } from './slices.js';

type Props<T> = {
  /** The trail, root first and this page last (the webview's compact header follows it). */
  crumbs: readonly Crumb[];
  size: ContainerProps['size'];
  /** True until the first answer: the whole page is a loader. */
  loading: boolean;
  loadingTestId?: string;
  back: { to: string; label: string };
  /** The load error's sentence, when the query failed. */
  error: string | null;
  errorTestId?: string;
  /** Shown when the answer holds no such thing (and did not fail). */
  notFound: { text: string; testId: string };
  /** The thing shown, once answered; it may stand beside an error (a field that failed alone). */
  item: T | null | undefined;
  children: (item: T) => ReactNode;
};

export function DetailPage<T>({
  crumbs,
  size,
  loading,
  loadingTestId,
  back,
  error,
  errorTestId,
  notFound,
  item,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  useBreadcrumbs(crumbs);

  if (loading) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('app.loading')} data-testid={loadingTestId} />
      </Center>
    );
  }

  return (
    <Container size={size}>
      <Stack gap="md">
        <Anchor component={Link} to={back.to} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {back.label}
          </Group>
        </Anchor>
        {error && (
          <Alert color="red" role="alert" data-testid={errorTestId}>
            {error}
          </Alert>
        )}
        {!error && !item && (
          <Alert color="yellow" data-testid={notFound.testId}>
            {notFound.text}
          </Alert>
        )}
        {item && children(item)}
      </Stack>
    </Container>
  );
}
