// The e-mail field of every sign-in screen: the identity service's user name, so browsers offer the saved one.
import { TextInput } from '@mantine/core';

type Props = {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  autoFocus?: boolean;
};

export function EmailField({ label, value, onChange, error, autoFocus }: Props) {
  return (
    <TextInput
      label={label}
      type="email"
      autoComplete="username"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-autofocus={autoFocus || undefined}
    />
  );
}
