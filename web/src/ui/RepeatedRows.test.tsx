import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { RepeatedRows } from './RepeatedRows.js';

function Rows() {
  const form = useForm({ initialValues: { rows: [{ name: 'first' }, { name: 'second' }] } });
  return (
    <RepeatedRows
      form={form}
      path="rows"
      rows={form.values.rows}
      empty={{ name: '' }}
      removeLabel={(index) => `Remove row ${index + 1}`}
      addLabel="Add a row"
      rowTestId="row"
    >
      {(index) => <TextInput aria-label={`Name ${index + 1}`} {...form.getInputProps(`rows.${index}.name`)} />}
    </RepeatedRows>
  );
}

describe('RepeatedRows', () => {
  it('draws a row per value, removes the one asked and adds an empty one at the end', async () => {
    renderWithProviders(<Rows />);
    const user = userEvent.setup();
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.getAllByTestId('row')).toHaveLength(1);
    expect((screen.getByLabelText('Name 1') as HTMLInputElement).value).toBe('second');
    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    expect((screen.getByLabelText('Name 2') as HTMLInputElement).value).toBe('');
  });
});
