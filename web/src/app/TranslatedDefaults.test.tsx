import { Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { TranslatedDefaults } from './TranslatedDefaults.js';

describe('TranslatedDefaults', () => {
  it('names the close button of every modal in the current language (WCAG 4.1.2)', async () => {
    renderWithProviders(
      <TranslatedDefaults>
        <Modal opened onClose={() => undefined} title="Invite a user">
          body
        </Modal>
      </TranslatedDefaults>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
