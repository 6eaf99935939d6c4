import { checkAnswers, definitionSchema } from '@aid/common/smart-forms';
import { describe, expect, it } from 'vitest';
import { answersOf, DEFINITION } from './smart-forms.js';

describe('the smart-forms bench form', () => {
  const definition = definitionSchema.parse(DEFINITION);
  const amina = { first: 'Amina', last: 'Ali', dob: '1990-01-01', phone: '+254712345678' };
  const people = [
    amina,
    { first: 'Юрий', last: 'Иванов', dob: null, phone: null },
    // The generator's short made-up numbers are left out, as a family would leave out a number the form refuses.
    { first: 'Hassan', last: 'Omar', dob: '1980-02-29', phone: '+25479991' },
  ];

  it('gets answers that pass the rules the API checks, every one of them', () => {
    for (let i = 0; i < 300; i++) {
      expect(checkAnswers(definition, answersOf(people[i % people.length] ?? amina, i)).errors).toEqual([]);
    }
  });

  it('has its skip rule drop the children when there are none', () => {
    const without = [0, 1, 2, 3].map((i) => checkAnswers(definition, answersOf(amina, i)).answers);
    expect(without.filter((a) => a.has_children === false).every((a) => !('children' in a))).toBe(true);
    expect(without.some((a) => a.has_children === true && typeof a.children === 'number')).toBe(true);
  });
});
