// Inputs that accept only some characters (amounts, phone numbers, codes) filter keystrokes, but never the
// keys people use to move, edit and copy (spec §5): navigation, function and modifier keys always pass.
import type { KeyboardEvent } from 'react';

const ALWAYS_ALLOWED = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Insert',
  'Shift',
  'Control',
  'Alt',
  'Meta',
  'AltGraph',
  'CapsLock',
  'NumLock',
  'ContextMenu',
  'Unidentified',
  'Process',
]);

/** Characters each kind of filtered input accepts. */
export const KEY_PATTERNS = {
  /** Amounts in major units: digits and one decimal separator. */
  amount: /^[0-9.,]$/,
  /** Phone numbers: digits, a leading plus, spaces and common separators. */
  phone: /^[0-9+\s()-]$/,
  /** One-time and confirmation codes: digits only. */
  code: /^[0-9]$/,
} as const;

export function isNavigationOrModifierKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  // Shortcuts (copy, paste, select all, undo…) go through whatever the character.
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (ALWAYS_ALLOWED.has(event.key)) return true;
  // F1–F24.
  return /^F([1-9]|1[0-9]|2[0-4])$/.test(event.key);
}

/** An onKeyDown handler that refuses characters outside `pattern` and lets every other key through. */
export function keyFilter(pattern: RegExp) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (isNavigationOrModifierKey(event)) return;
    if (!pattern.test(event.key)) event.preventDefault();
  };
}
