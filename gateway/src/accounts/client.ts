// REST client of the accounts domain: the signed-in user (GET /me) and users by id (GET /users?ids=).
import type DataLoader from 'dataloader';
import type { RestClient } from '../rest/client.js';
import { batchLoader } from '../rest/loader.js';
import type { MeRecord, UserRecord } from './types.js';

export class AccountsClient {
  readonly #rest: RestClient;
  readonly #onMe: (me: MeRecord) => void;
  #me: Promise<MeRecord> | undefined;
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
}
