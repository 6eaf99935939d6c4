// The programs table; a row opens the program's view.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { DataTable, RowLink } from '../list/DataTable.js';
import { formatDate, formatDateTime, formatMinorUnits } from '../ui/format.js';
import { StatusBadge } from '../ui/StatusBadge.js';

export const ProgramTableFragment = graphql(`
  fragment ProgramTable_program on Program {
    programId
    programName
    programType
    programStatus
    currency
    budget
    startDate
    endDate
    createdAt
  }
`);

export function programViewPath(programId: string): string {
  return `/programs/${encodeURIComponent(programId)}/view`;
}

type Props = { programs: readonly FragmentType<typeof ProgramTableFragment>[]; numberFormat: string };

export function ProgramTable({ programs: programRefs, numberFormat }: Props) {
  const programs = getFragmentData(ProgramTableFragment, programRefs);
  const { t } = useTranslation();
  const none = t('programs.noValue');
  return (
    <DataTable
      rows={programs}
      rowKey={(p) => p.programId}
      rowPath={(p) => programViewPath(p.programId)}
      label={t('programs.title')}
      testId="programs-table"
      rowTestId="program-row"
      minWidth={900}
      columns={[
        {
          header: t('programs.columns.name'),
          cell: (p) => <RowLink to={programViewPath(p.programId)}>{p.programName}</RowLink>,
        },
        { header: t('programs.columns.type'), cell: (p) => t(`programs.types.${p.programType}`) },
        {
          header: t('programs.columns.status'),
          cell: (p) => <StatusBadge vocabulary="program" value={p.programStatus} testId="program-status" />,
        },
        { header: t('programs.columns.currency'), cell: (p) => p.currency },
        {
          header: t('programs.columns.budget'),
          align: 'right',
          testId: 'program-budget',
          cell: (p) => formatMinorUnits(p.budget, numberFormat) ?? none,
        },
        { header: t('programs.columns.startDate'), cell: (p) => formatDate(p.startDate, numberFormat) ?? none },
        { header: t('programs.columns.endDate'), cell: (p) => formatDate(p.endDate, numberFormat) ?? none },
        { header: t('programs.columns.createdAt'), cell: (p) => formatDateTime(p.createdAt, numberFormat) ?? none },
      ]}
    />
  );
}
