// The personal links a distribution's monitoring made so far, for the staff to send (no message is sent for them).
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
};

export async function monitoringInvitations(auth: AuthContext, id: string) {
  return auth.run(async (tx) => {
    const distribution = await loadForChange(tx, auth, id, 'UPDATE');
    const rows = await tx.query<InvitationRow>(
      `SELECT m.beneficiary_id, m.stratum, m.token, f.public_token, m.answered_at
         FROM monitoring_invitations m JOIN smart_forms f ON f.smart_form_id = m.smart_form_id
        WHERE m.account_id = $1 AND m.distribution_id = $2
        ORDER BY m.beneficiary_id`,
      [distribution.account_id, id],
    );
    return {
      items: rows.map((r) => ({
        beneficiaryId: r.beneficiary_id,
        stratum: r.stratum,
        link: monitoringLink(r.public_token ?? '', r.token),
        answeredAt: toIsoOrNull(r.answered_at),
      })),
    };
  });
}
