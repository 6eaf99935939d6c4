// "Sub-accounts" (ADMINs only, spec §6: first role ADMIN): the organisations created under the current one, and a
// form to create another, of which the creator becomes the ADMIN (switch to it under Organizations).
import { createSubAccountSchema } from '@aid/common/accounts';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { formErrors, placeRefusal } from './forms.js';
import { MeDocument } from './me.js';

export const SubAccountsCardFragment = graphql(`
  fragment SubAccountsCard_organization on Organization {
    accountId
    subAccounts {
      accountId
      organizationName
      status
      createdAt
    }
  }
`);

export const CreateSubAccountDocument = graphql(`
  mutation CreateSubAccount($input: CreateSubAccountInput!) {
    createSubAccount(input: $input) {
      subAccount {
        accountId
        organizationName
      }
      code
      message
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

type Values = { organizationName: string };
const isField = (name: string): name is keyof Values => name === 'organizationName';

type Props = {
  organization: FragmentType<typeof SubAccountsCardFragment>;
  /** Refetches the page's query, which lists the sub-accounts. */
  onCreated: () => Promise<unknown>;
};

export function SubAccountsCard({ organization: ref, onCreated }: Props) {
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const { subAccounts } = getFragmentData(SubAccountsCardFragment, ref);
  const { showAlert } = useAlerts();
  const [formError, setFormError] = useState<string | null>(null);
  const client = useApolloClient();
  const [create, { loading }] = useMutation(CreateSubAccountDocument);
  const form = useForm<Values>({
    initialValues: { organizationName: '' },
    validate: (values) => formErrors(t, createSubAccountSchema, values),
  });

  const submit = async (values: Values) => {
    setFormError(null);
    try {
      const { data } = await create({ variables: { input: { organizationName: values.organizationName.trim() } } });
      const created = data?.createSubAccount.subAccount;
      if (!created) {
        const fallback = t('accounts.subAccounts.failed');
        setFormError(placeRefusal(t, data?.createSubAccount, isField, form.setErrors, fallback));
        return;
      }
      form.reset();
      // The creator is the new organisation's ADMIN: `me` lists one more membership (Organizations appears).
      await Promise.all([onCreated(), client.refetchQueries({ include: [MeDocument] })]);
      showAlert('success', t('accounts.subAccounts.created', { name: created.organizationName }));
    } catch (error) {
      setFormError(errorMessage(error, t));
    }
  };

  return (
    <Card withBorder data-testid="sub-accounts-card">
      <Title order={2} size="h4" mb="xs">
        {t('accounts.subAccounts.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('accounts.subAccounts.intro')}
      </Text>
      <Stack gap="sm">
        {subAccounts.length === 0 ? (
          <Text data-testid="sub-accounts-empty">{t('accounts.subAccounts.empty')}</Text>
        ) : (
          <Table data-testid="sub-accounts-table">
            <Table.Tbody>
              {subAccounts.map((sub) => (
                <Table.Tr key={sub.accountId} data-testid="sub-account-row">
                  <Table.Td>{sub.organizationName}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" style={{ textTransform: 'none' }}>
                      {t(`accounts.statuses.${sub.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(sub.createdAt, numberFormat)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form onSubmit={form.onSubmit(submit)} noValidate data-testid="sub-account-form">
          <Stack gap="xs">
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <Group align="flex-end" gap="xs">
              <TextInput
                label={t('accounts.subAccounts.name')}
                style={{ flex: 1 }}
                {...form.getInputProps('organizationName')}
                data-testid="sub-account-name"
              />
              <Button type="submit" loading={loading} data-testid="sub-account-create">
                {t('accounts.subAccounts.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
