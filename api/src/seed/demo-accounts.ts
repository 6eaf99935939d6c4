// The demo organisations' profile and settings: a phone number, an address and a currency, as their administrators
// would have entered them. Written only where nothing is set yet, so what people change in the demo stays.
import type { DemoAccountKey } from '@aid/identity';
import { DEMO_ACCOUNTS } from '@aid/identity';
import type { Queryable } from '../db/db.js';

type DemoProfile = {
  phoneNumber: string;
  addressLine: string;
  addressCity: string;
  addressState: string | null;
  addressPostalCode: string | null;
  addressCountryCode: string;
  currency: string;
};

export const DEMO_ACCOUNT_PROFILES: Record<DemoAccountKey, DemoProfile> = {
  relief: {
    phoneNumber: '+254202345678',
    addressLine: 'Riverside Drive 14',
    addressCity: 'Nairobi',
    addressState: 'Nairobi County',
    addressPostalCode: '00100',
    addressCountryCode: 'KE',
    currency: 'KES',
  },
  partner: {
    phoneNumber: '+256414123456',
    addressLine: 'Plot 7, Kampala Road',
    addressCity: 'Kampala',
    addressState: null,
    addressPostalCode: null,
    addressCountryCode: 'UG',
    currency: 'UGX',
  },
};

export async function seedDemoAccountProfiles(tx: Queryable): Promise<void> {
  for (const [key, profile] of Object.entries(DEMO_ACCOUNT_PROFILES) as [DemoAccountKey, DemoProfile][]) {
    await tx.query(
      `UPDATE accounts SET phone_number = $2, address_line = $3, address_city = $4, address_state = $5,
              address_postal_code = $6, address_country_code = $7, currency = $8, details_completed = true
        WHERE account_id = $1 AND phone_number IS NULL AND address_line IS NULL`,
      [
        DEMO_ACCOUNTS[key].accountId,
        profile.phoneNumber,
        profile.addressLine,
        profile.addressCity,
        profile.addressState,
        profile.addressPostalCode,
        profile.addressCountryCode,
        profile.currency,
      ],
    );
  }
}
