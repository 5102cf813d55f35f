import type { FastifyInstance } from 'fastify';
import type { AppContext, Viewer } from '../context.ts';
import { assertAccess } from '../lib/policy.ts';
import { bearerToken } from '../lib/tokens.ts';

/** Routes that belong to plugins (the OpenAPI pages) rather than to a module. */
const isPluginRoute = (url: string) => url.startsWith('/api/docs');

/** Who a bearer token belongs to, or null: the auth module's answer, passed in by app.ts. */
export type ViewerResolver = (ctx: AppContext, token: string) => Promise<Viewer | null>;

/**
 * Resolves the caller from the bearer token before the body is read, then applies the route's declared
 * access ('public' | 'user' | 'moderator' | 'admin'). A route under /api without a declaration is a startup error,
 * so no endpoint can ship without a policy.
 */
export function registerAuth(app: FastifyInstance, resolveViewer: ViewerResolver): void {
  app.decorateRequest('viewer', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !isPluginRoute(route.url) && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    const token = bearerToken(request.headers.authorization);
    request.viewer = token ? await resolveViewer(app.ctx, token) : null;
    if (access) assertAccess(access, request.viewer);
  });
}
