// pageDocs: the documentation of a page a route answers itself, named from the item and, unless told, its filter.
import { ENTITLEMENT_LIST } from '@aid/common/distributions';
import { describe, expect, it } from 'vitest';
import { listParameters, pageDocs, pageSchema, ref } from './openapi.js';

describe('pageDocs', () => {
  it('documents the list parameters, the page and the filter components named after the item', () => {
    const docs = pageDocs(ENTITLEMENT_LIST, 'Entitlement');
    expect(docs.parameters).toEqual(listParameters(ENTITLEMENT_LIST, 'EntitlementFilter'));
    expect(docs.response).toEqual({ description: 'A page.', schema: ref('EntitlementPage') });
    expect(Object.keys(docs.schemas)).toEqual(['EntitlementPage', 'EntitlementFilter', 'EntitlementFilterCondition']);
    expect(docs.schemas.EntitlementPage).toEqual(pageSchema('Entitlement'));
  });

  it('takes another filter name, leaves out parameters, adds the route’s own and its own page', () => {
    const page = { type: 'object' as const };
    const docs = pageDocs(ENTITLEMENT_LIST, 'Row', {
      filter: 'Entitlement',
      without: ['ids'],
      more: [{ name: 'cursor', in: 'query', schema: { type: 'string' } }],
      page,
    });
    const names = docs.parameters.map((p) => p.name);
    expect(names).not.toContain('ids');
    expect(names.at(-1)).toBe('cursor');
    expect(Object.keys(docs.schemas)).toEqual(['RowPage', 'EntitlementFilter', 'EntitlementFilterCondition']);
    expect(docs.schemas.RowPage).toBe(page);
  });
});
