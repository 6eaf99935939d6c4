import { checkAnswers } from '@aid/common/smart-forms';
import { describe, expect, it } from 'vitest';
import { pageErrors, relevantAnswers, visibleElements, visiblePages } from './rules.js';
import { definition } from './testForm.js';

const [household, large, contact] = definition.pages;
if (!household || !large || !contact) throw new Error('the test form has three pages');
const codes = (draft: Record<string, string | boolean | string[]>, page = household) =>
  pageErrors(definition, page, draft).map((e) => `${e.field}:${e.code}`);

describe('filling page rules', () => {
  it('shows an element only while its relevance holds, and a page only while its own does', () => {
    expect(visibleElements(definition, household, { has_children: false }).map((e) => e.name)).not.toContain(
      'children',
    );
    expect(visibleElements(definition, household, { has_children: true }).map((e) => e.name)).toContain('children');
    expect(visiblePages(definition, { members: '3' }).map((p) => p.name)).toEqual(['household', 'contact']);
    expect(visiblePages(definition, { members: '8' }).map((p) => p.name)).toEqual(['household', 'large', 'contact']);
  });

  it('checks required, whole numbers, min/max and the constraint on the page shown', () => {
    expect(codes({})).toEqual(['first_name:REQUIRED', 'members:REQUIRED']);
    expect(codes({ first_name: 'Amina', members: '2.5' })).toEqual(['members:NOT_WHOLE_NUMBER']);
    expect(codes({ first_name: 'Amina', members: 'abc' })).toEqual(['members:WRONG_TYPE']);
    expect(codes({ first_name: 'Amina', members: '40' })).toEqual(['members:TOO_LARGE']);
    expect(codes({ first_name: 'Amina', members: '13' })).toEqual(['members:CONSTRAINT_FAILED']);
    expect(codes({ first_name: 'Amina', members: '4', has_children: true })).toEqual(['children:REQUIRED']);
    expect(codes({ first_name: 'Amina', members: '4', has_children: false })).toEqual([]);
  });

  it('checks a pattern, and leaves types the public link cannot take to the server', () => {
    expect(codes({ email: 'a@other.org' }, contact)).toEqual(['email:INVALID_FORMAT']);
    expect(codes({ email: 'a@example.org' }, contact)).toEqual([]);
  });

  it('sends only relevant answers, numbers as numbers, and the server accepts what the page accepts', () => {
    const draft = { first_name: ' Amina ', members: '4', has_children: false, children: '2', shelter: 'tent' };
    const { answers } = relevantAnswers(definition, draft);
    // `children` is hidden (no children) and `shelter` on a page skipped (4 members): neither is sent.
    expect(answers).toEqual({ first_name: 'Amina', members: 4, has_children: false });
    expect(checkAnswers(definition, answers).errors).toEqual([]);
  });
});
