// Test-only: the gateway's answers the roles components ask for (MockedProvider mocks), and how the tests drive
// the panel. Shared by RolesPanel.test.tsx and RoleEditor.test.tsx.
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RolePickerProgramsDocument } from '../roles/ObjectPicker.js';
import { SectionActionsDocument } from '../roles/RoleEditor.js';
import { RolesPanel, RolesPanelDocument } from '../roles/RolesPanel.js';
import { renderWithProviders } from './helpers.js';

export const access = (action: string, accessLevel: string, objectIds: string[] = []) => ({
  __typename: 'ActionAccess' as const,
  action,
  accessLevel,
  objectIds,
});

export const admin = {
  __typename: 'Role' as const,
  roleId: 'rol--admin',
  roleName: 'ADMIN',
  roleType: 'PREDEFINED',
  memberCount: 2,
  keyCount: 0,
  permissions: [
    { __typename: 'SectionPermission', section: 'PROGRAMS', access: [access('VIEW', 'EVERYTHING')] },
    { __typename: 'SectionPermission', section: 'VOUCHER_SCANNING', access: [access('SCAN', 'EVERYTHING')] },
  ],
};
export const team = {
  __typename: 'Role' as const,
  roleId: 'rol--team',
  roleName: 'North team',
  roleType: 'CUSTOM',
  memberCount: 1,
  keyCount: 1,
  permissions: [
    { __typename: 'SectionPermission', section: 'PROGRAMS', access: [access('VIEW', 'SELECTED', ['prg--north'])] },
  ],
};

export const list = (roles: unknown[]): MockLink.MockedResponse => ({
  request: { query: RolesPanelDocument },
  result: { data: { roles } },
  maxUsageCount: 3,
});

export const sections: MockLink.MockedResponse = {
  request: { query: SectionActionsDocument },
  result: {
    data: {
      sectionActions: [
        { __typename: 'SectionActions', section: 'PROGRAMS', actions: ['VIEW', 'CREATE', 'UPDATE'], selectable: true },
        { __typename: 'SectionActions', section: 'VOUCHER_SCANNING', actions: ['VIEW', 'SCAN'], selectable: false },
        { __typename: 'SectionActions', section: 'REPORTS', actions: ['VIEW', 'EXPORT'], selectable: true },
      ],
    },
  },
  maxUsageCount: 5,
};

export const program = (programId: string, programName: string) => ({
  __typename: 'ProgramEdge' as const,
  node: { __typename: 'Program' as const, programId, programName },
});
export const programs = (
  variables: Record<string, unknown>,
  edges: ReturnType<typeof program>[],
): MockLink.MockedResponse => ({
  request: { query: RolePickerProgramsDocument, variables },
  result: {
    data: {
      programs: {
        __typename: 'ProgramConnection',
        pageInfo: { __typename: 'PageInfo', hasNextPage: false },
        edges,
      },
    },
  },
  maxUsageCount: 5,
});
export const firstPrograms = programs({ first: 20 }, [
  program('prg--north', 'North water'),
  program('prg--south', 'South food'),
]);

export type Answer = {
  role?: unknown;
  code?: string | null;
  message?: string | null;
  words?: null;
  fieldErrors?: unknown[];
};
export function answer(body: Answer) {
  return { __typename: 'RoleResult', role: null, code: null, message: null, words: null, fieldErrors: [], ...body };
}

export function renderPanel(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<RolesPanel />, { mocks, url: '/users?tab=roles' });
  return userEvent.setup();
}

export async function openNewRole(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('roles-new'));
  await screen.findByTestId('permission-matrix');
}

export const cell = (section: string, action: string) =>
  screen.getByTestId(`cell-${section}-${action}`) as HTMLSelectElement;
export const options = (select: HTMLSelectElement) => [...select.options].map((o) => o.value);
