import { fromFlag, parseJsonList, toNumber } from '../../database/values.ts';
import type * as rows from './data-export.repository.ts';

type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export interface ExportRows {
  account: NonNullable<Rows<typeof rows.findAccount>>;
  posts: Rows<typeof rows.findPostsOf>;
  comments: Rows<typeof rows.findCommentsOf>;
  likes: Rows<typeof rows.findLikesOf>;
  reports: Rows<typeof rows.findReportsOf>;
  registrations: Rows<typeof rows.findRegistrationsOf>;
  calendar: Rows<typeof rows.findCalendarOf>;
  notifications: Rows<typeof rows.findNotificationsOf>;
  emailOptOuts: Rows<typeof rows.findEmailOptOutsOf>;
  sessions: Rows<typeof rows.findSessionsOf>;
  blocks: Rows<typeof rows.findBlocksOf>;
}

const json = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Everything Quad holds about one account, as the download's JSON (decision 047). */
export function presentExport(r: ExportRows, exportedAt: string) {
  return {
    exportedAt,
    profile: {
      id: r.account.id,
      name: r.account.name,
      email: r.account.email,
      avatar: r.account.avatar,
      isAdmin: fromFlag(r.account.is_admin),
      signsInWithGoogle: r.account.google_sub !== null,
      emailVerifiedAt: r.account.email_verified_at,
      createdAt: r.account.created_at,
      updatedAt: r.account.updated_at,
    },
    posts: r.posts.map((p) => ({
      id: p.id,
      type: p.type,
      title: p.title,
      content: p.content,
      status: p.status,
      hiddenByReports: fromFlag(p.hidden),
      commentsClosed: fromFlag(p.comments_closed),
      createdAt: p.created_at,
      updatedAt: p.updated_at,
      images: parseJsonList<string>(p.images),
      location: p.location,
      venueAddress: p.venue_address,
      source: p.source,
      eventStartDate: p.event_start_date,
      eventEndDate: p.event_end_date,
      duration: p.duration,
      language: p.language,
      price: p.price === null ? null : toNumber(p.price),
      registrationOpen: fromFlag(p.registration_open),
      registrationLink: p.registration_link,
      registrationForm: fromFlag(p.enable_registration_form),
      registrationFields: json(p.registration_fields),
      paymentMethod: p.payment_method,
      paymentLink: p.payment_link,
      ticketOptions: json(p.ticket_options),
      availableDates: json(p.available_dates),
      likes: toNumber(p.like_count),
      comments: toNumber(p.comment_count),
      registrations: toNumber(p.registration_count),
    })),
    comments: r.comments.map((c) => ({ id: c.id, postId: c.post_id, text: c.text, createdAt: c.created_at })),
    likes: r.likes.map((l) => ({ postId: l.post_id, createdAt: l.created_at })),
    reports: r.reports.map((x) => ({
      id: x.id,
      postId: x.post_id,
      reason: x.reason,
      createdAt: x.created_at,
      resolvedAt: x.resolved_at,
      outcome: x.outcome,
    })),
    registrations: r.registrations.map((x) => ({
      id: x.id,
      postId: x.post_id,
      name: x.name,
      email: x.email,
      phone: x.phone,
      transactionId: x.transaction_id,
      bookingDates: json(x.booking_dates),
      selectedTickets: json(x.selected_tickets),
      totalPrice: x.total_price === null ? null : toNumber(x.total_price),
      answers: json(x.custom_fields),
      createdAt: x.created_at,
    })),
    calendar: r.calendar.map((c) => ({ postId: c.post_id, addedAt: c.created_at })),
    notifications: r.notifications.map((n) => ({
      id: n.id,
      message: n.message,
      type: n.type,
      postId: n.post_id,
      readAt: n.read_at,
      createdAt: n.created_at,
    })),
    emailPreferences: { turnedOff: r.emailOptOuts.map((o) => ({ kind: o.kind, since: o.created_at })) },
    sessions: r.sessions.map((s) => ({
      device: s.device,
      signedInAt: s.created_at,
      lastSeenAt: s.last_used_at,
      expiresAt: s.expires_at,
      signedOutAt: s.revoked_at,
    })),
    blocks: r.blocks.map((b) => ({ userId: b.id, name: b.name, blockedAt: b.created_at })),
  };
}
