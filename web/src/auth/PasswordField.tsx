// A password field of the sign-in and security screens. `current` asks for the password the user has (browsers fill
// the saved one); `new` for one being chosen (browsers may offer to generate and save it).
import { TextInput } from '@mantine/core';

type Props = {
  label: string;
  kind: 'current' | 'new';
  value: string;
  onChange(value: string): void;
  error?: string;
  description?: string;
  autoFocus?: boolean;
};

export function PasswordField({ label, kind, value, onChange, error, description, autoFocus }: Props) {
  return (
    <TextInput
      label={label}
      type="password"
      autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
      description={description}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-autofocus={autoFocus || undefined}
    />
  );
}
