/**
 * The head of the app's page for a shared post's or event's address (decision 075): its title and the Open Graph
 * tags chat apps read for a link's preview. Only what a visitor may read goes in: the page is asked of this server
 * as a visitor asks for the post, so a private campus, a pending or a hidden post gives the plain page.
 */

/** What the head says of a post: its visitor's answer's fields. */
export interface HeadPost {
  _id: string;
  type: string;
  title: string;
  content: string;
  images: string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** At most `max` characters of `text` on one line, cut at a word with an ellipsis. */
export function shortText(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  // The cut falls between two words: nothing to take back.
  const atWord = line[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The `<title>` and the Open Graph tags of `post` shown at `path`, every URL absolute from `publicUrl`. */
export function headTags(post: HeadPost, publicUrl: string, path: string): string {
  const absolute = (url: string) => new URL(url, `${publicUrl.replace(/\/+$/, '')}/`).href;
  const title = post.title.trim() || 'Quad';
  const description = shortText(post.content);
  const tags: Array<[string, string]> = [
    ['og:site_name', 'Quad'],
    ['og:title', title],
    ['og:description', description],
    ['og:type', 'article'],
    ['og:url', absolute(path)],
  ];
  const image = post.images[0];
  if (image) tags.push(['og:image', absolute(image)]);
  return [
    `<title>${escapeHtml(`${title} · Quad`)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
}

/** The page with `head` in place of its own `<title>` (or at the end of its head). */
export function withHead(page: string, head: string): string {
  // Functions, so that no `$&` or `$'` in a person's text is read as a replacement pattern.
  if (/<title>[^<]*<\/title>/.test(page)) return page.replace(/<title>[^<]*<\/title>/, () => head);
  if (page.includes('</head>')) return page.replace('</head>', () => `${head}</head>`);
  return head + page;
}
