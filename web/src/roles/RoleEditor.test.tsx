// Component test of the role editor, opened from the panel, the gateway mocked with Apollo's MockedProvider: the
// matrix shows a section's own actions only, SELECTED opens the picker, a save sends what the matrix shows, and a
// refusal is shown on its cell or on the name.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  admin,
  answer,
  cell,
  firstPrograms,
  list,
  openNewRole,
  options,
  program,
  programs,
  renderPanel,
  sections,
  team,
} from '../test/roles.js';
import { CreateRoleDocument, UpdateRoleDocument } from './RoleEditor.js';

describe('Role editor', () => {
  it('draws under each section only the actions it has, SELECTED only where objects can be chosen', async () => {
    const user = renderPanel([list([admin]), sections]);
    await openNewRole(user);
    const scanning = within(screen.getByTestId('matrix-row-VOUCHER_SCANNING'));
    expect(scanning.getByTestId('cell-VOUCHER_SCANNING-VIEW')).toBeTruthy();
    expect(scanning.getByTestId('cell-VOUCHER_SCANNING-SCAN')).toBeTruthy();
    for (const action of ['CREATE', 'UPDATE', 'EXPORT']) {
      expect(screen.queryByTestId(`cell-VOUCHER_SCANNING-${action}`), action).toBeNull();
    }
    expect(screen.queryByTestId('cell-PROGRAMS-SCAN')).toBeNull();
    // One column per action some section has: VIEW CREATE UPDATE SCAN EXPORT, plus the section's.
    expect(within(screen.getByTestId('permission-matrix')).getAllByRole('columnheader')).toHaveLength(6);
    expect(options(cell('PROGRAMS', 'VIEW'))).toEqual(['NONE', 'SELECTED', 'EVERYTHING']);
    expect(options(cell('REPORTS', 'VIEW'))).toEqual(['NONE', 'SELECTED', 'EVERYTHING']);
    expect(options(cell('VOUCHER_SCANNING', 'VIEW'))).toEqual(['NONE', 'EVERYTHING']);
    expect(cell('PROGRAMS', 'VIEW').value).toBe('NONE');
  });

  it('opens the picker when a cell is set to SELECTED, and keeps what was chosen', async () => {
    const user = renderPanel([list([admin]), sections, firstPrograms]);
    await openNewRole(user);
    await user.selectOptions(cell('PROGRAMS', 'VIEW'), 'SELECTED');
    const picker = within(await screen.findByTestId('object-picker'));
    await user.click(await picker.findByRole('checkbox', { name: 'South food' }));
    expect(within(picker.getByTestId('picker-chosen')).getByText('South food')).toBeTruthy();
    await user.click(picker.getByTestId('picker-done'));
    await waitFor(() => expect(screen.queryByTestId('object-picker')).toBeNull());
    expect(screen.getByTestId('cell-PROGRAMS-VIEW-objects').textContent).toBe('Chosen: 1');
  });

  it('limits REPORTS to programs, chosen with the same program picker', async () => {
    const user = renderPanel([list([admin]), sections, firstPrograms]);
    await openNewRole(user);
    await user.selectOptions(cell('REPORTS', 'VIEW'), 'SELECTED');
    const picker = within(await screen.findByTestId('object-picker'));
    await user.click(await picker.findByRole('checkbox', { name: 'South food' }));
    await user.click(picker.getByTestId('picker-done'));
    await waitFor(() => expect(screen.queryByTestId('object-picker')).toBeNull());
    expect(screen.getByTestId('cell-REPORTS-VIEW-objects').textContent).toBe('Chosen: 1');
  });

  it('searches programs by name and names the chosen ones', async () => {
    const user = renderPanel([
      list([team]),
      sections,
      firstPrograms,
      programs(
        { first: 100, filter: { conditions: [{ field: 'PROGRAM_ID', operator: 'IN', values: ['prg--north'] }] } },
        [program('prg--north', 'North water')],
      ),
      programs({ first: 20, filter: { conditions: [{ field: 'PROGRAM_NAME', operator: 'CONTAINS', value: 'sou' }] } }, [
        program('prg--south', 'South food'),
      ]),
    ]);
    await user.click(await screen.findByTestId('role-open'));
    await user.click(await screen.findByTestId('cell-PROGRAMS-VIEW-objects'));
    const picker = within(await screen.findByTestId('object-picker'));
    expect(await within(picker.getByTestId('picker-chosen')).findByText('North water')).toBeTruthy();
    await user.type(picker.getByTestId('picker-search'), 'sou');
    const labels = () =>
      picker.queryAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
    await waitFor(() => expect(labels()).toEqual(['South food']));
  });

  it('sends the permissions it shows when saving, and lists the new role', async () => {
    const created = answer({ role: { __typename: 'Role', roleId: 'rol--new', roleName: 'Field team' } });
    const user = renderPanel([
      list([admin]),
      sections,
      firstPrograms,
      {
        request: {
          query: CreateRoleDocument,
          variables: {
            input: {
              roleName: 'Field team',
              permissions: [
                {
                  section: 'PROGRAMS',
                  access: [{ action: 'VIEW', accessLevel: 'SELECTED', objectIds: ['prg--north'] }],
                },
                { section: 'VOUCHER_SCANNING', access: [{ action: 'SCAN', accessLevel: 'EVERYTHING' }] },
              ],
            },
          },
        },
        result: { data: { createRole: created } },
      },
    ]);
    await openNewRole(user);
    await user.type(screen.getByTestId('role-name-input'), '  Field team ');
    await user.selectOptions(cell('VOUCHER_SCANNING', 'SCAN'), 'EVERYTHING');
    // Set and set back: NONE is not sent.
    await user.selectOptions(cell('REPORTS', 'VIEW'), 'EVERYTHING');
    await user.selectOptions(cell('REPORTS', 'VIEW'), 'NONE');
    await user.selectOptions(cell('PROGRAMS', 'VIEW'), 'SELECTED');
    await user.click(await screen.findByRole('checkbox', { name: 'North water' }));
    await user.click(screen.getByTestId('picker-done'));
    await user.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(screen.queryByTestId('role-editor')).toBeNull());
  });

  it('shows a refusal on its cell: checked before sending, and as the gateway answers it', async () => {
    const user = renderPanel([
      list([admin]),
      sections,
      firstPrograms,
      {
        request: {
          query: CreateRoleDocument,
          variables: {
            input: {
              roleName: 'Gone',
              permissions: [
                {
                  section: 'PROGRAMS',
                  access: [{ action: 'VIEW', accessLevel: 'SELECTED', objectIds: ['prg--south'] }],
                },
              ],
            },
          },
        },
        result: {
          data: {
            createRole: answer({
              code: 'VALIDATION_FAILED',
              message: 'PROGRAMS VIEW lists programs this organisation does not have: prg--south',
              words: null,
              fieldErrors: [
                {
                  __typename: 'FieldError',
                  field: 'permissions.PROGRAMS.VIEW.objectIds',
                  code: 'INVALID_VALUE',
                  params: [{ __typename: 'ErrorParam', name: 'ids', value: 'prg--south' }],
                  message: 'PROGRAMS VIEW lists programs this organisation does not have: prg--south',
                },
              ],
            }),
          },
        },
      },
    ]);
    await openNewRole(user);
    await user.type(screen.getByTestId('role-name-input'), 'Gone');
    await user.selectOptions(cell('PROGRAMS', 'VIEW'), 'SELECTED');
    await user.click(await screen.findByTestId('picker-done'));
    // SELECTED with nothing chosen: refused on the cell without asking the gateway (no mock would answer).
    await user.click(screen.getByTestId('role-save'));
    const row = within(screen.getByTestId('matrix-row-PROGRAMS'));
    expect(await row.findByText('Must not be empty.')).toBeTruthy();

    await user.click(screen.getByTestId('cell-PROGRAMS-VIEW-objects'));
    await user.click(await screen.findByRole('checkbox', { name: 'South food' }));
    await user.click(screen.getByTestId('picker-done'));
    await user.click(screen.getByTestId('role-save'));
    expect(await row.findByText('Not in this organisation: prg--south')).toBeTruthy();
    expect(screen.queryByTestId('role-form-error')).toBeNull();
    expect(screen.getByTestId('role-editor')).toBeTruthy();
  });

  it('shows a name refusal on the name, and updates a custom role in place', async () => {
    const user = renderPanel([
      list([team]),
      sections,
      {
        request: {
          query: UpdateRoleDocument,
          variables: {
            id: 'rol--team',
            input: {
              roleName: 'admin',
              permissions: [
                {
                  section: 'PROGRAMS',
                  access: [{ action: 'VIEW', accessLevel: 'SELECTED', objectIds: ['prg--north'] }],
                },
              ],
            },
          },
        },
        result: {
          data: {
            updateRole: answer({
              code: 'CONFLICT',
              message: 'A role named "admin" already exists in this organisation',
              words: null,
              fieldErrors: [
                {
                  __typename: 'FieldError',
                  field: 'roleName',
                  code: 'TAKEN',
                  params: [],
                  message: 'is the name of a PREDEFINED role',
                },
              ],
            }),
          },
        },
      },
    ]);
    await user.click(await screen.findByTestId('role-open'));
    const name = (await screen.findByTestId('role-name-input')) as HTMLInputElement;
    expect(name.value).toBe('North team');
    expect((await screen.findByTestId('cell-PROGRAMS-VIEW-objects')).textContent).toBe('Chosen: 1');
    await user.clear(name);
    await user.type(name, 'admin');
    await user.click(screen.getByTestId('role-save'));
    expect(await screen.findByText('Already used in this organisation.')).toBeTruthy();
  });
});
