/**
 * The demo campus: seeded on the first start of an empty database when DEMO_DATA is on. Every date is relative
 * to the day it is seeded, so the demo always has upcoming and past events (decision 032); likes, comments and
 * registrations are spread over the posts so Popular and the sidebars have something to show.
 */
import type { Kysely } from 'kysely';
import { enableTemplateCompiler } from '../../shared/i18n-compiler.ts';
import { inLocale } from '../../shared/i18n.ts';
import { notices, say, storedValues } from '../../shared/messages.ts';
import { hashPassword } from '../lib/passwords.ts';
import {
  buildCulturalEvent,
  buildEvent,
  buildPost,
  insertComment,
  insertLike,
  insertNotification,
  insertPost,
  insertRegistration,
  insertReport,
  insertUser,
} from '../test/factories.ts';
import type { Database, PostsTable, UsersTable } from '../database/schema.ts';
import { dayOf, daysFrom, hoursBefore, nextSpringStart } from './seed-dates.ts';
import { seedDemoClubs } from './seed-clubs.ts';

export const DEMO_PASSWORD = 'quad-demo-2026';

export interface DemoAccount {
  email: string;
  role: 'admin' | 'user';
}

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

type Db = Kysely<Database>;

/** `count` likes from the crowd (never from a demo login, whose liked posts the journeys start from empty). */
async function likeBy(db: Db, post: PostsTable, crowd: readonly UsersTable[], count: number): Promise<void> {
  for (const user of crowd.slice(0, count)) await insertLike(db, post.id, user.id);
}

/** Comments a few minutes apart, after the post was written. */
async function commentOn(db: Db, post: PostsTable, lines: ReadonlyArray<[UsersTable, string]>): Promise<void> {
  const posted = Date.parse(post.created_at);
  for (const [i, [user, text]] of lines.entries()) {
    await insertComment(db, post.id, user.id, { text, created_at: new Date(posted + (i + 1) * 17 * 60_000).toISOString() });
  }
}

export async function seedDemoCampus(db: Db, now = new Date()): Promise<DemoAccount[]> {
  // Plural templates ("and 3 others") are compiled, whether or not a server started in this process first.
  enableTemplateCompiler();
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const ago = (hours: number) => hoursBefore(now, hours);
  const at = (days: number, hours?: number) => daysFrom(now, days, hours).toISOString();
  return db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    // Every demo account has proven its email (decision 041), so each may post, comment and register.
    const email_verified_at = now.toISOString();
    const login = (name: string, email: string, isAdmin = false) =>
      insertUser(tx, { name, email, password_hash, is_admin: isAdmin ? 1 : 0, email_verified_at });
    const admin = await login('Campus Admin', 'admin@quad.campus', true);
    const asha = await login('Asha Verma', 'asha@quad.campus');
    const rahul = await login('Rahul Nair', 'rahul@quad.campus');
    const meera = await login('Meera Iyer', 'meera@quad.campus');
    // Students who like, comment and register: they have no password, so they are not demo logins.
    const member = (name: string) =>
      insertUser(tx, {
        name,
        email: `${name.toLowerCase().replace(/\s+/g, '.')}@quad.campus`,
        created_at: ago(24 * 30),
        email_verified_at: ago(24 * 30),
      });
    const kabir = await member('Kabir Das');
    const ira = await member('Ira Sen');
    const zoya = await member('Zoya Khan');
    const arjun = await member('Arjun Menon');
    const nisha = await member('Nisha Patel');
    const dev = await member('Dev Malhotra');
    const tara = await member('Tara Joseph');
    const farhan = await member('Farhan Ali');
    const crowd = [kabir, ira, zoya, arjun, nisha, dev, tara, farhan];

    // News (the Home highlights).
    const library = await insertPost(tx, buildPost(admin.id, {
      type: 'news', title: 'Library open 24/7 during exams',
      content: 'From next Monday the central library stays open around the clock until the end of the exam period.',
      created_at: ago(30),
    }));
    const bus = await insertPost(tx, buildPost(admin.id, {
      type: 'news', title: 'New bus route to North Campus',
      content: 'Shuttle 7 now runs every 15 minutes between the main gate and North Campus, 7am to 11pm.',
      created_at: ago(6),
    }));

    // Consights.
    const chai = await insertPost(tx, buildPost(asha.id, {
      title: 'To whoever left chai at my desk',
      content: 'You saved my 8am lecture. I owe you one, mysterious chai person.',
      created_at: ago(20),
    }));
    const blockD = await insertPost(tx, buildPost(rahul.id, {
      title: 'I still do not know where Block D is',
      content: 'Third year. Still lost. Please send a map, or a search party.',
      created_at: ago(12),
    }));
    const samosa = await insertPost(tx, buildPost(zoya.id, {
      title: 'The canteen samosas are back',
      content: 'Whoever convinced the canteen to bring them back: thank you. The queue at 4pm is worth it.',
      created_at: ago(9),
    }));
    const guitar = await insertPost(tx, buildPost(dev.id, {
      title: 'To the guitarist in the Hostel C stairwell',
      content: 'You play Wonderwall at 2am every night. You are getting better. Please also learn a second song.',
      created_at: ago(4),
    }));
    const study = await insertPost(tx, buildPost(nisha.id, {
      title: 'Anyone up for a data structures study group?',
      content: 'Trees and graphs are eating me alive. Reading room 3, evenings, bring snacks.',
      created_at: ago(34),
    }));
    const spam = await insertPost(tx, buildPost(meera.id, {
      title: 'Buy cheap followers now!!!',
      content: 'Click the link in my bio for 10k followers, limited offer.',
      created_at: ago(26),
    }));
    await insertReport(tx, spam.id, asha.id, 'Spam');
    // An anonymous Consight (decision 043): others see its pseudonym; Rahul, its author, knows it as his.
    const midsem = await insertPost(tx, buildPost(rahul.id, {
      title: 'I failed my midsem and have not told anyone',
      content: 'Everyone in my wing seems to have it together. Does it get better after second year?',
      created_at: ago(7),
      anonymous: 1,
      pseudonym: 'Anonymous Heron',
      pseudonym_hue: 200,
    }));

    // Events: some ahead, one just past; Open Mic's form is how its slots are taken.
    const openMic = await insertPost(tx, buildEvent(asha.id, {
      content: 'Bring a song, a poem or a joke. Register here in Quad to get a five-minute slot on stage; snacks on us.',
      event_start_date: at(7), event_end_date: at(7, 15), created_at: ago(48),
    }));
    const football = await insertPost(tx, buildEvent(kabir.id, {
      title: 'Inter-hostel Football Final', content: 'Hostel A against Hostel C under the lights. Come and cheer: no registration needed.',
      location: 'Main Ground', venue_address: 'Main Ground, Sports Complex', source: 'Sports Council',
      event_start_date: at(3), event_end_date: at(3, 14), duration: '2 hours',
      // Open, with no form and no link: its button reads NO REGISTRATION REQUIRED, as its text says.
      registration_open: 1, enable_registration_form: 0, registration_fields: null, created_at: ago(28),
    }));
    const clinic = await insertPost(tx, buildEvent(tara.id, {
      title: 'Resume Clinic with Career Services', content: 'Bring a printed resume and leave with a better one. Book a 15-minute slot on the Career Services site.',
      location: 'Placement Cell', venue_address: 'Admin Block, Ground Floor', source: 'Career Services',
      event_start_date: at(12, 5), event_end_date: at(12, 9), duration: '4 hours',
      enable_registration_form: 0, registration_fields: null, registration_link: 'https://careers.example.org/resume-clinic', created_at: ago(18),
    }));
    const bloodCamp = await insertPost(tx, buildEvent(ira.id, {
      title: 'Blood Donation Camp', content: 'Give blood, get a certificate and juice. Registered donors were given a time slot.',
      location: 'Health Centre', venue_address: 'Health Centre, Main Campus', source: 'NSS Unit',
      event_start_date: at(-9, 4), event_end_date: at(-9, 10), duration: '6 hours',
      registration_fields: 'Blood group:A+|A-|B+|B-|O+|O-|AB+|AB-', created_at: ago(24 * 16),
    }));

    // Cultural events: the spring fest in spring, a concert soon, one evening already past.
    const springStart = nextSpringStart(now, 3);
    const springDays = [0, 1, 2].map((d) => new Date(springStart.getTime() + d * 86_400_000));
    const fest = await insertPost(tx, buildCulturalEvent(rahul.id, {
      event_start_date: springStart.toISOString(), event_end_date: new Date(springDays[2]!.getTime() + 4 * 3600_000).toISOString(),
      available_dates: JSON.stringify(springDays.map(dayOf)), created_at: ago(40),
    }));
    const bands = await insertPost(tx, buildCulturalEvent(arjun.id, {
      title: 'Battle of the Bands', content: 'Six campus bands, one trophy. Tickets cover the evening and a food coupon.',
      location: 'Auditorium', venue_address: 'Main Auditorium, Central Campus', source: 'Music Society',
      event_start_date: at(10), event_end_date: at(10, 16), duration: '4 hours',
      ticket_options: JSON.stringify([{ ticketType: 'Standing', ticketPrice: 200 }, { ticketType: 'Front pit', ticketPrice: 500 }]),
      available_dates: JSON.stringify([dayOf(daysFrom(now, 10))]),
      cultural_payment_link: 'https://pay.example.org/bands', created_at: ago(22),
    }));
    const classical = await insertPost(tx, buildCulturalEvent(farhan.id, {
      title: 'Classical Music Evening', content: 'A sitar and tabla recital in the amphitheatre. Free entry with a pass.',
      location: 'Amphitheatre', venue_address: 'Amphitheatre, South Campus', source: 'SPIC MACAY Chapter',
      event_start_date: at(-20), event_end_date: at(-20, 15), duration: '3 hours',
      ticket_options: JSON.stringify([{ ticketType: 'Pass', ticketPrice: 0 }]),
      available_dates: JSON.stringify([dayOf(daysFrom(now, -20))]),
      cultural_payment_method: null, cultural_payment_link: null, created_at: ago(24 * 30),
    }));

    // Awaiting the admin.
    await insertPost(tx, buildEvent(meera.id, {
      title: 'Robotics Club Hack Night',
      content: 'Build a line-following robot in one night. Kits provided, pizza too.',
      status: 'pending', location: 'Engineering Lab 2', venue_address: 'Engineering Block, Lab 2',
      source: 'Robotics Club', price: 50, payment_method: 'link', payment_link: 'https://pay.example.org/hack',
      registration_fields: 'Team name', event_start_date: at(14), event_end_date: at(14, 23), created_at: ago(2),
    }));

    // Likes: the fest, the bus news and the chai Consight lead Popular; the spam post has none.
    const likes: Array<[PostsTable, number]> = [
      [fest, 8], [bus, 7], [chai, 6], [library, 5], [openMic, 5], [blockD, 4], [bands, 4],
      [samosa, 3], [football, 3], [guitar, 2], [study, 1], [clinic, 1], [bloodCamp, 2], [classical, 2],
    ];
    for (const [post, count] of likes) await likeBy(tx, post, crowd, count);
    // What the demo logins were told of those likes, grouped per post as Quad tells them, and already read
    // (so a login's unread badge starts clear and counts only what happens after the seed).
    const logins = new Set([asha.id, rahul.id, meera.id, admin.id]);
    for (const [post, count] of likes) {
      if (!logins.has(post.user_id)) continue;
      const newest = crowd.slice(0, count).reverse().map((user) => user.name);
      const created_at = ago(1);
      // Kept as Quad keeps a notification (decision 055): its template and values, said in the reader's language.
      const said = notices.likedYourPost(newest, count, post.title);
      await insertNotification(tx, post.user_id, {
        message: inLocale('en', () => say(said)),
        template: said.id,
        template_values: storedValues(said),
        post_id: post.id,
        created_at,
        read_at: created_at,
        group_kind: 'like',
        group_since: post.created_at,
      });
    }

    await commentOn(tx, blockD, [
      [ira, 'Behind the chemistry labs, past the cycle stand. Took me two years too.'],
      [kabir, 'It moves. That is the only explanation.'],
      [asha, 'Follow the smell of the canteen and turn left.'],
    ]);
    await commentOn(tx, openMic, [[zoya, 'Signing up with a poem about the 8am bus.'], [dev, 'Is there a guitar I can borrow?']]);
    await commentOn(tx, fest, [[nisha, 'Is the food stall list out yet?'], [meera, 'VIP is worth it for the front rows.']]);
    await commentOn(tx, samosa, [[farhan, 'Finally some good news this semester.']]);
    await commentOn(tx, midsem, [[meera, 'It does. Office hours helped me more than any coaching.'], [rahul, 'Thank you. Going tomorrow.']]);
    await commentOn(tx, bus, [[tara, 'The 11pm one is a lifesaver after lab.']]);
    await commentOn(tx, football, [[arjun, 'Hostel C in three. Bring the drums.']]);

    // Registrations, each a little after the one before.
    let step = 0;
    const when = (hoursAfterPost: number, post: PostsTable) =>
      new Date(Date.parse(post.created_at) + (hoursAfterPost + step++ / 10) * 3600_000).toISOString();
    for (const [user, year] of [[rahul, '3rd'], [meera, '2nd'], [zoya, '1st'], [dev, '4th'], [tara, '2nd']] as const) {
      await insertRegistration(tx, openMic, user, { custom_fields: JSON.stringify({ 'Year of study': year }), created_at: when(2, openMic) });
    }
    const festDays = springDays.map(dayOf);
    const festTickets: Array<[UsersTable, string[], Array<[string, number, number]>, string]> = [
      [asha, festDays.slice(0, 1), [['General', 150, 2]], 'TXN4821'],
      [nisha, festDays.slice(0, 2), [['General', 150, 1], ['VIP', 400, 1]], 'TXN5310'],
      [kabir, festDays.slice(2), [['VIP', 400, 2]], 'TXN6002'],
    ];
    for (const [user, days, tickets, transaction] of festTickets) {
      const perDay = tickets.reduce((sum, [, price, quantity]) => sum + price * quantity, 0);
      await insertRegistration(tx, fest, user, {
        booking_dates: JSON.stringify(days),
        selected_tickets: JSON.stringify(tickets.map(([ticketType, ticketPrice, quantity]) => ({ ticketType, ticketPrice, quantity }))),
        total_price: perDay * days.length,
        transaction_id: transaction,
        created_at: when(3, fest),
      });
    }
    for (const [user, tickets] of [[ira, [['Standing', 200, 2]]], [farhan, [['Front pit', 500, 1]]]] as const) {
      await insertRegistration(tx, bands, user, {
        booking_dates: JSON.stringify([dayOf(daysFrom(now, 10))]),
        selected_tickets: JSON.stringify(tickets.map(([ticketType, ticketPrice, quantity]) => ({ ticketType, ticketPrice, quantity }))),
        total_price: tickets.reduce((sum, [, price, quantity]) => sum + price * quantity, 0),
        created_at: when(1, bands),
      });
    }
    for (const [user, group] of [[arjun, 'O+'], [nisha, 'B+'], [kabir, 'A-']] as const) {
      await insertRegistration(tx, bloodCamp, user, { custom_fields: JSON.stringify({ 'Blood group': group }), created_at: when(24, bloodCamp) });
    }
    for (const user of [tara, dev]) {
      await insertRegistration(tx, classical, user, {
        booking_dates: JSON.stringify([dayOf(daysFrom(now, -20))]),
        selected_tickets: JSON.stringify([{ ticketType: 'Pass', ticketPrice: 0, quantity: 1 }]),
        created_at: when(5, classical),
      });
    }

    // The campus's clubs, their events, an announcement and Asha's attended events (decision 081).
    await seedDemoClubs(tx, { admin, asha, rahul, meera, kabir, ira, zoya, arjun, nisha, dev, tara, farhan }, { openMic, football, bloodCamp, classical }, ago);

    return [
      { email: admin.email, role: 'admin' as const },
      { email: asha.email, role: 'user' as const },
      { email: rahul.email, role: 'user' as const },
      { email: meera.email, role: 'user' as const },
    ];
  });
}
