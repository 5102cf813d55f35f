/**
 * Test support for the posts and media tests (not used by the app): valid inputs of each type, real
 * pictures made with sharp, and a test app with a user, another user and an admin signed in.
 */
import sharp from 'sharp';
import type { PostInputRaw } from '../../shared/schemas/posts.ts';
import { call, signUp } from './api.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { grantAdmin } from '../modules/users/users.service.ts';

export const ADMIN_EMAIL = 'dean.posts@campus.test';

export interface Account {
  id: string;
  name: string;
  token: string;
}

export interface PostsWorld extends TestApp {
  user: Account;
  other: Account;
  admin: Account;
}

export async function createPostsWorld(): Promise<PostsWorld> {
  const t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  const account = async (overrides: { email?: string; name?: string } = {}): Promise<Account> => {
    const u = await signUp(t.app, overrides);
    return { id: u._id, name: u.name, token: u.token };
  };
  const user = await account({ name: 'Asha Verma' });
  const other = await account({ name: 'Rahul Nair' });
  const admin = await account({ email: ADMIN_EMAIL, name: 'Dean Kapoor' });
  // A password sign-up is never admin by itself: the operator grants it (npm run admin -- grant).
  await grantAdmin(t.database.db, ADMIN_EMAIL);
  return { ...t, user, other, admin };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const confessionInput = (overrides: Partial<PostInputRaw> = {}): PostInputRaw => ({
  type: 'confession',
  title: 'To whoever left chai at my desk',
  content: 'You saved my 8am lecture.',
  ...overrides,
});

export const eventInput = (overrides: Partial<PostInputRaw> = {}): PostInputRaw => ({
  type: 'event',
  title: 'Open Mic Night',
  content: 'Bring a song, a poem or a joke.',
  location: 'Student Centre',
  venueAddress: 'Student Centre, Main Campus',
  source: 'Music Club',
  eventStartDate: inDays(7),
  duration: '3 hours',
  registrationRequired: true,
  registrationMethod: 'link',
  registrationLink: 'https://forms.example.org/open-mic',
  ...overrides,
});

export const culturalInput = (overrides: Partial<PostInputRaw> = {}): PostInputRaw => ({
  type: 'culturalEvent',
  title: 'Spring Cultural Fest',
  content: 'Three evenings of dance, music and food.',
  location: 'Open Air Theatre',
  eventStartDate: inDays(14),
  eventEndDate: inDays(16),
  duration: '3 evenings',
  ticketOptions: [
    { ticketType: 'General', ticketPrice: 150 },
    { ticketType: 'VIP', ticketPrice: '400' },
  ],
  availableDates: [inDays(14).slice(0, 10), inDays(15).slice(0, 10)],
  registrationRequired: true,
  registrationMethod: 'form',
  culturalPaymentMethod: 'link',
  culturalPaymentLink: 'https://pay.example.org/fest',
  ...overrides,
});

let shade = 0;
/** A distinct colour on each call, so each made picture has its own bytes. */
const nextColour = () => {
  shade += 1;
  return { r: (shade * 37) % 256, g: (shade * 91) % 256, b: (shade * 53) % 256 };
};

export async function makeJpeg(width = 64, height = 48, options: { exif?: boolean; orientation?: number } = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: nextColour() } }).jpeg({ quality: 80 });
  if (options.exif || options.orientation) {
    image = image.withMetadata({
      ...(options.orientation ? { orientation: options.orientation } : {}),
      ...(options.exif ? { exif: { IFD0: { Copyright: 'x', Artist: 'Secret Photographer' } } } : {}),
    });
  }
  return image.toBuffer();
}

export async function makePng(width = 64, height = 48, options: { transparent?: boolean } = {}): Promise<Buffer> {
  const background = { ...nextColour(), alpha: options.transparent ? 0.5 : 1 };
  return sharp({ create: { width, height, channels: 4, background } }).png().toBuffer();
}

export const dataUrl = (bytes: Buffer | string, mime = 'image/png') =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

export const pngDataUrl = async (width?: number, height?: number) => dataUrl(await makePng(width, height), 'image/png');
export const jpegDataUrl = async (width?: number, height?: number) => dataUrl(await makeJpeg(width, height), 'image/jpeg');

/** Creates a post through the API and answers its JSON; fails the test on anything but 201. */
export async function createPost(t: PostsWorld, token: string, body: PostInputRaw | Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/posts', { token, body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}
