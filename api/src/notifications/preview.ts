// A real family's message, rendered as it would be sent (nothing is queued): for the template editor and the send
// screen. Needs VIEW on the distribution; allowed before approval, since nothing leaves the platform.
import { fieldError } from '@aid/common/errors';
import {
  NOTIFICATION_MESSAGES,
  type NotificationPreviewJson,
  type PreviewNotificationInput,
} from '@aid/common/notifications';
import type { AuthContext } from '../auth/context.js';
import { loadDistribution } from '../distributions/service.js';
import { NotificationError } from './errors.js';
import {
  FAMILY_FROM,
  type FamilyRow,
  familyColumns,
  loadTemplateSet,
  renderFamily,
  type TemplateSet,
} from './render.js';
import { loadTemplate } from './templates.js';

export async function previewNotification(
  auth: AuthContext,
  id: string,
  input: PreviewNotificationInput,
): Promise<NotificationPreviewJson> {
  return auth.run(async (tx) => {
    const distribution = await loadDistribution(tx, auth, id);
    const type = distribution.distribution_type;
    const [family] = await tx.query<FamilyRow>(
      `SELECT ${familyColumns(type)} FROM ${FAMILY_FROM}
        WHERE e.distribution_id = $1 AND ($2::text IS NULL OR e.beneficiary_id = $2)
        ORDER BY e.entitlement_id LIMIT 1`,
      [id, input.beneficiaryId ?? null],
    );
    if (!family) {
      if (input.beneficiaryId) {
        const error = fieldError('beneficiaryId', 'INVALID_VALUE', undefined, 'is not an entitled family of it');
        throw new NotificationError('VALIDATION_FAILED', `beneficiaryId ${error.message}`, 'NO_FAMILY', [error]);
      }
      throw new NotificationError('VALIDATION_FAILED', NOTIFICATION_MESSAGES.noFamily(), 'NO_FAMILY');
    }
    let chosen: Awaited<ReturnType<typeof loadTemplate>> | undefined;
    let set: TemplateSet;
    if (input.templateId) {
      chosen = await loadTemplate(tx, auth.accountId, input.templateId);
      set = {
        byLanguage: new Map([[chosen.language, chosen]]),
        languages: new Set(),
        defaultLanguage: chosen.language,
      };
    } else {
      set = await loadTemplateSet(tx, auth.accountId, input.channel, type);
    }
    const channel = chosen?.channel ?? input.channel;
    const message = renderFamily(family, set, channel, type, chosen);
    return {
      beneficiaryId: message.beneficiaryId,
      templateId: message.templateId,
      channel,
      language: message.language,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
    };
  });
}
