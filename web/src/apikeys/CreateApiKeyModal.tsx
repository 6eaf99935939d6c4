// The "Create key" form (@mantine/form): a name and a role, checked with the API's own schema before sending, the
// server's typed field errors shown on their fields; then the key itself, shown this once with a copy button.
import { createApiKeySchema } from '@aid/common/apikeys';
import { validate } from '@aid/common/validation';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, CopyButton, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { APIKEYS_TEXTS } from '../i18n/apikeys.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS, fieldErrorText, showRefusal } from '../i18n/fieldErrors.js';
import { FormModal, useFormSubmit, whenSaved } from '../ui/FormModal.js';
import { LoadErrorAlert } from '../ui/LoadErrorAlert.js';

export const ApiKeyRolesDocument = graphql(`
  query ApiKeyRoles {
    roles {
      roleId
      roleName
    }
  }
`);

export const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      apiKey {
        apiKeyId
        name
      }
      secret
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

type FormValues = { name: string; roleId: string };
type FieldName = keyof FormValues;
const isFieldName = (name: string): name is FieldName => name === 'name' || name === 'roleId';

type Props = {
  onClose: () => void;
  /** Called as soon as the key exists (the list may refetch); the modal stays open on the secret until Done. */
  onCreated: () => void;
};

/** Mounted only while open (the page unmounts it on close), so the secret is gone with it. */
export function CreateApiKeyModal({ onClose, onCreated }: Props) {
  useTextBundle(APIKEYS_TEXTS);
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const roles = useQuery(ApiKeyRolesDocument);
  // Not cached: the secret must live in this modal's state only, never in Apollo's cache.
  const [createApiKey, { loading }] = useMutation(CreateApiKeyDocument, { fetchPolicy: 'no-cache' });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const form = useForm<FormValues>({
    initialValues: { name: '', roleId: '' },
    validate: (values) => {
      const checked = validate(createApiKeySchema, values);
      if (checked.ok) return {};
      // An empty select reads "Required", not "Must not be empty" (the schema sees an empty string).
      return Object.fromEntries(
        checked.fieldErrors.map((e) => [e.field, fieldErrorText(t, e.field === 'roleId' ? { code: 'REQUIRED' } : e)]),
      );
    },
  });

  const { frame } = useFormSubmit(form, async (values: FormValues) => {
    const { data } = await createApiKey({
      variables: { input: { name: values.name.trim(), roleId: values.roleId } },
    });
    const result = data?.createApiKey;
    // Created only with its secret: the one time it can be shown.
    const key = result?.apiKey && result.secret ? { name: result.apiKey.name, secret: result.secret } : null;
    const show = (createdKey: { name: string; secret: string }) => {
      setCreated(createdKey);
      onCreated();
    };
    return whenSaved(key, show, () => showRefusal(t, result, isFieldName, form.setErrors, t('apiKeys.form.failed')));
  });

  if (created) {
    return (
      // Closing by a stray click would lose the only copy of the key: Done or Escape only.
      <Modal opened onClose={onClose} title={t('apiKeys.secret.title')} size="lg" centered closeOnClickOutside={false}>
        <Stack gap="sm" data-testid="api-key-created">
          <Alert color="yellow" data-testid="api-key-secret-warning">
            {t('apiKeys.secret.warning')}
          </Alert>
          <TextInput
            label={t('apiKeys.secret.label', { name: created.name })}
            value={created.secret}
            readOnly
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="api-key-secret"
            rightSectionWidth={100}
            rightSection={
              <CopyButton value={created.secret}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="light"
                    color={copied ? 'teal' : undefined}
                    leftSection={
                      copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />
                    }
                    onClick={copy}
                    data-testid="api-key-copy"
                  >
                    {copied ? t('apiKeys.secret.copied') : t('apiKeys.secret.copy')}
                  </Button>
                )}
              </CopyButton>
            }
          />
          <Group justify="flex-end" mt="sm">
            <Button onClick={onClose} data-testid="api-key-done" data-autofocus>
              {t('apiKeys.secret.done')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <FormModal
      onClose={onClose}
      title={t('apiKeys.form.title')}
      size="md"
      {...frame}
      testId="create-api-key-form"
      busy={loading}
      cancelLabel={t('apiKeys.cancel')}
      submitLabel={t('apiKeys.form.submit')}
      submitTestId="api-key-submit"
    >
      <LoadErrorAlert error={roles.error} text={(message) => t('apiKeys.form.rolesLoadError', { message })} />
      <TextInput
        label={t('apiKeys.form.name')}
        description={t('apiKeys.form.nameHint')}
        withAsterisk
        {...form.getInputProps('name')}
        data-autofocus
        data-testid="api-key-name-input"
      />
      {/* Native, like the other forms' selects: it needs no popover code the first load does not have. */}
      <NativeSelect
        label={t('apiKeys.form.role')}
        description={t('apiKeys.form.roleHint')}
        withAsterisk
        disabled={roles.loading && !roles.data}
        data={[
          { value: '', label: t('apiKeys.form.rolePlaceholder'), disabled: true },
          ...(roles.data?.roles ?? []).map((role) => ({ value: role.roleId, label: role.roleName })),
        ]}
        {...form.getInputProps('roleId')}
        data-testid="api-key-role-input"
      />
    </FormModal>
  );
}
