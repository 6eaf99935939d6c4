// /dev/status, in development builds only: every status vocabulary of spec §4 with all its values, the
// reconciliation indicators, the step dots and the radio icon, to review colours and icons side by side.
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTextBundle } from '../i18n/bundles.js';
import { STATUS_TEXTS } from '../i18n/status.js';
import { StatusBadge } from './StatusBadge.js';
import { ReconciliationIndicator, SelectableRadioIcon, StepDots } from './StatusMarks.js';
import { APP_VOCABULARIES, SPEC_VOCABULARIES, type StatusRef, type StatusVocabulary } from './status.js';

function entries<V extends StatusVocabulary>(vocabularies: Record<V, readonly string[]>) {
  return Object.entries(vocabularies) as [V, readonly string[]][];
}

function Vocabulary({ vocabulary, values }: { vocabulary: StatusVocabulary; values: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="gallery-vocabulary" data-vocabulary={vocabulary}>
      <Title order={3} size="h5">
        {t(`statusGallery.vocabularies.${vocabulary}`)}
      </Title>
      <Group gap="xs">
        {values.map((value) => (
          <StatusBadge key={value} {...({ vocabulary, value } as StatusRef)} />
        ))}
      </Group>
    </Stack>
  );
}

export function StatusGalleryPage() {
  useTextBundle(STATUS_TEXTS);
  const { t } = useTranslation();
  const { reconciliation, ...appOnly } = APP_VOCABULARIES;
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('statusGallery.title')}
          </Title>
          <Text c="dimmed">{t('statusGallery.intro')}</Text>
        </div>
        {entries(SPEC_VOCABULARIES).map(([vocabulary, values]) => (
          <Vocabulary key={vocabulary} vocabulary={vocabulary} values={values} />
        ))}
        <Stack gap={4} data-testid="gallery-indicators">
          <Title order={3} size="h5">
            {t('statusGallery.vocabularies.reconciliation')}
          </Title>
          <Group gap="xs">
            {reconciliation.map((indicator) => (
              <ReconciliationIndicator key={indicator} indicator={indicator} testId="reconciliation-indicator" />
            ))}
          </Group>
        </Stack>
        <Stack gap={4} data-testid="gallery-steps">
          <Title order={3} size="h5">
            {t('statusGallery.steps')}
          </Title>
          <StepDots total={4} reached={2} />
        </Stack>
        <Stack gap={4} data-testid="gallery-radio">
          <Title order={3} size="h5">
            {t('statusGallery.radio')}
          </Title>
          <Group gap="md">
            <Group gap={6}>
              <SelectableRadioIcon selected />
              <Text size="sm">{t('statusMarks.selected')}</Text>
            </Group>
            <Group gap={6}>
              <SelectableRadioIcon selected={false} />
              <Text size="sm">{t('statusMarks.notSelected')}</Text>
            </Group>
          </Group>
        </Stack>
        <Title order={2} size="h4">
          {t('statusGallery.appVocabularies')}
        </Title>
        {entries(appOnly).map(([vocabulary, values]) => (
          <Vocabulary key={vocabulary} vocabulary={vocabulary} values={values} />
        ))}
      </Stack>
    </Container>
  );
}
