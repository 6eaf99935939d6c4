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
    const keys = ['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'Home', 'End', 'PageUp', 'PageDown'];
    const arrows = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
    const functionKeys = Array.from({ length: 12 }, (_, i) => `F${i + 1}`);
    for (const key of [...keys, ...arrows, ...functionKeys]) expect(press(key), key).toBe(true);
    // A name that merely starts like one is still a character sequence to refuse.
    expect(press('F')).toBe(false);
  });

  it('lets modifier keys and shortcuts through', () => {
    for (const key of ['Shift', 'Control', 'Alt', 'Meta']) expect(press(key), key).toBe(true);
    expect(press('v', { ctrlKey: true })).toBe(true);
    expect(press('c', { metaKey: true })).toBe(true);
    expect(press('a', { altKey: true })).toBe(true);
  });

  it('has patterns for amounts and phone numbers', () => {
    expect(KEY_PATTERNS.amount.test('.')).toBe(true);
    expect(KEY_PATTERNS.amount.test('e')).toBe(false);
    expect(KEY_PATTERNS.phone.test('+')).toBe(true);
    expect(KEY_PATTERNS.phone.test('x')).toBe(false);
  });
});

describe('fields that filter keys (spec §5)', () => {
  // Every keystroke filter goes through keyFilter, so none can block navigation or function keys by accident.
  const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('use keyFilter wherever a key handler refuses keys', () => {
    const handRolled = Object.entries(sources).flatMap(([path, source]) =>
      [...source.matchAll(/onKeyDown=\{/g)]
        .map((m) => source.slice(m.index, m.index + 300))
        .filter((handler) => !handler.startsWith('onKeyDown={keyFilter(') && /preventDefault/.test(handler))
        .map(() => path),
    );
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(handRolled).toEqual([]);
  });
});
