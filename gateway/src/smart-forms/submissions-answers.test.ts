import type { SmartFormDefinition } from '@aid/common/smart-forms';
import { describe, expect, it } from 'vitest';
import { answerList, answerRecord, answerText } from './submissions-answers.js';

const types = ['TEXT', 'INTEGER', 'DECIMAL', 'RATING', 'YES_NO', 'SELECT_MANY', 'LOCATION', 'DATE'] as const;
// Only the names and types are read: the rest of each element is filler.
const definition = {
  languages: ['en'],
  defaultLanguage: 'en',
  pages: [{ elements: types.map((type) => ({ name: type.toLowerCase(), type })) }],
} as unknown as SmartFormDefinition;

describe('answers as text', () => {
  it('writes stored values as text, JSON only for lists and locations', () => {
    expect(answerText('yes')).toBe('yes');
    expect(answerText(4.5)).toBe('4.5');
    expect(answerText(false)).toBe('false');
    expect(answerText(['a', 'b'])).toBe('["a","b"]');
    expect(answerText({ latitude: 1, longitude: 2 })).toBe('{"latitude":1,"longitude":2}');
    expect(answerText(null)).toBeNull();
    expect(answerList({ a: 1, b: 'x' })).toEqual([
      { name: 'a', value: '1' },
      { name: 'b', value: 'x' },
    ]);
  });

  it("reads texts by their element's type, leaving what does not read as it is", () => {
    const record = answerRecord(
      [
        { name: 'text', value: 'true' },
        { name: 'integer', value: '4' },
        { name: 'decimal', value: 'four' },
        { name: 'rating', value: '' },
        { name: 'yes_no', value: 'true' },
        { name: 'select_many', value: '["a","b"]' },
        { name: 'location', value: '{"latitude":1,"longitude":2}' },
        { name: 'date', value: '2025-01-01' },
        { name: 'gone', value: '12' },
        { name: 'skipped', value: null },
      ],
      definition,
    );
    expect(record).toEqual({
      text: 'true',
      integer: 4,
      decimal: 'four',
      rating: '',
      yes_no: true,
      select_many: ['a', 'b'],
      location: { latitude: 1, longitude: 2 },
      date: '2025-01-01',
      gone: '12',
    });
  });

  it('keeps broken JSON and the XPath selection notation as text for the API to judge', () => {
    expect(answerRecord([{ name: 'location', value: '{oops' }], definition)).toEqual({ location: '{oops' });
    expect(answerRecord([{ name: 'select_many', value: 'a b' }], definition)).toEqual({ select_many: 'a b' });
    expect(answerRecord([{ name: 'integer', value: '4' }], undefined)).toEqual({ integer: '4' });
  });
});
