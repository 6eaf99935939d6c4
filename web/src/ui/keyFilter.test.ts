import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KEY_PATTERNS, keyFilter } from './keyFilter.js';

function press(key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) {
  const preventDefault = vi.fn();
  const event = { key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers, preventDefault };
  keyFilter(KEY_PATTERNS.code)(event as unknown as KeyboardEvent<HTMLInputElement>);
  return preventDefault.mock.calls.length === 0;
}

describe('keyFilter (spec §5)', () => {
  it('accepts the characters of its pattern and refuses others', () => {
    expect(press('7')).toBe(true);
    expect(press('a')).toBe(false);
    expect(press(' ')).toBe(false);
  });

  it('lets navigation, editing and function keys through', () => {
    for (const key of ['Backspace', 'Delete', 'Tab', 'Enter', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'F5', 'F12']) {
      expect(press(key), key).toBe(true);
    }
  });

  it('lets modifier keys and shortcuts through', () => {
    for (const key of ['Shift', 'Control', 'Alt', 'Meta']) expect(press(key), key).toBe(true);
    expect(press('v', { ctrlKey: true })).toBe(true);
    expect(press('c', { metaKey: true })).toBe(true);
  });

  it('has patterns for amounts and phone numbers', () => {
    expect(KEY_PATTERNS.amount.test('.')).toBe(true);
    expect(KEY_PATTERNS.amount.test('e')).toBe(false);
    expect(KEY_PATTERNS.phone.test('+')).toBe(true);
    expect(KEY_PATTERNS.phone.test('x')).toBe(false);
  });
});
