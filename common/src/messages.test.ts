import { describe, expect, it } from 'vitest';
import { defineMessages, TRANSLATED_LANGUAGES } from './messages.js';
import { MESSAGE_TABLES } from './refusals.js';

describe('defineMessages', () => {
  const table = defineMessages(
    'things',
    { gone: 'Thing not found', taken: 'A thing named "{{name}}" exists' },
    {
      fr: { gone: 'Chose introuvable', taken: 'Une chose nommée « {{name}} » existe' },
      es: { gone: 'Cosa no encontrada', taken: 'Existe una cosa llamada «{{name}}»' },
      ar: { gone: 'الشيء غير موجود', taken: 'يوجد شيء باسم «{{name}}»' },
    },
  );

  it('gives each message its key, its parameters and the English they fill', () => {
    expect(table.gone()).toEqual({ key: 'things.gone', text: 'Thing not found' });
    expect(table.taken({ name: 'Food' })).toEqual({
      key: 'things.taken',
      params: { name: 'Food' },
      text: 'A thing named "Food" exists',
    });
  });

  it('names each domain once, with keys a client can look up', () => {
    const domains = MESSAGE_TABLES.map((t) => t.domain);
    expect(new Set(domains).size).toBe(domains.length);
    for (const t of MESSAGE_TABLES) {
      expect(t.domain).toMatch(/^[a-zA-Z]+$/);
      for (const name of Object.keys(t.texts)) expect(name).toMatch(/^[a-zA-Z]+$/);
    }
  });
});

describe('every domain table', () => {
  const params = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
  it('is translated key for key in every language, with the same parameters', () => {
    for (const table of MESSAGE_TABLES) {
      for (const language of TRANSLATED_LANGUAGES) {
        const texts: Record<string, string> = table.translations[language];
        expect(Object.keys(texts).sort(), `${table.domain} ${language}`).toEqual(Object.keys(table.texts).sort());
        for (const [name, english] of Object.entries(table.texts)) {
          const text = texts[name] ?? '';
          expect(text.trim(), `${table.domain}.${name} ${language}`).not.toBe('');
          expect(params(text), `${table.domain}.${name} ${language}`).toEqual(params(english));
        }
      }
    }
  });
});
