import type { FastifyInstance } from 'fastify';

/** The methods a route may be registered with, in the order an Allow header lists them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods registered for an address (HEAD beside each GET), asked of the router itself, so `/api/posts/:id`
 * knows `/api/posts/abc`; an empty list for an address no route knows. A wildcard route (the client's files)
 * does not count: every address would be known.
 */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => {
    const found = app.findRoute({ method, url: path });
    return found !== null && !('*' in (found.params as Record<string, unknown>));
  });
}
