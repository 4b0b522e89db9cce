import { busyRetrySeconds } from '../model/busy-download';

/** Gives up after this many refusals in a row (about 10 minutes at 5 s each). */
const MAX_ATTEMPTS = 120;

const second = (signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as unknown);
    const timer = setTimeout(resolve, 1000);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as unknown)), { once: true });
  });

/**
 * Runs a heavy download; while the server answers 429 DOWNLOADS_BUSY (another download is
 * running), waits the seconds it asked for, counting down through `onWaiting`, and asks again.
 * Any other failure is thrown as it came.
 */
export async function retryWhenBusy<T>(download: () => Promise<T>, onWaiting: (secondsLeft: number) => void, signal?: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await download();
    } catch (error) {
      const wait = busyRetrySeconds(error);
      if (wait === undefined || attempt >= MAX_ATTEMPTS) throw error;
      for (let left = wait; left > 0; left--) {
        onWaiting(left);
        await second(signal);
      }
    }
  }
}
