// The profile, organisation, settings, picture and sub-account routes in the OpenAPI document.
import {
  createSubAccountSchema,
  IMAGE_MAX_BYTES,
  switchOrganizationSchema,
  updateOrganizationSchema,
  updateOrganizationSettingsSchema,
  updateProfileSchema,
} from '@aid/common';
import { formatBytes } from '../files/errors.js';
import {
  authErrors,
  binary,
  error,
  fromZod,
  json,
  memberHeaders,
  type OpenApiPart,
  type Operation,
  ref,
  unauthenticated,
} from '../http/openapi.js';

const invalid = (what: string) => ({
  description: `${what} (code VALIDATION_FAILED; fieldErrors name each refused field).`,
  content: json(ref('ValidationError')),
});

const IMAGE =
  `The body is the image itself (PNG, JPEG or WebP, at most ${formatBytes(IMAGE_MAX_BYTES)}), streamed to the ` +
  'organisation’s file storage; the type is read from the first bytes, whatever Content-Type says. Name it with ' +
  '`x-file-name` (URI-encoded) or `?name=`.';

function imageUpload(operationId: string, summary: string, who: string, answer: string): Operation {
  return {
    operationId,
    summary,
    description: `${who} ${IMAGE} The previous picture, if any, is deleted.`,
    tags: ['accounts'],
    parameters: memberHeaders,
    requestBody: { required: true, content: binary },
    responses: {
      '200': { description: 'Stored.', content: json(ref(answer)) },
      '413': error(`Larger than ${formatBytes(IMAGE_MAX_BYTES)} (code PAYLOAD_TOO_LARGE); the message states it.`),
      '422': invalid('Not a PNG, JPEG or WebP image (field `image`), or a bad file name'),
      ...authErrors,
    },
  };
}

const imageContent = {
  description: 'The image, inline, with the type its content showed (image/png, image/jpeg or image/webp).',
  content: binary,
};

const UPDATE = 'Needs PROFILE_AND_ORGANIZATION UPDATE.';

/** PATCH /me, in the accounts part beside GET /me (one path, one entry). */
export const updateMeOperation: Operation = {
  operationId: 'updateMe',
  summary: 'Edit the signed-in user’s profile',
  description:
    'Omitted fields stay as they are; an empty text clears one. The phone number must carry its country code ' +
    'and is stored as E.164. `detailsCompleted` is recomputed: first name, last name and phone number given. ' +
    'Logged as UPDATE USER in the organisation the request acts in.',
  tags: ['accounts'],
  parameters: memberHeaders,
  requestBody: { required: true, content: json(fromZod(updateProfileSchema)) },
  responses: {
    '200': { description: 'The profile, as GET /me answers it.', content: json(ref('Me')) },
    '422': invalid('A refused value'),
    ...authErrors,
  },
};

export const organizationOpenApi: OpenApiPart = {
  paths: {
    '/me/default-account': {
      put: {
        operationId: 'switchOrganization',
        summary: 'Choose the organisation the user works in by default',
        description:
          'Sets the profile’s default organisation, which must be one of the user’s ACTIVE memberships, and logs ' +
          'SWITCH_ORGANIZATION there. Clients also update the identity user’s custom:defaultAccountId and send ' +
          'x-accountid of it from then on.',
        tags: ['accounts'],
        requestBody: { required: true, content: json(fromZod(switchOrganizationSchema)) },
        responses: {
          '200': { description: 'The profile, acting in that organisation.', content: json(ref('Me')) },
          '401': unauthenticated,
          '403': error('Not an ACTIVE member of that organisation (code FORBIDDEN).'),
          '422': invalid('accountId is not an id'),
        },
      },
    },
    '/me/profile-image': {
      get: {
        operationId: 'getProfileImage',
        summary: 'The signed-in user’s profile image',
        tags: ['accounts'],
        responses: { '200': imageContent, '401': unauthenticated, '404': error('No image (code NOT_FOUND).') },
      },
      post: imageUpload('setProfileImage', 'Set the signed-in user’s profile image', 'Any member.', 'Me'),
      delete: {
        operationId: 'removeProfileImage',
        summary: 'Remove the signed-in user’s profile image',
        tags: ['accounts'],
        parameters: memberHeaders,
        responses: { '200': { description: 'The profile.', content: json(ref('Me')) }, ...authErrors },
      },
    },
    '/organization': {
      get: {
        operationId: 'getOrganization',
        summary: 'The current organisation (x-accountid) with its settings and sub-accounts',
        description: 'Needs PROFILE_AND_ORGANIZATION VIEW.',
        tags: ['accounts'],
        parameters: memberHeaders,
        responses: { '200': { description: 'The organisation.', content: json(ref('Organization')) }, ...authErrors },
      },
      patch: {
        operationId: 'updateOrganization',
        summary: 'Edit the current organisation’s profile',
        description:
          `${UPDATE} Omitted fields stay as they are; an empty text clears one. The country must be one of the ` +
          'countries table. `detailsCompleted` is recomputed: name, phone, address line, city and country given. ' +
          'Logged as UPDATE ACCOUNT with before and after.',
        tags: ['accounts'],
        parameters: memberHeaders,
        requestBody: { required: true, content: json(fromZod(updateOrganizationSchema)) },
        responses: {
          '200': { description: 'The organisation.', content: json(ref('Organization')) },
          '422': invalid('A refused value'),
          ...authErrors,
        },
      },
    },
    '/organization/settings': {
      patch: {
        operationId: 'updateOrganizationSettings',
        summary: 'Edit the current organisation’s settings',
        description:
          `${UPDATE} Menu colour, defaults for members invited later, currency, deduplication thresholds (in (0, 1], ` +
          'possible duplicate at most duplicate, checked against the stored one when only one is sent) and whether ' +
          'members must use MFA. Logged as UPDATE ACCOUNT.',
        tags: ['accounts'],
        parameters: memberHeaders,
        requestBody: { required: true, content: json(fromZod(updateOrganizationSettingsSchema)) },
        responses: {
          '200': { description: 'The organisation.', content: json(ref('Organization')) },
          '422': invalid('A refused value'),
          ...authErrors,
        },
      },
    },
    '/organization/logo': {
      get: {
        operationId: 'getOrganizationLogo',
        summary: 'The current organisation’s logo',
        description: 'Needs PROFILE_AND_ORGANIZATION VIEW.',
        tags: ['accounts'],
        parameters: memberHeaders,
        responses: { '200': imageContent, '404': error('No logo (code NOT_FOUND).'), ...authErrors },
      },
      post: imageUpload('setOrganizationLogo', 'Set the current organisation’s logo', UPDATE, 'Organization'),
      delete: {
        operationId: 'removeOrganizationLogo',
        summary: 'Remove the current organisation’s logo',
        description: UPDATE,
        tags: ['accounts'],
        parameters: memberHeaders,
        responses: {
          '200': { description: 'The organisation.', content: json(ref('Organization')) },
          ...authErrors,
        },
      },
    },
    '/organization/sub-accounts': {
      post: {
        operationId: 'createSubAccount',
        summary: 'Create an organisation under the current one',
        description:
          'Only an ADMIN of the current organisation (first role ADMIN), as a person. The new organisation gets the ' +
          'PREDEFINED roles and the caller as its ADMIN; both organisations log CREATE ACCOUNT.',
        tags: ['accounts'],
        parameters: memberHeaders,
        requestBody: { required: true, content: json(fromZod(createSubAccountSchema)) },
        responses: {
          '201': { description: 'The sub-account.', content: json(ref('SubAccount')) },
          '422': invalid('No name, or a name too long'),
          ...authErrors,
        },
      },
    },
  },
  schemas: {},
};
