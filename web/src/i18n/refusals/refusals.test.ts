import { MESSAGE_TABLES, TRANSLATED_LANGUAGES } from '@aid/common/refusals';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../index.js';
import { REFUSALS_TEXTS } from './index.js';

describe('refusal texts', () => {
  it('word every language of the UI', () => {
    expect(['en', ...TRANSLATED_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(REFUSALS_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it("are the domains' own tables", () => {
    const fr = REFUSALS_TEXTS.fr as { refusals: Record<string, Record<string, string>> };
    for (const table of MESSAGE_TABLES) expect(fr.refusals[table.domain]).toBe(table.translations.fr);
  });
});
