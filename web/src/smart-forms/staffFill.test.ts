import { describe, expect, it } from 'vitest';
import { answersInput, answerText, newIdempotencyKey, placeAnswerErrors, staffFillPath } from './staffFill.js';

describe('staff mode helpers', () => {
  it('writes clean answers as the schema’s texts, unanswered ones left out', () => {
    expect(
      answersInput({
        name: 'Amina',
        members: 4,
        shelter: false,
        needs: ['food', 'water'],
        where: { latitude: -1.5, longitude: 36.8 },
        skipped: undefined,
      }),
    ).toEqual([
      { name: 'name', value: 'Amina' },
      { name: 'members', value: '4' },
      { name: 'shelter', value: 'false' },
      { name: 'needs', value: '["food","water"]' },
      { name: 'where', value: '{"latitude":-1.5,"longitude":36.8}' },
    ]);
    expect(answerText(null)).toBeNull();
  });

  it('makes a new key of the accepted length each time', () => {
    const first = newIdempotencyKey();
    expect(first.length).toBeGreaterThanOrEqual(16);
    expect(first.length).toBeLessThanOrEqual(100);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('places answers.<name> errors on their element and keeps the others for the form', () => {
    const placed = placeAnswerErrors(
      [
        { field: 'answers.age', code: 'TOO_LARGE', params: [{ name: 'max', value: '120' }], message: 'too large' },
        { field: 'idempotencyKey', code: 'TOO_SHORT', params: [], message: 'too short' },
      ],
      new Set(['age']),
    );
    expect([...placed.byElement.keys()]).toEqual(['age']);
    expect(placed.byElement.get('age')?.[0]).toMatchObject({ field: 'age', code: 'TOO_LARGE' });
    expect(placed.form.map((p) => p.field)).toEqual(['idempotencyKey']);
  });

  it('names the staff filling route', () => {
    expect(staffFillPath('smf--1')).toBe('/smart-forms/smf--1/fill');
  });
});
