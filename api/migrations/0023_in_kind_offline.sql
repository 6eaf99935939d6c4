-- Offline in-kind hand-overs (issue 10): what a sync cannot apply is kept as a conflict like an offline redemption,
-- with the items the device handed over in place of an amount (an in-kind family's amount is 0).
ALTER TABLE redemption_conflicts ADD COLUMN items jsonb;
ALTER TABLE redemption_conflicts DROP CONSTRAINT redemption_conflicts_amount_check;
ALTER TABLE redemption_conflicts ADD CONSTRAINT redemption_conflicts_amount_check
  CHECK (amount > 0 OR (amount = 0 AND jsonb_typeof(items) = 'array'));
