/** The demo campus: seeded on the first start of an empty database when DEMO_DATA is on. */
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords.ts';
import {
  buildCulturalEvent,
  buildEvent,
  buildPost,
  insertPost,
  insertRegistration,
  insertReport,
  insertUser,
} from './factories.ts';
import type { Database } from './schema.ts';
import { parseJsonList } from './values.ts';

export const DEMO_PASSWORD = 'quad-demo-2026';

export interface DemoAccount {
  email: string;
  role: 'admin' | 'user';
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

export async function seedDemoCampus(db: Kysely<Database>): Promise<DemoAccount[]> {
  const password_hash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Kysely<Database>;
    const admin = await insertUser(tx, { name: 'Campus Admin', email: 'admin@quad.campus', password_hash, is_admin: 1 });
    const asha = await insertUser(tx, { name: 'Asha Verma', email: 'asha@quad.campus', password_hash });
    const rahul = await insertUser(tx, { name: 'Rahul Nair', email: 'rahul@quad.campus', password_hash });
    const meera = await insertUser(tx, { name: 'Meera Iyer', email: 'meera@quad.campus', password_hash });

    await insertPost(tx, buildPost(admin.id, {
      type: 'news', title: 'Library open 24/7 during exams',
      content: 'From next Monday the central library stays open around the clock until the end of the exam period.',
      created_at: hoursAgo(30),
    }));
    await insertPost(tx, buildPost(admin.id, {
      type: 'news', title: 'New bus route to North Campus',
      content: 'Shuttle 7 now runs every 15 minutes between the main gate and North Campus, 7am to 11pm.',
      created_at: hoursAgo(6),
    }));
    await insertPost(tx, buildPost(asha.id, {
      title: 'To whoever left chai at my desk',
      content: 'You saved my 8am lecture. I owe you one, mysterious chai person.',
      like_count: 0, created_at: hoursAgo(20),
    }));
    await insertPost(tx, buildPost(rahul.id, {
      title: 'I still do not know where Block D is',
      content: 'Third year. Still lost. Please send a map, or a search party.',
      created_at: hoursAgo(12),
    }));
    const reported = await insertPost(tx, buildPost(meera.id, {
      title: 'Buy cheap followers now!!!',
      content: 'Click the link in my bio for 10k followers, limited offer.',
      created_at: hoursAgo(3),
    }));
    await insertReport(tx, reported.id, asha.id, 'Spam');

    const openMic = await insertPost(tx, buildEvent(asha.id, { created_at: hoursAgo(48) }));
    await insertRegistration(tx, openMic, rahul, { custom_fields: JSON.stringify({ 'Year of study': '3rd' }) });
    await insertRegistration(tx, openMic, meera, { custom_fields: JSON.stringify({ 'Year of study': '2nd' }) });

    const fest = await insertPost(tx, buildCulturalEvent(rahul.id, { created_at: hoursAgo(40) }));
    await insertRegistration(tx, fest, asha, {
      booking_dates: JSON.stringify(parseJsonList<string>(fest.available_dates).slice(0, 1)),
      selected_tickets: JSON.stringify([{ ticketType: 'General', ticketPrice: 150, quantity: 2 }]),
      total_price: 300,
      transaction_id: 'TXN4821',
    });

    await insertPost(tx, buildEvent(meera.id, {
      title: 'Robotics Club Hack Night',
      content: 'Build a line-following robot in one night. Kits provided, pizza too.',
      status: 'pending', location: 'Engineering Lab 2', venue_address: 'Engineering Block, Lab 2',
      source: 'Robotics Club', price: 50, payment_method: 'link', payment_link: 'https://pay.example.org/hack',
      registration_fields: 'Team name', created_at: hoursAgo(2),
    }));

    return [
      { email: admin.email, role: 'admin' as const },
      { email: asha.email, role: 'user' as const },
      { email: rahul.email, role: 'user' as const },
      { email: meera.email, role: 'user' as const },
    ];
  });
}
