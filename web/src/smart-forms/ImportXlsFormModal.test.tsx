// "Import XLSForm" against a stubbed network: the workbook goes up through /api/files, the import names it with the
// chosen list, and what the workbook held that the form could not is shown row by row before the builder opens.
import type { XlsFormReportEntry } from '@aid/common/smart-forms';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { LIST_ID, targetListsAnswer } from '../test/smartForms.js';
import { ImportXlsFormModal, XLSFORM_IMPORT_PATH } from './ImportXlsFormModal.js';

afterEach(() => vi.restoreAllMocks());

const made = { smartFormId: 'smf--kobo', formName: 'Kobo household' };

function stubNetwork(unsupported: XlsFormReportEntry[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (path) => {
    if (path === '/api/files') {
      return new Response(JSON.stringify({ fileId: 'fil--1', fileName: 'household.xlsx', sizeBytes: 10 }), {
        status: 201,
      });
    }
    return new Response(JSON.stringify({ smartForm: made, report: { unsupported } }), { status: 201 });
  });
}

async function importWorkbook() {
  const onOpen = vi.fn();
  renderWithProviders(<ImportXlsFormModal onClose={() => {}} onOpen={onOpen} />, {
    mocks: [targetListsAnswer],
    session: testSession({ tokens: fakeTokens(Date.now() + 3_600_000) }),
  });
  const user = userEvent.setup();
  await user.upload(screen.getByTestId('xlsform-file'), new File(['xlsx'], 'household.xlsx'));
  const select = await screen.findByTestId('smart-form-target-list-select');
  await vi.waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
  await user.selectOptions(select, LIST_ID);
  await user.click(screen.getByTestId('xlsform-submit'));
  return { onOpen, user };
}

describe('ImportXlsFormModal', () => {
  it('uploads the workbook, imports it for the chosen list, and shows every unsupported row before opening', async () => {
    const fetchMock = stubNetwork([
      {
        sheet: 'survey',
        row: 12,
        column: null,
        value: 'calculate',
        code: 'UNSUPPORTED_TYPE',
        reason: 'calculate rows compute a value: not supported',
      },
      {
        sheet: 'survey',
        row: 20,
        column: 'type',
        value: 'begin_repeat',
        code: 'IN_REPEAT',
        reason: 'repeat groups are not supported',
      },
    ]);
    const { onOpen, user } = await importWorkbook();
    const rows = await screen.findAllByTestId('xlsform-report-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Sheet survey, row 12')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Question type not supported')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('repeat groups are not supported')).toBeTruthy();
    expect(screen.getByTestId('xlsform-report-intro').textContent).toContain('2 rows or rules');

    const [, importCall] = fetchMock.mock.calls;
    expect(importCall?.[0]).toBe(XLSFORM_IMPORT_PATH);
    expect(JSON.parse(String(importCall?.[1]?.body))).toEqual({ fileId: 'fil--1', targetListId: LIST_ID });
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('xlsform-open'));
    expect(onOpen).toHaveBeenCalledWith(made);
  });

  it('opens the form at once when the workbook held nothing unsupported', async () => {
    stubNetwork([]);
    const { onOpen } = await importWorkbook();
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledWith(made));
    expect(screen.queryByTestId('xlsform-report')).toBeNull();
  });

  it("shows the server's refusal of a broken workbook", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (path) =>
      path === '/api/files'
        ? new Response(JSON.stringify({ fileId: 'fil--1', fileName: 'x.xlsx', sizeBytes: 1 }), { status: 201 })
        : new Response(
            JSON.stringify({
              message: 'Sheet "survey", row 7: unknown question type "ranking" (and 1 more problem)',
              code: 'VALIDATION_FAILED',
              words: null,
              fieldErrors: [
                {
                  field: 'fileId',
                  code: 'INVALID_VALUE',
                  params: { sheet: 'survey', row: 7 },
                  message: 'Sheet "survey", row 7: unknown question type "ranking"',
                },
                {
                  field: 'fileId',
                  code: 'INVALID_VALUE',
                  params: { sheet: 'survey', row: 9 },
                  message: 'Sheet "survey", row 9: select_one lists no list',
                },
              ],
            }),
            { status: 422 },
          ),
    );
    const { onOpen } = await importWorkbook();
    expect((await screen.findByTestId('xlsform-problem')).textContent).toContain('unknown question type "ranking"');
    expect(
      within(screen.getByTestId('xlsform-problem-places'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sheet "survey", row 7: unknown question type "ranking"',
      'Sheet "survey", row 9: select_one lists no list',
    ]);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
