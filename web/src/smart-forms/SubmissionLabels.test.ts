import { describe, expect, it } from 'vitest';
import { countryNamer, labelledAnswers, type ValueWords, type VersionDefinition } from './SubmissionLabels.js';

const en = (text: string) => [{ language: 'en', text }];
const version: VersionDefinition = {
  version: 1,
  definition: {
    defaultLanguage: 'fr',
    pages: [
      {
        elements: [
          {
            name: 'first_name',
            type: 'TEXT',
            label: [...en('First name'), { language: 'fr', text: 'Prénom' }],
            choices: [],
          },
          {
            name: 'water',
            type: 'SELECT_ONE',
            label: en('Water source'),
            choices: [{ value: 'well', label: [{ language: 'fr', text: 'Puits' }] }],
          },
          {
            name: 'needs',
            type: 'SELECT_MANY',
            label: en('Needs'),
            choices: [
              { value: 'food', label: en('Food') },
              { value: 'shelter', label: en('Shelter') },
            ],
          },
        ],
      },
    ],
  },
};

const words: ValueWords = {
  yes: 'Oui',
  no: 'Non',
  gender: (code) => ({ F: 'Femme', M: 'Homme', PNTS: 'Préfère ne pas dire', O: 'Autre' })[code],
  country: (alpha2) => `country:${alpha2}`,
};

const coded: VersionDefinition = {
  version: 2,
  definition: {
    defaultLanguage: 'en',
    pages: [
      {
        elements: [
          { name: 'shelter', type: 'YES_NO', label: en('Has shelter'), choices: [] },
          { name: 'sex', type: 'GENDER', label: en('Gender'), choices: [] },
          { name: 'origin', type: 'NATIONALITY', label: en('Nationality'), choices: [] },
          { name: 'note', type: 'TEXT', label: en('Note'), choices: [] },
        ],
      },
    ],
  },
};

describe('labelledAnswers', () => {
  it('orders answers as the version asks, labels them in the default language (else the first), choices by label', () => {
    const answers = [
      { name: 'needs', value: '["shelter","food"]' },
      { name: 'first_name', value: 'Amina' },
      { name: 'water', value: 'well' },
      { name: 'old_question', value: '3' },
    ];
    expect(labelledAnswers(answers, version, words)).toEqual([
      { name: 'first_name', label: 'Prénom', value: 'Amina' },
      { name: 'water', label: 'Water source', value: 'Puits' },
      { name: 'needs', label: 'Needs', value: 'Shelter, Food' },
      { name: 'old_question', label: 'old_question', value: '3' },
    ]);
  });

  it('shows names and raw values without the version', () => {
    expect(labelledAnswers([{ name: 'water', value: 'well' }], undefined, words)).toEqual([
      { name: 'water', label: 'water', value: 'well' },
    ]);
  });

  it('words YES_NO, gender and nationality codes for the reader, and leaves unknown codes and text as they are', () => {
    const answers = [
      { name: 'shelter', value: 'true' },
      { name: 'sex', value: 'F' },
      { name: 'origin', value: 'ke' },
      { name: 'note', value: 'true' },
    ];
    expect(labelledAnswers(answers, coded, words).map((answer) => answer.value)).toEqual([
      'Oui',
      'Femme',
      'country:KE',
      'true',
    ]);
    const odd = [
      { name: 'shelter', value: 'maybe' },
      { name: 'sex', value: 'X' },
      { name: 'origin', value: 'ZZ' },
    ];
    expect(labelledAnswers(odd, coded, words).map((answer) => answer.value)).toEqual(['maybe', 'X', 'ZZ']);
    expect(labelledAnswers([{ name: 'shelter', value: 'false' }], coded, words)[0]?.value).toBe('Non');
  });
});

describe('countryNamer', () => {
  it('names a country in the reader’s language', () => {
    expect(countryNamer('en')('KE')).toBe('Kenya');
    expect(countryNamer('fr')('DE')).toBe('Allemagne');
  });
});
