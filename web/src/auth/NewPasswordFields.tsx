// The new password and its repetition, as every screen that sets a password asks for them (reset, first
// sign-in of an invited user, change on the security page).
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  labels: { password: string; repeat: string };
  password: string;
  repeat: string;
  onPasswordChange(value: string): void;
  onRepeatChange(value: string): void;
  errors: { password?: string; repeat?: string };
  autoFocus?: boolean;
};

export function NewPasswordFields({
  labels,
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
  errors,
  autoFocus,
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={labels.password}
        type="password"
        autoComplete="new-password"
        description={t('auth.validation.passwordHint')}
        value={password}
        onChange={(e) => onPasswordChange(e.currentTarget.value)}
        error={errors.password}
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        label={labels.repeat}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => onRepeatChange(e.currentTarget.value)}
        error={errors.repeat}
      />
    </>
  );
}
