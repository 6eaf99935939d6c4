// The user-management routes (members of the current organisation, by user id) and POST /me/mfa-status.

import type { AccessTokenVerifier } from '@aid/common/auth';
import {
  inviteUserSchema,
  mfaSettingsJsonSchema,
  updateUserRolesSchema,
  userAccountJsonSchema,
} from '@aid/common/users';
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { tokenContext } from '../auth/context.js';
import { authenticate, requestedAccountId, sitePathOf } from '../auth/middleware.js';
import type { Db } from '../db/db.js';
import { json, type Response as OpenApiResponse, ref } from '../http/openapi.js';
import { defineListRoute, defineRoute, idParamSpec, routerOf } from '../http/route.js';
import { viewScope } from './access.js';
import type { IdentityAdmin } from './identity-admin.js';
import { type InvitationDeps, inviteUser, resendInvitation } from './invitations.js';
import { refreshMfaStatus } from './mfa.js';
import { MEMBERS, toUserAccountJson } from './model.js';
import { disableUser, enableUser, removeUser, updateUserRoles } from './service.js';

export type UsersDeps = InvitationDeps & {
  db: Db;
  verifier: AccessTokenVerifier;
  member: RequestHandler;
  identity?: IdentityAdmin | undefined;
};

const BY_PERSON =
  'A partner key is refused (403): members are managed by people. SELECTED access reaches only the user ids it names.';
const LOGGED = 'Writes an activity-log row (object MEMBERSHIP, id = the user id).';
const memberId = { id: { ...idParamSpec, description: "The member's user id (usr--…)." } };
const notAMember = 'No such member (a person) in this organisation (code NOT_FOUND).';
const lastAdmin =
  'The change would leave no ACTIVE administrator, or the member is in the wrong status for it (code CONFLICT).';

/** One change to a member: same answer and refusals, its own words. */
function memberChange(
  operationId: string,
  summary: string,
  description: string,
  errors: Record<string, string | OpenApiResponse> = {},
) {
  return {
    operationId,
    summary,
    description: `${description} ${BY_PERSON} ${LOGGED}`,
    params: memberId,
    response: { description: 'The member after the change.', schema: userAccountJsonSchema },
    errors: { '404': notAMember, ...errors },
  };
}

export function usersRouter(deps: UsersDeps): Router {
  const { member } = deps;
  return routerOf({ member, signedIn: authenticate(deps.verifier) }, [
    defineListRoute({
      path: '/members',
      operationId: 'listMembers',
      summary: "A page of the organisation's members (people; never partner keys), or members by user id",
      description:
        'Needs USER_MANAGEMENT VIEW; SELECTED access narrows the list to its user ids. Status DISABLED_MFA ' +
        '("DISABLED (MFA)") is an ACTIVE member of an organisation that requires MFA, without it. Sorted by name ' +
        'unless asked otherwise.',
      tags: ['users'],
      name: 'UserAccount',
      item: userAccountJsonSchema,
      source: MEMBERS,
      scope: viewScope,
      toJson: toUserAccountJson,
    }),
    defineRoute({
      method: 'post',
      path: '/members',
      operationId: 'inviteMember',
      summary: 'Invite someone by e-mail with ordered roles',
      description:
        'Needs USER_MANAGEMENT CREATE at level EVERYTHING, by a person. A new e-mail gets an identity user with a ' +
        'temporary password, sent by e-mail (they choose their own at the first sign-in); an e-mail that already ' +
        'has an account only gets a membership and a notice. The member is INVITATION_SENT until their first ' +
        'request in the organisation. Writes an activity-log row (INVITE).',
      tags: ['users'],
      body: inviteUserSchema,
      status: 201,
      response: { description: 'The new member, INVITATION_SENT.', schema: userAccountJsonSchema },
      errors: {
        '422': {
          description:
            'Invalid input, an e-mail already a member (email TAKEN) or a role of another organisation ' +
            '(code VALIDATION_FAILED).',
          content: json(ref('ValidationError')),
        },
        '503': 'The identity service could not be reached (code IDENTITY_UNAVAILABLE).',
      },
      handler: ({ auth, body }) => inviteUser(auth, deps, body),
    }),
    defineRoute({
      method: 'post',
      path: '/members/:id/resend-invitation',
      tags: ['users'],
      ...memberChange(
        'resendInvitation',
        'Send a pending invitation again',
        'Needs USER_MANAGEMENT CREATE. Only for INVITATION_SENT: a new temporary password (the old one stops ' +
          'working) and a new message. Activity RESEND_INVITATION.',
        { '409': 'The member is not INVITATION_SENT (code CONFLICT).', '503': 'Identity unavailable.' },
      ),
      handler: ({ auth, params }) => resendInvitation(auth, deps, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/members/:id/roles',
      tags: ['users'],
      ...memberChange(
        'updateMemberRoles',
        "Replace a member's roles",
        'Needs USER_MANAGEMENT UPDATE. The order counts: the first role decides whether the member is ADMIN. ' +
          'Activity UPDATE with the role names before and after; the same roles again change nothing.',
        { '409': lastAdmin, '422': { description: 'Invalid roles.', content: json(ref('ValidationError')) } },
      ),
      body: updateUserRolesSchema,
      handler: ({ auth, params, body }) => updateUserRoles(auth, params.id, body),
    }),
    defineRoute({
      method: 'post',
      path: '/members/:id/disable',
      tags: ['users'],
      ...memberChange(
        'disableMember',
        'Disable a member',
        'Needs USER_MANAGEMENT UPDATE. DISABLED members are refused on every route (403). Not yourself, not the ' +
          'last ACTIVE administrator, not a pending invitation (remove it). Activity DISABLE.',
        { '409': lastAdmin },
      ),
      handler: ({ auth, params }) => disableUser(auth, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/members/:id/enable',
      tags: ['users'],
      ...memberChange(
        'enableMember',
        'Enable a disabled member',
        'Needs USER_MANAGEMENT UPDATE. DISABLED becomes ACTIVE. Activity ENABLE.',
        { '409': 'The member is not DISABLED (code CONFLICT).' },
      ),
      handler: ({ auth, params }) => enableUser(auth, params.id),
    }),
    defineRoute({
      method: 'delete',
      path: '/members/:id',
      tags: ['users'],
      ...memberChange(
        'removeMember',
        'Remove a member from the organisation',
        'Needs USER_MANAGEMENT DELETE. The person keeps their account and other organisations. Not yourself, not ' +
          'the last ACTIVE administrator. Activity DELETE.',
        { '409': lastAdmin },
      ),
      response: { description: 'The removed member’s user id.', schema: z.object({ userId: z.string() }) },
      handler: ({ auth, params }) => removeUser(auth, params.id),
    }),
    // Not behind `member`: a member DISABLED (MFA) calls it to get out of that state.
    defineRoute({
      method: 'post',
      path: '/me/mfa-status',
      operationId: 'refreshMfaStatus',
      summary: "Read the caller's MFA again from the identity service",
      description:
        'Needs only a valid access token (also for a member DISABLED (MFA), who calls it after turning MFA on). ' +
        'Reads GetUser with the token and stores the result; an organisation that requires MFA lets the member ' +
        'in again at their next request. A change is logged (object USER) in the x-accountid organisation.',
      tags: ['users'],
      caller: 'signedIn',
      response: { description: 'The MFA settings now stored.', schema: mfaSettingsJsonSchema },
      errors: {
        '404': 'No profile yet: GET /me creates it (code NOT_FOUND).',
        '503': 'The identity service could not be reached (code IDENTITY_UNAVAILABLE).',
      },
      handler: ({ req, res }) => {
        const { token, accessToken } = tokenContext(res);
        return refreshMfaStatus(deps.db, deps.identity, {
          token,
          accessToken,
          requestedAccountId: requestedAccountId(req),
          sitePath: sitePathOf(req),
        });
      },
    }),
  ]);
}
