// Drizzle wraps driver errors; both pg and PGlite report the SQLSTATE as `code`.
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '23505') return true;
  return false;
}

/** The constraint a unique or foreign-key violation names (an index's name for a unique index), if any. */
export function violatedConstraint(error: unknown): string | undefined {
  for (const e of causes(error)) {
    if ((e.code === '23505' || e.code === '23503') && typeof (e as { constraint?: unknown }).constraint === 'string') return (e as { constraint: string }).constraint;
  }
  return undefined;
}

/** A row refers to a parent that is gone (deleted while the request was under way). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '23503') return true;
  return false;
}

/** The chain of an error and its causes (Drizzle wraps the driver's error). */
function* causes(error: unknown) {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) yield e as { code?: unknown; message?: unknown; syscall?: unknown };
}

/** A request waited DB_POOL_WAIT_MS for one of the pool's connections (pg-pool says so in words only). */
export function isPoolWaitTimeout(error: unknown): boolean {
  for (const e of causes(error)) if (e.message === 'timeout exceeded when trying to connect') return true;
  return false;
}

// The database is not there (restarting, killed, a network cut): a connection refused or its
// socket gone, PostgreSQL shutting down or starting (57P01-57P03), and SQLSTATE class 08.
const CONNECT_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// A connection that broke under a statement (its server killed): written to or read from a dead socket.
const BROKEN_SOCKET_ERRNOS = new Set(['EPIPE', 'ECONNRESET']);
const UNREACHABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const UNREACHABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
];

/** The database cannot be reached, or its connection broke under a statement: 503, never 500. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && (UNREACHABLE_SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
    // A failed connect only: ENOENT of a missing file is no outage.
    if (e.syscall === 'connect' && typeof e.code === 'string' && CONNECT_ERRNOS.has(e.code)) return true;
    if (typeof e.code === 'string' && BROKEN_SOCKET_ERRNOS.has(e.code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.includes(e.message)) return true;
  }
  return false;
}
