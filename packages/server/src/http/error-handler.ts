// The one place that turns errors into responses: catalog codes to HTTP statuses, storage errors
// to 503/409, fastify's validation and body errors to 400/413, everything unknown to a 500 that
// says nothing internal.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { joinPointer } from '@capctl/core';
import { failure } from './envelope.js';
import { ERROR_STATUS, isServiceError, ServiceError, type ErrorCode } from './errors.js';
import { failureForLog } from './failure-log.js';
import { storageFailure } from './storage-failures.js';

interface ValidationIssue {
  readonly instancePath: string;
  readonly keyword: string;
  readonly message?: string;
  readonly params: Record<string, unknown>;
}

const PART_NAMES: Record<string, string> = { body: 'body', params: 'path', querystring: 'query' };

function validationError(issue: ValidationIssue, context: string): ServiceError {
  const extra = issue.params['missingProperty'] ?? issue.params['additionalProperty'];
  const pointer = typeof extra === 'string' ? joinPointer(issue.instancePath, extra) : issue.instancePath;
  const where = PART_NAMES[context] ?? context;
  let problem: string;
  if (issue.keyword === 'additionalProperties') problem = 'is not an accepted field here; remove it';
  else if (issue.keyword === 'required') problem = 'is required; add it';
  else problem = `${issue.message ?? 'is invalid'}; correct it`;
  // The entry's pointer is into the body; a path or query parameter is named by the message only.
  return new ServiceError('invalid_request', `${where} ${pointer || '/'} ${problem}`, context === 'body' ? { pointer } : {});
}

const MIB = 1024 * 1024;

/** The route's body limit in words: `64 MiB`, `1 MiB`, or bytes when not a whole MiB. */
function limitText(request: FastifyRequest): string {
  const limit = request.routeOptions.bodyLimit;
  if (limit === undefined) return 'the body limit';
  return limit % MIB === 0 ? `the ${limit / MIB} MiB limit` : `the ${limit}-byte limit`;
}

const tooLarge = (request: FastifyRequest) =>
  new ServiceError('payload_too_large', `the request body is over ${limitText(request)} of this operation; send a smaller body`);

/** fastify's own request errors (body too large, bad JSON, ...) as catalog errors. */
function fastifyRequestError(error: FastifyError, request: FastifyRequest): ServiceError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return tooLarge(request);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ServiceError('invalid_request', 'the request body is not valid JSON; send a JSON object', { pointer: '' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ServiceError('invalid_request', 'the request body is empty; send a JSON object', { pointer: '' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ServiceError('invalid_request', 'the Content-Type is not supported; send application/json');
    default:
      break;
  }
  if (error instanceof SyntaxError) return new ServiceError('invalid_request', 'the request body is not valid JSON; send a JSON object');
  if (error.statusCode === 429) return new ServiceError('rate_limited', 'too many requests for this key; retry after the number of seconds in the retry-after header');
  if (error.statusCode === 413) return tooLarge(request);
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new ServiceError('invalid_request', `the request was rejected (${error.code ?? error.statusCode}); check the method, headers and body`);
  }
  return undefined;
}

function toServiceError(error: FastifyError, request: FastifyRequest): ServiceError {
  if (isServiceError(error)) return error;
  const issue = (error.validation as ValidationIssue[] | undefined)?.[0];
  if (issue) return validationError(issue, error.validationContext ?? 'body');
  return (
    storageFailure(error) ??
    fastifyRequestError(error, request) ??
    new ServiceError('internal', `internal error (request ${request.id}); the service log has the details, retry later`)
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = toServiceError(error, request);
    const status = ERROR_STATUS[mapped.code as ErrorCode];
    if (status >= 500) {
      // The log gets the error's kind and message only (a driver error's code only): no stack, no body, no SQL.
      request.log.error({ failure: failureForLog(error) }, 'request failed');
    }
    if (mapped.retryAfterSeconds !== undefined) void reply.header('retry-after', String(mapped.retryAfterSeconds));
    return reply.status(status).send(failure(mapped.toEntries()));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return reply
      .status(404)
      .send(failure([{ code: 'not_found', message: `no operation ${request.method} ${path}; GET /openapi.json lists them` }]));
  });
}

/**
 * fastify's errors before routing (a path with broken percent-encoding), which its error
 * handler never sees: the envelope too, for fastify's `frameworkErrors` option.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const mapped = error.code === 'FST_ERR_BAD_URL'
    ? new ServiceError('invalid_request', 'the request path is not a valid URL (broken percent-encoding); encode it again')
    : new ServiceError('invalid_request', `the request was rejected (${error.code ?? 'bad request'}); check the method, path and headers`);
  void reply.status(ERROR_STATUS[mapped.code as ErrorCode]).send(failure([{ code: mapped.code, message: mapped.message }]));
}
