// /programs: the organisation's programs, filtered, sorted and paged by the server, 20 at a time.
import { SORT_OPTIONS } from '@aid/common';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Container,
  EmptyState,
  Group,
  LoadingOverlay,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../accounts/me.js';
import { can, toEffectivePermissions } from '../accounts/permissions.js';
import { useAlerts } from '../app/alerts.js';
import { errorMessage } from '../app/apollo.js';
import { useNumberFormat } from '../app/language.js';
import { graphql } from '../generated/gql.js';
import type { ProgramFilter, SortOption } from '../generated/graphql.js';
import { CreateProgramModal } from './CreateProgramModal.js';
import { FilterBuilder } from './FilterBuilder.js';
import { ProgramTable } from './ProgramTable.js';

export const PAGE_SIZE = 20;

export const ProgramsDocument = graphql(`
  query Programs($first: Int!, $after: String, $filter: ProgramFilter, $sort: SortOption) {
    programs(first: $first, after: $after, filter: $filter, sort: $sort) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...ProgramTable_program
        }
      }
    }
  }
`);

const SORTS: readonly SortOption[] = SORT_OPTIONS;

export function ProgramsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const numberFormat = useNumberFormat();
  const { showAlert } = useAlerts();
  const canCreate = useMemo(() => can(toEffectivePermissions(me.permissions), 'PROGRAMS', 'CREATE'), [me.permissions]);

  const [sort, setSort] = useState<SortOption>('CREATED_AT_NEWEST');
  const [filter, setFilter] = useState<ProgramFilter | undefined>(undefined);
  // Cursor of each page visited so far; the last one is the page shown. Previous pops, Next pushes.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [creating, setCreating] = useState(false);

  const after = cursors[cursors.length - 1] ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(ProgramsDocument, {
    variables: { first: PAGE_SIZE, after, filter, sort },
  });
  const page = (data ?? previousData)?.programs;
  const programs = page?.edges.map((edge) => edge.node) ?? [];
  const pageIndex = cursors.length - 1;
  const from = pageIndex * PAGE_SIZE + 1;

  const restart = () => setCursors([null]);

  return (
    <Container size="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('programs.title')}
          </Title>
          {canCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
              {t('programs.create')}
            </Button>
          )}
        </Group>

        <FilterBuilder
          onApply={(next) => {
            setFilter(next);
            restart();
          }}
        />

        <Group justify="space-between" align="flex-end">
          <NativeSelect
            label={t('programs.sort.label')}
            value={sort}
            onChange={(e) => {
              setSort(e.currentTarget.value as SortOption);
              restart();
            }}
            data={SORTS.map((option) => ({ value: option, label: t(`programs.sort.${option}`) }))}
            w={280}
          />
          {page && (
            <Text data-testid="programs-total" aria-live="polite">
              {t('programs.total', { total: page.totalCount })}
            </Text>
          )}
        </Group>

        {error && (
          <Alert color="red" role="alert" data-testid="programs-error">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('programs.loadError', { message: errorMessage(error, t) })}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
                {t('app.retry')}
              </Button>
            </Stack>
          </Alert>
        )}

        <div style={{ position: 'relative', minHeight: 120 }}>
          <LoadingOverlay
            visible={loading}
            zIndex={10}
            overlayProps={{ blur: 1 }}
            loaderProps={{ 'aria-label': t('app.loading') }}
          />
          {page && programs.length > 0 && <ProgramTable programs={programs} numberFormat={numberFormat} />}
          {page && programs.length === 0 && !loading && (
            <EmptyState
              data-testid="programs-empty"
              icon={<IconClipboardList size={32} aria-hidden="true" />}
              title={filter ? t('programs.emptyFiltered') : t('programs.empty')}
            />
          )}
        </div>

        {page && (page.totalCount > 0 || pageIndex > 0) && (
          <Group justify="space-between" component="nav" aria-label={t('programs.paging.label')}>
            <Text size="sm" c="dimmed">
              {t('programs.paging.range', {
                from: programs.length > 0 ? from : 0,
                to: from + programs.length - 1,
                total: page.totalCount,
              })}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
                disabled={pageIndex === 0 || loading}
                onClick={() => setCursors((all) => all.slice(0, -1))}
              >
                {t('programs.paging.previous')}
              </Button>
              <Button
                variant="default"
                rightSection={<IconChevronRight size={16} aria-hidden="true" />}
                disabled={!page.pageInfo.hasNextPage || !page.pageInfo.endCursor || loading}
                onClick={() => {
                  const next = page.pageInfo.endCursor;
                  if (next) setCursors((all) => [...all, next]);
                }}
              >
                {t('programs.paging.next')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>

      <CreateProgramModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(program) => {
          setCreating(false);
          showAlert('success', t('programs.created', { name: program.programName }));
          restart();
          void refetch({ after: null });
        }}
      />
    </Container>
  );
}
