import { describe, expect, it } from 'vitest';
import { photoArchiveLabel } from './photo-archive-progress';

describe('the photo download button', () => {
  it('says what it does, then how far it has got', () => {
    expect(photoArchiveLabel({ phase: 'idle' })).toBe('Download Photos');
    expect(photoArchiveLabel({ phase: 'preparing' })).toBe('Preparing photos…');
    expect(photoArchiveLabel({ phase: 'downloading', bytes: 5_242_880, total: null })).toBe('Downloading 5.0 MB…');
    expect(photoArchiveLabel({ phase: 'downloading', bytes: 450, total: 1000 })).toBe('Downloading 45%…');
    expect(photoArchiveLabel({ phase: 'downloading', bytes: 1010, total: 1000 })).toBe('Downloading 99%…');
  });
});
