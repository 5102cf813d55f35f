import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { VISITOR_READS_ON_PRIVATE_CAMPUS } from './private-campus.ts';
import { toJsonSchema } from './zod.ts';

/** What each error status means for a caller; the body is always `{message}` (decision 065). */
const ERROR_ANSWERS: Record<number, string> = {
  400: 'The request is not valid: the message names the first problem.',
  401: 'Sign-in is needed (or the session ended).',
  403: 'The caller may not do this.',
  404: 'Nothing is found at this address.',
  409: 'The request conflicts with the current state (already done, changed meanwhile, full).',
  413: 'The body is larger than this operation takes.',
  415: 'The body is not of a type this operation takes (JSON, or a form with files where pictures are sent).',
  422: 'The text was refused by the campus word filter.',
  429: 'Too many requests: wait for the time in Retry-After.',
};

const MESSAGE_SCHEMA = {
  type: 'object',
  properties: { message: { type: 'string', description: 'One clear sentence for a person.' } },
  required: ['message'],
} as const;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers an operation may give, derived from its route so that no route has to repeat them: 400 when it
 * reads any input, 401 unless it is open to visitors (on a private campus only the reads its list names are),
 * 403 when it needs an account or a role, 404 when its path names something, 409 for a write, 413/415/422 for a
 * write with a body, 429 for a write or a route with a limit of its own.
 */
export function errorStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>, privateCampus: boolean): number[] {
  const method = String(route.method).toUpperCase();
  const schema = route.schema ?? {};
  const access = route.config?.access ?? 'public';
  const hasBody = schema.body !== undefined;
  const write = WRITES.has(method);
  const codes = new Set<number>();
  if (schema.body || schema.querystring || schema.params || route.url.includes(':')) codes.add(400);
  const visitorMayRead = !privateCampus || write || VISITOR_READS_ON_PRIVATE_CAMPUS.has(route.url);
  if (access !== 'public' || !visitorMayRead) codes.add(401);
  if (access !== 'public') codes.add(403);
  if (route.url.includes(':')) codes.add(404);
  if (write) codes.add(409);
  if (hasBody) [413, 415, 422].forEach((code) => codes.add(code));
  if (write || (route.config as { rateLimit?: unknown } | undefined)?.rateLimit) codes.add(429);
  return [...codes].sort();
}

/** True when a GET pages with a cursor: its answer names the next page in a `Link` header (rel="next"). */
const pagesWithLink = (method: string, query: unknown): boolean => {
  if (method !== 'GET' || typeof query !== 'object' || query === null) return false;
  const properties = (query as { properties?: Record<string, unknown> }).properties;
  return properties !== undefined && 'cursor' in properties;
};

const LINK_HEADER = {
  link: {
    type: 'string',
    description: 'The next page, `<address>; rel="next"`; absent on the last page.',
  },
};

/**
 * OpenAPI 3.0 generated from the routes' zod schemas (decision 065), served at /api/docs (JSON at /api/docs/json).
 * Every operation names its summary, its answers and the `{message}` of its error answers.
 */
export async function registerOpenApi(app: FastifyInstance, options: { privateCampus: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Quad API', version: '1.0.0', description: 'The campus community API behind Quad.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url, route }) => {
      if (!schema) return { schema, url };
      const { response, body, querystring, params, headers, ...rest } = schema as FastifySchema & {
        response?: Record<string, unknown>;
      };
      const out: Record<string, unknown> = { ...rest };
      if (body) out.body = toJsonSchema(body);
      const query = querystring ? toJsonSchema(querystring) : undefined;
      if (query) out.querystring = query;
      if (params) out.params = toJsonSchema(params);
      if (headers) out.headers = toJsonSchema(headers);
      const method = String(route.method).toUpperCase();
      // An answer that is not JSON (a redirect, a picture, a stream) declares no schema: it is named without one.
      const answers: Record<string, unknown> = response ? {} : { 200: { type: 'null', description: 'The answer the summary names (not JSON).' } };
      for (const [code, answer] of Object.entries(response ?? {})) {
        const described = toJsonSchema(answer, 'output') as Record<string, unknown>;
        answers[code] = code === '200' && pagesWithLink(method, query) ? { ...described, headers: LINK_HEADER } : described;
      }
      for (const code of errorStatuses(route, options.privateCampus)) {
        // Named with its media type: an operation that produces a file (.ics, .csv) still fails in JSON.
        answers[code] ??= { description: ERROR_ANSWERS[code], content: { 'application/json': { schema: MESSAGE_SCHEMA } } };
      }
      out.response = answers;
      return { schema: out, url };
    },
  });
  // No staticCSP: the page runs under the app's own policy (plugins/security.ts), which swagger-ui's files
  // satisfy (scripts and styles from our origin only; decision 023).
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
