// "Invite user": an e-mail and an ordered choice of roles, checked with the API's own schema before sending; the
// server's refusals (an existing member's e-mail, a role of another organisation) shown on their fields.
import { inviteUserSchema } from '@aid/common/users';
import { validate } from '@aid/common/validation';
import { useMutation, useQuery } from '@apollo/client/react';
import { TextInput } from '@mantine/core';
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

export const InviteMemberDocument = graphql(`
  mutation InviteMember($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      userAccount {
        userId
        email
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

type FormValues = { email: string; roleIds: string[] };

type Props = { onClose: () => void; onInvited: (email: string) => void };

/** Mounted only while open, so each invitation starts from an empty form. */
export function InviteUserModal({ onClose, onInvited }: Props) {
  useTextBundle(USERS_TEXTS);
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const roles = useQuery(MemberRolesDocument);
  const [inviteMember, { loading }] = useMutation(InviteMemberDocument);
  const form = useForm<FormValues>({
    initialValues: { email: '', roleIds: [] },
    validate: (values) => {
      const checked = validate(inviteUserSchema, values);
      if (checked.ok) return {};
      // An empty address reads "Required", not "not in the expected format".
      const errors = onFormFields(checked.fieldErrors).map((e) =>
        e.field === 'email' && !values.email.trim() ? { ...e, code: 'REQUIRED' as const, params: undefined } : e,
      );
      return Object.fromEntries(errors.map((e) => [e.field, fieldErrorText(t, e)]));
    },
  });

  const { frame } = useFormSubmit(form, async (values: FormValues) => {
    const { data } = await inviteMember({
      variables: { input: { email: values.email.trim(), roleIds: values.roleIds } },
    });
    const result = data?.inviteMember;
    return whenSaved(
      result?.userAccount,
      (invited) => onInvited(invited.email),
      () => {
        const refusal = result ? { ...result, fieldErrors: onFormFields(result.fieldErrors) } : result;
        return showRefusal(t, refusal, isMemberField, form.setErrors, t('users.form.failed'));
      },
    );
  });

  return (
    <FormModal
      onClose={onClose}
      title={t('users.form.inviteTitle')}
      size="md"
      {...frame}
      testId="invite-user-form"
      errorTestId="invite-user-error"
      busy={loading}
      cancelLabel={t('users.cancel')}
      submitLabel={t('users.form.sendInvite')}
      submitTestId="invite-submit"
    >
      <LoadErrorAlert error={roles.error} text={(message) => t('users.form.rolesLoadError', { message })} />
      <TextInput
        type="email"
        label={t('users.form.email')}
        description={t('users.form.emailHint')}
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('email')}
        data-autofocus
        data-testid="invite-email"
      />
      <RoleOrderPicker
        roles={roles.data?.roles ?? []}
        disabled={roles.loading && !roles.data}
        {...form.getInputProps('roleIds')}
      />
    </FormModal>
  );
}
