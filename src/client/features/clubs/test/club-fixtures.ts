/** Clubs as the server answers them, for the clubs' component tests. */
import type { Club, ClubMember } from '../api/club-wire.ts';

export function aClub(overrides: Partial<Club> = {}): Club {
  return {
    _id: 'c1',
    slug: 'robotics',
    name: 'Robotics Club',
    description: 'We build robots.',
    category: 'technical',
    categoryName: 'Technical',
    logo: null,
    banner: null,
    contactEmail: 'robots@quad.campus',
    website: 'https://robots.example',
    instagram: null,
    chatLink: null,
    joinPolicy: 'open',
    status: 'approved',
    memberCount: 12,
    followerCount: 30,
    createdAt: '2026-11-01T10:00:00.000Z',
    nextEvent: null,
    role: null,
    title: null,
    following: false,
    ...overrides,
  };
}

export function aMember(overrides: Partial<ClubMember> = {}): ClubMember {
  return { userId: 'u2', name: 'Rahul Verma', avatar: null, role: 'member', title: null, status: 'active', joinedAt: '2026-11-02T10:00:00.000Z', ...overrides };
}

export const CATEGORIES = [
  { slug: 'technical', name: 'Technical' },
  { slug: 'cultural', name: 'Cultural' },
];
