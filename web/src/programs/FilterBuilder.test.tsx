// Component test: the filter builder alone, no gateway involved.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProgramFilter } from '../generated/graphql.js';
import { Providers, testSession } from '../test/helpers.js';
import { FilterBuilder } from './FilterBuilder.js';

function setup() {
  const onApply = vi.fn<(filter: ProgramFilter | undefined) => void>();
  render(
    <Providers session={testSession()}>
      <FilterBuilder onApply={onApply} />
    </Providers>,
  );
  return { onApply, user: userEvent.setup() };
}

const rows = () => screen.getAllByTestId('filter-row');

describe('FilterBuilder', () => {
  it('builds a single-value condition', async () => {
    const { onApply, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const row = within(rows()[0] as HTMLElement);
    await user.selectOptions(row.getByLabelText('Field'), 'CURRENCY');
    await user.selectOptions(row.getByLabelText('Operator'), 'EQUAL');
    await user.type(row.getByLabelText('Value'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).toHaveBeenLastCalledWith({
      connector: 'AND',
      conditions: [{ field: 'CURRENCY', operator: 'EQUAL', value: 'EUR' }],
    });
  });

  it('shows two inputs for BETWEEN, a list for IN, none for EXISTS, joined with OR', async () => {
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
    await user.type(second.getByLabelText('Value'), 'CASH, VOUCHER');

    await user.selectOptions(third.getByLabelText('Field'), 'DESCRIPTION');
    await user.selectOptions(third.getByLabelText('Operator'), 'NOT_EXISTS');
    expect(third.queryByLabelText('Value')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'OR' }));
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
