import { describe, expect, it } from 'vitest';
import { familyLanguage, languagesOf } from './languages.js';
import { PLACEHOLDERS, placeholdersUsed, renderTemplate, templateProblems } from './placeholders.js';
import { createMessageTemplateSchema, updateMessageTemplateSchema, validateTemplate } from './schema.js';

describe('template placeholders', () => {
  it('accepts the five placeholders of the spec and nothing else', () => {
    const text = PLACEHOLDERS.map((p) => `{${p}}`).join(' ');
    expect(templateProblems(text)).toEqual([]);
    expect(placeholdersUsed(`${text} {first-name}`)).toEqual([...PLACEHOLDERS]);
  });

  it('names each unknown token with where it is, for the editor to underline', () => {
    const text = 'Hello {first_name}, you get {amount} {first-name}';
    const problems = templateProblems(text);
    expect(problems.map((p) => p.token)).toEqual(['{first_name}', '{amount}']);
    expect(problems[0]).toMatchObject({
      start: 6,
      end: 18,
      message: 'Unknown placeholder {first_name}: use {first-name}',
    });
    expect(text.slice(problems[1]?.start, problems[1]?.end)).toBe('{amount}');
    expect(problems[1]?.message).toBe('Unknown placeholder {amount}: use {currency-amount}');
    expect(templateProblems('{}')[0]?.token).toBe('{}');
    expect(templateProblems('{{first-name}}')).toEqual([]);
    expect(templateProblems('{weather}')[0]?.message).toBe('Unknown placeholder {weather}');
  });

  it('renders allowed placeholders and leaves text alone', () => {
    const values = { 'first-name': 'Awa', 'currency-amount': '10,00 €' };
    expect(renderTemplate('Bonjour {first-name}, {currency-amount} {pin}', values)).toBe('Bonjour Awa, 10,00 € {pin}');
    expect(renderTemplate('{short-url-link}', {})).toBe('');
  });

  it('refuses a template with {first_name} or {amount}, naming both tokens', () => {
    const result = validateTemplate(createMessageTemplateSchema, {
      language: 'en',
      body: 'Hi {first_name}, {amount} for you',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toHaveLength(1);
    expect(result.fieldErrors[0]).toMatchObject({ field: 'body', code: 'INVALID_VALUE' });
    expect(result.fieldErrors[0]?.message).toContain('Unknown placeholder {first_name}: use {first-name}');
    expect(result.fieldErrors[0]?.message).toContain('Unknown placeholder {amount}: use {currency-amount}');
    const subject = validateTemplate(updateMessageTemplateSchema, { subject: 'About {amount}' });
    expect(subject.ok ? [] : subject.fieldErrors.map((e) => e.field)).toEqual(['subject']);
  });

  it('checks language codes and needs a subject for e-mail', () => {
    const result = validateTemplate(createMessageTemplateSchema, { language: 'xx', channel: 'EMAIL', body: 'Hi' });
    expect(result.ok ? [] : result.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['language', 'INVALID_VALUE'],
      ['subject', 'REQUIRED'],
    ]);
    const ok = validateTemplate(createMessageTemplateSchema, { language: 'fr', body: ' Bonjour {first-name} ' });
    expect(ok).toEqual({
      ok: true,
      value: { language: 'fr', channel: 'SMS', distributionType: null, subject: null, body: 'Bonjour {first-name}' },
    });
  });
});

describe('a family language', () => {
  it("comes from the nationality's languages the organisation has a template in, else the default", () => {
    expect(languagesOf('fr')).toEqual(['fr']);
    expect(languagesOf(null)).toEqual([]);
    expect(familyLanguage('SN', new Set(['en', 'fr']), 'en')).toBe('fr');
    expect(familyLanguage('CD', new Set(['en', 'fr']), 'en')).toBe('fr');
    expect(familyLanguage('DE', new Set(['en', 'fr']), 'en')).toBe('en');
    expect(familyLanguage(null, new Set(['fr']), 'en')).toBe('en');
  });
});
