import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testStore, testWrapper } from '../test/helpers.js';
import { ProfileNumberFormat, useNumberFormat } from './language.js';

const chosen = (numberFormat: string) => ({
  language: { langName: 'en', externalLanguage: 'EN', numberFormat, chosenByUser: true },
});

function formatWith(profileFormat: string | null, store = testStore()) {
  const Wrapper = testWrapper({ store });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      {profileFormat === null ? (
        children
      ) : (
        <ProfileNumberFormat numberFormat={profileFormat}>{children}</ProfileNumberFormat>
      )}
    </Wrapper>
  );
  return renderHook(() => useNumberFormat(), { wrapper }).result.current;
}

describe('useNumberFormat', () => {
  it('is the stored format outside the signed-in shell (the sign-in page)', () => {
    expect(formatWith(null)).toBe('en-US');
  });

  it("is the signed-in user's profile format, the default when the profile has none", () => {
    expect(formatWith('de-DE')).toBe('de-DE');
    expect(formatWith('')).toBe('en-US');
  });

  it('is what the user picked in this browser, over the profile', () => {
    const store = testStore();
    store.set(chosen('fr-FR'));
    expect(formatWith('de-DE', store)).toBe('fr-FR');
  });
});
