-- Organisations see their sub-accounts (spec §3 subAccounts). Requests run as aid_app with app.account_id set to
-- the organisation they act in (migrations/0002), and the accounts policy shows that one row only; this second,
-- read-only policy also shows the rows whose parent it is. Writing a sub-account still needs the sub-account's own
-- scope (the service switches app.account_id to it inside the creating transaction).
CREATE POLICY sub_accounts ON accounts FOR SELECT
  USING (parent_account_id = current_setting('app.account_id', true));

-- Menu colours are stored upper-case from now on (the settings form writes them so); the seed and older rows may
-- hold lower-case digits, which the top bar read the same way.
UPDATE accounts SET menu_colour = upper(menu_colour) WHERE menu_colour <> upper(menu_colour);
