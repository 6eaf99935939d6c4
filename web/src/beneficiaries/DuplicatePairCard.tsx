// One candidate pair of the review queue: the two people side by side, the fields where they differ highlighted,
// the score and what they share, and the three decisions (keep left, keep right, not a duplicate).
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconUsers } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import type { DuplicatePairCard_BeneficiaryFragment } from '../generated/graphql.js';
import { formatDate } from '../ui/format.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { DuplicateLevelBadge } from './ImportReportTables.js';

export const DuplicateBeneficiaryFragment = graphql(`
  fragment DuplicatePairCard_beneficiary on Beneficiary {
    beneficiaryId
    firstName
    lastName
    gender
    dob
    phoneNumber
    email
    externalReferenceNumber
    nationality
    numberOfFamilyMembers
    lists {
      beneficiaryListId
      listName
    }
  }
`);

export const DuplicatePairFragment = graphql(`
  fragment DuplicatePairCard_pair on BeneficiaryDuplicatePair {
    pairId
    score
    level
    reasons
    status
    createdAt
    beneficiaryA {
      ...DuplicatePairCard_beneficiary
    }
    beneficiaryB {
      ...DuplicatePairCard_beneficiary
    }
  }
`);

type Person = DuplicatePairCard_BeneficiaryFragment;
export type Decision = { kind: 'merge'; keepBeneficiaryId: string } | { kind: 'distinct' };

/** The rows compared, each as shown; equal texts are not highlighted. */
function comparedRows(t: TFunction, person: Person | null | undefined): [string, string][] {
  const none = t('beneficiaries.noValue');
  if (!person) return [];
  return [
    [t('beneficiaries.fields.FIRST_NAME'), person.firstName],
    [t('beneficiaries.fields.LAST_NAME'), person.lastName],
    [t('beneficiaries.fields.GENDER'), person.gender ? t(`beneficiaries.genders.${person.gender}`) : none],
    [t('beneficiaries.fields.DOB'), formatDate(person.dob) ?? none],
    [t('beneficiaries.fields.PHONE_NUMBER'), person.phoneNumber ?? none],
    [t('beneficiaries.fields.EMAIL'), person.email ?? none],
    [t('beneficiaries.fields.EXTERNAL_REFERENCE_NUMBER'), person.externalReferenceNumber ?? none],
    [t('beneficiaries.fields.NATIONALITY'), person.nationality ?? none],
    [t('beneficiaries.fields.NUMBER_OF_FAMILY_MEMBERS'), String(person.numberOfFamilyMembers)],
    [t('beneficiaryDuplicates.lists'), person.lists.map((l) => l.listName).join(', ') || none],
  ];
}

/** One of the pair's decisions as a button (its look: variant and the arrow's side). */
type DecisionButton = {
  testId: string;
  label: string;
  decision: Decision;
  variant: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
};

type Props = {
  pair: FragmentType<typeof DuplicatePairFragment>;
  /** Whether the caller may decide (BENEFICIARY_LISTS UPDATE, EVERYTHING); the API checks again. */
  canDecide: boolean;
  /** The decision being sent for this pair, if any. */
  deciding: boolean;
  onDecide: (decision: Decision) => void;
};

export function DuplicatePairCard({ pair: ref, canDecide, deciding, onDecide }: Props) {
  const { t } = useTranslation();
  const pair = getFragmentData(DuplicatePairFragment, ref);
  const left = getFragmentData(DuplicateBeneficiaryFragment, pair.beneficiaryA);
  const right = getFragmentData(DuplicateBeneficiaryFragment, pair.beneficiaryB);
  const leftRows = comparedRows(t, left);
  const rightRows = comparedRows(t, right);
  const labels = (leftRows.length ? leftRows : rightRows).map(([label]) => label);
  const pending = pair.status === 'PENDING' && left && right;

  // Keep one of the two (the arrow points at the one kept), or say they are different people.
  const decisions: DecisionButton[] = pending
    ? [
        {
          testId: 'duplicate-keep-left',
          label: t('beneficiaryDuplicates.keepLeft'),
          decision: { kind: 'merge', keepBeneficiaryId: left.beneficiaryId },
          variant: 'light',
          leftSection: <IconArrowLeft size={16} aria-hidden="true" />,
        },
        {
          testId: 'duplicate-keep-right',
          label: t('beneficiaryDuplicates.keepRight'),
          decision: { kind: 'merge', keepBeneficiaryId: right.beneficiaryId },
          variant: 'light',
          rightSection: <IconArrowRight size={16} aria-hidden="true" />,
        },
        {
          testId: 'duplicate-distinct',
          label: t('beneficiaryDuplicates.distinct'),
          decision: { kind: 'distinct' },
          variant: 'default',
        },
      ]
    : [];
  return (
    <Card withBorder data-testid="duplicate-pair" data-pair-id={pair.pairId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconUsers size={18} aria-hidden="true" />
            <Text fw={600} data-testid="duplicate-score">
              {t('beneficiaryDuplicates.score', { score: Math.round(pair.score * 100) })}
            </Text>
            <DuplicateLevelBadge level={pair.level} />
            {pair.status !== 'PENDING' && (
              <StatusBadge vocabulary="duplicate" value={pair.status} testId="duplicate-status" />
            )}
          </Group>
          <Group gap={4}>
            {pair.reasons.map((reason) => (
              <Badge key={reason} variant="light" color="gray" tt="none">
                {t(`beneficiaryDuplicates.reasons.${reason}`)}
              </Badge>
            ))}
          </Group>
        </Group>
        <Table withColumnBorders aria-label={t('beneficiaryDuplicates.pairLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="20%" />
              <Table.Th>{t('beneficiaryDuplicates.left')}</Table.Th>
              <Table.Th>{t('beneficiaryDuplicates.right')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {labels.map((label, i) => {
              const a = leftRows[i]?.[1] ?? t('beneficiaryDuplicates.removed');
              const b = rightRows[i]?.[1] ?? t('beneficiaryDuplicates.removed');
              const differs = a.trim().toLowerCase() !== b.trim().toLowerCase();
              const style = differs ? { backgroundColor: 'var(--mantine-color-yellow-light)' } : undefined;
              return (
                <Table.Tr key={label} data-differs={differs || undefined} data-testid="duplicate-field">
                  <Table.Td c="dimmed">{label}</Table.Td>
                  <Table.Td style={style}>{a}</Table.Td>
                  <Table.Td style={style}>{b}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {pending && canDecide && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {decisions.map(({ testId, label, decision, ...look }) => (
              <Button key={testId} {...look} loading={deciding} onClick={() => onDecide(decision)} data-testid={testId}>
                {label}
              </Button>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
