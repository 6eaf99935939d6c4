// REST client of the accounts domain: the signed-in user (GET /me) and their profile, users by id
// (GET /users?ids=), and the current organisation with its settings and sub-accounts.
import type {
  CreateSubAccountInput,
  UpdateOrganizationInput,
  UpdateOrganizationSettingsInput,
  UpdateProfileInput,
} from '@aid/common/accounts';
import type DataLoader from 'dataloader';
import type { RestClient } from '../rest/client.js';
import { batchLoader } from '../rest/loader.js';
import type { MeRecord, OrganizationRecord, SubAccountRecord, UserRecord } from './types.js';

export class AccountsClient {
  readonly #rest: RestClient;
  readonly #onMe: (me: MeRecord) => void;
  #me: Promise<MeRecord> | undefined;
  #organization: Promise<OrganizationRecord> | undefined;
  readonly users: DataLoader<string, UserRecord | null>;

  constructor(rest: RestClient, onMe: (me: MeRecord) => void = () => {}) {
    this.#rest = rest;
    this.#onMe = onMe;
    this.users = batchLoader<UserRecord>(rest, '/users', (user) => user.userId);
  }

  /**
   * The caller's profile, memberships and effective permissions, fetched at most once per request (and not at all
   * when the permission cache answers): the permission checks, the current account and the `me` field read it.
   */
  me(): Promise<MeRecord> {
    this.#me ??= this.#rest.get<MeRecord>('/me', undefined, 'requested').then((me) => {
      this.users.prime(me.user.userId, me.user);
      this.#onMe(me);
      return me;
    });
    return this.#me;
  }

  user(userId: string | null | undefined): Promise<UserRecord | null> | null {
    return userId ? this.users.load(userId) : null;
  }

  /** The signed-in user's own profile; the answer is the whole profile, as GET /me. */
  updateProfile(input: UpdateProfileInput): Promise<MeRecord> {
    return this.#rest.patch<MeRecord>('/me', input);
  }

  removeProfileImage(): Promise<MeRecord> {
    return this.#rest.request<MeRecord>('DELETE', '/me/profile-image');
  }

  /**
   * Not fed to the permission cache: its key is the account the browser asked for, and this answer acts in another.
   * The API decides with the memberships alone, so the browser's x-accountid is passed as sent (no GET /me first).
   */
  switchOrganization(accountId: string): Promise<MeRecord> {
    return this.#rest.request<MeRecord>('PUT', '/me/default-account', { body: { accountId }, account: 'requested' });
  }

  /** The current organisation, fetched at most once per request. */
  organization(): Promise<OrganizationRecord> {
    this.#organization ??= this.#rest.get<OrganizationRecord>('/organization');
    return this.#organization;
  }

  updateOrganization(input: UpdateOrganizationInput): Promise<OrganizationRecord> {
    return this.#rest.patch<OrganizationRecord>('/organization', input);
  }

  updateOrganizationSettings(input: UpdateOrganizationSettingsInput): Promise<OrganizationRecord> {
    return this.#rest.patch<OrganizationRecord>('/organization/settings', input);
  }

  removeLogo(): Promise<OrganizationRecord> {
    return this.#rest.request<OrganizationRecord>('DELETE', '/organization/logo');
  }

  createSubAccount(input: CreateSubAccountInput): Promise<SubAccountRecord> {
    return this.#rest.post<SubAccountRecord>('/organization/sub-accounts', input);
  }
}
