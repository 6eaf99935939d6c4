// Component test: the generic filter builder alone (over the programs declaration and a made-up one), no gateway.
import { defineList } from '@aid/common/fields';
import { PROGRAM_LIST } from '@aid/common/programs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { FilterBuilder } from './FilterBuilder.js';
import type { FieldName, FilterInput } from './filter.js';

type ProgramFilter = FilterInput<FieldName<typeof PROGRAM_LIST.fields>>;

function setup(initial?: ProgramFilter) {
  const onApply = vi.fn<(filter: ProgramFilter | undefined) => void>();
  const builder = (filter?: ProgramFilter) => (
    <FilterBuilder
      declaration={PROGRAM_LIST}
      fieldLabel={(field) => `field ${field}`}
      enumLabel={(_field, value) => `label ${value}`}
      initial={filter}
      onApply={onApply}
    />
  );
  const { rerender } = renderWithProviders(builder(initial));
  return { onApply, user: userEvent.setup(), showFilter: (filter?: ProgramFilter) => rerender(builder(filter)) };
}

const rows = () => screen.getAllByTestId('filter-row');
const optionValues = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((option) => option.value);

describe('FilterBuilder', () => {
  it('offers the operators of the chosen field only, and a fitting input', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const row = within(rows()[0] as HTMLElement);
    await user.selectOptions(row.getByLabelText('Field'), 'PROGRAM_STATUS');
    expect(optionValues(row.getByLabelText('Operator'))).toEqual([
      'EQUAL',
      'NOT_EQUAL',
      'IN',
      'CONTAINS',
      'NOT_CONTAINS',
    ]);
    // An enum's value is chosen among its values, labelled by the page.
    expect(optionValues(row.getByLabelText('Value'))).toEqual(['', 'ACTIVE', 'CLOSED']);
    expect(row.getByRole('option', { name: 'label CLOSED' })).toBeTruthy();

    await user.selectOptions(row.getByLabelText('Field'), 'START_DATE');
    expect(row.getByLabelText('Value').getAttribute('type')).toBe('date');
    await user.selectOptions(row.getByLabelText('Field'), 'BUDGET');
    expect(row.getByLabelText('Value').getAttribute('inputmode')).toBe('decimal');
    expect(optionValues(row.getByLabelText('Operator'))).not.toContain('CONTAINS');
  });

  it('builds BETWEEN, IN over enum values and a null test, joined with OR', async () => {
    const { onApply, user } = setup();
    const add = screen.getByRole('button', { name: 'Add condition' });
    await user.click(add);
    await user.click(add);
    await user.click(add);

    const [first, second, third] = rows().map((r) => within(r));
    if (!first || !second || !third) throw new Error('three rows expected');
    await user.selectOptions(first.getByLabelText('Field'), 'BUDGET');
    await user.selectOptions(first.getByLabelText('Operator'), 'BETWEEN');
    await user.type(first.getByLabelText('From'), '100');
    await user.type(first.getByLabelText('Up to'), '250.5');

    await user.selectOptions(second.getByLabelText('Field'), 'PROGRAM_TYPE');
    await user.selectOptions(second.getByLabelText('Operator'), 'IN');
    await user.click(second.getByRole('button', { name: 'label CASH' }));
    await user.click(second.getByRole('button', { name: 'label VOUCHER' }));
    expect(second.getByRole('button', { name: 'label CASH' }).getAttribute('aria-pressed')).toBe('true');

    await user.selectOptions(third.getByLabelText('Field'), 'DESCRIPTION');
    await user.selectOptions(third.getByLabelText('Operator'), 'NOT_EXISTS');
    expect(third.queryByLabelText('Value')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Combine conditions with'), 'OR');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).toHaveBeenLastCalledWith({
      connector: 'OR',
      conditions: [
        { field: 'BUDGET', operator: 'BETWEEN', values: ['10000', '25050'] },
        { field: 'PROGRAM_TYPE', operator: 'IN', values: ['CASH', 'VOUCHER'] },
        { field: 'DESCRIPTION', operator: 'NOT_EXISTS' },
      ],
    });
  });

  it('starts from the filter in force', () => {
    setup({
      connector: 'AND',
      conditions: [
        { field: 'CURRENCY', operator: 'EQUAL', value: 'EUR' },
        { field: 'PROGRAM_TYPE', operator: 'IN', values: ['CASH', 'MIXED'] },
      ],
    });
    const [currency, types] = rows().map((r) => within(r));
    if (!currency || !types) throw new Error('two rows expected');
    expect((currency.getByLabelText('Field') as HTMLSelectElement).value).toBe('CURRENCY');
    expect((currency.getByLabelText('Value') as HTMLInputElement).value).toBe('EUR');
    // Every value of an IN shows as chosen, not only the first.
    const pressed = (name: string) => types.getByRole('button', { name }).getAttribute('aria-pressed');
    expect([pressed('label CASH'), pressed('label VOUCHER'), pressed('label MIXED')]).toEqual([
      'true',
      'false',
      'true',
    ]);
  });

  it('shows the filter in force again when it changes from outside (Back), dropping unapplied edits', async () => {
    const eur = { connector: 'AND', conditions: [{ field: 'CURRENCY', operator: 'EQUAL', value: 'EUR' }] } as const;
    const { user, showFilter } = setup({ ...eur, conditions: [...eur.conditions] });
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(rows()).toHaveLength(2);

    showFilter(undefined);
    expect(screen.queryAllByTestId('filter-row')).toHaveLength(0);
    showFilter({ connector: 'OR', conditions: [{ field: 'PROGRAM_NAME', operator: 'CONTAINS', value: 'water' }] });
    const row = within(rows()[0] as HTMLElement);
    expect((row.getByLabelText('Field') as HTMLSelectElement).value).toBe('PROGRAM_NAME');
    expect((row.getByLabelText('Value') as HTMLInputElement).value).toBe('water');
  });

  it('works over any declaration: yes/no for a boolean, a number, a day for a timestamp', async () => {
    const list = defineList({
      fields: {
        ARCHIVED: { type: 'boolean', sql: 'archived', nullable: false },
        MEMBERS: { type: 'number', sql: 'members', nullable: false },
        SEEN_AT: { type: 'timestamp', sql: 'seen_at', nullable: true },
      },
      sorts: { NAME: { sql: 'name', type: 'text', direction: 'ASC' } },
      defaultSort: 'NAME',
    });
    const onApply = vi.fn();
    renderWithProviders(
      <FilterBuilder
        declaration={list}
        fieldLabel={(field) => field.toLowerCase()}
        enumLabel={(field, value) => `${field} ${value}`}
        onApply={onApply}
      />,
    );
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Add condition' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    const [archived, members, seen] = rows().map((r) => within(r));
    if (!archived || !members || !seen) throw new Error('three rows expected');

    expect(optionValues(archived.getByLabelText('Operator'))).toEqual(['EQUAL', 'NOT_EQUAL']);
    expect(optionValues(archived.getByLabelText('Value'))).toEqual(['', 'true', 'false']);
    await user.selectOptions(archived.getByLabelText('Value'), 'false');

    await user.selectOptions(members.getByLabelText('Field'), 'MEMBERS');
    await user.selectOptions(members.getByLabelText('Operator'), 'GREATER_OR_EQUAL');
    expect(members.getByLabelText('Value').getAttribute('inputmode')).toBe('decimal');
    await user.type(members.getByLabelText('Value'), '2,5');

    await user.selectOptions(seen.getByLabelText('Field'), 'SEEN_AT');
    const operators = seen.getByLabelText('Operator');
    expect(optionValues(operators)).toEqual([
      'EQUAL',
      'GREATER',
      'GREATER_OR_EQUAL',
      'LESS',
      'LESS_OR_EQUAL',
      'BETWEEN',
      'EXISTS',
      'NOT_EXISTS',
      'IS_NULL',
    ]);
    expect(within(operators).getByRole('option', { name: 'on' })).toBeTruthy();
    expect(seen.getByLabelText('Value').getAttribute('type')).toBe('date');
    await user.selectOptions(operators, 'IS_NULL');

    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).toHaveBeenLastCalledWith({
      connector: 'AND',
      conditions: [
        { field: 'ARCHIVED', operator: 'EQUAL', value: 'false' },
        { field: 'MEMBERS', operator: 'GREATER_OR_EQUAL', value: '2.5' },
        { field: 'SEEN_AT', operator: 'IS_NULL' },
      ],
    });
  });

  it('asks for a missing value instead of applying', async () => {
    const { onApply, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a value.')).toBeTruthy();
  });

  it('removes rows and clears the filter', async () => {
    const { onApply, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.click(screen.getByRole('button', { name: 'Remove condition' }));
    expect(screen.queryAllByTestId('filter-row')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(onApply).toHaveBeenLastCalledWith(undefined);
  });
});
