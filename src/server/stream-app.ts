import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { createFastify, registerRequestRules, type BuildAppOptions } from './fastify-instance.ts';
import { resolveViewer } from './modules/auth/auth.service.ts';
import { streamRoutes } from './modules/stream/stream.routes.ts';
import { enableTemplateCompiler } from '../shared/i18n-compiler.ts';

/**
 * The stream process's server (process/stream-process.ts): GET /api/stream only, behind the same security,
 * sign-in and private-campus rules, reading the database and writing nothing. Its connections come from the
 * process that serves everything else, which relays it every change; an answer other than the stream closes
 * its connection, so a client's next request goes back to that process.
 */
export async function buildStreamApp(options: BuildAppOptions & { servingBusy: () => boolean }): Promise<FastifyInstance> {
  const { config, database } = options;
  enableTemplateCompiler();
  const app = createFastify(options);
  const ctx: AppContext = { db: database.db, config, changes: database.changes, dataVersion: database.version, readOnly: true };
  app.decorate('ctx', ctx);
  await database.ready;
  await registerRequestRules(app, config, database);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('connection', 'close');
  });
  await app.register(streamRoutes(resolveViewer, { othersBusy: options.servingBusy }));
  return app;
}
