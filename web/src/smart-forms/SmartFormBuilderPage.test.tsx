// The builder with a mocked gateway: adding, editing and moving an element from the keyboard-usable outline, saving
// the whole definition, a refusal marking its element, the preview applying relevance live, and publishing only
// after a confirmation.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MeProvider } from '../accounts/me.js';
import type { SmartFormDefinitionInput, UpdateSmartFormMutationVariables } from '../generated/graphql.js';
import { meFixture } from '../test/fixtures.js';
import { renderWithProviders } from '../test/helpers.js';
import { builderForm, smartFormAnswer, targetListAnswer } from '../test/smartForms.js';
import { definitionFromGraphql } from './model.js';
import { PublishSmartFormDocument, UpdateSmartFormDocument } from './operations.js';
import { SmartFormBuilderPage } from './SmartFormBuilderPage.js';

// The real drawing, watched: the QR code must carry the full public URL.
const qrcode = vi.hoisted(() => ({ drawn: [] as string[] }));
vi.mock('qrcode', async (importOriginal) => {
  const real = await importOriginal<typeof import('qrcode')>();
  return {
    ...real,
    toDataURL: (text: string, options: import('qrcode').QRCodeToDataURLOptions) => {
      qrcode.drawn.push(text);
      return real.toDataURL(text, options);
    },
  };
});

function renderBuilder(mocks: MockLink.MockedResponse[], form = builderForm()) {
  renderWithProviders(
    <MeProvider me={meFixture()}>
      <Routes>
        <Route path="/smart-forms/:smartFormId" element={<SmartFormBuilderPage />} />
      </Routes>
    </MeProvider>,
    { url: '/smart-forms/smf--1', mocks: [smartFormAnswer(form), targetListAnswer, ...mocks] },
  );
  return userEvent.setup();
}

const outlineNames = () => screen.getAllByTestId('builder-element').map((row) => row.getAttribute('data-element-name'));

const rowOf = (name: string) =>
  screen.getAllByTestId('builder-element').find((row) => row.getAttribute('data-element-name') === name) as HTMLElement;

/** updateSmartForm answering `answer(definition sent)`; the variables it was called with land in `sent`. */
function updateMock(answer: (definition: SmartFormDefinitionInput) => Record<string, unknown>) {
  const sent: UpdateSmartFormMutationVariables[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: UpdateSmartFormDocument,
      variables: (variables: UpdateSmartFormMutationVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result: (variables: UpdateSmartFormMutationVariables) => ({
      data: { updateSmartForm: { __typename: 'SmartFormResult', ...answer(variables.input.definition as never) } },
    }),
  } as MockLink.MockedResponse;
  return { mock, sent };
}

describe('SmartFormBuilderPage', () => {
  it('adds an element, edits its label, moves it up and saves the whole definition', async () => {
    const update = updateMock((definition) => {
      const saved = definitionFromGraphql({ ...definition, pages: definition.pages as never });
      return {
        smartForm: builderForm({ updatedAt: '2026-11-23T09:00:00.000Z' }, saved),
        code: null,
        message: null,
        words: null,
        fieldErrors: [],
      };
    });
    const user = renderBuilder([update.mock]);
    expect(await screen.findByTestId('builder-form-name')).toBeTruthy();
    expect(outlineNames()).toEqual(['has_children', 'children']);

    await user.click(screen.getByTestId('builder-add-element'));
    const picker = await screen.findByTestId('element-type-picker');
    expect(within(picker).getAllByRole('button')).toHaveLength(16);
    await user.click(within(picker).getByRole('button', { name: 'Text' }));
    expect(outlineNames()).toEqual(['has_children', 'children', 'text_1']);
    // The new element is selected: its editor is open.
    const editor = await screen.findByTestId('element-editor');
    expect(editor.getAttribute('data-element-name')).toBe('text_1');
    await user.type(within(editor).getByTestId('element-label'), 'Name of the head of household');
    expect(within(rowOf('text_1')).getByTestId('builder-element-title').textContent).toBe(
      'Name of the head of household',
    );

    await user.click(within(rowOf('text_1')).getByRole('button', { name: 'Move text_1 up' }));
    expect(outlineNames()).toEqual(['has_children', 'text_1', 'children']);
    expect(screen.getByTestId('builder-unsaved')).toBeTruthy();

    await user.click(screen.getByTestId('builder-save'));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    const [call] = update.sent;
    expect(call?.id).toBe('smf--1');
    const elements = call?.input.definition?.pages[0]?.elements ?? [];
    expect(elements.map((e) => e.name)).toEqual(['has_children', 'text_1', 'children']);
    expect(elements[1]).toMatchObject({
      type: 'TEXT',
      label: [{ language: 'en', text: 'Name of the head of household' }],
      required: false,
      beneficiaryField: null,
      property: null,
    });
    expect(JSON.stringify(call)).not.toContain('__typename');
    expect(screen.queryByTestId('builder-unsaved')).toBeNull();
  });

  it('marks the element a refusal names and shows the problem next to its field', async () => {
    const update = updateMock(() => ({
      smartForm: null,
      code: 'VALIDATION_FAILED',
      message: 'The definition has 1 problem',
      words: null,
      fieldErrors: [
        {
          __typename: 'FieldError',
          field: 'definition.pages.0.elements.1.relevant',
          code: 'FORWARD_REFERENCE',
          params: [
            { __typename: 'ErrorParam', name: 'name', value: `\${household_size}` },
            { __typename: 'ErrorParam', name: 'element', value: 'children' },
          ],
          message: `refers to \${household_size}, which does not come before children`,
        },
      ],
    }));
    const user = renderBuilder([update.mock]);
    await screen.findByTestId('builder-form-name');
    // A change to the first element, so there is something to save.
    await user.type(screen.getByTestId('element-hint'), 'Anyone under 18');
    await user.click(screen.getByTestId('builder-save'));

    expect((await screen.findByTestId('builder-save-error')).textContent).toContain('one problem is marked below');
    expect(rowOf('children').getAttribute('data-problem')).toBe('true');
    expect(within(rowOf('children')).getByTestId('builder-problem-mark')).toBeTruthy();
    expect(rowOf('has_children').getAttribute('data-problem')).toBe('false');

    await user.click(within(rowOf('children')).getByTestId('builder-element-select'));
    const relevant = within(screen.getByTestId('element-editor')).getByTestId('element-relevant');
    expect(relevant.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(`Refers to \${household_size}, which does not come before children.`)).toBeTruthy();
  });

  it('shows the preview on a phone-width frame, hiding an element while its relevance is false', async () => {
    const user = renderBuilder([]);
    await screen.findByTestId('builder-form-name');
    await user.click(screen.getByTestId('builder-tab-preview'));
    const frame = await screen.findByTestId('preview-frame');
    const shown = () =>
      within(frame)
        .getAllByTestId('preview-element')
        .map((e) => e.getAttribute('data-element-name'));
    expect(shown()).toEqual(['has_children']);
    await user.click(within(frame).getByRole('radio', { name: 'Yes' }));
    expect(shown()).toEqual(['has_children', 'children']);
    expect(within(frame).getByText('How many children?')).toBeTruthy();
    await user.click(within(frame).getByRole('radio', { name: 'No' }));
    expect(shown()).toEqual(['has_children']);
  });

  it('publishes only after confirming, then shows the new version and the public link', async () => {
    const published = vi.fn(() => ({
      data: {
        publishSmartForm: {
          __typename: 'SmartFormResult',
          smartForm: builderForm({
            status: 'PUBLISHED',
            publishedVersion: 1,
            publicPath: '/f/abc123',
            versions: [
              {
                __typename: 'SmartFormVersion',
                version: 1,
                publishedAt: '2026-11-23T10:00:00.000Z',
                publishedBy: 'usr--amina',
              },
            ],
          }),
          code: null,
          message: null,
          words: null,
          fieldErrors: [],
        },
      },
    }));
    const user = renderBuilder([
      { request: { query: PublishSmartFormDocument, variables: { id: 'smf--1' } }, result: published },
    ]);
    await screen.findByTestId('builder-form-name');
    await user.click(screen.getByTestId('builder-publish'));
    const question = await screen.findByTestId('builder-publish-question');
    expect(question.textContent).toContain('version 1');
    expect(published).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('builder-publish-confirm'));

    expect(await screen.findByText('Version 1 published.')).toBeTruthy();
    expect(published).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('builder-status').textContent).toBe('Published');
    expect((screen.getByTestId('builder-public-url') as HTMLInputElement).value).toBe(
      `${window.location.origin}/f/abc123`,
    );
    // The QR code of the full public URL, drawn in the browser, and a way to save it.
    const qr = (await screen.findByTestId('builder-public-qr')) as HTMLImageElement;
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(qr.getAttribute('alt')).toBe('QR code of the public link');
    expect(qrcode.drawn).toEqual([`${window.location.origin}/f/abc123`]);
    const download = screen.getByTestId('builder-public-qr-download');
    expect(download.getAttribute('href')).toBe(qr.getAttribute('src'));
    expect(download.getAttribute('download')).toBe('Household registration-qr.png');
    await user.click(screen.getByTestId('builder-tab-versions'));
    const row = await screen.findByTestId('version-row');
    expect(within(row).getByText('You')).toBeTruthy();
  });

  it('shows no public link and no QR code for a draft', async () => {
    renderBuilder([]);
    await screen.findByTestId('builder-form-name');
    // Long enough for a QR code to be drawn, had the draft asked for one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('builder-public-link')).toBeNull();
    expect(screen.queryByTestId('builder-public-qr')).toBeNull();
  });

  it('asks to save first: Publish waits while the draft has unsaved changes', async () => {
    const user = renderBuilder([]);
    await screen.findByTestId('builder-form-name');
    await user.type(screen.getByTestId('element-hint'), 'x');
    expect((screen.getByTestId('builder-publish') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the form does not exist or may not be seen', async () => {
    renderWithProviders(
      <MeProvider me={meFixture()}>
        <Routes>
          <Route path="/smart-forms/:smartFormId" element={<SmartFormBuilderPage />} />
        </Routes>
      </MeProvider>,
      { url: '/smart-forms/smf--1', mocks: [smartFormAnswer(null)] },
    );
    expect((await screen.findByTestId('smart-form-not-found')).textContent).toBe(
      'This form does not exist, or you may not see it.',
    );
  });
});
