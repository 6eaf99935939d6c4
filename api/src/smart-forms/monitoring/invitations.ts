// The personal links a distribution's monitoring made so far, each with whether the family answered and its latest
// monitoring message (sent through the notifications by send.ts), and their counts, "not reachable" included.

import type { NotificationChannel, NotificationStatus } from '@aid/common/notifications';
import type { MonitoringCountsJson, MonitoringInvitationsJson } from '@aid/common/smart-forms';
import type { AuthContext } from '../../auth/context.js';
import { toIsoOrNull } from '../../db/rows.js';
import { loadForChange } from '../../distributions/service.js';
import { monitoringLink } from './start.js';

type InvitationRow = {
  beneficiary_id: string;
  stratum: string;
  token: string;
  public_token: string | null;
  answered_at: string | Date | null;
  channel: NotificationChannel | null;
  status: NotificationStatus | null;
  error: string | null;
  sent_at: string | Date | null;
  has_phone: boolean;
  has_email: boolean;
};

export function countInvitations(rows: readonly InvitationRow[]): MonitoringCountsJson {
  const count = (keep: (r: InvitationRow) => boolean) => rows.filter(keep).length;
  return {
    invited: rows.length,
    answered: count((r) => r.answered_at !== null),
    queued: count((r) => r.status === 'NOTIFICATION_SENT'),
    sent: count((r) => r.status === 'SENT'),
    error: count((r) => r.status === 'ERROR'),
    notSent: count((r) => r.status === null),
    noPhoneNumber: count((r) => !r.has_phone),
    noEmail: count((r) => !r.has_email),
  };
}

export async function monitoringInvitations(auth: AuthContext, id: string): Promise<MonitoringInvitationsJson> {
  return auth.run(async (tx) => {
    const distribution = await loadForChange(tx, auth, id, 'UPDATE');
    // The latest message per family, whatever its channel (a family may have been sent an SMS, then an e-mail).
    const rows = await tx.query<InvitationRow>(
      `SELECT i.beneficiary_id, i.stratum, i.token, f.public_token, i.answered_at,
              n.channel, n.status, n.error, n.sent_at,
              mb.phone_number IS NOT NULL AS has_phone, b.email IS NOT NULL AS has_email
         FROM monitoring_invitations i
         JOIN smart_forms f ON f.smart_form_id = i.smart_form_id
         LEFT JOIN distribution_members mb
           ON mb.distribution_id = i.distribution_id AND mb.beneficiary_id = i.beneficiary_id
         LEFT JOIN beneficiaries b ON b.beneficiary_id = i.beneficiary_id
         -- One pass over the distribution's monitoring messages (a lateral look-up per family would scan them all
         -- for each: no index leads with the beneficiary).
         LEFT JOIN (
           SELECT DISTINCT ON (beneficiary_id) beneficiary_id, channel, status, error, sent_at FROM notifications
            WHERE distribution_id = $2 AND purpose = 'MONITORING'
            ORDER BY beneficiary_id, created_at DESC, notification_id DESC) n ON n.beneficiary_id = i.beneficiary_id
        WHERE i.account_id = $1 AND i.distribution_id = $2
        ORDER BY i.beneficiary_id`,
      [distribution.account_id, id],
    );
    return {
      counts: countInvitations(rows),
      items: rows.map((r) => ({
        beneficiaryId: r.beneficiary_id,
        stratum: r.stratum,
        link: monitoringLink(r.public_token ?? '', r.token),
        answeredAt: toIsoOrNull(r.answered_at),
        message:
          r.channel && r.status
            ? { channel: r.channel, status: r.status, error: r.error, sentAt: toIsoOrNull(r.sent_at) }
            : null,
      })),
    };
  });
}
