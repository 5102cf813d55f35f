/**
 * The demo campus's clubs (decision 081): four approved clubs in four categories, with owners and officers among the
 * demo logins (titled), members (who follow their club, as joining does) and followers; three of the events hosted
 * by a club and one co-hosted; a published announcement; and past check-ins, so Asha's "Events I attended" has
 * something to show. Counts are kept as the clubs module keeps them: active members but alumni, every follow.
 */
import type { Kysely } from 'kysely';
import type { Database, PostsTable, UsersTable } from '../database/schema.ts';
import { newId } from '../database/values.ts';
import { insertRegistration } from '../test/factories.ts';

type Db = Kysely<Database>;

export interface DemoClubPeople {
  admin: UsersTable;
  asha: UsersTable;
  rahul: UsersTable;
  meera: UsersTable;
  kabir: UsersTable;
  ira: UsersTable;
  zoya: UsersTable;
  arjun: UsersTable;
  nisha: UsersTable;
  dev: UsersTable;
  tara: UsersTable;
  farhan: UsersTable;
}

export interface DemoClubEvents {
  openMic: PostsTable;
  football: PostsTable;
  bloodCamp: PostsTable;
  classical: PostsTable;
}

type Seat = readonly [UsersTable, 'owner' | 'officer' | 'member', string | null];

interface DemoClub {
  slug: string;
  name: string;
  category: string;
  description: string;
  joinPolicy: 'open' | 'approval' | 'invite';
  instagram: string | null;
  members: readonly Seat[];
  followers: readonly UsersTable[];
  /** Days since the club was approved. */
  age: number;
}

export async function seedDemoClubs(db: Db, p: DemoClubPeople, e: DemoClubEvents, ago: (hours: number) => string): Promise<void> {
  const clubs: DemoClub[] = [
    {
      slug: 'coding-club', name: 'Coding Club', category: 'technical', joinPolicy: 'open', age: 400,
      description: 'Weekly problem-solving nights, hackathons and open-source sprints. Every level is welcome.',
      instagram: 'https://instagram.com/quad.coding',
      members: [[p.asha, 'owner', 'President'], [p.rahul, 'officer', 'General Secretary'], [p.nisha, 'member', null], [p.dev, 'member', null]],
      followers: [p.ira, p.meera],
    },
    {
      slug: 'dramatics-society', name: 'Dramatics Society', category: 'cultural', joinPolicy: 'approval', age: 700,
      description: 'Street plays, the annual production and open mics. Auditions every semester; backstage crew always needed.',
      instagram: 'https://instagram.com/quad.dramatics',
      members: [[p.meera, 'owner', 'President'], [p.asha, 'officer', 'General Secretary'], [p.zoya, 'member', null], [p.tara, 'member', null]],
      followers: [p.farhan, p.dev],
    },
    {
      slug: 'football-club', name: 'Football Club', category: 'sports', joinPolicy: 'open', age: 900,
      description: 'Evening practice on the Main Ground, the inter-hostel league and the university team trials.',
      instagram: null,
      members: [[p.rahul, 'owner', 'President'], [p.kabir, 'officer', 'Captain'], [p.arjun, 'member', null]],
      followers: [p.zoya, p.nisha],
    },
    {
      slug: 'nss', name: 'NSS', category: 'social-service', joinPolicy: 'invite', age: 1200,
      description: 'The National Service Scheme unit: blood donation camps, literacy drives and the village outreach weekends.',
      instagram: null,
      members: [[p.ira, 'owner', 'President'], [p.meera, 'officer', 'General Secretary'], [p.arjun, 'member', null]],
      followers: [p.asha, p.kabir],
    },
  ];
  const ids = new Map<string, string>();
  for (const club of clubs) {
    const id = newId();
    ids.set(club.slug, id);
    const [owner] = club.members;
    const since = ago(24 * club.age);
    await db.insertInto('clubs').values({
      id, slug: club.slug, name: club.name, description: club.description, category: club.category,
      logo: null, banner: null, contact_email: `${club.slug}@quad.campus`, website: null, instagram: club.instagram, chat_link: null,
      join_policy: club.joinPolicy, status: 'approved', pending_changes: null, pending_since: null, review_note: null,
      created_by: owner![0].id, created_at: since, updated_at: since, approved_at: since, inactive_at: null, confirm_by: null,
      // Members follow their club as joining makes them: every seat below is also a follow.
      member_count: club.members.length, follower_count: club.members.length + club.followers.length,
    }).execute();
    for (const [user, role, title] of club.members) {
      await db.insertInto('club_members').values({
        club_id: id, user_id: user.id, role, title, status: 'active', created_at: since, joined_at: since,
        confirmed_at: role === 'member' ? null : since,
      }).execute();
    }
    for (const user of [...club.members.map(([user]) => user), ...club.followers]) {
      await db.insertInto('club_follows').values({ club_id: id, user_id: user.id, created_at: since }).execute();
    }
  }
  const club = (slug: string) => ids.get(slug) ?? '';

  // Three events hosted by a club, and the Coding Club co-hosting the Dramatics Society's Open Mic.
  for (const [post, slug] of [[e.openMic, 'dramatics-society'], [e.football, 'football-club'], [e.bloodCamp, 'nss']] as const) {
    await db.updateTable('posts').set({ club_id: club(slug) }).where('id', '=', post.id).execute();
  }
  await db.insertInto('event_clubs').values({
    post_id: e.openMic.id, club_id: club('coding-club'), status: 'accepted', invited_by: p.asha.id, created_at: ago(40), accepted_at: ago(39),
  }).execute();

  await db.insertInto('club_announcements').values({
    id: newId(), club_id: club('coding-club'), author_id: p.asha.id, title: 'Hack night is back',
    content: 'Our first hack night of the semester is on Friday in Lab 3. Bring a laptop and a friend; we bring the pizza.',
    image: null, status: 'published', hold_reason: null, created_at: ago(5), published_at: ago(5), reviewed_by: null, reviewed_at: null,
  }).execute();

  // Asha gave blood at the NSS camp and went to the classical evening: checked in at the door by their hosts.
  const checkIn = async (post: PostsTable, user: UsersTable, by: UsersTable, day: string, fields: Record<string, string> | null) => {
    const scanned = new Date(Date.parse(post.event_start_date ?? ago(0)) + 20 * 60_000).toISOString();
    const registration = await insertRegistration(db, post, user, {
      status: 'checked_in', created_at: ago(24 * 25), custom_fields: fields ? JSON.stringify(fields) : null,
      ...(day ? { booking_dates: JSON.stringify([day]), selected_tickets: JSON.stringify([{ ticketType: 'Pass', ticketPrice: 0, quantity: 1 }]) } : {}),
    });
    await db.insertInto('check_ins').values({
      id: newId(), post_id: post.id, registration_id: registration.id, day, scanned_at: scanned, recorded_at: scanned,
      by_user_id: by.id, undone_at: null, undone_by: null,
    }).execute();
  };
  await checkIn(e.bloodCamp, p.asha, p.ira, '', { 'Blood group': 'B+' });
  const [classicalDay] = JSON.parse(e.classical.available_dates ?? '[]') as string[];
  await checkIn(e.classical, p.asha, p.farhan, classicalDay ?? '', null);
}
