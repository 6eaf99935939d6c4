// A six-digit code field (e-mail confirmation, password reset, authenticator app): digits only, as one-time code.
import { TextInput, type TextInputProps } from '@mantine/core';
import { KEY_PATTERNS, keyFilter } from '../ui/keyFilter.js';
import { CODE_LENGTH } from './passwords.js';

type Props = Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onChange(value: string): void };

export function CodeInput({ value, onChange, ...props }: Props) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      onKeyDown={keyFilter(KEY_PATTERNS.code)}
      value={value}
      // Pasted codes often carry spaces ("123 456"); keystrokes are already filtered.
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      {...props}
    />
  );
}
