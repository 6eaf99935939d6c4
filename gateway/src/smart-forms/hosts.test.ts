// Which hosts show smart forms: SMART_FORMS_HOSTS read as patterns, matched against the Host without its port.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SMART_FORMS_HOSTS, parseSmartFormsHosts, smartFormsHostAllowed } from './hosts.js';

describe('parseSmartFormsHosts', () => {
  it('reads the default when unset, nothing when empty, and trims the patterns', () => {
    expect(parseSmartFormsHosts(undefined)).toEqual(['localhost', '127.0.0.1', '*staging*']);
    expect(DEFAULT_SMART_FORMS_HOSTS).toBe('localhost,127.0.0.1,*staging*');
    expect(parseSmartFormsHosts('')).toEqual([]);
    expect(parseSmartFormsHosts(' app.example.org , ,*.test ')).toEqual(['app.example.org', '*.test']);
  });
});

describe('smartFormsHostAllowed', () => {
  const defaults = parseSmartFormsHosts(undefined);

  it('shows them in local development and on a staging host by default', () => {
    expect(smartFormsHostAllowed('localhost', defaults)).toBe(true);
    expect(smartFormsHostAllowed('127.0.0.1', defaults)).toBe(true);
    expect(smartFormsHostAllowed('staging.aid.example.org', defaults)).toBe(true);
    expect(smartFormsHostAllowed('aid-staging', defaults)).toBe(true);
  });

  it('hides them elsewhere, including hosts that only contain an allowed name', () => {
    expect(smartFormsHostAllowed('app.aid.example.org', defaults)).toBe(false);
    expect(smartFormsHostAllowed('localhost.example.org', defaults)).toBe(false);
    expect(smartFormsHostAllowed('127.0.0.10', defaults)).toBe(false);
    expect(smartFormsHostAllowed('', defaults)).toBe(false);
    expect(smartFormsHostAllowed(undefined, defaults)).toBe(false);
  });

  it('ignores the port and the case', () => {
    expect(smartFormsHostAllowed('localhost:4100', defaults)).toBe(true);
    expect(smartFormsHostAllowed('STAGING.Aid.Example.ORG:443', defaults)).toBe(true);
    expect(smartFormsHostAllowed('[::1]:4100', ['[::1]'])).toBe(true);
    expect(smartFormsHostAllowed('App.Example.org', ['app.EXAMPLE.org'])).toBe(true);
  });

  it('reads * as any run of characters and every other character as itself', () => {
    expect(smartFormsHostAllowed('forms.example.org', ['*.example.org'])).toBe(true);
    expect(smartFormsHostAllowed('example.org', ['*.example.org'])).toBe(false);
    expect(smartFormsHostAllowed('anything.at.all', ['*'])).toBe(true);
    // A dot is a dot, not "any character"; nor is any other regular-expression character special.
    expect(smartFormsHostAllowed('app-example.org', ['app.example.org'])).toBe(false);
    expect(smartFormsHostAllowed('a', ['a+'])).toBe(false);
  });

  it('shows them nowhere when no pattern is given', () => {
    expect(smartFormsHostAllowed('localhost', [])).toBe(false);
  });
});
