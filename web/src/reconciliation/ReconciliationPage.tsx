// /reconciliation: pick a program, see its distributions' figures with an indicator each, open one to see
// its figures and the families behind each of them (paged in the database), and export those families as CSV.
// The distribution is in the query string (?distribution=…), so a view can be linked and survives a reload.
import type { PaymentStatus } from '@aid/common/distributions';
import type { ReconciliationFiguresJson } from '@aid/common/reconciliation';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../generated/gql.js';
import type { ReconciliationState } from '../generated/graphql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { RECONCILIATION_TEXTS } from '../i18n/reconciliation.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatMinorUnits } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { ReconciliationIndicator } from '../ui/StatusMarks.js';
import type { StatusValue } from '../ui/status.js';
import { ImportReportButton } from './ImportReportWizard.js';
import { ResolveFamilyButton } from './ResolveFamilyDialog.js';

export const ReconciliationProgramsDocument = graphql(`
  query ReconciliationPrograms {
    programs(first: 100, sort: NAME) {
      edges {
        node {
          programId
          programName
        }
      }
    }
  }
`);

export const ProgramReconciliationDocument = graphql(`
  query ProgramReconciliationPage($programId: ID!) {
    programReconciliation(programId: $programId, first: 100) {
      programId
      totalCount
      items {
        distributionId
        distributionName
        figures {
          ...ReconciliationFigures_figures
        }
      }
    }
  }
`);

export const ReconciliationFiguresFragment = graphql(`
  fragment ReconciliationFigures_figures on ReconciliationFigures {
    entitled { families amount }
    redeemed { families amount }
    paid { families amount }
    outstanding { families amount }
    expired { families amount }
    failed { families amount }
    conflicts
    indicator
  }
`);

export const DistributionReconciliationDocument = graphql(`
  query DistributionReconciliationPage($distributionId: ID!, $state: ReconciliationState!, $after: String) {
    distributionReconciliation(distributionId: $distributionId) {
      distributionId
      distributionName
      figures {
        ...ReconciliationFigures_figures
      }
    }
    reconciliationFamilies(distributionId: $distributionId, state: $state, first: 50, after: $after) {
      items {
        entitlementId
        firstName
        amount
        currency
        redeemed
        paymentStatus
      }
      nextCursor
    }
  }
`);

/** The API writes BENEFICIARY_NAME_MISMATCH; spec §4's payment vocabulary writes it with spaces. */
const paymentValue = (status: PaymentStatus): StatusValue<'payment'> =>
  status === 'BENEFICIARY_NAME_MISMATCH' ? 'BENEFICIARY NAME MISMATCH' : status;

const STATES: ReconciliationState[] = ['ENTITLED', 'REDEEMED', 'PAID', 'OUTSTANDING', 'EXPIRED', 'CONFLICT', 'FAILED'];
const FIGURES = ['entitled', 'redeemed', 'paid', 'outstanding', 'expired', 'failed'] as const;

/** The figures a row shows: common's reconciliation figures, less the in-flight counts the indicator sums up. */
type Figures = Pick<ReconciliationFiguresJson, (typeof FIGURES)[number] | 'conflicts' | 'indicator'>;

function FiguresRow({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  return (
    <Group gap="xl">
      {FIGURES.map((key) => (
        <Stack key={key} gap={0}>
          <Text size="xs" c="dimmed">
            {t(`reconciliation.figures.${key}`)}
          </Text>
          <Text fw={600}>{formatMinorUnits(figures[key].amount, numberFormat)}</Text>
          <Text size="xs" data-testid={`figure-${key}-families`}>
            {figures[key].families} {t('reconciliation.families')}
          </Text>
        </Stack>
      ))}
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t('reconciliation.figures.conflicts')}
        </Text>
        <Text fw={600} data-testid="figure-conflicts">
          {figures.conflicts}
        </Text>
      </Stack>
      <ReconciliationIndicator indicator={figures.indicator} />
    </Group>
  );
}

function DistributionView({ distributionId, onBack }: { distributionId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const [state, setState] = useState<ReconciliationState>('OUTSTANDING');
  const { data, loading, error, fetchMore, refetch } = useQuery(DistributionReconciliationDocument, {
    variables: { distributionId, state },
  });
  if (error) return <Alert color="red">{errorMessage(error, t)}</Alert>;
  if (!data) return <Loader />;
  const reconciliation = data.distributionReconciliation;
  const page = data.reconciliationFamilies;
  const csv = `/api/reconciliation/distributions/${encodeURIComponent(distributionId)}/families.csv?state=${state}`;
  return (
    <Stack>
      <Anchor component="button" onClick={onBack}>
        {t('reconciliation.back')}
      </Anchor>
      <Title order={3} data-testid="reconciliation-distribution-name">
        {reconciliation.distributionName}
      </Title>
      <FiguresRow figures={reconciliation.figures as unknown as Figures} />
      <Group justify="space-between">
        <SegmentedControl
          data-testid="reconciliation-state"
          value={state}
          onChange={(value) => setState(value as ReconciliationState)}
          data={STATES.map((s) => ({ value: s, label: t(`reconciliation.states.${s}`) }))}
        />
        <Group>
          <ImportReportButton distributionId={distributionId} onImported={() => void refetch()} />
          <Button component="a" href={csv} variant="light">
            {t('reconciliation.exportCsv')}
          </Button>
        </Group>
      </Group>
      {page.items.length === 0 ? (
        <Text c="dimmed">{t('reconciliation.noFamilies')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reconciliation.columns.firstName')}</Table.Th>
              <Table.Th>{t('reconciliation.columns.amount')}</Table.Th>
              <Table.Th>{t('reconciliation.columns.redeemed')}</Table.Th>
              <Table.Th>{t('reconciliation.columns.paymentStatus')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.items.map((f) => (
              <Table.Tr key={f.entitlementId} data-testid="reconciliation-family" data-entitlement-id={f.entitlementId}>
                <Table.Td>{f.firstName}</Table.Td>
                <Table.Td>
                  {formatMinorUnits(f.amount, numberFormat)} {f.currency}
                </Table.Td>
                <Table.Td>{formatMinorUnits(f.redeemed, numberFormat)}</Table.Td>
                <Table.Td data-status={f.paymentStatus}>
                  <StatusBadge vocabulary="payment" value={paymentValue(f.paymentStatus as PaymentStatus)} />
                </Table.Td>
                <Table.Td>
                  <ResolveFamilyButton family={f} onResolved={() => void refetch()} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {page.nextCursor && (
        <Button
          variant="subtle"
          loading={loading}
          onClick={() =>
            fetchMore({
              variables: { after: page.nextCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                reconciliationFamilies: {
                  ...fetchMoreResult.reconciliationFamilies,
                  items: [...previous.reconciliationFamilies.items, ...fetchMoreResult.reconciliationFamilies.items],
                },
              }),
            })
          }
        >
          {t('reconciliation.more')}
        </Button>
      )}
    </Stack>
  );
}

function ProgramView({ programId, onOpen }: { programId: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(ProgramReconciliationDocument, { variables: { programId } });
  if (error) return <Alert color="red">{errorMessage(error, t)}</Alert>;
  if (!data) return <Loader />;
  const rows = data.programReconciliation.items;
  if (rows.length === 0) return <Text c="dimmed">{t('reconciliation.empty')}</Text>;
  return (
    <Stack>
      {rows.map((row) => (
        <Stack key={row.distributionId} gap="xs">
          <Anchor
            component="button"
            onClick={() => onOpen(row.distributionId)}
            data-testid="reconciliation-distribution"
            data-distribution-id={row.distributionId}
          >
            {row.distributionName}
          </Anchor>
          <FiguresRow figures={row.figures as unknown as Figures} />
        </Stack>
      ))}
    </Stack>
  );
}

export function ReconciliationPage() {
  useTextBundle(RECONCILIATION_TEXTS);
  // The payment statuses' names.
  useTextBundle(DISTRIBUTIONS_TEXTS);
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const programs = useQuery(ReconciliationProgramsDocument);
  const programId = params.get('program');
  const distributionId = params.get('distribution');
  const set = (next: Record<string, string | null>) => {
    const copy = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) copy.set(k, v);
      else copy.delete(k);
    }
    setParams(copy);
  };
  return (
    <Stack>
      <Title order={2}>{t('reconciliation.title')}</Title>
      <Text c="dimmed">{t('reconciliation.intro')}</Text>
      {programs.error && <Alert color="red">{errorMessage(programs.error, t)}</Alert>}
      <Select
        label={t('reconciliation.program')}
        placeholder={t('reconciliation.pickProgram')}
        value={programId}
        onChange={(value) => set({ program: value, distribution: null })}
        data={(programs.data?.programs.edges ?? []).map((e) => ({
          value: e.node.programId,
          label: e.node.programName,
        }))}
        searchable
      />
      {distributionId ? (
        <DistributionView distributionId={distributionId} onBack={() => set({ distribution: null })} />
      ) : programId ? (
        <ProgramView programId={programId} onOpen={(id) => set({ distribution: id })} />
      ) : programs.loading ? (
        <Loader />
      ) : programs.data && programs.data.programs.edges.length === 0 ? (
        <Text c="dimmed" data-testid="reconciliation-no-programs">
          {t('reconciliation.noPrograms')}
        </Text>
      ) : (
        <Text c="dimmed" data-testid="reconciliation-pick-hint">
          {t('reconciliation.pickHint')}
        </Text>
      )}
    </Stack>
  );
}
