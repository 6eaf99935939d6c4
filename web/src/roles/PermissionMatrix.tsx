// The permission matrix: a row per section, a column per action; a section's row has a control only under the
// actions it has (the rest stay empty). Each control sets NONE, SELECTED (selectable sections only) or
// EVERYTHING; a SELECTED cell says how many objects it is limited to and opens the picker.
import { ACTIONS } from '@aid/common/permissions';
import { Button, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccessLevel, Action, Section } from '../generated/graphql.js';
import { type Cell, cellKey, type Matrix, NO_CELL, type SectionRow } from './matrix.js';

type Props = {
  rows: readonly SectionRow[];
  matrix: Matrix;
  /** Error texts by `SECTION.ACTION` (a cell) or `SECTION` (its row). */
  errors: Readonly<Record<string, string>>;
  readOnly: boolean;
  onChange: (section: Section, action: Action, cell: Cell) => void;
  onPick: (section: Section, action: Action) => void;
};

export function PermissionMatrix({ rows, matrix, errors, readOnly, onChange, onPick }: Props) {
  const { t } = useTranslation();
  // Only the actions some section has, in their fixed order.
  const columns = ACTIONS.filter((action) => rows.some((row) => row.actions.includes(action)));

  const choose = (row: SectionRow, action: Action, level: AccessLevel) => {
    const current = matrix[row.section]?.[action] ?? NO_CELL;
    onChange(row.section, action, {
      accessLevel: level,
      objectIds: level === 'SELECTED' ? current.objectIds : [],
    });
    if (level === 'SELECTED') onPick(row.section, action);
  };

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table withTableBorder withColumnBorders verticalSpacing={4} data-testid="permission-matrix">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('roles.editor.section')}</Table.Th>
            {columns.map((action) => (
              <Table.Th key={action}>{t(`roles.actions.${action}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.section} data-testid={`matrix-row-${row.section}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t(`roles.sections.${row.section}`)}
                </Text>
                {errors[row.section] && (
                  <Text size="xs" c="red" role="alert">
                    {errors[row.section]}
                  </Text>
                )}
              </Table.Td>
              {columns.map((action) =>
                row.actions.includes(action) ? (
                  <Table.Td key={action}>
                    <CellControl
                      row={row}
                      action={action}
                      cell={matrix[row.section]?.[action] ?? NO_CELL}
                      error={errors[cellKey(row.section, action)]}
                      readOnly={readOnly}
                      onLevel={(level) => choose(row, action, level)}
                      onPick={() => onPick(row.section, action)}
                    />
                  </Table.Td>
                ) : (
                  <Table.Td key={action} />
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type CellProps = {
  row: SectionRow;
  action: Action;
  cell: Cell;
  error: string | undefined;
  readOnly: boolean;
  onLevel: (level: AccessLevel) => void;
  onPick: () => void;
};

function CellControl({ row, action, cell, error, readOnly, onLevel, onPick }: CellProps) {
  const { t } = useTranslation();
  const levels: AccessLevel[] = row.selectable ? ['NONE', 'SELECTED', 'EVERYTHING'] : ['NONE', 'EVERYTHING'];
  // A stored SELECTED in a section that no longer takes it still shows, so the editor can turn it off.
  if (!levels.includes(cell.accessLevel)) levels.splice(1, 0, cell.accessLevel);
  const label = t('roles.editor.cellLabel', {
    section: t(`roles.sections.${row.section}`),
    action: t(`roles.actions.${action}`),
  });
  return (
    <Stack gap={2}>
      <NativeSelect
        size="xs"
        aria-label={label}
        value={cell.accessLevel}
        disabled={readOnly}
        data={levels.map((level) => ({ value: level, label: t(`roles.levels.${level}`) }))}
        onChange={(e) => onLevel(e.currentTarget.value as AccessLevel)}
        error={error}
        data-level={cell.accessLevel}
        data-testid={`cell-${row.section}-${action}`}
      />
      {cell.accessLevel === 'SELECTED' && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={onPick}
          disabled={readOnly}
          data-testid={`cell-${row.section}-${action}-objects`}
        >
          {cell.objectIds.length > 0 ? t('roles.chosen', { count: cell.objectIds.length }) : t('roles.choose')}
        </Button>
      )}
    </Stack>
  );
}
