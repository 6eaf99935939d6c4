// The beneficiary list of a new distribution: only the organisation's LOCKED custom lists qualify (a distribution
// is made for a fixed set of families), each shown with its counts; the hint says why others are missing.
import { useQuery } from '@apollo/client/react';
import { Alert, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { errorMessage } from '../ui/errorMessage.js';

export const LockedListsDocument = graphql(`
  query LockedLists {
    beneficiaryLists(
      first: 100
      filter: {
        connector: AND
        conditions: [
          { field: STATUS, operator: EQUAL, value: "LOCKED" }
          { field: LIST_TYPE, operator: EQUAL, value: "CUSTOM" }
        ]
      }
    ) {
      edges {
        node {
          beneficiaryListId
          listName
          numberOfFamilies
          numberOfFamilyMembers
        }
      }
    }
  }
`);

type Props = {
  value: string;
  onChange: (listId: string) => void;
  error?: React.ReactNode;
};

export function LockedListSelect({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const { data, loading, error: loadError } = useQuery(LockedListsDocument);
  const lists = data?.beneficiaryLists.edges.map((e) => e.node) ?? [];
  if (loadError) {
    return (
      <Alert color="red" role="alert" data-testid="locked-lists-error">
        {t('distributions.form.listsError', { message: errorMessage(loadError, t) })}
      </Alert>
    );
  }
  if (data && lists.length === 0) {
    return (
      <Alert color="yellow" data-testid="locked-lists-empty">
        <Text size="sm">{t('distributions.form.listsEmpty')}</Text>
      </Alert>
    );
  }
  return (
    <NativeSelect
      label={t('distributions.form.list')}
      description={t('distributions.form.listHint')}
      withAsterisk
      disabled={loading}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-testid="distribution-list-select"
      data={[
        { value: '', label: '' },
        ...lists.map((list) => ({
          value: list.beneficiaryListId,
          label: t('distributions.form.listOption', {
            name: list.listName,
            families: list.numberOfFamilies,
            people: list.numberOfFamilyMembers,
          }),
        })),
      ]}
    />
  );
}
