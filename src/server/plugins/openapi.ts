import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { toJsonSchema } from './zod.ts';

/** OpenAPI 3 generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Quad API', version: '1.0.0', description: 'The campus community API behind Quad.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      const { response, body, querystring, params, headers, ...rest } = schema as FastifySchema & {
        response?: Record<string, unknown>;
      };
      const out: Record<string, unknown> = { ...rest };
      if (body) out.body = toJsonSchema(body);
      if (querystring) out.querystring = toJsonSchema(querystring);
      if (params) out.params = toJsonSchema(params);
      if (headers) out.headers = toJsonSchema(headers);
      if (response) {
        out.response = Object.fromEntries(Object.entries(response).map(([code, s]) => [code, toJsonSchema(s)]));
      }
      return { schema: out, url };
    },
  });
  // No staticCSP: the page runs under the app's own policy (plugins/security.ts), which swagger-ui's files
  // satisfy (scripts and styles from our origin only; decision 023).
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
