import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../common/errors';
import { ERRORS } from '../../common/errors';
import { AppError } from './app-error';
import { databaseUnavailable, serverBusy } from './busy';
import { isDatabaseUnreachable, isPoolWaitTimeout } from '../db/errors';

// Fastify's own 4xx errors (body parsing, content type, size) mapped onto the catalogue.
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'VALIDATION_FAILED',
  409: 'CONFLICT',
  411: 'VALIDATION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
};

export interface FieldError {
  field: string;
  message: string;
}

export function sendError(
  reply: { code(status: number): { send(body: ErrorBody): unknown } },
  code: ErrorCode,
  message?: string,
  details?: unknown,
) {
  const body: ErrorBody = { code, message: message ?? ERRORS[code].message };
  if (details !== undefined) body.details = details;
  return reply.code(ERRORS[code].status).send(body);
}

/**
 * Errors Fastify raises before routing (a URL that is not valid percent-encoded UTF-8): the
 * catalogue's 400 like any other bad input, not Fastify's own shape.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  return sendError(reply, 'VALIDATION_FAILED', error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : undefined);
}

interface ZodIssueLike {
  code?: string;
  path?: PropertyKey[];
  message?: string;
  keys?: string[];
  errors?: ZodIssueLike[][];
}

/**
 * Of a union's shapes, the issues of the one the value came nearest: the fewest keys it does not
 * know (a body's keys tell its shape), then the fewest issues; undefined when none says.
 */
function nearestBranch(issue: ZodIssueLike): ZodIssueLike[] | undefined {
  const branches = (issue.errors ?? []).filter((branch) => branch.length > 0);
  if (branches.length === 0) return undefined;
  const unknownKeys = (branch: ZodIssueLike[]) => branch.filter((inner) => inner.code === 'unrecognized_keys').length;
  return branches.reduce((best, branch) => (unknownKeys(branch) < unknownKeys(best) || (unknownKeys(branch) === unknownKeys(best) && branch.length < best.length) ? branch : best));
}

/** An issue's path as a field's name, an unknown key's name included. */
function fieldPath(issue: ZodIssueLike): string[] {
  const path = (issue.path ?? []).map(String);
  return issue.code === 'unrecognized_keys' && issue.keys ? [...path, issue.keys.join(', ')] : path;
}

export function registerErrorHandler(app: FastifyInstance) {
  const sendAppError = (error: AppError, reply: FastifyReply) => {
    for (const [name, value] of Object.entries(error.headers)) void reply.header(name, value);
    return sendError(reply, error.code, error.message, error.details);
  };
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.cause !== undefined) request.log.info({ err: error }, 'request refused');
      return sendAppError(error, reply);
    }
    // Kept waiting for a connection, or no database: 503 with Retry-After, never a 500.
    if (isPoolWaitTimeout(error)) {
      request.log.warn('shed: no database connection was free in time (DB_POOL_WAIT_MS)');
      return sendAppError(serverBusy(), reply);
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'the database does not answer');
      return sendAppError(databaseUnavailable(error), reply);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.flatMap((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const params = issue.params as ({ issue?: ZodIssueLike } & ZodIssueLike) | undefined;
        // A body of one of several shapes (POST /api/projects/{id}/units/bulk): named by the shape it came nearest.
        const nearest = issue.keyword === 'invalid_union' && params ? nearestBranch(params) : undefined;
        if (nearest) return nearest.map((inner) => ({ field: [error.validationContext, where, ...fieldPath(inner)].filter(Boolean).join('.'), message: inner.message ?? 'Invalid value' }));
        // An unknown key is named (the provider puts the issue's own fields in params).
        const unknown = params?.issue?.code === 'unrecognized_keys' ? params.issue : issue.keyword === 'unrecognized_keys' ? params : undefined;
        const extra = unknown?.keys?.join(', ');
        return {
          field: [error.validationContext, where || extra].filter(Boolean).join('.'),
          message: issue.message ?? 'Invalid value',
        };
      });
      const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
      return sendError(reply, 'VALIDATION_FAILED', `Invalid request: ${summary}`, { fields });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error.statusCode === 400 && error instanceof SyntaxError)) {
      return sendError(reply, 'MALFORMED_JSON');
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendError(reply, 'MALFORMED_JSON', 'The request body is empty but declared as JSON.');
    }
    const status = error.statusCode ?? 500;
    const mapped = CODE_BY_STATUS[status];
    if (status >= 400 && status < 500 && mapped) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, mapped, error.message || undefined);
    }
    // Anything else is our fault: log it whole, tell the client nothing about it.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL');
  });
}
