// "Profile": the signed-in user's own details (spec §3 "User profile") and picture. Saving refetches `me`, so the
// registration gate and the top bar follow at once; the language and number format chosen apply straight away.
import { NUMBER_FORMATS, updateProfileSchema } from '@aid/common/accounts';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { LANGUAGES } from '../i18n/index.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatMinorUnits } from '../ui/format.js';
import { profileLanguage } from '../ui/language.js';
import { useAppStore } from '../ui/state.js';
import { formErrors, placeRefusal, trimmed } from './forms.js';
import { MeDocument, useMe } from './me.js';
import { PictureInput } from './PictureInput.js';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      me {
        user {
          userId
          firstName
          lastName
          userFullName
        }
        phoneNumber
        detailsCompleted
        applicationLanguage
        numberFormat
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

export const RemoveProfileImageDocument = graphql(`
  mutation RemoveProfileImage {
    removeProfileImage {
      me {
        profileImageUrl
      }
      code
      message
    }
  }
`);

type Values = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  applicationLanguage: string;
  numberFormat: string;
};
const FIELDS: readonly (keyof Values)[] = [
  'firstName',
  'lastName',
  'phoneNumber',
  'applicationLanguage',
  'numberFormat',
];
const isField = (name: string): name is keyof Values => (FIELDS as readonly string[]).includes(name);

export function Completion({ done, testId }: { done: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={done ? 'green' : 'yellow'} variant="light" style={{ textTransform: 'none' }} data-testid={testId}>
      {done ? t('accounts.completed') : t('accounts.incomplete')}
    </Badge>
  );
}

export function ProfileCard() {
  const { t } = useTranslation();
  const me = useMe();
  const client = useApolloClient();
  const store = useAppStore();
  const { showAlert } = useAlerts();
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const [removeImage] = useMutation(RemoveProfileImageDocument);
  // After a change only: the registration gate and the top bar read `me`.
  const refetchMe = () => client.refetchQueries({ include: [MeDocument] });
  const form = useForm<Values>({
    initialValues: {
      firstName: me.user.firstName ?? '',
      lastName: me.user.lastName ?? '',
      phoneNumber: me.phoneNumber ?? '',
      applicationLanguage: me.applicationLanguage,
      numberFormat: me.numberFormat,
    },
    validate: (values) => formErrors(t, updateProfileSchema, trimmed(values)),
  });

  const submit = async (values: Values) => {
    setFormError(null);
    try {
      const { data } = await save({ variables: { input: trimmed(values) } });
      const saved = data?.updateProfile.me;
      if (!saved) {
        setFormError(placeRefusal(t, data?.updateProfile, isField, form.setErrors, t('accounts.profile.failed')));
        return;
      }
      form.setValues({ phoneNumber: saved.phoneNumber ?? '' });
      form.resetDirty();
      await refetchMe();
      // What the profile now says applies in this browser too, over an earlier choice of the top bar's menu.
      store.set({ language: profileLanguage(saved) });
      showAlert('success', t('accounts.profile.saved'));
    } catch (error) {
      setFormError(errorMessage(error, t));
    }
  };

  const formats = (NUMBER_FORMATS as readonly string[]).includes(form.values.numberFormat)
    ? [...NUMBER_FORMATS]
    : [form.values.numberFormat, ...NUMBER_FORMATS];

  return (
    <Card withBorder data-testid="profile-card">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('accounts.profile.title')}
        </Title>
        <Completion done={me.detailsCompleted} testId="profile-completion" />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('accounts.profile.hint')}
      </Text>
      <Stack gap="sm">
        <PictureInput
          label={t('accounts.image.profile')}
          url={me.profileImageUrl ?? null}
          uploadPath="/api/me/profile-image"
          onChanged={refetchMe}
          onRemove={async () => {
            const { data } = await removeImage();
            if (!data?.removeProfileImage.me) return data?.removeProfileImage.message ?? t('accounts.profile.failed');
            await refetchMe();
            return null;
          }}
          testId="profile-image"
        />
        <form onSubmit={form.onSubmit(submit)} noValidate data-testid="profile-form">
          <Stack gap="sm">
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('accounts.profile.firstName')} withAsterisk {...form.getInputProps('firstName')} />
              <TextInput label={t('accounts.profile.lastName')} withAsterisk {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <TextInput
              label={t('accounts.profile.email')}
              description={t('accounts.profile.emailHint')}
              value={me.user.email}
              readOnly
            />
            <TextInput
              label={t('accounts.profile.phone')}
              description={t('accounts.profile.phoneHint')}
              withAsterisk
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phoneNumber')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('accounts.profile.language')}
                data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
                {...form.getInputProps('applicationLanguage')}
              />
              <NativeSelect
                label={t('accounts.profile.numberFormat')}
                description={t('accounts.profile.numberExample', {
                  example: formatMinorUnits(123456789, form.values.numberFormat),
                })}
                data={formats}
                {...form.getInputProps('numberFormat')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={loading} data-testid="profile-save">
                {t('accounts.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
