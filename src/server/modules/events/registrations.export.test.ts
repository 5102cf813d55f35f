import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildCulturalEvent, buildEvent, buildPost, insertPost, insertRegistration } from '../../test/factories.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { parseCsv } from '../../test/csv.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';
import { exportFilename, localTime, neutralise } from './registrations.csv.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const exportOf = (postId: string, token?: string) =>
  call(t.app, 'GET', `/api/posts/export-registrations/${postId}`, token ? { token } : {});

const IDENTITY = ['Name', 'Email', 'Phone', 'Transaction ID', 'Registered At (UTC, ISO 8601)', 'Registered At (Asia/Kolkata)', 'Booking Dates'];
const DOOR = ['Status', 'Ticket Code', 'Checked In At (UTC, ISO 8601)', 'Checked In At (Asia/Kolkata)'];

describe('GET /api/posts/export-registrations/:id', () => {
  it('lets only the host or an admin export: visitors 401, others 403, missing or non-events 404', async () => {
    const event = await insertPost(t.database.db, buildEvent(t.user.id));
    expect((await exportOf(event.id)).status).toBe(401);
    const other = await exportOf(event.id, t.other.token);
    expect(other).toMatchObject({ status: 403, json: { message: MESSAGES.exportForbidden } });
    expect((await exportOf(event.id, t.user.token)).status).toBe(200);
    expect((await exportOf(event.id, t.admin.token)).status).toBe(200);
    expect((await exportOf('no-such-event', t.user.token)).json).toEqual({ message: MESSAGES.eventNotFound });
    const confession = await insertPost(t.database.db, buildPost(t.user.id));
    expect((await exportOf(confession.id, t.user.token)).status).toBe(404);
    // Someone else's pending event is not even there for a student.
    const pending = await insertPost(t.database.db, buildEvent(t.user.id, { status: 'pending' }));
    expect((await exportOf(pending.id, t.other.token)).status).toBe(404);
    expect((await exportOf(pending.id, t.user.token)).status).toBe(200);
  });

  it('downloads registrations_{title}.csv, UTF-8 with a BOM, one row per registration, custom fields last', async () => {
    const event = await insertPost(t.database.db, buildEvent(t.user.id, { title: 'Open Mic: Night #2 / Ünïcode', registration_fields: 'Year of study:1st|2nd, Mobile' }));
    const a = await quickAccount(t.database.db, { name: 'Asha Verma' });
    const b = await quickAccount(t.database.db, { name: 'Rahul Nair' });
    const first = await insertRegistration(t.database.db, event, a, {
      custom_fields: JSON.stringify({ 'Year of study': '1st', Mobile: '9123456780' }),
      created_at: '2026-11-20T10:00:00.000Z',
    });
    await insertRegistration(t.database.db, event, b, {
      custom_fields: JSON.stringify({ 'Year of study': '2nd', Mobile: '9000000000', 'Old question': 'kept' }),
      transaction_id: '4821',
      total_price: 50,
      created_at: '2026-11-21T10:00:00.000Z',
    });

    const res = await exportOf(event.id, t.user.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="registrations_Open_Mic_Night_2_n_code.csv"; filename*=UTF-8''registrations_Open_Mic_Night_2_n_code.csv`,
    );
    const body = res.raw.body;
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(body.slice(1));
    expect(rows).toEqual([
      [...IDENTITY, 'Total Price', 'Year of study', 'Mobile', 'Old question', ...DOOR],
      ['Asha Verma', a.email, '9876543210', '', first.created_at, '2026-11-20 15:30:00', '', '0', '1st', '9123456780', '', 'confirmed', '', '', ''],
      ['Rahul Nair', b.email, '9876543210', '4821', '2026-11-21T10:00:00.000Z', '2026-11-21 15:30:00', '', '50', '2nd', '9000000000', 'kept', 'confirmed', '', '', ''],
    ]);
  });

  it('writes one row per cultural registration, a quantity column per ticket type, and its total once', async () => {
    const event = await insertPost(t.database.db, buildCulturalEvent(t.user.id));
    const registrations = [
      { name: 'Meera Iyer', tickets: [['General', 150, 2], ['VIP', 400, 1]], dates: ['2026-12-07', '2026-12-08'], total: 1400 },
      { name: 'Kabir Das', tickets: [['VIP', 400, 3]], dates: ['2026-12-07'], total: 1200 },
      { name: 'Ira Sen', tickets: [['General', 150, 1], ['Early bird', 100, 2]], dates: ['2026-12-08'], total: 350 },
    ] as const;
    const written = [];
    for (const [i, r] of registrations.entries()) {
      const account = await quickAccount(t.database.db, { name: r.name });
      written.push(await insertRegistration(t.database.db, event, account, {
        booking_dates: JSON.stringify(r.dates),
        selected_tickets: JSON.stringify(r.tickets.map(([ticketType, ticketPrice, quantity]) => ({ ticketType, ticketPrice, quantity }))),
        total_price: r.total,
        transaction_id: `UPI-${i}`,
        // 20:00 UTC is past midnight in Kolkata: the local column is the next day.
        created_at: `2026-11-2${i}T20:00:00.000Z`,
      }));
    }
    const rows = parseCsv((await exportOf(event.id, t.user.token)).raw.body.slice(1));
    // The event's types in its order, then a type only an older registration holds.
    expect(rows[0]).toEqual([...IDENTITY, 'Tickets: General', 'Tickets: VIP', 'Tickets: Early bird', 'Total Price', ...DOOR]);
    expect(rows.slice(1)).toEqual([
      ['Meera Iyer', written[0]?.email, '9876543210', 'UPI-0', '2026-11-20T20:00:00.000Z', '2026-11-21 01:30:00', '2026-12-07; 2026-12-08', '2', '1', '0', '1400', 'confirmed', '', '', ''],
      ['Kabir Das', written[1]?.email, '9876543210', 'UPI-1', '2026-11-21T20:00:00.000Z', '2026-11-22 01:30:00', '2026-12-07', '0', '3', '0', '1200', 'confirmed', '', '', ''],
      ['Ira Sen', written[2]?.email, '9876543210', 'UPI-2', '2026-11-22T20:00:00.000Z', '2026-11-23 01:30:00', '2026-12-08', '1', '0', '2', '350', 'confirmed', '', '', ''],
    ]);
    const column = (name: string) => rows.slice(1).map((row) => Number(row[rows[0]?.indexOf(name) ?? -1]));
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(column('Total Price'))).toBe(sum(registrations.map((r) => r.total)));
    expect(sum(column('Tickets: VIP'))).toBe(4);
  });

  it("writes local times in the campus's time zone from CAMPUS_TIME_ZONE", async () => {
    const berlin = await createTestApp({ env: { CAMPUS_TIME_ZONE: 'Europe/Berlin' } });
    try {
      const host = await quickAccount(berlin.database.db);
      const event = await insertPost(berlin.database.db, buildEvent(host.id));
      const a = await quickAccount(berlin.database.db);
      await insertRegistration(berlin.database.db, event, a, { created_at: '2026-07-01T10:00:00.000Z' });
      const rows = parseCsv((await call(berlin.app, 'GET', `/api/posts/export-registrations/${event.id}`, { token: host.token })).raw.body.slice(1));
      expect(rows[0]?.[5]).toBe('Registered At (Europe/Berlin)');
      expect(rows[1]?.slice(4, 6)).toEqual(['2026-07-01T10:00:00.000Z', '2026-07-01 12:00:00']);
    } finally {
      await berlin.close();
    }
    expect(localTime('2026-01-01T10:00:00.000Z', 'Europe/Berlin')).toBe('2026-01-01 11:00:00');
    expect(localTime('2026-03-31T18:30:00.000Z', 'Asia/Kolkata')).toBe('2026-04-01 00:00:00');
  });

  it('neutralises spreadsheet formulas in every cell', async () => {
    const event = await insertPost(t.database.db, buildEvent(t.user.id, { registration_fields: 'Note' }));
    const a = await quickAccount(t.database.db);
    await insertRegistration(t.database.db, event, a, {
      name: '=HYPERLINK("http://evil.example","click")',
      email: '+1@x.test',
      phone: '-2',
      transaction_id: '@SUM(A1)',
      custom_fields: JSON.stringify({ Note: '\tcmd', Other: '\rx' }),
    });
    const rows = parseCsv((await exportOf(event.id, t.user.token)).raw.body.slice(1));
    const row = rows[1] ?? [];
    expect(row.slice(0, 4)).toEqual(["'=HYPERLINK(\"http://evil.example\",\"click\")", "'+1@x.test", "'-2", "'@SUM(A1)"]);
    expect(row.slice(-6, -4)).toEqual(["'\tcmd", "'\rx"]);
    expect(neutralise('Asha, "quoted"')).toBe('Asha, "quoted"');
  });

  it('quotes every cell that holds a separator of any locale, a quote or a line break', async () => {
    const event = await insertPost(t.database.db, buildCulturalEvent(t.user.id, { registration_fields: 'Note, Diet' }));
    const a = await quickAccount(t.database.db);
    await insertRegistration(t.database.db, event, a, {
      name: 'Asha; Verma',
      phone: '98765|43210',
      transaction_id: 'UPI\t42',
      booking_dates: JSON.stringify(['2026-12-07', '2026-12-08']),
      custom_fields: JSON.stringify({ Note: 'say "hi"\u2028twice', Diet: 'veg, no nuts' }),
    });
    const body = (await exportOf(event.id, t.user.token)).raw.body.slice(1);
    const record = body.split('\r\n')[1] ?? '';
    for (const cell of ['"Asha; Verma"', '"98765|43210"', '"UPI\t42"', '"2026-12-07; 2026-12-08"', '"say ""hi""\u2028twice"', '"veg, no nuts"']) {
      expect(record).toContain(cell);
    }
    // A reader that splits on semicolons (or pipes, or tabs) outside quotes sees the same number of cells in every row.
    const cellsSplitOn = (line: string, separator: string) => line.replace(/"(?:[^"]|"")*"/g, 'x').split(separator).length;
    for (const separator of [';', '|', '\t']) expect(cellsSplitOn(record, separator)).toBe(1);
    // Plain cells stay unquoted.
    expect(record).toContain(`,${a.email},`);
  });

  it('names files safely', () => {
    expect(exportFilename('Open Mic Night')).toBe('registrations_Open_Mic_Night.csv');
    expect(exportFilename('../../etc/passwd')).toBe('registrations_etc_passwd.csv');
    expect(exportFilename('नमस्ते')).toBe('registrations_event.csv');
  });
});
