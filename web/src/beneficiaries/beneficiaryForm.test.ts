import { describe, expect, it } from 'vitest';
import { checkBeneficiary, EMPTY_BENEFICIARY } from './beneficiaryForm.js';

describe('checkBeneficiary', () => {
  it('takes a phone number as people write it (00, spaces, dots, dashes, brackets) and sends E.164', () => {
    const check = (phoneNumber: string) =>
      checkBeneficiary({ ...EMPTY_BENEFICIARY, firstName: 'Amina', lastName: 'Yusuf', phoneNumber });
    expect(check('00254 71 2345678').input?.phoneNumber).toBe('+254712345678');
    expect(check('+254 (0)71 234-5678').input?.phoneNumber).toBe('+254712345678');
    expect(check('+254.712.345.678').input?.phoneNumber).toBe('+254712345678');
    // Without a country code the form cannot know the country: refused, with the reason.
    expect(check('0712 345 678').errors).toEqual([
      expect.objectContaining({ field: 'phoneNumber', code: 'INVALID_FORMAT' }),
    ]);
  });
});
