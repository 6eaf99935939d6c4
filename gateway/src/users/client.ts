// REST client of user management: the organisation's members (GET /members, by-id look-ups batched), invitations,
// changes to a member, and the caller's MFA state read again (POST /me/mfa-status).
import type { InviteUserInput, MfaSettingsJson, UpdateUserRolesInput } from '@aid/common/users';
import type DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { idPath, type RestClient } from '../rest/client.js';
import { type Connection, fetchConnection, type ListArgs } from '../rest/connection.js';
import { batchLoader } from '../rest/loader.js';
import type { UserAccountRecord } from './types.js';

export class UsersClient {
  readonly #rest: RestClient;
  readonly byId: DataLoader<string, UserAccountRecord | null>;

  constructor(rest: RestClient) {
    this.#rest = rest;
    this.byId = batchLoader<UserAccountRecord>(rest, '/members', (member) => member.userId);
  }

  async list(args: ListArgs, info: GraphQLResolveInfo): Promise<Connection<UserAccountRecord>> {
    const { connection, page } = await fetchConnection<UserAccountRecord>(this.#rest, '/members', args, info);
    for (const member of page.items) this.byId.prime(member.userId, member);
    return connection;
  }

  async invite(input: InviteUserInput): Promise<UserAccountRecord> {
    return this.#remember(await this.#rest.post<UserAccountRecord>('/members', input));
  }

  async resendInvitation(userId: string): Promise<UserAccountRecord> {
    return this.#remember(
      await this.#rest.post<UserAccountRecord>(`${idPath('/members', userId)}/resend-invitation`, {}),
    );
  }

  async updateRoles(userId: string, input: UpdateUserRolesInput): Promise<UserAccountRecord> {
    const path = `${idPath('/members', userId)}/roles`;
    return this.#remember(await this.#rest.request<UserAccountRecord>('PUT', path, { body: input }));
  }

  async disable(userId: string): Promise<UserAccountRecord> {
    return this.#remember(await this.#rest.post<UserAccountRecord>(`${idPath('/members', userId)}/disable`, {}));
  }

  async enable(userId: string): Promise<UserAccountRecord> {
    return this.#remember(await this.#rest.post<UserAccountRecord>(`${idPath('/members', userId)}/enable`, {}));
  }

  async remove(userId: string): Promise<{ userId: string }> {
    const removed = await this.#rest.request<{ userId: string }>('DELETE', idPath('/members', userId));
    this.byId.clear(removed.userId);
    return removed;
  }

  /** Needs no usable membership: a member DISABLED (MFA) calls it to get out of that state. */
  refreshMfaStatus(): Promise<MfaSettingsJson> {
    return this.#rest.request<MfaSettingsJson>('POST', '/me/mfa-status', { body: {}, account: 'requested' });
  }

  #remember(member: UserAccountRecord): UserAccountRecord {
    this.byId.clear(member.userId).prime(member.userId, member);
    return member;
  }
}
