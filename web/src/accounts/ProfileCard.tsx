// "Profile": the signed-in user's own details (spec §3 "User profile") and picture. Saving refetches `me`, so the
// registration gate and the top bar follow at once; the language and number format chosen apply straight away.
import { NUMBER_FORMATS, updateProfileSchema } from '@aid/common/accounts';
import { useMutation } from '@apollo/client/react';
import { Badge, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { FormFrame } from '../ui/FormFrame.js';
import { useFormSubmit } from '../ui/FormModal.js';
import { formatDate, formatMinorUnits } from '../ui/format.js';
import { profileLanguage } from '../ui/language.js';
import { languageOptions } from '../ui/languageOptions.js';
import { SectionCard } from '../ui/SectionCard.js';
import { useAppStore } from '../ui/state.js';
import { formErrors, placeRefusal, trimmed } from './forms.js';
import { useMe, useRefetchMe } from './me.js';
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

export const RemoveProfileImageDocument = graphql(`
  mutation RemoveProfileImage {
    removeProfileImage {
      me {
        profileImageUrl
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
  const store = useAppStore();
  const { showAlert } = useAlerts();
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const [removeImage] = useMutation(RemoveProfileImageDocument);
  const refetchMe = useRefetchMe();
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

  const { frame } = useFormSubmit(form, async (values: Values) => {
    const { data } = await save({ variables: { input: trimmed(values) } });
    const saved = data?.updateProfile.me;
    if (!saved) return placeRefusal(t, data?.updateProfile, isField, form.setErrors, t('accounts.profile.failed'));
    form.setValues({ phoneNumber: saved.phoneNumber ?? '' });
    form.resetDirty();
    await refetchMe();
    // What the profile now says applies in this browser too, over an earlier choice of the top bar's menu.
    store.set({ language: profileLanguage(saved) });
    showAlert('success', t('accounts.profile.saved'));
  });

  const formats = (NUMBER_FORMATS as readonly string[]).includes(form.values.numberFormat)
    ? [...NUMBER_FORMATS]
    : [form.values.numberFormat, ...NUMBER_FORMATS];

  return (
    <SectionCard
      title={t('accounts.profile.title')}
      aside={<Completion done={me.detailsCompleted} testId="profile-completion" />}
      hint={t('accounts.profile.hint')}
      testId="profile-card"
    >
      <Stack gap="sm">
        <PictureInput
          label={t('accounts.image.profile')}
          url={me.profileImageUrl ?? null}
          uploadPath="/api/me/profile-image"
          onChanged={refetchMe}
          onRemove={async () => {
            const { data } = await removeImage();
            if (!data?.removeProfileImage.me)
              return refusalMessage(t, data?.removeProfileImage) ?? t('accounts.profile.failed');
            await refetchMe();
            return null;
          }}
          testId="profile-image"
        />
        <FormFrame
          {...frame}
          testId="profile-form"
          submit={{ label: t('accounts.save'), busy: loading, testId: 'profile-save' }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('accounts.profile.firstName')} withAsterisk {...form.getInputProps('firstName')} />
            <TextInput label={t('accounts.profile.lastName')} withAsterisk {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label={t('accounts.profile.email')}
            description={
              me.emailVerified && me.emailVerifiedAt
                ? `${t('accounts.profile.emailHint')} ${t('accounts.profile.emailVerifiedOn', {
                    date: formatDate(me.emailVerifiedAt.slice(0, 10), me.numberFormat),
                  })}`
                : t('accounts.profile.emailHint')
            }
            value={me.user.email}
            readOnly
            rightSectionWidth={120}
            rightSection={
              <Badge
                color={me.emailVerified ? 'green' : 'yellow'}
                variant="light"
                style={{ textTransform: 'none' }}
                data-testid="profile-email-verified"
                data-verified={me.emailVerified}
              >
                {me.emailVerified ? t('accounts.profile.emailVerified') : t('accounts.profile.emailNotVerified')}
              </Badge>
            }
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
              data={languageOptions(t)}
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
        </FormFrame>
      </Stack>
    </SectionCard>
  );
}
