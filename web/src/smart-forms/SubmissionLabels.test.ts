import { describe, expect, it } from 'vitest';
import { labelledAnswers, type VersionDefinition } from './SubmissionLabels.js';

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

describe('labelledAnswers', () => {
  it('orders answers as the version asks, labels them in the default language (else the first), choices by label', () => {
    const answers = [
      { name: 'needs', value: '["shelter","food"]' },
      { name: 'first_name', value: 'Amina' },
      { name: 'water', value: 'well' },
      { name: 'old_question', value: '3' },
    ];
    expect(labelledAnswers(answers, version)).toEqual([
      { name: 'first_name', label: 'Prénom', value: 'Amina' },
      { name: 'water', label: 'Water source', value: 'Puits' },
      { name: 'needs', label: 'Needs', value: 'Shelter, Food' },
      { name: 'old_question', label: 'old_question', value: '3' },
    ]);
  });

  it('shows names and raw values without the version', () => {
    expect(labelledAnswers([{ name: 'water', value: 'well' }], undefined)).toEqual([
      { name: 'water', label: 'water', value: 'well' },
    ]);
  });
});
