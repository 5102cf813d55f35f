import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { FIRST_READS_ELEMENT_ID, HOME_FIRST_READS } from '../../shared/first-reads.ts';

/** The page's template, read again whenever a build replaced it. */
export function pageTemplate(file: string): () => Promise<string> {
  let kept: { mtimeMs: number; text: string } | null = null;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, text: await readFile(file, 'utf8') };
    return kept.text;
  };
}

/**
 * Home's page with the answers to a visitor's first reads inside it (decision 058), so the first posts need no
 * round trip after the scripts. Each read is asked of this server as a visitor would ask it (no session): the
 * same answer, from the same visitor answer cache, that the API sends; one that is not a 200 (a private campus
 * answers 401) is left out and the client asks for it as usual. The answers are JSON in a non-executed script
 * element, every `<` written as `\u003c`, so no text a person wrote can end the element or open another.
 */
export function homePageWithFirstReads(app: FastifyInstance, indexFile: string): () => Promise<string> {
  const template = pageTemplate(indexFile);
  return async () => {
    const answers = await Promise.all(
      HOME_FIRST_READS.map(async (path) => {
        // A read that fails (the server closing, say) is left to the client, which asks for it as usual.
        const res = await app
          .inject({ method: 'GET', url: `/api${path}`, headers: { accept: 'application/json' } })
          .catch(() => null);
        if (res?.statusCode !== 200 || !res.body) return null;
        const link = res.headers.link;
        // The body is the API's JSON text as it is, not parsed and written again.
        const linkPart = typeof link === 'string' ? `"link":${JSON.stringify(link)},` : '';
        return `${JSON.stringify(path)}:{${linkPart}"body":${res.body}}`;
      }),
    );
    const json = `{"answers":{${answers.filter((a) => a !== null).join(',')}}}`.replace(/</g, '\\u003c');
    const element = `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${json}</script>`;
    const page = await template();
    // A function, so that no `$&` or `$'` in a person's text is read as a replacement pattern.
    return page.includes('</body>') ? page.replace('</body>', () => `${element}</body>`) : page + element;
  };
}
