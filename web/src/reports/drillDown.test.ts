// The URLs a report's figures open: read back as the target list reads its URL (parseFilter over the list's
// declaration), so a URL the list would not understand fails here.
import { BENEFICIARY_LIST } from '@aid/common/beneficiaries';
import { ENTITLEMENT_LIST } from '@aid/common/distributions';
import type { AgeBand } from '@aid/common/reports';
import { describe, expect, it } from 'vitest';
import { parseFilter } from '../list/filter.js';
import {
  ageBandCondition,
  beneficiariesUrl,
  entitlementsUrl,
  genderCondition,
  nationalityCondition,
  yearsBefore,
} from './drillDown.js';

const TODAY = '2026-03-15';

function read(url: string) {
  const parsed = new URL(url, 'http://app');
  return { path: parsed.pathname, filter: parsed.searchParams.get('filter') };
}

describe('age bands as dates of birth', () => {
  it('cuts at the same days as the report’s SQL: a band holds from the day after the next cut-off', () => {
    const bands: Record<AgeBand, unknown> = {
      AGE_0_4: { field: 'DOB', operator: 'BETWEEN', values: ['2021-03-16', '2026-03-15'] },
      AGE_5_17: { field: 'DOB', operator: 'BETWEEN', values: ['2008-03-16', '2021-03-15'] },
      AGE_18_59: { field: 'DOB', operator: 'BETWEEN', values: ['1966-03-16', '2008-03-15'] },
      AGE_60_PLUS: { field: 'DOB', operator: 'LESS_OR_EQUAL', value: '1966-03-15' },
      UNKNOWN: { field: 'DOB', operator: 'NOT_EXISTS' },
    };
    for (const [band, condition] of Object.entries(bands)) {
      expect(ageBandCondition(band as AgeBand, TODAY), band).toEqual(condition);
    }
  });

  it('takes 29 February back to the 28th in a year without one, as PostgreSQL does', () => {
    expect(yearsBefore('2024-02-29', 5)).toBe('2019-02-28');
    expect(yearsBefore('2024-02-29', 4)).toBe('2020-02-29');
  });
});

describe('beneficiariesUrl', () => {
  it('opens the list with the bar’s gender, age band and nationality as the list reads them', () => {
    const url = beneficiariesUrl(
      'bel--1',
      { interval: 'MONTH' },
      [genderCondition('F'), ageBandCondition('AGE_5_17', TODAY), nationalityCondition('SY')],
      TODAY,
    );
    const { path, filter } = read(url);
    expect(path).toBe('/beneficiary-lists/bel--1');
    expect(parseFilter(filter, BENEFICIARY_LIST)).toEqual({
      connector: 'AND',
      conditions: [
        { field: 'GENDER', operator: 'EQUAL', value: 'F' },
        { field: 'DOB', operator: 'BETWEEN', values: ['2008-03-16', '2021-03-15'] },
        { field: 'NATIONALITY', operator: 'EQUAL', value: 'SY' },
      ],
    });
  });

  it('keeps the report’s own filters: its list-engine filter, nationalities, genders, one age band, the period', () => {
    const url = beneficiariesUrl(
      'bel--1',
      {
        nationalities: ['SY', 'LB'],
        genders: ['F'],
        ageBands: ['AGE_60_PLUS'],
        createdFrom: '2026-01-01',
        filter: { connector: 'AND', conditions: [{ field: 'FIRST_NAME', operator: 'CONTAINS', value: 'am' }] },
      },
      [],
      TODAY,
    );
    const filter = parseFilter(read(url).filter, BENEFICIARY_LIST);
    expect(filter?.conditions).toEqual([
      { field: 'FIRST_NAME', operator: 'CONTAINS', value: 'am' },
      expect.objectContaining({ field: 'CREATED_AT', operator: 'GREATER_OR_EQUAL' }),
      { field: 'NATIONALITY', operator: 'IN', values: ['SY', 'LB'] },
      { field: 'GENDER', operator: 'EQUAL', value: 'F' },
      { field: 'DOB', operator: 'LESS_OR_EQUAL', value: '1966-03-15' },
    ]);
  });

  it('leaves out several age bands (a union a flat filter cannot hold) and lets the bar’s band replace the report’s', () => {
    const several = beneficiariesUrl('bel--1', { ageBands: ['AGE_0_4', 'AGE_5_17'] }, [], TODAY);
    expect(read(several).filter).toBeNull();
    const replaced = beneficiariesUrl('bel--1', { ageBands: ['AGE_0_4'] }, [ageBandCondition('AGE_0_4', TODAY)], TODAY);
    expect(parseFilter(read(replaced).filter, BENEFICIARY_LIST)?.conditions).toHaveLength(1);
  });

  it('opens families without a gender or nationality with NOT_EXISTS', () => {
    const url = beneficiariesUrl('bel--1', {}, [genderCondition('UNKNOWN'), nationalityCondition(null)], TODAY);
    expect(parseFilter(read(url).filter, BENEFICIARY_LIST)?.conditions).toEqual([
      { field: 'GENDER', operator: 'NOT_EXISTS' },
      { field: 'NATIONALITY', operator: 'NOT_EXISTS' },
    ]);
  });

  it('drops a report filter of several OR conditions rather than widen it into an AND', () => {
    const url = beneficiariesUrl(
      'bel--1',
      {
        filter: {
          connector: 'OR',
          conditions: [
            { field: 'FIRST_NAME', operator: 'CONTAINS', value: 'a' },
            { field: 'LAST_NAME', operator: 'CONTAINS', value: 'b' },
          ],
        },
      },
      [genderCondition('M')],
      TODAY,
    );
    expect(parseFilter(read(url).filter, BENEFICIARY_LIST)).toEqual({
      connector: 'AND',
      conditions: [{ field: 'GENDER', operator: 'EQUAL', value: 'M' }],
    });
  });
});

describe('entitlementsUrl', () => {
  it('opens the distribution’s page with its entitlements filtered by the payment status', () => {
    const { path, filter } = read(entitlementsUrl('prg--1', 'dis--1', 'COMPLETED'));
    expect(path).toBe('/programs/prg--1/distributions/dis--1');
    expect(parseFilter(filter, ENTITLEMENT_LIST)).toEqual({
      connector: 'AND',
      conditions: [{ field: 'PAYMENT_STATUS', operator: 'EQUAL', value: 'COMPLETED' }],
    });
  });

  it('opens the page alone without a status', () => {
    expect(entitlementsUrl('prg--1', 'dis--1')).toBe('/programs/prg--1/distributions/dis--1');
  });
});
