/** Club news rows on the wire (decision 081). */
import type { ClubAnnouncement, ClubYear, ClubYearClub } from '../../../shared/schemas/club-news.ts';
import type { AnnouncementView, ClubYearRow, YearClubRow } from './club-news.repository.ts';

/** `detailed`: its managers and the moderators see why it is held, and who wrote it. */
export function presentAnnouncement(row: AnnouncementView, detailed: boolean): ClubAnnouncement {
  return {
    _id: row.id,
    clubSlug: row.club_slug,
    clubName: row.club_name,
    title: row.title,
    content: row.content,
    image: row.image,
    status: row.status as ClubAnnouncement['status'],
    createdAt: row.created_at,
    publishedAt: row.published_at,
    authorName: row.author_name,
    holdReason: detailed ? row.hold_reason : null,
    ...(detailed ? { authorId: row.author_id } : {}),
  };
}

export function presentYear(row: ClubYearRow): ClubYear {
  return { _id: row.id, startsOn: row.starts_on, confirmBy: row.confirm_by, createdAt: row.created_at, closedAt: row.closed_at };
}

export function presentYearClub(row: YearClubRow): ClubYearClub {
  return {
    slug: row.slug,
    name: row.name,
    confirmBy: row.confirm_by,
    officers: Number(row.officers),
    confirmed: Number(row.confirmed),
    orphaned: Number(row.owners) === 0,
  };
}
