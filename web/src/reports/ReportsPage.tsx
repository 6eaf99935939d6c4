// /reports: the way into the two reports (a card each, with the question it answers), the report files written
// recently (to download again, or to cancel while written) and the schedules that write them every week or month.
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTruckDelivery, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTextBundle } from '../i18n/bundles.js';
import { JOBS_TEXTS } from '../i18n/jobs.js';
import { REPORT_FILES_TEXTS } from '../i18n/reportFiles.js';
import { Page } from '../list/PageHeader.js';
import { useBreadcrumbs } from '../ui/breadcrumbs.js';
import { SectionCard } from '../ui/SectionCard.js';
import { REPORT_PATHS, ReportFileList } from './ReportFileList.js';
import { ReportScheduleList } from './ReportScheduleList.js';

const CARDS = [
  { kind: 'BENEFICIARY_LISTS', Icon: IconUsers },
  { kind: 'DISTRIBUTION_SUMMARY', Icon: IconTruckDelivery },
] as const;

export function ReportsPage() {
  useTextBundle(REPORT_FILES_TEXTS);
  useTextBundle(JOBS_TEXTS);
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('nav.reports'), path: '/reports' }]);
  return (
    <Page size="xl" title={t('reportFiles.title')} intro={t('reportFiles.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CARDS.map(({ kind, Icon }) => (
          <Card
            key={kind}
            withBorder
            component={Link}
            to={REPORT_PATHS[kind]}
            // Named by all it shows (title, then what it answers), not the title alone: a voice user says what they
            // see (WCAG 2.5.3).
            data-testid={`report-card-${kind}`}
          >
            <ThemeIcon variant="light" size="lg" mb="xs" aria-hidden="true">
              <Icon size={20} />
            </ThemeIcon>
            <Title order={2} size="h4">
              {t(`reportFiles.cards.${kind}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`reportFiles.cards.${kind}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SectionCard title={t('reportFiles.recent.title')} hint={t('reportFiles.recent.hint')}>
        <ReportFileList />
      </SectionCard>
      <SectionCard title={t('reportFiles.scheduled.title')} hint={t('reportFiles.scheduled.hint')}>
        <ReportScheduleList />
        <Text size="xs" c="dimmed" mt="sm" data-testid="scheduled-reports-note">
          {t('reportFiles.scheduled.note')}
        </Text>
      </SectionCard>
    </Page>
  );
}
