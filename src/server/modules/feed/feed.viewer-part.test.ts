/**
 * The viewer part of a post is declared once (cache/viewer-marks.ts and the presenter's abilities): every
 * combination of its flags has its own finished-page key and closes a post as the wire schema says.
 */
import { describe, expect, it } from 'vitest';
import { PostSchema } from '../../../shared/schemas/posts.ts';
import { POST_MARKS } from '../../cache/viewer-marks.ts';
import { VIEWER_PART_FIELDS, type ViewerPart } from '../posts/posts.presenter.ts';
import { pageJson, viewerPartKey } from './feed.presenter.ts';

/** Every viewer part: each field true or false. */
function everyPart(): ViewerPart[] {
  const parts: ViewerPart[] = [];
  for (let n = 0; n < 2 ** VIEWER_PART_FIELDS.length; n += 1) {
    parts.push(Object.fromEntries(VIEWER_PART_FIELDS.map((field, i) => [field, (n & (1 << i)) !== 0])) as unknown as ViewerPart);
  }
  return parts;
}

describe('the viewer part of a post', () => {
  it('names every per-post mark and ability, each a boolean of the wire schema, once', () => {
    expect(new Set(VIEWER_PART_FIELDS).size).toBe(VIEWER_PART_FIELDS.length);
    for (const mark of POST_MARKS) expect(VIEWER_PART_FIELDS).toContain(mark.field);
    for (const field of VIEWER_PART_FIELDS) expect(PostSchema.shape[field].safeParse(true).success).toBe(true);
  });

  it('gives every combination of flags its own key, of one length, so a page of parts has its own key too', () => {
    const keys = everyPart().map(viewerPartKey);
    expect(new Set(keys).size).toBe(2 ** VIEWER_PART_FIELDS.length);
    expect(new Set(keys.map((k) => k.length))).toEqual(new Set([VIEWER_PART_FIELDS.length]));
    const pages = keys.flatMap((a) => keys.map((b) => a + b));
    expect(new Set(pages).size).toBe(keys.length ** 2);
  });

  it('closes an open post with exactly the viewer part, for every combination', () => {
    const open = Buffer.from('{"_id":"p1"');
    for (const part of everyPart()) {
      const json = JSON.parse(pageJson([open, open], [viewerPartKey(part), viewerPartKey(part)]).toString('utf8')) as unknown[];
      expect(json).toEqual([{ _id: 'p1', ...part }, { _id: 'p1', ...part }]);
    }
  });
});
