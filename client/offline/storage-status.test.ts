import { describe, expect, it } from 'vitest';
import { isIos, isSafari, LOW_SPACE_BYTES, storageWarning, type StorageStatus } from './storage-status';

const MB = 1024 * 1024;
const base: StorageStatus = { persisted: true, usage: 50 * MB, quota: 10_000 * MB, evictedWhenUnused: false, installed: false, installsThroughShare: false };

describe('storageWarning', () => {
  it('says nothing when the data is kept and there is room', () => {
    expect(storageWarning(base)).toBeNull();
  });

  it('warns when little space is left, before anything else', () => {
    expect(storageWarning({ ...base, usage: 1000 * MB, quota: 1000 * MB + LOW_SPACE_BYTES - 1, evictedWhenUnused: true })).toBe('full');
    expect(storageWarning({ ...base, usage: 9500 * MB })).toBe('full');
  });

  it('warns in Safari that a week unused deletes the data, unless Riser is installed', () => {
    expect(storageWarning({ ...base, evictedWhenUnused: true })).toBe('evicted-when-unused');
    expect(storageWarning({ ...base, evictedWhenUnused: true, installed: true })).toBeNull();
  });

  it('notes when the browser did not promise to keep the data', () => {
    expect(storageWarning({ ...base, persisted: false })).toBe('not-persisted');
  });
});

describe('browser detection', () => {
  const iphoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const iphoneChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
  const androidChrome = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

  it('knows Safari from the browsers that look like it', () => {
    expect(isSafari(iphoneSafari, 'Apple Computer, Inc.')).toBe(true);
    expect(isSafari(iphoneChrome, 'Apple Computer, Inc.')).toBe(false);
    expect(isSafari(androidChrome, 'Google Inc.')).toBe(false);
  });

  it('knows iPhones and iPads (which say Macintosh) from desktops', () => {
    expect(isIos(iphoneSafari, 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 0)).toBe(false);
  });
});
