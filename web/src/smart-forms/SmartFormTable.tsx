// The forms table of /smart-forms; a row opens the form's builder, and a published form's "Fill" opens staff mode
// for a member who may fill (SMART_FORMS CREATE).
import { Button } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { Dimmed } from '../list/cells.js';
import { DataTable, RowLink } from '../list/DataTable.js';
import { formatDateTime } from '../ui/format.js';
import { SmartFormStatusBadge } from './SmartFormStatusBadge.js';
import { staffFillPath } from './staffFill.js';

export const SmartFormTableFragment = graphql(`
  fragment SmartFormTable_form on SmartForm {
    smartFormId
    formName
    status
    targetListId
    publishedVersion
    updatedAt
  }
`);

export function smartFormPath(smartFormId: string): string {
  return `/smart-forms/${encodeURIComponent(smartFormId)}`;
}

type Props = {
  forms: readonly FragmentType<typeof SmartFormTableFragment>[];
  /** The names of the lists the caller can see, by id; a list missing here is shown by its id. */
  listNames: ReadonlyMap<string, string>;
  numberFormat: string;
  /** SMART_FORMS CREATE: a published form's row offers "Fill". */
  canFill?: boolean;
};

export function SmartFormTable({ forms: formRefs, listNames, numberFormat, canFill = false }: Props) {
  const forms = getFragmentData(SmartFormTableFragment, formRefs);
  const { t } = useTranslation();
  return (
    <DataTable
      rows={forms}
      rowKey={(f) => f.smartFormId}
      rowPath={(f) => smartFormPath(f.smartFormId)}
      label={t('smartForms.title')}
      testId="smart-forms-table"
      rowTestId="smart-form-row"
      rowData={(f) => ({ 'data-status': f.status })}
      minWidth={760}
      columns={[
        {
          header: t('smartForms.columns.name'),
          cell: (f) => <RowLink to={smartFormPath(f.smartFormId)}>{f.formName}</RowLink>,
        },
        { header: t('smartForms.columns.status'), cell: (f) => <SmartFormStatusBadge status={f.status} /> },
        {
          header: t('smartForms.columns.targetList'),
          testId: 'smart-form-target-list',
          cell: (f) => listNames.get(f.targetListId) ?? <Dimmed>{f.targetListId}</Dimmed>,
        },
        {
          header: t('smartForms.columns.publishedVersion'),
          align: 'right',
          testId: 'smart-form-version',
          cell: (f) =>
            f.publishedVersion === null || f.publishedVersion === undefined ? (
              <Dimmed>{t('smartForms.notPublished')}</Dimmed>
            ) : (
              f.publishedVersion
            ),
        },
        { header: t('smartForms.columns.updatedAt'), cell: (f) => formatDateTime(f.updatedAt, numberFormat) },
        canFill && {
          header: t('smartForms.fill.open'),
          hideHeader: true,
          cell: (f) =>
            f.status === 'PUBLISHED' && (
              <Button
                component={Link}
                to={staffFillPath(f.smartFormId)}
                size="xs"
                variant="light"
                // The row's own click opens the builder; this one opens staff mode.
                onClick={(event: MouseEvent) => event.stopPropagation()}
                data-testid="smart-form-fill"
              >
                {t('smartForms.fill.open')}
              </Button>
            ),
        },
      ]}
    />
  );
}
