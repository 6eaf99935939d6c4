// /programs: the organisation's programs, filtered, sorted and paged by the server, 20 at a time; the filter, sort
// and page live in the URL.
import type { SortOption } from '@aid/common/enums';
import { PROGRAM_LIST } from '@aid/common/programs';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { FilterBuilder } from '../list/FilterBuilder.js';
import { ListView } from '../list/ListView.js';
import { useConnection } from '../list/useConnection.js';
import { useListState } from '../list/useListState.js';
import { useAlerts } from '../ui/alerts.js';
import { useNumberFormat } from '../ui/language.js';
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

  const connection = useConnection(ProgramsDocument, {
    list,
    pageSize: PAGE_SIZE,
    variables: { filter: list.filter, sort: list.sort },
    select: (data) => data.programs,
  });
  const { page, nodes: programs, refetch } = connection;

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

        <ListView
          connection={connection}
          testId="programs"
          loadError={(message) => t('programs.loadError', { message })}
          filters={
            <FilterBuilder
              declaration={PROGRAM_LIST}
              fieldLabel={(field) => t(`programs.fields.${field}`)}
              enumLabel={(field, value) =>
                field === 'PROGRAM_TYPE' ? t(`programs.types.${value}`) : t(`programs.statuses.${value}`)
              }
              initial={list.filter}
              onApply={list.setFilter}
            />
          }
          sort={{
            state: list,
            label: t('programs.sort.label'),
            optionLabel: (option) =>
              t(`programs.sort.${option as Exclude<SortOption, `LAST_ACTIVE_${string}` | 'SCORE_HIGHEST'>}`),
            width: 280,
          }}
          total={(total) => t('programs.total', { total })}
          empty={{
            icon: <IconClipboardList size={32} aria-hidden="true" />,
            title: list.filter ? t('programs.emptyFiltered') : t('programs.empty'),
          }}
        >
          <ProgramTable programs={programs} numberFormat={numberFormat} />
        </ListView>
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
              else refetch();
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
