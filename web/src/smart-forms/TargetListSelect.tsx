// The list a form's submissions join: one of the organisation's custom lists the member may change (the API refuses
// any other); the hint says why a list may be missing.
import { useQuery } from '@apollo/client/react';
import { Alert, NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../ui/errorMessage.js';
import { SmartFormTargetListsDocument } from './operations.js';

type Props = {
  value: string;
  onChange: (listId: string) => void;
  error?: ReactNode;
};

export function TargetListSelect({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const { data, loading, error: loadError } = useQuery(SmartFormTargetListsDocument);
  const lists = (data?.beneficiaryLists.edges ?? []).map((edge) => edge.node).filter((list) => list.viewerCanUpdate);
  if (loadError && !data) {
    return (
      <Alert color="red" role="alert" data-testid="target-lists-error">
        {t('smartForms.targetLists.loadError', { message: errorMessage(loadError, t) })}
      </Alert>
    );
  }
  if (data && lists.length === 0) {
    return (
      <Alert color="yellow" data-testid="target-lists-empty">
        {t('smartForms.targetLists.empty')}
      </Alert>
    );
  }
  return (
    <NativeSelect
      label={t('smartForms.form.targetList')}
      description={t('smartForms.form.targetListHint')}
      withAsterisk
      disabled={loading}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid="smart-form-target-list-select"
      data={[
        { value: '', label: '' },
        ...lists.map((list) => ({ value: list.beneficiaryListId, label: list.listName })),
      ]}
    />
  );
}
