import type { ClubAnnouncement } from '../../../../shared/schemas/club-news.ts';
import type { Club } from '../../../../shared/schemas/clubs.ts';

export const club = (overrides: Partial<Club> = {}): Club => ({
  _id: 'c1',
  slug: 'robotics',
  name: 'Robotics Club',
  description: 'We build robots.',
  category: 'technical',
  categoryName: 'Technical',
  logo: null,
  banner: null,
  contactEmail: null,
  website: null,
  instagram: null,
  chatLink: null,
  joinPolicy: 'open',
  status: 'approved',
  memberCount: 3,
  followerCount: 5,
  createdAt: '2026-11-01T10:00:00.000Z',
  nextEvent: null,
  role: null,
  title: null,
  following: false,
  ...overrides,
});

export const announcement = (overrides: Partial<ClubAnnouncement> = {}): ClubAnnouncement => ({
  _id: 'a1',
  clubSlug: 'robotics',
  clubName: 'Robotics Club',
  title: 'Hackathon signups open',
  content: 'Teams of four.',
  image: null,
  status: 'published',
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
  authorName: 'Asha Verma',
  holdReason: null,
  ...overrides,
});
