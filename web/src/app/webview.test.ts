import { describe, expect, it } from 'vitest';
import { activeTrail, webviewBackTarget, webviewFromSearch, webviewTitle } from './webview.js';

const programTrail = [
  { label: 'Programs', path: '/programs' },
  { label: 'Clean Water 2026', path: '/programs/prg--1/view' },
];

describe('webview login mode', () => {
  it('is switched on by webview=true and off by webview=false', () => {
    expect(webviewFromSearch('?webview=true')).toBe(true);
    expect(webviewFromSearch('?redirect=%2Fprograms&webview=false')).toBe(false);
    expect(webviewFromSearch('?redirect=%2Fprograms')).toBeNull();
  });

  it('titles the header from the path', () => {
    expect(webviewTitle('/programs', [])).toBe('programs');
    expect(webviewTitle('/beneficiary-lists', [])).toBe('beneficiaryManagement');
    expect(webviewTitle('/security', [])).toBe('security');
    expect(webviewTitle('/users', [])).toBe('users');
    expect(webviewTitle('/reconciliation', [])).toBe('reconciliation');
    expect(webviewTitle('/profile/view', [])).toBe('profileAndOrganizations');
    expect(webviewTitle('/organizations', [])).toBe('profileAndOrganizations');
    expect(webviewTitle('/vouchers', [])).toBeNull();
  });

  it('titles the header from the root of the breadcrumb trail when the trail is this page', () => {
    const trail = [
      { label: 'Users', path: '/users' },
      { label: 'Amina', path: '/people/usr--1' },
    ];
    expect(webviewTitle('/people/usr--1', trail)).toBe('users');
    // A trail left by another page is ignored.
    expect(activeTrail('/security', programTrail)).toEqual([]);
    expect(webviewTitle('/security', programTrail)).toBe('security');
  });

  it('goes back to the parent crumb when deeper than one, else to /goBack', () => {
    expect(webviewBackTarget('/programs/prg--1/view', programTrail)).toBe('/programs');
    const three = [...programTrail, { label: 'Distribution', path: '/programs/prg--1/dis--1' }];
    expect(webviewBackTarget('/programs/prg--1/dis--1', three)).toBe('/programs/prg--1/view');
    expect(webviewBackTarget('/programs', [{ label: 'Programs', path: '/programs' }])).toBe('/goBack');
    expect(webviewBackTarget('/programs', [])).toBe('/goBack');
    expect(webviewBackTarget('/security', programTrail)).toBe('/goBack');
  });
});
