// Component test: the template text editor applies common's placeholder rule as the user types.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useTextBundle } from '../i18n/bundles.js';
import { NOTIFICATIONS_TEXTS } from '../i18n/notifications.js';
import { renderWithProviders } from '../test/helpers.js';
import { markedParts, PlaceholderTextarea } from './PlaceholderTextarea.js';

function Harness({ initial = '' }: { initial?: string }) {
  useTextBundle(NOTIFICATIONS_TEXTS);
  const [value, setValue] = useState(initial);
  return <PlaceholderTextarea label="Message" value={value} onChange={setValue} testId="body" />;
}

describe('PlaceholderTextarea', () => {
  it('underlines and lists an unknown placeholder as it is typed, naming the one to use', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    // `{{` types one literal brace in user-event.
    await user.type(screen.getByTestId('body'), 'Hello {{first_name}, {{first-name}');
    const bad = screen.getAllByTestId('bad-placeholder');
    expect(bad.map((b) => b.textContent)).toEqual(['{first_name}']);
    expect(screen.getByTestId('placeholder-problem').textContent).toBe(
      'Unknown placeholder {first_name}: use {first-name}',
    );
  });

  it('shows no problem for the five allowed placeholders and inserts them at the caret', async () => {
    renderWithProviders(<Harness initial="Hi " />);
    const user = userEvent.setup();
    const area = screen.getByTestId('body') as HTMLTextAreaElement;
    area.setSelectionRange(3, 3);
    await user.click(screen.getByTestId('insert-placeholder-first-name'));
    expect(area.value).toBe('Hi {first-name}');
    expect(screen.queryByTestId('body-problems')).toBeNull();
  });

  it('cuts a text into plain parts and bad tokens in order', () => {
    expect(markedParts('a {x} b {first-name}')).toEqual([
      { text: 'a ', bad: false, start: 0 },
      { text: '{x}', bad: true, start: 2 },
      { text: ' b {first-name}', bad: false, start: 5 },
    ]);
  });
});
