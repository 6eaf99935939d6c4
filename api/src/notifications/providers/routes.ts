// The organisation's SMS and WhatsApp providers over REST (organisation settings: PROFILE_AND_ORGANIZATION VIEW to
// read, UPDATE to set or remove, as /organization/notification-settings). Each declaration is also the route's
// OpenAPI operation.
import type { Router } from 'express';
import { z } from 'zod';
import type { DomainDeps } from '../../domain.js';
import { defineRoute, routerOf } from '../../http/route.js';
import {
  deleteProvider,
  listProviders,
  PROVIDER_CHANNELS,
  providerInputSchema,
  providerJsonSchema,
  putProvider,
} from './settings.js';

const tags = ['notifications'];
const channel = z.enum(PROVIDER_CHANNELS).describe('SMS or WHATSAPP (WhatsApp: Twilio only).');

export function providersRouter({ member }: Pick<DomainDeps, 'member'>): Router {
  return routerOf({ member }, [
    defineRoute({
      method: 'get',
      path: '/organization/notification-providers',
      operationId: 'listNotificationProviders',
      summary: "The organisation's SMS and WhatsApp providers",
      description:
        'Needs PROFILE_AND_ORGANIZATION VIEW. A channel without one goes to the outbox. Credentials are shown by ' +
        'their last four characters.',
      tags,
      response: { description: 'One per channel set.', schema: z.object({ items: z.array(providerJsonSchema) }) },
      handler: async ({ auth }) => ({ items: await listProviders(auth) }),
    }),
    defineRoute({
      method: 'put',
      path: '/organization/notification-providers/:channel',
      operationId: 'putNotificationProvider',
      summary: "Choose the channel's provider and give its credentials",
      description:
        'Needs PROFILE_AND_ORGANIZATION UPDATE. Logged as UPDATE ACCOUNT (without the credentials). The credentials ' +
        "are stored encrypted; this answer is the only one that shows Africa's Talking's receipt URL whole.",
      tags,
      params: { channel },
      body: providerInputSchema,
      response: { description: 'The provider.', schema: providerJsonSchema },
      errors: { '422': 'Invalid input, or WhatsApp with a provider other than Twilio (code VALIDATION_FAILED).' },
      handler: ({ auth, params, body }) => putProvider(auth, params.channel, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/organization/notification-providers/:channel',
      operationId: 'deleteNotificationProvider',
      summary: "Remove the channel's provider: its messages go to the outbox again",
      description: 'Needs PROFILE_AND_ORGANIZATION UPDATE. Logged as UPDATE ACCOUNT.',
      tags,
      params: { channel },
      status: 204,
      response: { description: 'Removed.' },
      errors: { '404': 'No provider is set for the channel (code NOT_FOUND).' },
      handler: async ({ auth, params, res }) => {
        await deleteProvider(auth, params.channel);
        res.status(204).end();
      },
    }),
  ]);
}
