/**
 * The profile (SPEC §2, §5): stats counted by the database, and the avatar. An uploaded avatar is decoded,
 * checked, square-cropped to 256 px and stored once by hash like post pictures; the old one is deleted once
 * nothing uses it. Posts and comments join the author's avatar at read time, so the new one shows everywhere.
 */
import { LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { type AvatarInput, isPredefinedAvatar, type LocaleInput, type ProfileStats } from '../../../shared/schemas/profile.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { nowIso, toNumber } from '../../database/values.ts';
import { deleteUnusedMedia, mediaHashOf, processDataUrl, storeProcessed, storedUrl } from '../media/media.service.ts';
import { updateUser } from '../users/users.service.ts';
import { findProfileCounts } from './profile.repository.ts';

const AVATAR_SIDE = 256;

export async function stats(ctx: AppContext, viewer: Viewer): Promise<ProfileStats> {
  const row = await findProfileCounts(ctx.db, viewer.id);
  return {
    posts: toNumber(row.posts),
    likes: toNumber(row.likes),
    comments: toNumber(row.comments),
    registrations: toNumber(row.registrations),
    eventsRegistered: toNumber(row.events_registered),
  };
}

export async function updateAvatar(ctx: AppContext, viewer: Viewer, input: AvatarInput): Promise<{ avatar: string }> {
  const picture = isPredefinedAvatar(input.avatar)
    ? null
    : await processDataUrl(ctx, input.avatar, { maxBytes: LIMITS.avatarMaxBytes, tooLarge: MESSAGES.avatarTooLarge, square: AVATAR_SIDE });
  const avatar = picture ? (storedUrl(picture.hash, picture.mime) ?? input.avatar) : input.avatar;
  await committing(ctx, async (trx) => {
    if (picture) await storeProcessed(trx, [picture]);
    await updateUser(trx, viewer.id, { avatar, updated_at: nowIso() });
    const old = mediaHashOf(viewer.avatar);
    if (old && old !== picture?.hash) await deleteUnusedMedia(trx, [old]);
    changed(trx, { type: 'user', userId: viewer.id });
  });
  return { avatar };
}

/**
 * The account's language (decision 055): its emails and stored notifications are said in it from now on. Names a
 * `user` change, so every process reads the account afresh.
 */
export async function setLocale(ctx: AppContext, viewer: Viewer, input: LocaleInput): Promise<LocaleInput> {
  await committing(ctx, async (trx) => {
    await updateUser(trx, viewer.id, { locale: input.locale, updated_at: nowIso() });
    changed(trx, { type: 'user', userId: viewer.id });
  });
  return { locale: input.locale };
}
