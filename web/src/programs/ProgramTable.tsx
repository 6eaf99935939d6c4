// The programs table; a row opens the program's view.
import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { formatDate, formatDateTime, formatMinorUnits } from '../ui/format.js';

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
  const navigate = useNavigate();
  const none = t('programs.noValue');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover striped aria-label={t('programs.title')} data-testid="programs-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('programs.columns.name')}</Table.Th>
            <Table.Th>{t('programs.columns.type')}</Table.Th>
            <Table.Th>{t('programs.columns.status')}</Table.Th>
            <Table.Th>{t('programs.columns.currency')}</Table.Th>
            <Table.Th ta="right">{t('programs.columns.budget')}</Table.Th>
            <Table.Th>{t('programs.columns.startDate')}</Table.Th>
            <Table.Th>{t('programs.columns.endDate')}</Table.Th>
            <Table.Th>{t('programs.columns.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {programs.map((p) => (
            <Table.Tr
              key={p.programId}
              data-testid="program-row"
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(programViewPath(p.programId))}
            >
              <Table.Td>
                {/* The link keeps the row reachable by keyboard; the row click is a convenience for the mouse. */}
                <Anchor component={Link} to={programViewPath(p.programId)} onClick={(e) => e.stopPropagation()}>
                  {p.programName}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`programs.types.${p.programType}`)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={p.programStatus === 'ACTIVE' ? 'green' : 'gray'}>
                  {t(`programs.statuses.${p.programStatus}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{p.currency}</Table.Td>
              <Table.Td ta="right" data-testid="program-budget">
                {formatMinorUnits(p.budget, numberFormat) ?? none}
              </Table.Td>
              <Table.Td>{formatDate(p.startDate, numberFormat) ?? none}</Table.Td>
              <Table.Td>{formatDate(p.endDate, numberFormat) ?? none}</Table.Td>
              <Table.Td>{formatDateTime(p.createdAt, numberFormat) ?? none}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
