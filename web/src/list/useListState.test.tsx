import { ACTIVITY_LOG_LIST } from '@aid/common/activity';
import type { FieldSet, ListDeclaration } from '@aid/common/fields';
import { PROGRAM_LIST } from '@aid/common/programs';
import { act, renderHook } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testWrapper } from '../test/helpers.js';
import { pageVariables, useListState } from './useListState.js';

function renderListOf<F extends FieldSet>(declaration: ListDeclaration<F>, url: string) {
  const { result, rerender } = renderHook(
    () => ({ list: useListState(declaration), location: useLocation(), navigate: useNavigate() }),
    { wrapper: testWrapper({ url }) },
  );
  const search = () => new URLSearchParams(result.current.location.search);
  return { result, rerender, search };
}
const renderList = (url: string) => renderListOf(PROGRAM_LIST, url);

const eur = {
  connector: 'AND' as const,
  conditions: [{ field: 'CURRENCY' as const, operator: 'EQUAL' as const, value: 'EUR' }],
};
const query = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));

describe('useListState: filter, sort and page in the URL', () => {
  it('starts on the first page, in the default order, unfiltered; offers the sorts the list declares', () => {
    const { result } = renderList('/programs?sort=BOGUS');
    expect(result.current.list).toMatchObject({ filter: undefined, sort: 'CREATED_AT_NEWEST', page: 1 });
    expect(result.current.list.sorts).toEqual([
      'CREATED_AT_NEWEST',
      'CREATED_AT_OLDEST',
      'UPDATED_AT_NEWEST',
      'UPDATED_AT_OLDEST',
      'NAME',
      'STATUS',
      'TYPE',
    ]);
    expect(renderListOf(ACTIVITY_LOG_LIST, '/activity-logs?sort=NAME').result.current.list).toMatchObject({
      sort: 'CREATED_AT_NEWEST',
      sorts: ['CREATED_AT_NEWEST', 'CREATED_AT_OLDEST'],
    });
  });

  it('reads the filter, sort and page the URL holds; the filter keeps its identity until the URL changes', () => {
    const { result, rerender } = renderList(`/programs?filter=${query(eur)}&sort=NAME&after=c20&page=2`);
    expect(result.current.list).toMatchObject({ filter: eur, sort: 'NAME', after: 'c20', before: null, page: 2 });
    const filter = result.current.list.filter;
    rerender();
    expect(result.current.list.filter).toBe(filter);
    // Both cursors (a hand-made URL): forwards wins.
    expect(renderList('/programs?after=a&before=b').result.current.list).toMatchObject({ after: 'a', before: null });
  });

  it('a new filter or sort starts from the first page and keeps keys it does not own', () => {
    const { result, search } = renderList('/programs?tab=open&after=c20&page=2');
    act(() => result.current.list.setFilter(eur));
    expect(Object.fromEntries(search())).toEqual({ tab: 'open', filter: JSON.stringify(eur) });
    expect(result.current.list.filter).toEqual(eur);

    act(() => result.current.list.next('c20'));
    act(() => result.current.list.setSort('NAME'));
    expect(Object.fromEntries(search())).toEqual({ tab: 'open', filter: JSON.stringify(eur), sort: 'NAME' });
    // The default order is no key at all; no filter neither.
    act(() => result.current.list.setSort('CREATED_AT_NEWEST'));
    act(() => result.current.list.setFilter(undefined));
    expect(Object.fromEntries(search())).toEqual({ tab: 'open' });
  });

  it('pages forwards with `after`, backwards with `before`, and asks for the first page without a cursor', () => {
    const { result, search } = renderList('/programs');
    act(() => result.current.list.next('c20'));
    act(() => result.current.list.next('c40'));
    expect(search().toString()).toBe('after=c40&page=3');
    act(() => result.current.list.previous('c41'));
    expect(search().toString()).toBe('page=2&before=c41');
    expect(result.current.list).toMatchObject({ after: null, before: 'c41', page: 2 });
    act(() => result.current.list.previous('c21'));
    expect(search().toString()).toBe('');
    expect(result.current.list.page).toBe(1);
  });

  it('Back shows the list as it was: every change is a history entry', () => {
    const { result } = renderList('/programs');
    act(() => result.current.list.setFilter(eur));
    act(() => result.current.list.next('c20'));
    act(() => result.current.navigate(-1));
    expect(result.current.list).toMatchObject({ filter: eur, page: 1, after: null });
    act(() => result.current.navigate(-1));
    expect(result.current.list.filter).toBeUndefined();
  });

  it('turns the cursors into connection arguments', () => {
    expect(pageVariables(null, null, 20)).toEqual({ first: 20, after: null, last: null, before: null });
    expect(pageVariables('a', null, 20)).toEqual({ first: 20, after: 'a', last: null, before: null });
    expect(pageVariables(null, 'b', 20)).toEqual({ first: null, after: null, last: 20, before: 'b' });
  });
});
