// DeclaredListView builds its texts' keys from a list's section and its declaration: each declared list's section
// must hold them all, or a label would show its key.
import { ACTIVITY_LOG_LIST } from '@aid/common/activity';
import { BENEFICIARY_LIST_LIST } from '@aid/common/beneficiaries';
import { DISTRIBUTION_LIST } from '@aid/common/distributions';
import type { ListDeclaration } from '@aid/common/fields';
import { PROGRAM_LIST } from '@aid/common/programs';
import { describe, expect, it } from 'vitest';
import { activityEn } from '../i18n/activity.en.js';
import { beneficiariesEn } from '../i18n/beneficiaries.en.js';
import { distributionsEn } from '../i18n/distributions.en.js';
import { en } from '../i18n/en.js';
import type { ListSection } from './DeclaredListView.js';

const texts = { ...en, ...activityEn, ...beneficiariesEn, ...distributionsEn } as Record<string, unknown>;

const LISTS: [ListSection, ListDeclaration, { counted: boolean }][] = [
  ['programs', PROGRAM_LIST, { counted: true }],
  ['beneficiaryLists', BENEFICIARY_LIST_LIST, { counted: true }],
  ['distributions', DISTRIBUTION_LIST, { counted: true }],
  // A log only grows: its page is not counted, so it has no total.
  ['activity', ACTIVITY_LOG_LIST, { counted: false }],
];

function text(path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], texts);
}

describe('DeclaredListView texts', () => {
  it.each(LISTS)('finds every text of %s in its section', (section, declaration, { counted }) => {
    const keys = [
      'loadError',
      'empty',
      'emptyFiltered',
      'sort.label',
      ...(counted ? ['total'] : []),
      ...Object.keys(declaration.fields).map((field) => `fields.${field}`),
      ...Object.keys(declaration.sorts).map((sort) => `sort.${sort}`),
    ];
    const missing = keys.filter((key) => typeof text(`${section}.${key}`) !== 'string');
    expect(missing).toEqual([]);
  });
});
