// @capctl/server/local: the service for local mode, in this process (`capctl plan` without a
// URL). Its own entry, so that loading it loads no web server: no fastify, no pino, no route.
export { openLocalService } from './use-cases/local-service.js';
export type { LocalService, LocalServiceOptions } from './use-cases/local-service.js';
export { serviceFailure } from './use-cases/service-failure.js';
export type { ServiceFailure } from './use-cases/service-failure.js';
