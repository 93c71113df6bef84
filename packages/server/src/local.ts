// @capctl/server/local: the service for local mode, in this process (`capctl plan` without a
// URL). Its own entry, so that loading it loads no web server: no fastify, no pino, no route.
export { openLocalService } from './use-cases/local-service.js';
export type { LocalService, LocalServiceOptions } from './use-cases/local-service.js';
export { serviceErrorOf } from './use-cases/service-failure.js';
