import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_PAGE_ROWS, csvField } from '../http/csv.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();

const identity = fileIdentity();

/** Records of a CSV text (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    i += 1;
    if (quoted) {
      if (c === '"' && next === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && next === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return records;
}

describe('csvField', () => {
  it('quotes what needs it and defuses what a spreadsheet would run', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});

describe.each(backendCases(backends))('activity log export on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let adminA: Caller;
  let memberA: Caller;
  let adminB: Caller;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@activity-export.test`,
  );
  const exportAs = (who: Caller, query = '') =>
    api.call('GET', `/activity-logs/export.csv${query}`, { token: who.token, accountId: who.accountId });

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    orgA = (await api.fixtures.account('Org A')).accountId;
    const orgB = (await api.fixtures.account('Org B')).accountId;
    adminA = await caller('admin-a', orgA);
    memberA = await caller('member-a', orgA, 'PROGRAMMER', {
      section: [
        {
          name: 'PROGRAMS',
          access: {
            VIEW: { accessLevel: 'EVERYTHING', objectIds: [] },
            CREATE: { accessLevel: 'EVERYTHING', objectIds: [] },
          },
        },
      ],
    });
    adminB = await caller('admin-b', orgB);
    await as(
      adminA,
      'POST',
      '/programs',
      { programName: 'Food, "winter"', programType: 'CASH', currency: 'EUR' },
      '=cmd|calc',
    );
    await as(memberA, 'POST', '/programs', { programName: 'Member program', programType: 'CASH', currency: 'EUR' });
    await as(adminB, 'POST', '/programs', { programName: 'B only', programType: 'CASH', currency: 'EUR' });
    // More entries than one page of the export, straight into the table.
    await api.db.query(
      `INSERT INTO activity_logs (log_id, account_id, user_id, action, object_type, object_id, changes, created_at)
       SELECT 'nlg--bulk-' || lpad(i::text, 6, '0'), $1, $2, 'UPDATE', 'PROGRAM', 'prg--bulk', '{}'::jsonb,
              now() - i * interval '1 second'
         FROM generate_series(1, $3::int) AS i`,
      [orgA, adminA.userId, CSV_PAGE_ROWS + 20],
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  it('streams every entry the list shows, across pages, as an attachment', async () => {
    const res = await exportAs(adminA);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = String(res.body);
    const records = parseCsv(text.replace(/^\uFEFF/, ''));
    expect(records[0]?.[0]).toBe('When (UTC)');
    const list = await as(adminA, 'GET', '/activity-logs?first=1&count=true');
    expect(records.length - 1).toBe((list.body as { totalCount: number }).totalCount);
    expect(records.length - 1).toBeGreaterThan(CSV_PAGE_ROWS);
    // Newest first, as the list: the two creations come before the bulk entries dated in the past.
    const creation = records.find((r) => r[7] === "'=cmd|calc");
    expect(creation?.slice(1, 6)).toEqual([
      '',
      `admin-a-${backendName}@activity-export.test`,
      'CREATE',
      'PROGRAM',
      creation?.[5],
    ]);
    expect(creation?.[6]).toBe('PROGRAMS');
    expect(JSON.parse(creation?.[8] ?? '{}')).toMatchObject({ programName: { from: null, to: 'Food, "winter"' } });
    expect(text).not.toContain('B only');
  });

  it('applies the filter and sort of the list', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ conditions: [{ field: 'ACTION', operator: 'EQUAL', value: 'CREATE' }] }),
    );
    const records = parseCsv(
      String((await exportAs(adminA, `?filter=${filter}&sort=CREATED_AT_OLDEST`)).body).slice(1),
    );
    expect(records.slice(1).map((r) => r[3])).toEqual(['CREATE', 'CREATE']);
    expect(records[1]?.[2]).toBe(`admin-a-${backendName}@activity-export.test`);
  });

  it("gives a member the entries of their sections only, and another organisation nothing of A's", async () => {
    // A user-management entry by the admin: not for a member who only works on programs.
    await api.db.query(
      `INSERT INTO activity_logs (log_id, account_id, user_id, action, object_type, object_id, section, changes)
       VALUES ('nlg--role-change', $1, $2, 'UPDATE', 'ROLE', 'rol--x', 'USER_MANAGEMENT', '{}'::jsonb)`,
      [orgA, adminA.userId],
    );
    // The member's own sign-in (logged at their first request, section USER_MANAGEMENT) is theirs to read: left out.
    const mine = parseCsv(String((await exportAs(memberA)).body).slice(1))
      .slice(1)
      .filter((r) => r[3] !== 'SIGN_IN');
    expect(new Set(mine.map((r) => r[6]))).toEqual(new Set(['PROGRAMS']));
    expect(mine.map((r) => r[2])).toContain(`admin-a-${backendName}@activity-export.test`);
    expect(mine.map((r) => r[5])).not.toContain('rol--x');
    expect(String((await exportAs(adminA)).body)).toContain('rol--x');
    const other = String((await exportAs(adminB)).body);
    expect(other).toContain('B only');
    expect(other).not.toContain('Food');
    expect(other).not.toContain('prg--bulk');
  });

  it('refuses a bad filter or sort with the usual JSON error, before sending any CSV', async () => {
    const res = await exportAs(adminA, '?filter=%7Bnot-json');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const sort = await exportAs(adminA, '?sort=NAME');
    expect(sort.status).toBe(422);
  });
});
