// The monitoring answers of the distributions a summary covers (issue 25), aggregated in the database: per question
// of each distribution that started monitoring, how many invited families answered it, yes and no (YES_NO), and the
// mean (NUMBER, RATING). Question n is element `q<n>` of the monitoring form (smart-forms/monitoring/form.ts); only
// submissions made through a family's personal link count, each once (monitoring_invitations.submission_id).
import { MONITORING_ANSWER_TYPES, type MonitoringQuestionSummaryJson } from '@aid/common/smart-forms';
import type { Queryable } from '../db/db.js';
import type { Covered } from './distribution-activity.js';

type Row = {
  distribution_id: string;
  question: string;
  answer_type: string;
  answered: string | number;
  yes: string | number;
  no: string | number;
  average: string | number | null;
};

const answerType = (v: string): MonitoringQuestionSummaryJson['answerType'] =>
  (MONITORING_ANSWER_TYPES as readonly string[]).includes(v)
    ? (v as MonitoringQuestionSummaryJson['answerType'])
    : 'TEXT';

export async function monitoringAnswers(
  tx: Queryable,
  d: Covered,
): Promise<Map<string, MonitoringQuestionSummaryJson[]>> {
  const out = new Map<string, MonitoringQuestionSummaryJson[]>();
  if (d.ids.length === 0) return out;
  const rows = await tx.query<Row>(
    `WITH started AS (
       SELECT DISTINCT distribution_id FROM monitoring_invitations
        WHERE account_id = $2 AND distribution_id = ANY($1::text[])),
     answers AS (
       SELECT m.distribution_id, s.answers FROM monitoring_invitations m
         JOIN smart_form_submissions s ON s.submission_id = m.submission_id
        WHERE m.account_id = $2 AND m.distribution_id = ANY($1::text[]) AND m.submission_id IS NOT NULL)
     SELECT dd.distribution_id, q.pdm ->> 'question' AS question,
            coalesce(q.pdm ->> 'answerType', 'TEXT') AS answer_type, q.ord,
            count(a.answers -> ('q' || q.ord)) FILTER (WHERE jsonb_typeof(a.answers -> ('q' || q.ord)) <> 'null')
              AS answered,
            count(*) FILTER (WHERE a.answers -> ('q' || q.ord) = 'true'::jsonb) AS yes,
            count(*) FILTER (WHERE a.answers -> ('q' || q.ord) = 'false'::jsonb) AS no,
            avg((a.answers ->> ('q' || q.ord))::numeric)
              FILTER (WHERE jsonb_typeof(a.answers -> ('q' || q.ord)) = 'number') AS average
       FROM distributions dd
       JOIN started st ON st.distribution_id = dd.distribution_id
       CROSS JOIN LATERAL jsonb_array_elements(dd.distribution_pdms) WITH ORDINALITY AS q (pdm, ord)
       LEFT JOIN answers a ON a.distribution_id = dd.distribution_id
      WHERE dd.account_id = $2
      GROUP BY dd.distribution_id, q.pdm, q.ord
      ORDER BY dd.distribution_id, q.ord`,
    [d.ids, d.accountId],
  );
  for (const r of rows) {
    const type = answerType(r.answer_type);
    const numeric = type === 'NUMBER' || type === 'RATING';
    const summary: MonitoringQuestionSummaryJson = {
      question: r.question,
      answerType: type,
      answered: Number(r.answered),
      yes: type === 'YES_NO' ? Number(r.yes) : null,
      no: type === 'YES_NO' ? Number(r.no) : null,
      average: numeric && r.average !== null ? Math.round(Number(r.average) * 100) / 100 : null,
    };
    const own = out.get(r.distribution_id);
    if (own) own.push(summary);
    else out.set(r.distribution_id, [summary]);
  }
  return out;
}
