// Component test: the message templates page lists the templates and creates one; the API's refusal of a text
// lands on the text field with its message.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { MessageTemplatesPage } from './MessageTemplatesPage.js';
import { CreateMessageTemplateDocument, MessageTemplatesDocument } from './templateDocuments.js';

const list = (languages: string[]) => ({
  request: { query: MessageTemplatesDocument },
  result: {
    data: {
      messageTemplates: {
        __typename: 'MessageTemplateConnection',
        totalCount: languages.length,
        edges: languages.map((language) => ({
          __typename: 'MessageTemplateEdge',
          node: {
            __typename: 'MessageTemplate',
            templateId: `tpl--${language}`,
            language,
            channel: 'SMS',
            subject: null,
            body: 'Hello {first-name}',
            isDefaultLanguage: language === 'en',
            updatedAt: '2026-11-23T09:00:00.000Z',
          },
        })),
      },
      notificationSettings: { __typename: 'NotificationSettings', defaultLanguage: 'en' },
    },
  },
});

const created = (result: Record<string, unknown>) => ({
  request: {
    query: CreateMessageTemplateDocument,
    variables: { input: { language: 'fr', channel: 'SMS', subject: null, body: 'Bonjour {first-name}' } },
  },
  result: {
    data: {
      createMessageTemplate: {
        __typename: 'MessageTemplateResult',
        messageTemplate: null,
        code: null,
        message: null,
        words: null,
        fieldErrors: [],
        ...result,
      },
    },
  },
});

async function createFrench() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('create-template'));
  await user.type(await screen.findByTestId('template-language'), 'fr');
  await user.type(screen.getByTestId('template-body'), 'Bonjour {{first-name}');
  await user.click(screen.getByTestId('save-template'));
}

describe('MessageTemplatesPage', () => {
  it('lists the templates and creates a French one', async () => {
    renderWithProviders(<MessageTemplatesPage />, {
      mocks: [
        list(['en']),
        created({ messageTemplate: { __typename: 'MessageTemplate', templateId: 'tpl--fr' } }),
        list(['en', 'fr']),
      ],
    });
    expect((await screen.findAllByTestId('template-row')).length).toBe(1);
    await createFrench();
    expect(await screen.findByText('Template saved.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('template-row').length).toBe(2));
  });

  it('shows the API’s field error on the text', async () => {
    renderWithProviders(<MessageTemplatesPage />, {
      mocks: [
        list([]),
        created({
          code: 'VALIDATION_FAILED',
          message: 'Invalid template',
          words: null,
          fieldErrors: [{ __typename: 'FieldError', field: 'body', message: 'A template for fr and SMS exists' }],
        }),
      ],
    });
    expect(await screen.findByTestId('templates-empty')).toBeTruthy();
    await createFrench();
    expect(await screen.findByText('A template for fr and SMS exists')).toBeTruthy();
  });
});
