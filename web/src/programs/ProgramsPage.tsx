// /programs: the organisation's programs, filtered, sorted and paged by the server, 20 at a time; the filter, sort
// and page live in the URL.
import { PROGRAM_LIST, type SortOption } from '@aid/common';
import { useQuery } from '@apollo/client/react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../app/alerts.js';
import { errorMessage } from '../app/apollo.js';
import { useNumberFormat } from '../app/language.js';
import { graphql } from '../generated/gql.js';
import { FilterBuilder } from '../list/FilterBuilder.js';
import { ListArea } from '../list/ListArea.js';
import { ListLoadError } from '../list/ListLoadError.js';
import { Pager } from '../list/Pager.js';
import { SortSelect } from '../list/SortSelect.js';
import { pageVariables, useListState } from '../list/useListState.js';
import { ProgramTable } from './ProgramTable.js';

// The creation form (and Mantine's modal) loads when first opened, not with the list.
const CreateProgramModal = lazy(() =>
  import('./CreateProgramModal.js').then((m) => ({ default: m.CreateProgramModal })),
);

export const PAGE_SIZE = 20;

export const ProgramsDocument = graphql(`
  query Programs($first: Int, $after: String, $last: Int, $before: String, $filter: ProgramFilter, $sort: SortOption) {
    programs(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {
      totalCount
      viewerCanCreate
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
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

export function ProgramsPage() {
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const { showAlert } = useAlerts();
  // The list's fields are declared once (common/); the GraphQL enum is checked against them by a gateway test.
  const list = useListState(PROGRAM_LIST);
  const [creating, setCreating] = useState(false);

  const { data, previousData, loading, error, refetch } = useQuery(ProgramsDocument, {
    variables: { ...pageVariables(list.after, list.before, PAGE_SIZE), filter: list.filter, sort: list.sort },
  });
  const page = (data ?? previousData)?.programs;
  const programs = page?.edges.map((edge) => edge.node) ?? [];

  return (
    <Container size="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('programs.title')}
          </Title>
          {page?.viewerCanCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
              {t('programs.create')}
            </Button>
          )}
        </Group>

        <FilterBuilder
          declaration={PROGRAM_LIST}
          fieldLabel={(field) => t(`programs.fields.${field}`)}
          enumLabel={(field, value) =>
            field === 'PROGRAM_TYPE' ? t(`programs.types.${value}`) : t(`programs.statuses.${value}`)
          }
          initial={list.filter}
          onApply={list.setFilter}
        />

        <Group justify="space-between" align="flex-end">
          <SortSelect
            state={list}
            label={t('programs.sort.label')}
            optionLabel={(option) =>
              t(`programs.sort.${option as Exclude<SortOption, `LAST_ACTIVE_${string}` | 'SCORE_HIGHEST'>}`)
            }
            width={280}
          />
          {page && (
            <Text data-testid="programs-total" aria-live="polite">
              {t('programs.total', { total: page.totalCount })}
            </Text>
          )}
        </Group>

        {error && (
          <ListLoadError
            message={t('programs.loadError', { message: errorMessage(error, t) })}
            onRetry={() => void refetch()}
            testId="programs-error"
          />
        )}

        <ListArea
          loading={loading}
          answered={Boolean(page)}
          count={programs.length}
          empty={{
            testId: 'programs-empty',
            icon: <IconClipboardList size={32} aria-hidden="true" />,
            title: list.filter ? t('programs.emptyFiltered') : t('programs.empty'),
          }}
        >
          <ProgramTable programs={programs} numberFormat={numberFormat} />
        </ListArea>

        {page && (page.totalCount > 0 || list.page > 1) && (
          <Pager
            state={list}
            pageInfo={page.pageInfo}
            pageSize={PAGE_SIZE}
            count={programs.length}
            total={page.totalCount}
            loading={loading}
          />
        )}
      </Stack>

      {creating && (
        <Suspense fallback={null}>
          <CreateProgramModal
            opened
            onClose={() => setCreating(false)}
            onCreated={(program) => {
              setCreating(false);
              showAlert('success', t('programs.created', { name: program.programName }));
              if (list.page > 1 || list.after || list.before) list.restart();
              else void refetch();
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
