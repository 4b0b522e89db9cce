// The one catalogue of error codes (DESIGN §8): the server answers {code, message, details?}
// with the status named here; the client branches on the code, people read the message.
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  UNAUTHENTICATED: { status: 401, message: 'You are not signed in.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password.' },
  WRONG_PASSWORD: { status: 400, message: 'Current password is incorrect.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  ACCOUNT_FROZEN: { status: 403, message: 'This account is frozen. Contact your administrator.' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'You must change your password before continuing.' },
  SIGNUP_DISABLED: { status: 403, message: 'Sign-up is by invitation only.' },
  CROSS_ORIGIN_REQUEST: { status: 403, message: 'This change must be made from Riser itself, not from another site.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  EMAIL_TAKEN: { status: 409, message: 'A user with this email already exists.' },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state.' },
  VERSION_CONFLICT: { status: 409, message: 'Someone else changed this since you loaded it.' },
  // The property as it is built (DESIGN §15): names and numbers unique where they must be, and
  // nothing deleted or narrowed from under the locations that use it.
  BUILDING_NAME_TAKEN: { status: 409, message: 'The project has a building of this name already.' },
  BUILDING_IN_USE: { status: 409, message: 'Locations are in this building; move or delete them first.' },
  BUILDING_FLOORS_IN_USE: { status: 409, message: 'Locations are on floors this change would take away from the building.' },
  UNIT_NUMBER_TAKEN: { status: 409, message: 'The building has a unit of this number already.' },
  UNIT_TYPE_NAME_TAKEN: { status: 409, message: 'The project has a unit type of this name already.' },
  UNIT_TYPE_IN_USE: { status: 409, message: 'Units are of this type; give them another type first.' },
  // Review and handoff (DESIGN §16): details name the locations not approved and the devices holding unsent changes.
  HANDOFF_BLOCKED: { status: 409, message: 'The project cannot be handed over yet: locations are not approved or devices hold unsent changes.' },
  WEBHOOK_LIMIT_REACHED: { status: 409, message: 'The company has as many webhooks as it may have; delete one to add another.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The upload is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This kind of file is not supported.' },
  UNPROCESSABLE: { status: 422, message: 'The content could not be processed.' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'This Idempotency-Key was already used for another request.' },
  // Retryable (DESIGN §6): an offline outbox may send a child before its parent has arrived.
  PARENT_NOT_FOUND: { status: 424, message: 'The project or survey this belongs to is not on the server (yet).' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many attempts. Try again later.' },
  // Heavy outputs (report, PDF, ZIP, spreadsheets) are limited per user and per server; Retry-After says when.
  DOWNLOADS_BUSY: { status: 429, message: 'Another download is running. Try again in a moment.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side.' },
  UNAVAILABLE: { status: 503, message: 'The service is not ready.' },
  // Shed load (DESIGN §14): the request waited its deadline for a turn; Retry-After says when to try again.
  SERVER_BUSY: { status: 503, message: 'The server is busy. Try again in a moment.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    (value as ErrorBody).code in ERRORS &&
    typeof (value as ErrorBody).message === 'string'
  );
}
