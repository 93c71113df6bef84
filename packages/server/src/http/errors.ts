// The service's errors: core's catalogue (`SERVICE_ERROR_STATUS`: every code with its HTTP status,
// shared with the clients) and its one error class, which the use cases raise whoever calls them.
// The single error handler (error-handler.ts) maps them to responses.
import { SERVICE_ERROR_STATUS, type ServiceErrorCode } from '@capctl/core';

export { invalidField, invalidParameter, isServiceError, notFound, ServiceError, type ServiceErrorOptions } from '@capctl/core';

/** Each code's HTTP status: core's catalogue, which the clients read too. */
export const ERROR_STATUS = SERVICE_ERROR_STATUS;

export type ErrorCode = ServiceErrorCode;
