// /programs: the organisation's programs, filtered, sorted and paged by the server, 20 at a time; the filter, sort
// and page live in the URL.
import { PROGRAM_LIST } from '@aid/common/programs';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { DeclaredListView } from '../list/DeclaredListView.js';
import { IconButton } from '../list/IconButton.js';
import { Page } from '../list/PageHeader.js';
import { restartOrRefetch, useListConnection } from '../list/useConnection.js';
import { useCreation } from '../list/useCreation.js';
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
        ...Pager_pageInfo
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
  // The list's fields are declared once (common/); the GraphQL enum is checked against them by a gateway test.
  const { list, connection } = useListConnection(PROGRAM_LIST, ProgramsDocument, {
    pageSize: PAGE_SIZE,
    select: (data) => data.programs,
  });
  const { page, nodes: programs, refetch } = connection;
  const creation = useCreation(() => restartOrRefetch(list, refetch));

  return (
    <Page
      size="xl"
      title={t('programs.title')}
      actions={
        page?.viewerCanCreate && (
          <IconButton icon={IconPlus} onClick={creation.start}>
            {t('programs.create')}
          </IconButton>
        )
      }
    >
      <DeclaredListView
        declaration={PROGRAM_LIST}
        list={list}
        connection={connection}
        section="programs"
        testId="programs"
        enumLabel={(field, value) =>
          field === 'PROGRAM_TYPE' ? t(`programs.types.${value}`) : t(`programs.statuses.${value}`)
        }
        empty={{ icon: <IconClipboardList size={32} aria-hidden="true" /> }}
      >
        <ProgramTable programs={programs} numberFormat={numberFormat} />
      </DeclaredListView>

      {creation.open && (
        <Suspense fallback={null}>
          <CreateProgramModal
            opened
            onClose={creation.close}
            onCreated={(program) => creation.done(t('programs.created', { name: program.programName }))}
          />
        </Suspense>
      )}
    </Page>
  );
}
