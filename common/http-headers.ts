// Header names that both sides read: one spelling each.

/**
 * Every answer of Riser's server carries it, echoing the value the client sent (DESIGN §6,
 * "Answers we trust"): a captive portal's page, a proxy's error or a redirect elsewhere does not,
 * so the client never takes such an answer for the server's.
 */
export const RISER_REQUEST_ID_HEADER = 'x-riser-request-id';

/** What a client may send in it: ids the outbox makes (UUIDs) and short tokens; nothing else is echoed. */
export const RISER_REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/** The photo archive's total bytes before it streams, so a download can show its share done. */
export const PHOTO_BYTES_HEADER = 'x-riser-photo-bytes';
