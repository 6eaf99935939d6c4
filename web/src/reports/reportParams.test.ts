// A report's filters in the URL: read into the query's input (what the URL cannot mean is dropped), and changed
// without touching other keys.
import { describe, expect, it } from 'vitest';
import { beneficiaryInputOf, changedParams, distributionInputOf, hasFilters } from './reportParams.js';

const params = (query: string) => new URLSearchParams(query);

describe('beneficiaryInputOf', () => {
  it('reads every filter, and MONTH when no interval is given', () => {
    const filter = JSON.stringify({
      connector: 'AND',
      conditions: [{ field: 'GENDER', operator: 'EQUAL', value: 'F' }],
    });
    expect(
      beneficiaryInputOf(
        params(
          `lists=bel--1,bel--2&from=2026-01-01&to=2026-01-31&nationalities=sy,lb&genders=F,M&ages=AGE_0_4&filter=${encodeURIComponent(filter)}`,
        ),
      ),
    ).toEqual({
      listIds: ['bel--1', 'bel--2'],
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
      nationalities: ['SY', 'LB'],
      genders: ['F', 'M'],
      ageBands: ['AGE_0_4'],
      interval: 'MONTH',
      filter: { connector: 'AND', conditions: [{ field: 'GENDER', operator: 'EQUAL', value: 'F' }] },
    });
  });

  it('drops what the URL cannot mean: unknown values, impossible days, a filter the builder could not show', () => {
    expect(
      beneficiaryInputOf(params('genders=X,F,F&ages=OLD&from=2026-02-30&interval=YEAR&filter=%7Bnot-json&lists=,')),
    ).toEqual({ genders: ['F'], interval: 'MONTH' });
  });
});

describe('distributionInputOf', () => {
  it('reads every filter and drops unknown types and statuses', () => {
    expect(
      distributionInputOf(
        params('programs=prg--1&distributions=dis--1&types=CASH,GOLD&statuses=APPROVED&from=2026-01-01&to=2026-02-01'),
      ),
    ).toEqual({
      programIds: ['prg--1'],
      distributionIds: ['dis--1'],
      types: ['CASH'],
      statuses: ['APPROVED'],
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });
});

describe('changedParams', () => {
  it('sets lists comma-joined, removes emptied keys and keeps the others', () => {
    const next = changedParams(params('tab=x&genders=F&from=2026-01-01'), { genders: ['F', 'M'], from: null, to: '' });
    expect(next.toString()).toBe('tab=x&genders=F%2CM');
    expect(changedParams(params('genders=F'), { genders: [] }).toString()).toBe('');
  });
});

describe('hasFilters', () => {
  it('counts filters, not the interval, which only groups the figures', () => {
    expect(hasFilters(params('interval=WEEK'), ['interval', 'genders'])).toBe(false);
    expect(hasFilters(params('genders=F'), ['interval', 'genders'])).toBe(true);
  });
});
