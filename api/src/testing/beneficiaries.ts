// Test-only helpers shared by the beneficiaries suites.
import type { BeneficiaryJson, BeneficiaryListJson } from '@aid/common/beneficiaries';
import type { PageJson } from '@aid/common/rest';
import { ensureMasterList } from '../beneficiaries/master.js';
import type { TestApi } from './harness.js';

/** A page as the API answers it, counted (the suites leave `count` at its default). */
export type Page<T> = PageJson<T> & { totalCount: number };
export type ListPage = Page<BeneficiaryListJson>;
export type BeneficiaryPage = Page<BeneficiaryJson>;

/** A fixture organisation with its master list, as signup makes it (fixtures.account inserts the row only). */
export async function organisation(api: TestApi, name: string): Promise<{ accountId: string; masterId: string }> {
  const { accountId } = await api.fixtures.account(name);
  const masterId = await api.db.transaction((tx) => ensureMasterList(tx, accountId));
  return { accountId, masterId };
}

export const beneficiariesQuery = (listId: string, filter?: unknown, extra = '&first=100') =>
  `/beneficiary-lists/${listId}/beneficiaries?count=true${
    filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ''
  }${extra}`;

export function section(level: 'EVERYTHING' | 'SELECTED', actions: string[], objectIds: string[] = []) {
  return {
    section: [
      {
        name: 'BENEFICIARY_LISTS' as const,
        access: Object.fromEntries(actions.map((a) => [a, { accessLevel: level, objectIds }])),
      },
    ],
  };
}
