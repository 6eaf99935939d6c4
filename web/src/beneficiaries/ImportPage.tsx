// /beneficiary-lists/:listId/import: importing a CSV or XLSX file into a list, as a stepper. Upload and mapping live
// in the page; once started, the import's id is in the URL (?import=imp--…), so a reload or a link comes back to the
// check, the report or the commit, whichever the import has reached. The import is polled while a job runs.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Center, Container, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '../generated/gql.js';
import type { BeneficiaryImportStatus } from '../generated/graphql.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { JOBS_TEXTS } from '../i18n/jobs.js';
import { JOB_POLL_MS, JobProgress } from '../jobs/JobProgress.js';
import { useBreadcrumbs } from '../ui/breadcrumbs.js';
import { errorMessage } from '../ui/errorMessage.js';
import { useNumberFormat } from '../ui/language.js';
import { BeneficiaryListDocument } from './BeneficiaryListPage.js';
import { ImportMapping } from './ImportMapping.js';
import { ImportReport } from './ImportReport.js';
import { ImportUpload, type Inspected } from './ImportUpload.js';
import { beneficiaryListPath } from './paths.js';

export const BeneficiaryImportDocument = graphql(`
  query BeneficiaryImport($id: ID!) {
    beneficiaryImport(id: $id) {
      importId
      status
      importedRows
      errorMessage
      ...ImportReport_import
      checkJob {
        jobId
        ...JobProgress_job
      }
      importJob {
        jobId
        ...JobProgress_job
      }
    }
  }
`);

/** Statuses during which a job is working on the import: asked for again every second. */
const RUNNING: readonly BeneficiaryImportStatus[] = ['CHECKING', 'IMPORTING'];

/** The stepper's step for a started import (0 upload and 1 mapping come before there is one). */
export function stepOf(status: BeneficiaryImportStatus): number {
  if (status === 'CHECKING') return 2;
  if (status === 'CHECKED' || status === 'CHECK_FAILED') return 3;
  return 4;
}

export function ImportPage() {
  useTextBundle(BENEFICIARIES_TEXTS);
  useTextBundle(JOBS_TEXTS);
  const { t } = useTranslation();
  const { listId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const [inspected, setInspected] = useState<Inspected | null>(null);
  const client = useApolloClient();
  const count = new Intl.NumberFormat(useNumberFormat());
  const listQuery = useQuery(BeneficiaryListDocument, { variables: { id: listId } });
  const list = listQuery.data?.beneficiaryList;
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(BeneficiaryImportDocument, {
    variables: { id: importId ?? '' },
    skip: !importId,
  });
  const current = importId ? data?.beneficiaryImport : undefined;
  const status = current?.status;
  const running = status !== undefined && RUNNING.includes(status);
  useBreadcrumbs([
    { label: t('nav.beneficiaryManagement'), path: '/beneficiary-lists' },
    { label: list?.listName ?? listId, path: beneficiaryListPath(listId) },
    { label: t('beneficiaryImport.title'), path: `${beneficiaryListPath(listId)}/import` },
  ]);

  useEffect(() => {
    if (running) startPolling(JOB_POLL_MS);
    else stopPolling();
  }, [running, startPolling, stopPolling]);

  // Rows were saved: the lists' counts and members shown elsewhere are stale, so they are read again when next shown.
  useEffect(() => {
    if (status !== 'IMPORTED') return;
    for (const fieldName of ['beneficiaryList', 'beneficiaryLists', 'beneficiaries', 'organization']) {
      client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    }
    client.cache.gc();
  }, [status, client]);

  const startOver = () => {
    setInspected(null);
    setParams({}, { replace: true });
  };

  let active = inspected ? 1 : 0;
  let body: ReactNode;
  if (listQuery.data && !list) {
    body = (
      <Alert color="yellow" data-testid="list-not-found">
        {t('beneficiaryList.notFound')}
      </Alert>
    );
  } else if (importId) {
    if (loading && !data) {
      body = (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      );
    } else if (error && !data) {
      body = (
        <Alert color="red" role="alert" data-testid="import-load-error">
          {t('beneficiaryImport.loadError', { message: errorMessage(error, t) })}
          <Group mt="sm">
            <Button size="xs" variant="default" onClick={() => void refetch()}>
              {t('app.retry')}
            </Button>
          </Group>
        </Alert>
      );
    } else if (!current) {
      body = (
        <Alert color="yellow" data-testid="import-not-found">
          {t('beneficiaryImport.notFound')}
        </Alert>
      );
    } else {
      active = stepOf(current.status);
      if (current.status === 'CHECKING') {
        body = current.checkJob ? <JobProgress job={current.checkJob} /> : <Loader size="sm" />;
      } else if (active === 3) {
        body = <ImportReport import={current} onAnotherFile={startOver} />;
      } else {
        body = (
          <Stack gap="md">
            {current.importJob && <JobProgress job={current.importJob} />}
            <ImportOutcome
              status={current.status}
              importedRows={count.format(current.importedRows)}
              errorMessage={current.errorMessage ?? null}
              listId={listId}
              onAnotherFile={startOver}
            />
          </Stack>
        );
      }
    }
  } else if (inspected) {
    body = (
      <ImportMapping
        inspection={inspected.inspection}
        listId={listId}
        encoding={inspected.encoding}
        sheetName={inspected.sheetName}
        onStarted={(id) => setParams({ import: id })}
        onBack={() => setInspected(null)}
      />
    );
  } else {
    body = <ImportUpload onInspected={setInspected} />;
  }

  return (
    <Container size="xl">
      <Stack gap="md">
        <Anchor component={Link} to={beneficiaryListPath(listId)} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t('beneficiaryImport.back', { name: list?.listName ?? '' })}
          </Group>
        </Anchor>
        <Title order={1} size="h2">
          {t('beneficiaryImport.heading', { name: list?.listName ?? '' })}
        </Title>
        {list?.listType === 'CUSTOM' && list.status === 'LOCKED' && (
          <Alert color="yellow" data-testid="import-locked">
            {t('beneficiaryImport.locked')}
          </Alert>
        )}
        <Stepper active={active} size="sm" data-testid="import-stepper" data-step={active}>
          <Stepper.Step label={t('beneficiaryImport.steps.upload')} />
          <Stepper.Step label={t('beneficiaryImport.steps.mapping')} />
          <Stepper.Step label={t('beneficiaryImport.steps.check')} />
          <Stepper.Step label={t('beneficiaryImport.steps.report')} />
          <Stepper.Step label={t('beneficiaryImport.steps.import')} />
        </Stepper>
        {body}
      </Stack>
    </Container>
  );
}

type OutcomeProps = {
  status: BeneficiaryImportStatus;
  importedRows: string;
  errorMessage: string | null;
  listId: string;
  onAnotherFile: () => void;
};

/** How the commit ended: the rows saved, or that nothing was (a commit is all or nothing). */
function ImportOutcome({ status, importedRows, errorMessage: reason, listId, onAnotherFile }: OutcomeProps) {
  const { t } = useTranslation();
  if (status === 'IMPORTING') {
    return (
      <Text c="dimmed" data-testid="import-running">
        {t('beneficiaryImport.outcome.running')}
      </Text>
    );
  }
  if (status === 'IMPORTED') {
    return (
      <Alert
        color="green"
        data-testid="import-done"
        title={t('beneficiaryImport.outcome.done', { rows: importedRows })}
      >
        <Anchor component={Link} to={beneficiaryListPath(listId)} data-testid="import-back-to-list">
          {t('beneficiaryImport.outcome.backToList')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" data-testid="import-nothing" title={t('beneficiaryImport.outcome.nothing')}>
      <Stack gap="sm">
        {reason && <Text size="sm">{reason}</Text>}
        <Group>
          <Button size="xs" onClick={onAnotherFile}>
            {t('beneficiaryImport.report.anotherFile')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
