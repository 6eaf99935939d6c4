import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField.js';

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
      <PasswordField
        label={labels.password}
        kind="new"
        description={t('auth.validation.passwordHint')}
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
        autoFocus={autoFocus}
      />
      <PasswordField label={labels.repeat} kind="new" value={repeat} onChange={onRepeatChange} error={errors.repeat} />
    </>
  );
}
