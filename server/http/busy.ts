import { AppError } from './app-error';

// The answers of a server that cannot serve a request now but will soon (DESIGN §14): 503 with
// Retry-After, which the outbox and proxies retry; never a silent wait, never a 500.

/** Long enough for a queue to drain, short for a person. */
const BUSY_RETRY_AFTER_SECONDS = 2;
/** The embedded PostgreSQL is back within 10 s of a crash; a server behind DATABASE_URL, who knows. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Shed load: the request waited its deadline for a turn (the autosave line, a database connection). */
export function serverBusy(): AppError {
  return new AppError('SERVER_BUSY', undefined, { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });
}

/** The database does not answer (restarting, killed, cut off). */
export function databaseUnavailable(cause: unknown): AppError {
  return new AppError('UNAVAILABLE', 'The database is not answering. Try again in a moment.', {
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    cause,
  });
}
