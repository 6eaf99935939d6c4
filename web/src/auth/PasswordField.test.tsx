import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { PasswordField } from './PasswordField.js';

describe('PasswordField', () => {
  it('lets browsers fill the saved password, or offer a new one, and reports what is typed', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <PasswordField label="Password" kind="current" value="" onChange={onChange} />
        <PasswordField label="New password" kind="new" value="" onChange={() => {}} description="At least 8" />
      </>,
    );
    const current = screen.getByLabelText('Password');
    expect(current.getAttribute('type')).toBe('password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    screen.getByText('At least 8');
    fireEvent.change(current, { target: { value: 'secret' } });
    expect(onChange).toHaveBeenCalledWith('secret');
  });
});
