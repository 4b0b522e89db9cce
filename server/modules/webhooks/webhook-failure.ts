// What a delivery's log says when an attempt fails (issue 23): coarse on purpose. The socket's
// own words (ECONNREFUSED, EHOSTUNREACH, "bad port", a TLS alert) would tell an admin which ports
// answer on which hosts; the log says only what the admin can act on.

/** An attempt that failed, its message fit for the delivery log. */
export class DeliveryFailure extends Error {
  override name = 'DeliveryFailure';
}

export const COULD_NOT_CONNECT = 'could not connect';

/** The log's words for an attempt that ran out of time. */
export const noAnswerIn = (timeoutMs: number) => `no answer in ${Math.round(timeoutMs / 1000)} s`;

/** The log's words for an answer other than 2xx. */
export const httpStatus = (status: number) => `HTTP ${status}`;
