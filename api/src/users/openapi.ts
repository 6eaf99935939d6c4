// The user-management routes in the OpenAPI document (served at GET /openapi.json).
import { inviteUserSchema, USER_ACCOUNT_LIST, updateUserRolesSchema } from '@aid/common';
import {
  authErrors,
  error,
  filterSchemas,
  fromZod,
  idPathParameter,
  json,
  listErrors,
  listParameters,
  memberHeaders,
  type OpenApiPart,
  type Operation,
  pageSchema,
  ref,
  unauthenticated,
} from '../http/openapi.js';

const BY_PERSON =
  'A partner key is refused (403): members are managed by people. SELECTED access reaches only the user ids it names.';
const idOfMember = { ...idPathParameter, description: "The member's user id (usr--…)." };

/** One change to a member: same headers, answers and refusals, its own words. */
function memberChange(operationId: string, summary: string, description: string, extra: Operation['responses'] = {}) {
  return {
    operationId,
    summary,
    description: `${description} ${BY_PERSON} Writes an activity-log row (object MEMBERSHIP, id = the user id).`,
    tags: ['users'],
    parameters: [...memberHeaders, idOfMember],
    responses: {
      '200': { description: 'The member after the change.', content: json(ref('UserAccount')) },
      '404': error('No such member (a person) in this organisation (code NOT_FOUND).'),
      ...extra,
      ...authErrors,
    },
  } satisfies Operation;
}

const lastAdmin = error(
  'The change would leave no ACTIVE administrator, or the member is in the wrong status for it (code CONFLICT).',
);

export const usersOpenApi: OpenApiPart = {
  paths: {
    '/members': {
      get: {
        operationId: 'listMembers',
        summary: "A page of the organisation's members (people; never partner keys), or members by user id",
        description:
          'Needs USER_MANAGEMENT VIEW; SELECTED access narrows the list to its user ids. Status DISABLED_MFA ' +
          '("DISABLED (MFA)") is an ACTIVE member of an organisation that requires MFA, without it. Sorted by name ' +
          'unless asked otherwise.',
        tags: ['users'],
        parameters: [...memberHeaders, ...listParameters(USER_ACCOUNT_LIST, 'UserAccountFilter')],
        responses: {
          '200': {
            description: 'A page (UserAccountPage), or `{ items }` when `ids` is given.',
            content: json(ref('UserAccountPage')),
          },
          ...listErrors,
          ...authErrors,
        },
      },
      post: {
        operationId: 'inviteMember',
        summary: 'Invite someone by e-mail with ordered roles',
        description:
          'Needs USER_MANAGEMENT CREATE at level EVERYTHING, by a person. A new e-mail gets an identity user with a ' +
          'temporary password, sent by e-mail (they choose their own at the first sign-in); an e-mail that already ' +
          'has an account only gets a membership and a notice. The member is INVITATION_SENT until their first ' +
          'request in the organisation. Writes an activity-log row (INVITE).',
        tags: ['users'],
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('InviteUserInput')) },
        responses: {
          '201': { description: 'The new member, INVITATION_SENT.', content: json(ref('UserAccount')) },
          '400': error('The body is not valid JSON.'),
          '422': {
            description:
              'Invalid input, an e-mail already a member (email TAKEN) or a role of another organisation ' +
              '(code VALIDATION_FAILED).',
            content: json(ref('ValidationError')),
          },
          '503': error('The identity service could not be reached (code IDENTITY_UNAVAILABLE).'),
          ...authErrors,
        },
      },
    },
    '/members/{id}/resend-invitation': {
      post: memberChange(
        'resendInvitation',
        'Send a pending invitation again',
        'Needs USER_MANAGEMENT CREATE. Only for INVITATION_SENT: a new temporary password (the old one stops ' +
          'working) and a new message. Activity RESEND_INVITATION.',
        { '409': error('The member is not INVITATION_SENT (code CONFLICT).'), '503': error('Identity unavailable.') },
      ),
    },
    '/members/{id}/roles': {
      put: {
        ...memberChange(
          'updateMemberRoles',
          "Replace a member's roles",
          'Needs USER_MANAGEMENT UPDATE. The order counts: the first role decides whether the member is ADMIN. ' +
            'Activity UPDATE with the role names before and after; the same roles again change nothing.',
          { '409': lastAdmin, '422': { description: 'Invalid roles.', content: json(ref('ValidationError')) } },
        ),
        requestBody: { required: true, content: json(ref('UpdateUserRolesInput')) },
      },
    },
    '/members/{id}/disable': {
      post: memberChange(
        'disableMember',
        'Disable a member',
        'Needs USER_MANAGEMENT UPDATE. DISABLED members are refused on every route (403). Not yourself, not the ' +
          'last ACTIVE administrator, not a pending invitation (remove it). Activity DISABLE.',
        { '409': lastAdmin },
      ),
    },
    '/members/{id}/enable': {
      post: memberChange(
        'enableMember',
        'Enable a disabled member',
        'Needs USER_MANAGEMENT UPDATE. DISABLED becomes ACTIVE. Activity ENABLE.',
        { '409': error('The member is not DISABLED (code CONFLICT).') },
      ),
    },
    '/members/{id}': {
      delete: {
        ...memberChange(
          'removeMember',
          'Remove a member from the organisation',
          'Needs USER_MANAGEMENT DELETE. The person keeps their account and other organisations. Not yourself, not ' +
            'the last ACTIVE administrator. Activity DELETE.',
          { '409': lastAdmin },
        ),
        responses: {
          '200': {
            description: 'The removed member’s user id.',
            content: json({ type: 'object', properties: { userId: { type: 'string' } }, required: ['userId'] }),
          },
          '404': error('No such member (a person) in this organisation (code NOT_FOUND).'),
          '409': lastAdmin,
          ...authErrors,
        },
      },
    },
    '/me/mfa-status': {
      post: {
        operationId: 'refreshMfaStatus',
        summary: "Read the caller's MFA again from the identity service",
        description:
          'Needs only a valid access token (also for a member DISABLED (MFA), who calls it after turning MFA on). ' +
          'Reads GetUser with the token and stores the result; an organisation that requires MFA lets the member ' +
          'in again at their next request. A change is logged (object USER) in the x-accountid organisation.',
        tags: ['users'],
        parameters: memberHeaders,
        responses: {
          '200': { description: 'The MFA settings now stored.', content: json(ref('MfaSettings')) },
          '401': unauthenticated,
          '404': error('No profile yet: GET /me creates it (code NOT_FOUND).'),
          '503': error('The identity service could not be reached (code IDENTITY_UNAVAILABLE).'),
        },
      },
    },
  },
  schemas: {
    UserAccountPage: pageSchema('UserAccount'),
    InviteUserInput: fromZod(inviteUserSchema),
    UpdateUserRolesInput: fromZod(updateUserRolesSchema),
    ...filterSchemas('UserAccount', USER_ACCOUNT_LIST),
  },
};
