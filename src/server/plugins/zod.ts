/**
 * zod 4 as Fastify's validator and serializer, so one schema is the request check, the response shape
 * and the OpenAPI document. Failed checks answer 400 with the first issue's message, which for SPEC
 * rules is the SPEC's own text.
 */
import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { MESSAGES, bodyTooDeep } from '../../shared/messages.ts';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export class RequestValidationError extends Error {
  readonly statusCode = 400;
}

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** The message a caller sees for a failed check: the schema's own text, or a plain one naming the field. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.invalidRequest;
  if (issue.message && !issue.message.startsWith('Invalid input') && !issue.message.startsWith('Too ')
    && !issue.message.startsWith('Invalid ') && !issue.message.startsWith('Unrecognized')) {
    return issue.message;
  }
  const field = issue.path.join('.');
  return field ? `The field '${field}' is invalid: ${issue.message}.` : MESSAGES.invalidRequest;
}

/**
 * True when a string the schema kept (a value or a key of its parsed output) holds a NUL character. PostgreSQL
 * text cannot store one (the insert would fail as a 500) and no person types one, so it is refused everywhere,
 * on both databases. Only the parsed output is walked: what the schema drops never reaches a query, and the
 * output's size is bounded by the schema, not by the caller.
 */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > BODY_SHAPE.depthMax || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * The shape a request's input may have before its schema reads it: no valid body of the API is nested more than
 * a few levels or holds more than a few dozen items in one array or object (a post's ticket options, a
 * registration's answers), so these bounds are generous for callers and keep the check itself short.
 */
export const BODY_SHAPE = { depthMax: 8, itemsMax: 1000, nodesMax: 20_000 } as const;

/** True when the input is nested deeper, or holds more items in one array or object or in all, than BODY_SHAPE allows. */
function exceedsShape(input: unknown): boolean {
  let nodes = 0;
  const walk = (value: unknown, depth: number): boolean => {
    if (value === null || typeof value !== 'object') return false;
    if (depth >= BODY_SHAPE.depthMax) return true;
    const items = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
    nodes += items.length;
    if (items.length > BODY_SHAPE.itemsMax || nodes > BODY_SHAPE.nodesMax) return true;
    for (const item of items) if (walk(item, depth + 1)) return true;
    return false;
  };
  return walk(input, 0);
}

const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isZod(schema)) throw new Error('Route schemas must be zod schemas');
  return (data: unknown) => {
    if (exceedsShape(data)) return { error: new RequestValidationError(bodyTooDeep) };
    // A missing body or query is checked as an empty object, so the caller hears which field is missing.
    const input = data === null || data === undefined ? {} : data;
    const result = schema.safeParse(input);
    if (!result.success) return { error: new RequestValidationError(firstIssueMessage(result.error)) };
    if (holdsNul(result.data)) return { error: new RequestValidationError(MESSAGES.nulCharacter) };
    return { value: result.data };
  };
};

export function registerZod(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema }) => {
    if (!isZod(schema)) throw new Error('Response schemas must be zod schemas');
    // Parsing strips every field a schema does not name: nothing leaks past the presenter's shape.
    return (data) => JSON.stringify(schema.parse(data));
  });
}

/**
 * For the OpenAPI 3.0 document (decision 065): zod to an OpenAPI 3.0 Schema Object (`nullable`, no `propertyNames`,
 * no `$schema`). Requests are described as the caller sends them (`input`), answers as the server sends them.
 */
export function toJsonSchema(schema: unknown, io: 'input' | 'output' = 'input'): unknown {
  if (!isZod(schema)) return schema;
  return z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' });
}
