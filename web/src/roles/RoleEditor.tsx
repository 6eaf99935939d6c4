// A role in a modal: its name and its permission matrix, built from `sectionActions` (the same list the gateway
// and partners read). New and CUSTOM roles are edited and saved; PREDEFINED roles open read-only. Each refusal
// is shown where it belongs: on the name, on its cell, or above the form.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import type { Action, Section } from '../generated/graphql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS, fieldErrorText, type Refusal } from '../i18n/fieldErrors.js';
import { ROLES_TEXTS } from '../i18n/roles.js';
import { errorMessage } from '../ui/errorMessage.js';
import { FieldHeading } from '../ui/FieldHeading.js';
import { FormError } from '../ui/FormFrame.js';
import {
  type Cell,
  cellKey,
  localProblems,
  type Matrix,
  matrixOf,
  NO_CELL,
  placeOf,
  toInput,
  withCell,
} from './matrix.js';
import { ObjectPicker } from './ObjectPicker.js';
import { PermissionMatrix } from './PermissionMatrix.js';

export const RoleEditorFragment = graphql(`
  fragment RoleEditor_role on Role {
    roleId
    roleName
    roleType
    permissions {
      section
      access {
        action
        accessLevel
        objectIds
      }
    }
  }
`);

export const SectionActionsDocument = graphql(`
  query RoleEditorSections {
    sectionActions {
      section
      actions
      selectable
    }
  }
`);

export const CreateRoleDocument = graphql(`
  mutation CreateRole($input: CreateRoleInput!) {
    createRole(input: $input) {
      role {
        roleId
        roleName
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
      fieldErrors {
        field
        code
        params {
          name
          value
        }
        message
      }
    }
  }
`);

export const UpdateRoleDocument = graphql(`
  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {
    updateRole(id: $id, input: $input) {
      role {
        roleId
        ...RoleEditor_role
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
      fieldErrors {
        field
        code
        params {
          name
          value
        }
        message
      }
    }
  }
`);

type Props = {
  /** The role to edit or view; null for a new one. */
  role: FragmentType<typeof RoleEditorFragment> | null;
  onClose: () => void;
  onSaved: () => void;
};

export function RoleEditor({ role: roleRef, onClose, onSaved }: Props) {
  useTextBundle(ROLES_TEXTS);
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const role = roleRef ? getFragmentData(RoleEditorFragment, roleRef) : null;
  const readOnly = role?.roleType === 'PREDEFINED';
  const sections = useQuery(SectionActionsDocument);
  const [name, setName] = useState(role?.roleName ?? '');
  const [matrix, setMatrix] = useState<Matrix>(() => matrixOf(role?.permissions ?? []));
  const [picking, setPicking] = useState<{ section: Section; action: Action } | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [createRole, created] = useMutation(CreateRoleDocument);
  const [updateRole, updated] = useMutation(UpdateRoleDocument);
  const rows = sections.data?.sectionActions ?? [];

  const title = !role
    ? t('roles.editor.createTitle')
    : readOnly
      ? t('roles.editor.viewTitle', { name: role.roleName })
      : t('roles.editor.editTitle', { name: role.roleName });

  const cellLabel = (section: Section, action: Action) =>
    t('roles.editor.cellLabel', { section: t(`roles.sections.${section}`), action: t(`roles.actions.${action}`) });

  const setCell = (section: Section, action: Action, cell: Cell) => {
    setMatrix((current) => withCell(current, section, action, cell));
    setCellErrors(({ [cellKey(section, action)]: _cleared, ...rest }) => rest);
  };

  /** Each error on its place, in the user's language; returns whether any found a place. */
  const showRefusal = (refused: Refusal | null | undefined): boolean => {
    const cells: Record<string, string> = {};
    const elsewhere: string[] = [];
    let onName: string | null = null;
    for (const error of refused?.fieldErrors ?? []) {
      const place = placeOf(error.field);
      const ids = Array.isArray(error.params) ? error.params.find((p) => p.name === 'ids')?.value : undefined;
      const text =
        error.code === 'INVALID_VALUE' && ids ? t('roles.errors.unknownObjects', { ids }) : fieldErrorText(t, error);
      if (place.kind === 'name') onName = text;
      else if (place.kind === 'cell') cells[place.key] ??= text;
      else elsewhere.push(error.message);
    }
    setNameError(onName);
    setCellErrors(cells);
    const placed = onName !== null || Object.keys(cells).length > 0;
    const message = [placed ? null : refused?.message, ...elsewhere].filter(Boolean).join(' ');
    setFormError(message || (placed ? null : t('roles.editor.failed')));
    return placed;
  };

  const save = async () => {
    const permissions = toInput(matrix, rows);
    const roleName = name.trim();
    const problems = localProblems(roleName, permissions);
    if (problems.length > 0) {
      showRefusal({ fieldErrors: problems });
      return;
    }
    setFormError(null);
    try {
      const result = role
        ? (await updateRole({ variables: { id: role.roleId, input: { roleName, permissions } } })).data?.updateRole
        : (await createRole({ variables: { input: { roleName, permissions } } })).data?.createRole;
      if (result?.role) {
        onSaved();
        onClose();
        return;
      }
      showRefusal(result);
    } catch (error) {
      setFormError(errorMessage(error, t));
    }
  };

  const picked = picking ? (matrix[picking.section]?.[picking.action] ?? NO_CELL) : null;

  return (
    <Modal opened onClose={onClose} title={title} size="95rem" centered data-testid="role-editor">
      <Stack gap="sm">
        {readOnly && (
          <Alert color="blue" data-testid="role-read-only">
            {t('roles.editor.readOnly')}
          </Alert>
        )}
        <FormError error={formError} testId="role-form-error" />
        <TextInput
          label={t('roles.editor.name')}
          description={readOnly ? undefined : t('roles.editor.nameHint')}
          withAsterisk={!readOnly}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          readOnly={readOnly}
          maw={420}
          data-autofocus
          data-testid="role-name-input"
        />
        <FieldHeading label={t('roles.editor.matrix')} hint={t('roles.editor.matrixHint')} />
        {sections.error && !sections.data ? (
          <Alert color="red" role="alert" data-testid="role-sections-error">
            {t('roles.editor.sectionsLoadError', { message: errorMessage(sections.error, t) })}
          </Alert>
        ) : sections.loading && !sections.data ? (
          <Center py="lg">
            <Loader aria-label={t('app.loading')} data-testid="role-sections-loading" />
          </Center>
        ) : (
          <PermissionMatrix
            rows={rows}
            matrix={matrix}
            errors={cellErrors}
            readOnly={readOnly}
            onChange={setCell}
            onPick={(section, action) => setPicking({ section, action })}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={created.loading || updated.loading}>
            {readOnly ? t('roles.editor.close') : t('roles.cancel')}
          </Button>
          {!readOnly && (
            <Button
              onClick={save}
              loading={created.loading || updated.loading}
              disabled={!sections.data}
              data-testid="role-save"
            >
              {t('roles.editor.save')}
            </Button>
          )}
        </Group>
      </Stack>
      {picking && picked && (
        <ObjectPicker
          section={picking.section}
          cellLabel={cellLabel(picking.section, picking.action)}
          objectIds={picked.objectIds}
          onCancel={() => setPicking(null)}
          onDone={(objectIds) => {
            setCell(picking.section, picking.action, { accessLevel: 'SELECTED', objectIds });
            setPicking(null);
          }}
        />
      )}
    </Modal>
  );
}
