// A distribution's fields, totals and approvals (read only).
import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { DetailField } from '../ui/DetailField.js';
import { formatDate, formatDateTime, formatMinorUnits } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { CollectionBar } from './badges.js';
import { withTerms } from './terms.js';

export const DistributionDetailsFragment = graphql(`
  fragment DistributionDetails_distribution on Distribution {
    distributionId
    ...DistributionTerms_distribution
    beneficiaryList {
      beneficiaryListId
      listName
      numberOfFamilies
      numberOfFamilyMembers
    }
    totals {
      families
      people
      amount
      entitlements
    }
    collection {
      status
      count
    }
    approvalsNeeded
    approvalsGiven
    createdAt
    updatedAt
    createdBy {
      userId
      userFullName
      email
    }
  }
`);

export function DistributionDetails({
  distribution: ref,
}: {
  distribution: FragmentType<typeof DistributionDetailsFragment>;
}) {
  const d = withTerms(getFragmentData(DistributionDetailsFragment, ref));
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const none = t('distributions.noValue');
  const yesNo = (value: boolean) => (value ? t('distributions.view.yes') : t('distributions.view.no'));
  const money = (minor: number) => `${formatMinorUnits(minor, numberFormat) ?? none} ${d.amountPerBeneficiaryCurrency}`;
  const inKind = d.distributionType === 'IN_KIND';
  return (
    <>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <DetailField label={t('distributions.view.id')}>{d.distributionId}</DetailField>
          <DetailField label={t('distributions.columns.type')}>
            {t(`distributions.types.${d.distributionType}`)}
          </DetailField>
          <DetailField label={t('distributions.view.list')}>
            {d.beneficiaryList.listName ?? d.beneficiaryList.beneficiaryListId}
            <Text size="xs" c="dimmed">
              {t('distributions.view.listSnapshot', {
                families: d.beneficiaryList.numberOfFamilies,
                people: d.beneficiaryList.numberOfFamilyMembers,
              })}
            </Text>
          </DetailField>
          {!inKind && (
            <DetailField label={t('distributions.view.amountPerBeneficiary')} testId="amount-per-beneficiary">
              {money(d.amountPerBeneficiary)}
            </DetailField>
          )}
          {!inKind && d.exchangeRate && (
            <DetailField label={t('distributions.view.exchangeRate')} testId="exchange-rate">
              {t('distributions.view.exchangeRateValue', {
                currency: d.amountPerBeneficiaryCurrency,
                rate: d.exchangeRate,
                programCurrency: d.program?.currency ?? t('distributions.view.programCurrency'),
              })}
            </DetailField>
          )}
          <DetailField label={t('distributions.view.includeDependants')}>{yesNo(d.includeDependants)}</DetailField>
          {!inKind && d.includeDependants && (
            <DetailField label={t('distributions.view.amountPerDependant')}>{money(d.amountPerDependant)}</DetailField>
          )}
          <DetailField label={t('distributions.view.validUntil')}>
            {formatDate(d.validUntil, numberFormat) ?? none}
          </DetailField>
          <DetailField label={t('distributions.view.requestPhoto')}>{yesNo(d.requestPhoto)}</DetailField>
          <DetailField label={t('distributions.view.requestSignature')}>{yesNo(d.requestSignature)}</DetailField>
          <DetailField label={t('distributions.view.createdAt')}>
            {formatDateTime(d.createdAt, numberFormat) ?? none}
          </DetailField>
          <DetailField label={t('distributions.view.createdBy')}>
            {d.createdBy ? d.createdBy.userFullName || d.createdBy.email : none}
          </DetailField>
          <DetailField label={t('distributions.view.updatedAt')}>
            {formatDateTime(d.updatedAt, numberFormat) ?? none}
          </DetailField>
        </SimpleGrid>
        <Stack gap="sm" mt="lg">
          <DetailField label={t('distributions.view.summary')}>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{d.distributionSummary || none}</Text>
          </DetailField>
          {inKind && (
            <DetailField label={t('distributions.view.items')}>
              <List size="sm">
                {d.items.map((item) => (
                  <List.Item key={item.name}>
                    {t('distributions.view.itemLine', {
                      name: item.name,
                      unit: item.unit,
                      perBeneficiary: item.quantityPerBeneficiary,
                      perDependant: item.quantityPerDependant,
                    })}
                  </List.Item>
                ))}
              </List>
            </DetailField>
          )}
          <DetailField label={t('distributions.view.pdms')}>
            {d.distributionPdms.length === 0 ? (
              none
            ) : (
              <List size="sm">
                {d.distributionPdms.map((pdm) => (
                  <List.Item key={pdm.question}>
                    {pdm.question} ({t(`distributions.answerTypes.${pdm.answerType}`)})
                  </List.Item>
                ))}
              </List>
            )}
          </DetailField>
          <DetailField label={t('distributions.view.additionalInfo')}>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{d.additionalInfo || none}</Text>
          </DetailField>
        </Stack>
      </Card>
      <Card withBorder data-testid="distribution-totals">
        <Title order={2} size="h4" mb="sm">
          {t('distributions.view.totals')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="lg">
          <DetailField label={t('distributions.view.families')}>{d.totals.families}</DetailField>
          <DetailField label={t('distributions.view.people')}>{d.totals.people}</DetailField>
          <DetailField label={t('distributions.view.amount')} testId="distribution-total-amount">
            {money(d.totals.amount)}
          </DetailField>
          <DetailField label={t('distributions.view.entitlementsCount')} testId="distribution-total-entitlements">
            {d.totals.entitlements}
          </DetailField>
          <DetailField label={t('distributions.columns.collection')}>
            <CollectionBar collection={d.collection} />
          </DetailField>
          <DetailField label={t('distributions.view.approvals')} testId="distribution-approvals">
            {t('distributions.view.approvalsProgress', { given: d.approvalsGiven, needed: d.approvalsNeeded })}
          </DetailField>
        </SimpleGrid>
      </Card>
    </>
  );
}
