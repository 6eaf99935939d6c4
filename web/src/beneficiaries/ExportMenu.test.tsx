// Component test: "Export" downloads the whole list with the filter and sort of the URL, as the signed-in user
// (fetch is stubbed: the API and Playwright suites run the real export route).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { ExportMenu } from './ExportMenu.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const filter = {
  connector: 'AND' as const,
  conditions: [
    { field: 'LAST_NAME' as const, operator: 'CONTAINS' as const, value: 'yus' },
    { field: 'GENDER' as const, operator: 'EQUAL' as const, value: 'F' },
  ],
};

function renderMenu() {
  renderWithProviders(<ExportMenu listId="bel--winter" listName="Winter kits" />, {
    url: `/beneficiary-lists/bel--winter?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=NAME`,
    session: testSession({ tokens: fakeTokens(Date.now() + 3_600_000) }),
  });
  return userEvent.setup();
}

describe('ExportMenu', () => {
  it.each([
    ['CSV (comma-separated)', '/api/beneficiary-lists/bel--winter/export.csv'],
    ['Excel workbook (XLSX)', '/api/beneficiary-lists/bel--winter/export.xlsx'],
  ])('downloads %s with the filter and sort on screen', async (item, path) => {
    const fetchMock = vi.fn(async () => new Response('\uFEFFfirstName,lastName\r\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = renderMenu();
    await user.click(screen.getByTestId('list-export'));
    await user.click(await screen.findByRole('menuitem', { name: item }));

    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const asked = new URL(url, 'http://app.test');
    expect(asked.pathname).toBe(path);
    expect(JSON.parse(asked.searchParams.get('filter') ?? '')).toEqual(filter);
    expect(asked.searchParams.get('sort')).toBe('NAME');
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when the export is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'You may not export this list' }), { status: 403 })),
    );
    const user = renderMenu();
    await user.click(screen.getByTestId('list-export'));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (comma-separated)' }));
    expect((await screen.findByTestId('alert-error')).textContent).toContain('You may not export this list');
  });
});
