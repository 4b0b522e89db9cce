/**
 * Watches the parsing of an upload's body: a promise that never resolves, and rejects with
 * `error()` once a whole window has passed in which `progress()` (parts seen, bytes of files
 * read) did not move. busboy can stall for good on some malformed bodies (a part with no
 * headers that outgrows its buffer stops it reading); this turns that into an answer, where
 * the stall guard only watches the client. A client that sends nothing for a window has the
 * stall guard to deal with it anyway.
 */
export function watchParsing(windowMs: number, progress: () => number, error: () => Error) {
  let seen = -1;
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setInterval(() => {
      const now = progress();
      if (now === seen) reject(error());
      seen = now;
    }, windowMs);
    timer.unref();
  });
  // Nobody awaits it once the parsing has won the race; that must not be an unhandled rejection.
  promise.catch(() => undefined);
  return {
    promise,
    stop() {
      clearInterval(timer);
    },
  };
}
