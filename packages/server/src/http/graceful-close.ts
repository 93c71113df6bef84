// Closing without dropping work (SIGTERM): once close starts, new connections are refused and
// every response, those in flight included, tells its client to reconnect (to another instance).
import type { FastifyInstance } from 'fastify';

/**
 * A keep-alive connection that goes idle after close started would hold the process open until
 * its keep-alive timeout: `connection: close` ends it with the response instead. Requests that
 * still arrive on an open connection are served (the pool is open until close ends), not refused.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
