// The relief organisation's notifications at work from the first login: an 'en' and an 'fr' SMS template, and a few
// families of the winter list made francophone (Senegal, DR Congo) so a send shows both languages. Fixed ids and
// ON CONFLICT DO NOTHING: seeding again changes nothing, and templates edited in the demo since stay as they are.
import type { Queryable } from '../db/db.js';

export const DEMO_TEMPLATES = [
  {
    templateId: 'tpl--demo-relief-sms-en',
    language: 'en',
    body: 'Hello {first-name}, your voucher of {currency-amount} is ready: {short-url-link}',
  },
  {
    templateId: 'tpl--demo-relief-sms-fr',
    language: 'fr',
    body: 'Bonjour {first-name}, votre bon de {currency-amount} est prêt : {short-url-link}',
  },
] as const;

/** The francophone nationalities given, in turn, to the first Latin-script families of the voucher list. */
const FRANCOPHONE = ['SN', 'CD', 'SN', 'CD'] as const;

export async function seedDemoTemplates(tx: Queryable, accountId: string, adminId: string | null): Promise<void> {
  for (const t of DEMO_TEMPLATES) {
    await tx.query(
      `INSERT INTO message_templates (template_id, account_id, language, channel, distribution_type, body,
                                      created_at, updated_at, created_by, updated_by)
       VALUES ($1, $2, $3, 'SMS', NULL, $4, '2026-03-09T09:00:00Z', '2026-03-09T09:00:00Z', $5, $5)
       ON CONFLICT DO NOTHING`,
      [t.templateId, accountId, t.language, t.body, adminId],
    );
  }
}

/**
 * The demo's generated people are East African and Middle Eastern; some families of `listId` become Senegalese or
 * Congolese so the 'fr' template has readers. Run before the distribution snapshots its members (the snapshot
 * copies the nationality). The same families are chosen each run, so a second run changes nothing.
 */
export async function makeDemoFamiliesFrancophone(tx: Queryable, accountId: string, listId: string): Promise<void> {
  const rows = await tx.query<{ beneficiary_id: string }>(
    `SELECT b.beneficiary_id FROM beneficiary_list_members l JOIN beneficiaries b ON b.beneficiary_id = l.beneficiary_id
      WHERE l.beneficiary_list_id = $1 AND b.account_id = $2 AND b.first_name ~ '^[A-Za-z]'
      ORDER BY b.beneficiary_id LIMIT $3`,
    [listId, accountId, FRANCOPHONE.length],
  );
  await tx.query(
    `UPDATE beneficiaries b SET nationality = n.nationality
       FROM unnest($1::text[], $2::text[]) AS n (beneficiary_id, nationality)
      WHERE b.beneficiary_id = n.beneficiary_id AND b.nationality IS DISTINCT FROM n.nationality`,
    [rows.map((r) => r.beneficiary_id), FRANCOPHONE.slice(0, rows.length)],
  );
}
