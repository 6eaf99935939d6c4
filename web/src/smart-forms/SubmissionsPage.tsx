// /smart-forms/:smartFormId/submissions: a form's submissions for review, newest first, a page at a time, filtered by
// status (pending first). Each shows its answers under the questions of the version it was filled in and the
// master-list people it may duplicate; accept, merge and reject ask first (SubmissionDecisionDialog).
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { graphql } from '../generated/gql.js';
import type { SubmissionStatus } from '../generated/graphql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { SMART_FORMS_TEXTS } from '../i18n/smartForms.js';
import { DetailPage } from '../ui/DetailPage.js';
import { errorMessage } from '../ui/errorMessage.js';
import { useNumberFormat } from '../ui/language.js';
import { useSmartFormsAccess } from './access.js';
import { smartFormPath } from './SmartFormTable.js';
import { type AskedDecision, SubmissionDecisionDialog } from './SubmissionDecisionDialog.js';
import { SubmissionTable } from './SubmissionTable.js';

export const SUBMISSIONS_PAGE_SIZE = 20;
const FILTERS = ['PENDING', 'ACCEPTED', 'MERGED', 'REJECTED', 'ALL'] as const;
type Filter = (typeof FILTERS)[number];

export const SmartFormSubmissionsDocument = graphql(`
  query SmartFormSubmissions($id: ID!, $first: Int, $after: String, $status: SubmissionStatus) {
    smartForm(id: $id) {
      smartFormId
      formName
      versions {
        version
        definition {
          defaultLanguage
          pages {
            elements {
              name
              type
              label {
                language
                text
              }
              choices {
                value
                label {
                  language
                  text
                }
              }
            }
          }
        }
      }
      submissions(first: $first, after: $after, status: $status) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            submissionId
            ...SubmissionTable_submission
          }
        }
      }
    }
  }
`);

export function submissionsPath(smartFormId: string): string {
  return `${smartFormPath(smartFormId)}/submissions`;
}

export function SubmissionsPage() {
  useTextBundle(SMART_FORMS_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const access = useSmartFormsAccess();
  const { smartFormId = '' } = useParams();
  const [filter, setFilter] = useState<Filter>('PENDING');
  // The cursors of the pages before this one: `after` is the last, the first page has none.
  const [cursors, setCursors] = useState<string[]>([]);
  const [asked, setAsked] = useState<AskedDecision | null>(null);
  const variables = {
    id: smartFormId,
    first: SUBMISSIONS_PAGE_SIZE,
    after: cursors.at(-1) ?? null,
    status: filter === 'ALL' ? null : (filter satisfies SubmissionStatus),
  };
  const { data, previousData, loading, error, refetch } = useQuery(SmartFormSubmissionsDocument, { variables });
  const shown = data ?? previousData;
  const form = shown?.smartForm;
  const page = form?.submissions;

  const choose = (next: string) => {
    setFilter(next as Filter);
    setCursors([]);
  };

  return (
    <DetailPage
      crumbs={[
        { label: t('smartForms.title'), path: '/smart-forms' },
        { label: form?.formName ?? smartFormId, path: smartFormPath(smartFormId) },
        { label: t('smartForms.submissions.title'), path: submissionsPath(smartFormId) },
      ]}
      size="xl"
      loading={loading && !shown}
      loadingTestId="submissions-loading"
      back={{ to: smartFormPath(smartFormId), label: t('smartForms.submissions.back') }}
      error={error && !shown ? t('smartForms.submissions.loadError', { message: errorMessage(error, t) }) : null}
      errorTestId="submissions-error"
      notFound={{ text: t('smartForms.submissions.notFound'), testId: 'submissions-not-found' }}
      item={form}
    >
      {(item) => (
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('smartForms.submissions.title')} · {item.formName}
            </Title>
            <Text size="sm" c="dimmed">
              {t('smartForms.submissions.intro')}
            </Text>
          </Stack>
          <SegmentedControl
            value={filter}
            onChange={choose}
            aria-label={t('smartForms.submissions.filter')}
            data-testid="submissions-filter"
            data={FILTERS.map((value) => ({
              value,
              label: value === 'ALL' ? t('smartForms.submissions.all') : t(`smartForms.submissions.statuses.${value}`),
            }))}
            w="fit-content"
          />
          {error && (
            <Alert color="red" role="alert" data-testid="submissions-error">
              <Stack gap="xs" align="flex-start">
                {t('smartForms.submissions.loadError', { message: errorMessage(error, t) })}
                <Button size="xs" variant="default" onClick={() => void refetch()}>
                  {t('app.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          {!error && loading && (
            <Center>
              <Loader size="sm" aria-label={t('app.loading')} />
            </Center>
          )}
          {!error && !loading && page && page.edges.length === 0 && (
            <Stack align="center" gap={4} py="lg" data-testid="submissions-empty">
              <IconInbox size={32} aria-hidden="true" />
              <Text>{t('smartForms.submissions.empty')}</Text>
            </Stack>
          )}
          {!error && page && page.edges.length > 0 && form && (
            <>
              <SubmissionTable
                submissions={page.edges.map((edge) => edge.node)}
                versions={form.versions}
                numberFormat={numberFormat}
                onDecide={access.update ? (decision, submission) => setAsked({ decision, submission }) : null}
              />
              <Group justify="space-between">
                <Text size="sm" c="dimmed" data-testid="submissions-loaded">
                  {t('smartForms.submissions.loaded', { count: page.edges.length, total: page.totalCount })}
                </Text>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    disabled={cursors.length === 0}
                    onClick={() => setCursors(cursors.slice(0, -1))}
                    data-testid="submissions-previous"
                  >
                    {t('smartForms.submissions.previous')}
                  </Button>
                  <Button
                    variant="default"
                    size="xs"
                    disabled={!page.pageInfo.hasNextPage || !page.pageInfo.endCursor}
                    onClick={() => page.pageInfo.endCursor && setCursors([...cursors, page.pageInfo.endCursor])}
                    data-testid="submissions-next"
                  >
                    {t('smartForms.submissions.next')}
                  </Button>
                </Group>
              </Group>
            </>
          )}
          {asked && (
            <SubmissionDecisionDialog
              smartFormId={smartFormId}
              asked={asked}
              onClose={() => setAsked(null)}
              onDecided={() => {
                setAsked(null);
                void refetch();
              }}
            />
          )}
        </Stack>
      )}
    </DetailPage>
  );
}
