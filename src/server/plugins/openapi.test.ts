import SwaggerParser from '@apidevtools/swagger-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickAccount } from '../test/accounts.ts';
import { call } from '../test/api.ts';
import { buildPost, insertPost } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type Answer = { description?: string; content?: Record<string, { schema?: Record<string, unknown> }>; headers?: Record<string, unknown> };
type Operation = { summary?: string; responses: Record<string, Answer> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

async function documentOf(env: Record<string, string> = {}): Promise<{ t: TestApp; doc: Document }> {
  const t = await createTestApp({ env });
  // On a private campus the document is read signed in, like the rest of the API.
  const { token } = await quickAccount(t.app.ctx.db);
  const res = await call(t.app, 'GET', '/api/docs/json', { token });
  expect(res.status).toBe(200);
  return { t, doc: res.json as unknown as Document };
}

async function expectValid(doc: Document): Promise<void> {
  await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  const result = await new Validator().validate(structuredClone(doc));
  expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
  expect(result.valid).toBe(true);
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    ({ t, doc } = await documentOf());
  });
  afterAll(async () => t.close());

  it('is an OpenAPI 3.0 document that swagger-parser and the OpenAPI schema validator accept', async () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(JSON.stringify(doc)).not.toContain('propertyNames');
    await expectValid(doc);
  });

  it('gives every operation a summary', () => {
    const without = operations(doc).filter(({ op }) => !op.summary?.trim()).map(({ method, path }) => `${method} ${path}`);
    expect(without).toEqual([]);
  });

  it('declares the {message} error answers each operation may give', () => {
    const ops = new Map(operations(doc).map(({ method, path, op }) => [`${method} ${path}`, op]));
    const codes = (key: string) => Object.keys(ops.get(key)?.responses ?? {});
    expect(codes('post /api/posts')).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '413', '415', '422', '429']));
    expect(codes('get /api/posts/{id}')).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(codes('get /api/posts/{id}')).not.toContain('401');
    expect(codes('get /api/admin/stats')).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(codes('post /api/auth/login')).toEqual(expect.arrayContaining(['200', '400', '413', '415', '429']));
    for (const { method, path, op } of operations(doc)) {
      for (const [code, answer] of Object.entries(op.responses)) {
        if (Number(code) < 400 || Number(code) >= 500) continue;
        const schema = answer.content?.['application/json']?.schema;
        expect(schema?.required, `${method} ${path} ${code}`).toEqual(['message']);
        expect(answer.description, `${method} ${path} ${code}`).toBeTruthy();
      }
    }
  });

  it('declares the Link header on the lists that page with it, and the feed sends it', async () => {
    const author = await quickAccount(t.app.ctx.db);
    await insertPost(t.app.ctx.db, buildPost(author.id));
    await insertPost(t.app.ctx.db, buildPost(author.id));
    const page = await call(t.app, 'GET', '/api/posts?limit=1');
    expect(page.headers.link).toMatch(/rel="next"/);
    const paged = operations(doc).filter(({ op }) => op.responses['200']?.headers?.link !== undefined).map(({ method, path }) => `${method} ${path}`);
    expect(paged.sort()).toEqual([
      'get /api/admin/audit-log',
      'get /api/admin/emails',
      'get /api/clubs',
      'get /api/notifications',
      'get /api/posts',
      'get /api/posts/{id}/comments',
      'get /api/search',
    ]);
  });
});

describe('the OpenAPI document of a private campus', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    ({ t, doc } = await documentOf({ PRIVATE_CAMPUS: 'on' }));
  });
  afterAll(async () => t.close());

  it('is valid and says that reading needs sign-in, except the reads a visitor still makes', async () => {
    await expectValid(doc);
    const op = (method: string, path: string) => doc.paths[path]?.[method];
    expect(Object.keys(op('get', '/api/posts/{id}')?.responses ?? {})).toContain('401');
    expect(Object.keys(op('get', '/api/health')?.responses ?? {})).not.toContain('401');
  });
});
