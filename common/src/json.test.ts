import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeStamps, itemsJson } from './json.js';

describe('shared JSON pieces', () => {
  it('end an edited record with when and by whom, describing the user ids only when told', () => {
    const stamps = z.toJSONSchema(z.object(changeStamps({ createdBy: 'User id; null for the master list.' })));
    expect(Object.keys(stamps.properties ?? {})).toEqual(['createdAt', 'updatedAt', 'createdBy', 'updatedBy']);
    expect(stamps.properties?.createdBy).toMatchObject({ description: 'User id; null for the master list.' });
    expect(stamps.properties?.updatedBy).not.toHaveProperty('description');
  });

  it('answer a whole list as { items }', () => {
    expect(itemsJson(z.string()).parse({ items: ['a'] })).toEqual({ items: ['a'] });
  });
});
