import { ERRORS, type ErrorCode } from '../../common/errors';

/** A failure the client caused or may act on; the error handler turns it into {code, message, details}. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  /**
   * options.cause: what went wrong underneath (a library's error text); logged by the error
   * handler, never sent, so that answers do not reveal the server's internals.
   */
  constructor(code: ErrorCode, message?: string, options: { details?: unknown; headers?: Record<string, string>; cause?: unknown } = {}) {
    super(message ?? ERRORS[code].message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}
