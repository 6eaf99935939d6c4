import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requiredContext } from './requiredContext.js';

const Things = requiredContext<{ name: string }>('useThing', 'ThingProvider');

function Required() {
  return <span data-testid="required">{Things.useRequired().name}</span>;
}

function Optional() {
  return <span data-testid="optional">{Things.useOptional()?.name ?? 'none'}</span>;
}

describe('requiredContext', () => {
  it('gives the provided value to both hooks', () => {
    render(
      <Things.Provider value={{ name: 'Amina' }}>
        <Required />
        <Optional />
      </Things.Provider>,
    );
    expect(screen.getByTestId('required').textContent).toBe('Amina');
    expect(screen.getByTestId('optional').textContent).toBe('Amina');
  });

  it('answers null outside the provider where optional, and names the hook and provider where required', () => {
    render(<Optional />);
    expect(screen.getByTestId('optional').textContent).toBe('none');
    expect(() => render(<Required />)).toThrow('useThing must be used inside ThingProvider');
  });
});
