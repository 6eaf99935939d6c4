// REST client of the notifications domain: templates, settings, a distribution's preview, send, resend and
// messages, and the local provider's outbox.
import type { JobJson } from '@aid/common/jobs';
import type {
  NotificationJson,
  NotificationPreviewJson,
  NotificationStatus,
  OutboxMessageJson,
} from '@aid/common/notifications';
import type { PageJson } from '@aid/common/rest';
import type { GraphQLResolveInfo } from 'graphql';
import type {
  CreateMessageTemplateInput,
  NotificationChannel,
  NotificationPreviewInput,
  NotificationSettingsInput,
  UpdateMessageTemplateInput,
} from '../generated/graphql.js';
import { idPath, present, type RestClient } from '../rest/client.js';
import { type Connection, fetchConnection, type ListArgs } from '../rest/connection.js';
import { batchLoader, type RecordLoader } from '../rest/loader.js';
import type {
  MessageTemplateRecord,
  NotificationConnectionRecord,
  NotificationSettingsRecord,
  OutboxMessageConnectionRecord,
} from './types.js';

const TEMPLATES = '/message-templates';
const SETTINGS = '/organization/notification-settings';

export type NotificationListArgs = ListArgs & {
  status?: NotificationStatus | null;
  channel?: NotificationChannel | null;
};

/** `status` and `channel` arguments as the list engine's filter (the REST list takes no such parameters). */
function notificationFilter(args: NotificationListArgs): unknown {
  const conditions = [
    args.status ? { field: 'STATUS', operator: 'EQUAL', value: args.status } : undefined,
    args.channel ? { field: 'CHANNEL', operator: 'EQUAL', value: args.channel } : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? { connector: 'AND', conditions } : undefined;
}

/** PATCH body: a null subject clears it, so it is sent as given; an absent or null body stays as it is. */
export function templateChanges(input: UpdateMessageTemplateInput): Record<string, unknown> {
  return { ...('subject' in input ? { subject: input.subject } : {}), ...present({ body: input.body }) };
}

export class NotificationsClient {
  readonly #rest: RestClient;
  readonly templateById: RecordLoader<MessageTemplateRecord>;

  constructor(rest: RestClient) {
    this.#rest = rest;
    this.templateById = batchLoader<MessageTemplateRecord>(rest, TEMPLATES, (t) => t.templateId);
  }

  async templates(args: ListArgs, info: GraphQLResolveInfo): Promise<Connection<MessageTemplateRecord>> {
    return (await fetchConnection<MessageTemplateRecord>(this.#rest, TEMPLATES, args, info)).connection;
  }

  /** Null when no such template exists in this organisation. */
  template(id: string): Promise<MessageTemplateRecord | null> {
    return this.templateById.load(id);
  }

  async createTemplate(input: CreateMessageTemplateInput): Promise<MessageTemplateRecord> {
    return this.templateById.remember(await this.#rest.post<MessageTemplateRecord>(TEMPLATES, present(input)));
  }

  async updateTemplate(id: string, input: UpdateMessageTemplateInput): Promise<MessageTemplateRecord> {
    const path = idPath(TEMPLATES, id);
    return this.templateById.remember(await this.#rest.patch<MessageTemplateRecord>(path, templateChanges(input)));
  }

  async deleteTemplate(id: string): Promise<string> {
    await this.#rest.request<void>('DELETE', idPath(TEMPLATES, id));
    this.templateById.clear(id);
    return id;
  }

  settings(): Promise<NotificationSettingsRecord> {
    return this.#rest.get<NotificationSettingsRecord>(SETTINGS);
  }

  updateSettings(input: NotificationSettingsInput): Promise<NotificationSettingsRecord> {
    return this.#rest.request<NotificationSettingsRecord>('PUT', SETTINGS, { body: input });
  }

  preview(distributionId: string, input: NotificationPreviewInput): Promise<NotificationPreviewJson> {
    const path = `${idPath('/distributions', distributionId, 'distributionId')}/notifications/preview`;
    return this.#rest.post<NotificationPreviewJson>(path, present(input));
  }

  send(distributionId: string, channel: NotificationChannel): Promise<JobJson> {
    const path = `${idPath('/distributions', distributionId, 'distributionId')}/notifications`;
    return this.#rest.post<JobJson>(path, { channel });
  }

  resend(distributionId: string, channel: NotificationChannel): Promise<JobJson> {
    const path = `${idPath('/distributions', distributionId, 'distributionId')}/notifications/resend`;
    return this.#rest.post<JobJson>(path, { channel });
  }

  async distributionMessages(
    distributionId: string,
    args: NotificationListArgs,
    info: GraphQLResolveInfo,
  ): Promise<NotificationConnectionRecord> {
    const path = `${idPath('/distributions', distributionId, 'distributionId')}/notifications`;
    const { sort, first, after, last, before } = args;
    const { connection, page } = await fetchConnection<NotificationJson>(
      this.#rest,
      path,
      { sort, first, after, last, before, filter: notificationFilter(args) },
      info,
    );
    const counts = (page as PageJson<NotificationJson> & { counts?: NotificationConnectionRecord['counts'] }).counts;
    return { ...connection, counts: counts ?? {} };
  }

  async outbox(
    args: ListArgs & { distributionId?: string | null },
    info: GraphQLResolveInfo,
  ): Promise<OutboxMessageConnectionRecord> {
    const { distributionId, ...list } = args;
    const extra = { distributionId };
    return (await fetchConnection<OutboxMessageJson>(this.#rest, '/notifications/outbox', list, info, extra))
      .connection;
  }
}
