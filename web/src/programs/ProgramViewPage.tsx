// /programs/:vid/view: one program's fields and its distributions.
import { useQuery } from '@apollo/client/react';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { ProgramDistributions } from '../distributions/ProgramDistributions.js';
import { graphql } from '../generated/gql.js';
import { DetailField } from '../ui/DetailField.js';
import { DetailPage } from '../ui/DetailPage.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDate, formatDateTime, formatMinorUnits } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { StatusBadge } from '../ui/StatusBadge.js';

export const ProgramViewDocument = graphql(`
  query ProgramView($id: ID!) {
    program(id: $id) {
      programId
      programName
      description
      programType
      programStatus
      currency
      budget
      startDate
      endDate
      createdAt
      updatedAt
      createdBy {
        userId
        userFullName
        email
      }
      updatedBy {
        userId
        userFullName
        email
      }
    }
  }
`);

export function ProgramViewPage() {
  const { t } = useTranslation();
  const { vid = '' } = useParams();
  const numberFormat = useNumberFormat();
  const { pathname } = useLocation();
  const { data, loading, error } = useQuery(ProgramViewDocument, { variables: { id: vid } });
  const none = t('programs.noValue');
  const program = data?.program;
  // Webview mode: the compact header's title and back button follow this trail.
  const crumbs = [
    { label: t('nav.programs'), path: '/programs' },
    { label: program?.programName ?? vid, path: pathname },
  ];
  const person = (user: { userFullName: string | null; email: string } | null | undefined) =>
    user ? user.userFullName || user.email : none;

  return (
    <DetailPage
      crumbs={crumbs}
      size="lg"
      loading={loading && !data}
      back={{ to: '/programs', label: t('programs.view.back') }}
      error={error ? t('programs.view.loadError', { message: errorMessage(error, t) }) : null}
      notFound={{ text: t('programs.view.notFound'), testId: 'program-not-found' }}
      item={program}
    >
      {(program) => (
        <>
          <Group gap="sm">
            <Title order={1} size="h2" data-testid="program-name">
              {program.programName}
            </Title>
            <StatusBadge vocabulary="program" value={program.programStatus} testId="program-status" />
          </Group>
          <Card withBorder>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              <DetailField label={t('programs.view.id')}>{program.programId}</DetailField>
              <DetailField label={t('programs.columns.type')}>{t(`programs.types.${program.programType}`)}</DetailField>
              <DetailField label={t('programs.columns.currency')}>{program.currency}</DetailField>
              <DetailField label={t('programs.columns.budget')} testId="program-budget">
                {formatMinorUnits(program.budget, numberFormat) ?? none}
              </DetailField>
              <DetailField label={t('programs.columns.startDate')}>
                {formatDate(program.startDate, numberFormat) ?? none}
              </DetailField>
              <DetailField label={t('programs.columns.endDate')}>
                {formatDate(program.endDate, numberFormat) ?? none}
              </DetailField>
              <DetailField label={t('programs.columns.createdAt')}>
                {formatDateTime(program.createdAt, numberFormat) ?? none}
              </DetailField>
              <DetailField label={t('programs.view.createdBy')}>{person(program.createdBy)}</DetailField>
              <DetailField label={t('programs.view.updatedAt')}>
                {formatDateTime(program.updatedAt, numberFormat) ?? none}
              </DetailField>
              <DetailField label={t('programs.view.updatedBy')}>{person(program.updatedBy)}</DetailField>
            </SimpleGrid>
            <Stack gap={4} mt="lg">
              <Text size="sm" c="dimmed">
                {t('programs.view.description')}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{program.description || none}</Text>
            </Stack>
          </Card>
          <ProgramDistributions programId={program.programId} currency={program.currency} />
        </>
      )}
    </DetailPage>
  );
}
