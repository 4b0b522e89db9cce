const LOCK_NAME = 'riser-outbox';

let localBusy = false;

/**
 * Runs the sync pass in one tab at a time (Web Locks), so that two open tabs never send the same
 * entry twice at once. Returns false when another tab holds it. Where Web Locks are missing (old
 * browsers, tests) the pass is exclusive within this page only.
 */
export async function runExclusively(run: () => Promise<void>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    return locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await run();
      return true;
    });
  }
  if (localBusy) return false;
  localBusy = true;
  try {
    await run();
    return true;
  } finally {
    localBusy = false;
  }
}
