import { afterEach, describe, expect, it } from 'vitest';
import { i18n, inLocale, loadCatalog } from './i18n.ts';
import { keep, keptFrom, say, storedValues } from './kept-text.ts';
import { eventDetailsChangedNotice, likedYourPost, notices } from './messages.ts';

afterEach(() => i18n.activate('en'));

describe('kept texts', () => {
  it('say what the text functions say, in English', () => {
    expect(say(notices.likedYourPost([], 1, 'Menu'))).toBe('Someone liked your post "Menu".');
    expect(say(notices.likedYourPost(['Asha', 'Ravi'], 3, 'Menu'))).toBe(likedYourPost(['Asha', 'Ravi'], 3, 'Menu'));
    expect(say(notices.eventDetailsChanged('Fest', ['date', 'venue']))).toBe('"Fest" changed its date, venue. Open the event for the details.');
    expect(eventDetailsChangedNotice('Fest', ['price'])).toBe('"Fest" changed its price. Open the event for the details.');
  });

  it('say the kept texts among their values in the same language, a list joined', () => {
    loadCatalog('hi', { '"{title}" changed its {what}. Open the event for the details.': '"{title}" का {what} बदल गया।', date: 'तारीख', venue: 'जगह' });
    const kept = notices.eventDetailsChanged('Fest', ['date', 'venue']);
    expect(inLocale('hi', () => say(kept))).toBe('"Fest" का तारीख, जगह बदल गया।');
  });

  it('are stored as JSON and read back; what is not a kept text reads as none', () => {
    const kept = notices.likedYourPost([], 2, 'Menu');
    const back = keptFrom(kept.id, storedValues(kept));
    expect(back).toEqual(JSON.parse(JSON.stringify(kept)));
    expect(say(back!)).toBe(say(kept));
    expect(keptFrom('Hello', null)).toEqual({ id: 'Hello' });
    expect(keptFrom(null, null)).toBeNull();
    expect(keptFrom('x {a}', '{"a": {"no": "id"}}')).toBeNull();
    expect(keptFrom('x {a}', '[1]')).toBeNull();
    expect(keptFrom('x {a}', 'not json')).toBeNull();
    expect(keep('Plain')).toEqual({ id: 'Plain' });
  });

  it('keep what people typed as it is: braces and quotes in a value are not a template', () => {
    const kept = notices.commentedOnYourPost("Ann {O'Neil}", 'Title "{x}"');
    expect(say(keptFrom(kept.id, storedValues(kept))!)).toBe('Ann {O\'Neil} commented on your post "Title "{x}"".');
  });
});
