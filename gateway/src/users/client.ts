// REST client of user management: the organisation's members (GET /members, by-id look-ups batched), invitations,
// changes to a member, and the caller's MFA state read again (POST /me/mfa-status).
import type { InviteUserInput, MfaSettingsJson, UpdateUserRolesInput } from '@aid/common/users';
import type { GraphQLResolveInfo } from 'graphql';
import { idPath, type RestClient } from '../rest/client.js';
import type { Connection, ListArgs } from '../rest/connection.js';
import { RecordClient } from '../rest/loader.js';
import type { UserAccountRecord } from './types.js';

export class UsersClient extends RecordClient<UserAccountRecord> {
  constructor(rest: RestClient) {
    super(rest, '/members', (member) => member.userId);
  }

  list(args: ListArgs, info: GraphQLResolveInfo): Promise<Connection<UserAccountRecord>> {
    return this.byId.connection('/members', args, info);
  }

  async invite(input: InviteUserInput): Promise<UserAccountRecord> {
    return this.byId.remember(await this.rest.post<UserAccountRecord>('/members', input));
  }

  async resendInvitation(userId: string): Promise<UserAccountRecord> {
    return this.byId.remember(
      await this.rest.post<UserAccountRecord>(`${idPath('/members', userId)}/resend-invitation`, {}),
    );
  }

  async updateRoles(userId: string, input: UpdateUserRolesInput): Promise<UserAccountRecord> {
    const path = `${idPath('/members', userId)}/roles`;
    return this.byId.remember(await this.rest.request<UserAccountRecord>('PUT', path, { body: input }));
  }

  async disable(userId: string): Promise<UserAccountRecord> {
    return this.byId.remember(await this.rest.post<UserAccountRecord>(`${idPath('/members', userId)}/disable`, {}));
  }

  async enable(userId: string): Promise<UserAccountRecord> {
    return this.byId.remember(await this.rest.post<UserAccountRecord>(`${idPath('/members', userId)}/enable`, {}));
  }

  async remove(userId: string): Promise<{ userId: string }> {
    const removed = await this.rest.request<{ userId: string }>('DELETE', idPath('/members', userId));
    this.byId.clear(removed.userId);
    return removed;
  }

  /** Needs no usable membership: a member DISABLED (MFA) calls it to get out of that state. */
  refreshMfaStatus(): Promise<MfaSettingsJson> {
    return this.rest.request<MfaSettingsJson>('POST', '/me/mfa-status', { body: {}, account: 'requested' });
  }
}
