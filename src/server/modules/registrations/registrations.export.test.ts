import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildCulturalEvent, buildEvent, buildPost, insertPost, insertRegistration } from '../../database/factories.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { parseCsv } from '../../test/csv.ts';
import { createPostsWorld, type PostsWorld } from '../posts/posts.fixtures.ts';
import { exportFilename, neutralise } from './registrations.csv.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const exportOf = (postId: string, token?: string) =>
  call(t.app, 'GET', `/api/posts/export-registrations/${postId}`, token ? { token } : {});

const HEADER = [
  'Name',
  'Email',
  'Phone',
  'Transaction ID',
  'Registered At',
  'Booking Dates',
  'Ticket Type',
  'Ticket Quantity',
  'Ticket Price',
  'Total Price',
];

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
      [...HEADER, 'Year of study', 'Mobile', 'Old question'],
      ['Asha Verma', a.email, '9876543210', '', first.created_at, '', '', '', '', '0', '1st', '9123456780', ''],
      ['Rahul Nair', b.email, '9876543210', '4821', '2026-11-21T10:00:00.000Z', '', '', '', '', '50', '2nd', '9000000000', 'kept'],
    ]);
  });

  it('writes one row per ticket line for a cultural event', async () => {
    const event = await insertPost(t.database.db, buildCulturalEvent(t.user.id));
    const a = await quickAccount(t.database.db, { name: 'Meera Iyer' });
    await insertRegistration(t.database.db, event, a, {
      booking_dates: JSON.stringify(['2026-12-07', '2026-12-08']),
      selected_tickets: JSON.stringify([
        { ticketType: 'General', ticketPrice: 150, quantity: 2 },
        { ticketType: 'VIP', ticketPrice: 400, quantity: 1 },
      ]),
      total_price: 1400,
      transaction_id: 'UPI-1',
      created_at: '2026-11-22T08:00:00.000Z',
    });
    const rows = parseCsv((await exportOf(event.id, t.user.token)).raw.body.slice(1));
    expect(rows).toEqual([
      HEADER,
      ['Meera Iyer', a.email, '9876543210', 'UPI-1', '2026-11-22T08:00:00.000Z', '2026-12-07; 2026-12-08', 'General', '2', '150', '1400'],
      ['Meera Iyer', a.email, '9876543210', 'UPI-1', '2026-11-22T08:00:00.000Z', '2026-12-07; 2026-12-08', 'VIP', '1', '400', '1400'],
    ]);
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
    expect(row.slice(-2)).toEqual(["'\tcmd", "'\rx"]);
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
