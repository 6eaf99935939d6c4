// "Sub-accounts" (ADMINs only, spec §6: first role ADMIN): the organisations created under the current one, and a
// form to create another, of which the creator becomes the ADMIN (switch to it under Organizations).
import { createSubAccountSchema } from '@aid/common/accounts';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { useAlerts } from '../ui/alerts.js';
import { FormFrame } from '../ui/FormFrame.js';
import { useFormSubmit } from '../ui/FormModal.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { SectionCard } from '../ui/SectionCard.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { formErrors, placeRefusal } from './forms.js';
import { useRefetchMe } from './me.js';

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
  const refetchMe = useRefetchMe();
  const [create, { loading }] = useMutation(CreateSubAccountDocument);
  const form = useForm<Values>({
    initialValues: { organizationName: '' },
    validate: (values) => formErrors(t, createSubAccountSchema, values),
  });

  const { frame } = useFormSubmit(form, async (values: Values) => {
    const { data } = await create({ variables: { input: { organizationName: values.organizationName.trim() } } });
    const created = data?.createSubAccount.subAccount;
    if (!created) {
      const fallback = t('accounts.subAccounts.failed');
      return placeRefusal(t, data?.createSubAccount, isField, form.setErrors, fallback);
    }
    form.reset();
    // The creator is the new organisation's ADMIN: `me` lists one more membership (Organizations appears).
    await Promise.all([onCreated(), refetchMe()]);
    showAlert('success', t('accounts.subAccounts.created', { name: created.organizationName }));
  });

  return (
    <SectionCard
      title={t('accounts.subAccounts.title')}
      hint={t('accounts.subAccounts.intro')}
      testId="sub-accounts-card"
    >
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
                    <StatusBadge vocabulary="account" value={sub.status} testId="sub-account-status" />
                  </Table.Td>
                  <Table.Td>{formatDateTime(sub.createdAt, numberFormat)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <FormFrame {...frame} testId="sub-account-form" gap="xs">
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
        </FormFrame>
      </Stack>
    </SectionCard>
  );
}
