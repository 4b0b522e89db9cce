// The device's storage for Riser (DESIGN §6): asked to be kept (navigator.storage.persist), how
// much is used of how much may be, and whether the browser may delete it on its own. Safari
// deletes a site's storage after seven days without use unless the site is installed to the
// Home Screen; other browsers clear storage that is not persistent when the disk runs low.

export interface StorageStatus {
  /** The browser promised to keep Riser's data (null: it cannot say). */
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
  /** Safari in a tab: data unused for a week is deleted. Installing stops it. */
  evictedWhenUnused: boolean;
  /** Running from the Home Screen or as an installed app. */
  installed: boolean;
  /** iOS/iPadOS Safari, which installs through Share, then Add to Home Screen. */
  installsThroughShare: boolean;
}

export type StorageWarning = 'full' | 'evicted-when-unused' | 'not-persisted' | null;

/** Less than this left is a warning: a morning of photos. */
export const LOW_SPACE_BYTES = 200 * 1024 * 1024;

/** What the device should tell the surveyor about its storage, most serious first. Pure. */
export function storageWarning(status: StorageStatus): StorageWarning {
  if (status.usage !== null && status.quota !== null && (status.quota - status.usage < LOW_SPACE_BYTES || status.usage / status.quota > 0.9)) {
    return 'full';
  }
  if (status.evictedWhenUnused && !status.installed) return 'evicted-when-unused';
  if (status.persisted === false) return 'not-persisted';
  return null;
}

/** WebKit's Safari (not Chrome or Firefox on iOS, which are WebKit too but install the same way). */
export function isSafari(userAgent: string, vendor: string): boolean {
  return /Apple/.test(vendor) && /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|EdgiOS|Android)/.test(userAgent);
}

export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function isInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/** Asks once per start for the data to be kept; true when it is. */
export async function askForPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}

export async function readStorageStatus(): Promise<StorageStatus> {
  const storage = navigator.storage;
  let persisted: boolean | null = null;
  let usage: number | null = null;
  let quota: number | null = null;
  try {
    if (storage?.persisted) persisted = await storage.persisted();
    if (storage?.estimate) {
      const estimate = await storage.estimate();
      usage = estimate.usage ?? null;
      quota = estimate.quota ?? null;
    }
  } catch {
    // Some browsers refuse in private windows: the panel then says nothing about space.
  }
  return {
    persisted,
    usage,
    quota,
    evictedWhenUnused: isSafari(navigator.userAgent, navigator.vendor),
    installed: isInstalled(),
    installsThroughShare: isIos(navigator.userAgent, navigator.maxTouchPoints),
  };
}
