-- The cells of an import's file that were accepted after a repair: a phone number a spreadsheet program had turned
-- into digits only (`+` or the national leading zero put back). The report names each one (row, field, the value
-- as written, the value stored) so a person can check it before the commit.
CREATE TABLE beneficiary_import_repairs (
  import_id   text NOT NULL REFERENCES beneficiary_imports (import_id) ON DELETE CASCADE,
  row_number  integer NOT NULL,
  field       text NOT NULL,
  account_id  text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  kind        text NOT NULL,
  message     text NOT NULL,
  original    text NOT NULL,
  stored      text NOT NULL,
  PRIMARY KEY (import_id, row_number, field)
);

ALTER TABLE beneficiary_import_repairs ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON beneficiary_import_repairs
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
