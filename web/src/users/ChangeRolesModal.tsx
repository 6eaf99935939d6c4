// "Change roles" of one member: the ordered choice of roles, starting from the member's own; refusals (the last
// active administrator demoted, a role of another organisation) shown on the roles or above the form.
import { updateUserRolesSchema } from '@aid/common/users';
import { validate } from '@aid/common/validation';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS, fieldErrorText, showRefusal } from '../i18n/fieldErrors.js';
import { USERS_TEXTS } from '../i18n/users.js';
import { FormModal, useFormSubmit, whenSaved } from '../ui/FormModal.js';
import { LoadErrorAlert } from '../ui/LoadErrorAlert.js';
import { isMemberField, MemberRolesDocument, onFormFields } from './memberForms.js';
import { RoleOrderPicker } from './RoleOrderPicker.js';

export const UpdateMemberRolesDocument = graphql(`
  mutation UpdateMemberRoles($id: ID!, $input: UpdateMemberRolesInput!) {
    updateMemberRoles(id: $id, input: $input) {
      userAccount {
        userId
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

export type RolesTarget = { userId: string; email: string; roleIds: string[] };

type Props = { member: RolesTarget; onClose: () => void; onChanged: (email: string) => void };

export function ChangeRolesModal({ member, onClose, onChanged }: Props) {
  useTextBundle(USERS_TEXTS);
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const roles = useQuery(MemberRolesDocument);
  const [updateRoles, { loading }] = useMutation(UpdateMemberRolesDocument);
  const form = useForm<{ roleIds: string[] }>({
    initialValues: { roleIds: member.roleIds },
    validate: (values) => {
      const checked = validate(updateUserRolesSchema, values);
      if (checked.ok) return {};
      return Object.fromEntries(onFormFields(checked.fieldErrors).map((e) => [e.field, fieldErrorText(t, e)]));
    },
  });

  const { frame } = useFormSubmit(form, async ({ roleIds }: { roleIds: string[] }) => {
    const { data } = await updateRoles({ variables: { id: member.userId, input: { roleIds } } });
    const result = data?.updateMemberRoles;
    return whenSaved(
      result?.userAccount,
      () => onChanged(member.email),
      () => {
        const refusal = result ? { ...result, fieldErrors: onFormFields(result.fieldErrors) } : result;
        const isRoles = (name: string): name is 'roleIds' => isMemberField(name) && name === 'roleIds';
        return showRefusal(t, refusal, isRoles, form.setErrors, t('users.form.failed'));
      },
    );
  });

  return (
    <FormModal
      onClose={onClose}
      title={t('users.form.rolesTitle', { email: member.email })}
      size="md"
      {...frame}
      testId="change-roles-form"
      errorTestId="change-roles-error"
      busy={loading}
      cancelLabel={t('users.cancel')}
      submitLabel={t('users.form.save')}
      submitTestId="change-roles-submit"
    >
      <LoadErrorAlert error={roles.error} text={(message) => t('users.form.rolesLoadError', { message })} />
      <RoleOrderPicker
        roles={roles.data?.roles ?? []}
        disabled={roles.loading && !roles.data}
        {...form.getInputProps('roleIds')}
      />
    </FormModal>
  );
}
