// Post-distribution monitoring (issue 25): an APPROVED distribution's monitoring questions asked of a random sample
// of its families through a smart form. Each start invites families not invited yet, so it can be pressed again to
// widen the sample; the links are then sent through the notifications (MonitoringSend). Smart forms exist only on
// some hosts: elsewhere the card is not shown at all.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Group, List, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import type { StartDistributionMonitoringMutation } from '../generated/graphql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { FIELD_ERROR_TEXTS, showRefusal } from '../i18n/fieldErrors.js';
import { errorMessage } from '../ui/errorMessage.js';
import { MonitoringSend } from './MonitoringSend.js';

export const MonitoringPanelFragment = graphql(`
  fragment MonitoringPanel_distribution on Distribution {
    distributionId
    distributionStatus
    distributionPdms {
      question
    }
    totals {
      families
    }
  }
`);

/** Answered from the cache the shell filled: the panel does not ask the gateway again. */
export const MonitoringAvailableDocument = graphql(`
  query MonitoringAvailable {
    smartFormsAvailable
  }
`);

export const StartDistributionMonitoringDocument = graphql(`
  mutation StartDistributionMonitoring($id: ID!, $input: StartDistributionMonitoringInput!) {
    startDistributionMonitoring(id: $id, input: $input) {
      sampled
      strata {
        status
        count
      }
      smartFormId
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
      fieldErrors {
        field
        code
        params {
          name
          value
        }
        message
      }
    }
  }
`);

export const MIN_SAMPLE_SIZE = 1;
export const MAX_SAMPLE_SIZE = 10_000;
const DEFAULT_SAMPLE_CAP = 200;

/** A tenth of the families, at least one and at most 200: enough to read the answers without calling everyone. */
export function defaultSampleSize(families: number): number {
  return Math.max(MIN_SAMPLE_SIZE, Math.min(DEFAULT_SAMPLE_CAP, Math.round(families / 10)));
}

type Started = NonNullable<StartDistributionMonitoringMutation['startDistributionMonitoring']>;
const isSampleSizeField = (name: string): name is 'sampleSize' => name === 'sampleSize';

type Props = { distribution: FragmentType<typeof MonitoringPanelFragment> };

export function MonitoringPanel({ distribution: ref }: Props) {
  const d = getFragmentData(MonitoringPanelFragment, ref);
  const { data: host } = useQuery(MonitoringAvailableDocument, { errorPolicy: 'all' });
  const shown = host?.smartFormsAvailable === true && d.distributionStatus === 'APPROVED';
  if (!shown || d.distributionPdms.length === 0) return null;
  return <MonitoringStart distributionId={d.distributionId} families={d.totals.families} />;
}

function MonitoringStart({ distributionId, families }: { distributionId: string; families: number }) {
  useTextBundle(DISTRIBUTIONS_TEXTS);
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const [start, { loading }] = useMutation(StartDistributionMonitoringDocument);
  const [sampleSize, setSampleSize] = useState<number | string>(() => defaultSampleSize(families));
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<Started | null>(null);
  const [starts, setStarts] = useState(0);

  const submit = async () => {
    setProblem(null);
    setSizeError(null);
    const size = Number(sampleSize);
    if (!Number.isInteger(size) || size < MIN_SAMPLE_SIZE || size > MAX_SAMPLE_SIZE) {
      setSizeError(t('distributions.monitoring.sizeInvalid', { min: MIN_SAMPLE_SIZE, max: MAX_SAMPLE_SIZE }));
      return;
    }
    try {
      const answer = (await start({ variables: { id: distributionId, input: { sampleSize: size } } })).data
        ?.startDistributionMonitoring;
      if (answer?.smartFormId && answer.strata) {
        setResult(answer);
        setStarts((n) => n + 1);
        return;
      }
      // Refused (not approved, no questions, size out of range): the API's own words.
      setProblem(
        showRefusal(
          t,
          answer,
          isSampleSizeField,
          (errors) => setSizeError(errors.sampleSize ?? null),
          t('distributions.monitoring.failed'),
        ),
      );
    } catch (e) {
      setProblem(errorMessage(e, t));
    }
  };

  return (
    <Card withBorder data-testid="monitoring-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('distributions.monitoring.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('distributions.monitoring.intro')}
        </Text>
        <Group align="flex-end">
          <NumberInput
            label={t('distributions.monitoring.sampleSize')}
            description={t('distributions.monitoring.sampleSizeHint', {
              min: MIN_SAMPLE_SIZE,
              max: MAX_SAMPLE_SIZE,
              families,
            })}
            min={MIN_SAMPLE_SIZE}
            max={MAX_SAMPLE_SIZE}
            allowDecimal={false}
            allowNegative={false}
            value={sampleSize}
            onChange={setSampleSize}
            error={sizeError}
            data-testid="monitoring-sample-size"
          />
          <Button loading={loading} onClick={() => void submit()} data-testid="monitoring-start">
            {t('distributions.monitoring.start')}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" role="alert" data-testid="monitoring-error">
            {problem}
          </Alert>
        )}
        {result?.smartFormId && (
          <Stack gap="xs" data-testid="monitoring-result">
            <Text size="sm">{t('distributions.monitoring.sampled', { count: result.sampled ?? 0 })}</Text>
            <List size="sm" spacing={2}>
              {(result.strata ?? []).map((s) => (
                <List.Item key={s.status} data-testid="monitoring-stratum">
                  {t('distributions.monitoring.stratum', { status: s.status, families: s.count })}
                </List.Item>
              ))}
            </List>
            <Anchor
              component={Link}
              to={`/smart-forms/${encodeURIComponent(result.smartFormId)}/submissions`}
              size="sm"
              data-testid="monitoring-submissions"
            >
              {t('distributions.monitoring.submissions')}
            </Anchor>
          </Stack>
        )}
        <MonitoringSend distributionId={distributionId} reload={starts} />
      </Stack>
    </Card>
  );
}
