import { describe, expect, it } from 'vitest';
import { formatPhotoTimeShort, labelToSave, photoSubtitle, photoTime, photoTitle } from './photo-details';

// ICU versions differ on the space before AM/PM (U+202F or a plain space).
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('photo details', () => {
  it('calls a photo by its label, else its file name', () => {
    expect(photoTitle({ label: 'Main rack', originalName: 'IMG_1.jpg' })).toBe('Main rack');
    expect(photoTitle({ label: null, originalName: 'IMG_1.jpg' })).toBe('IMG_1.jpg');
    expect(photoTitle({ label: '  ', originalName: 'IMG_1.jpg' })).toBe('IMG_1.jpg');
  });

  it('calls an unlabelled camera photo of a list by its number, not by the location its file is named after (issue 25)', () => {
    const photos = [
      { label: null, originalName: 'Unit 204 - Ground Level - 1.jpg' },
      { label: 'Panel', originalName: 'Unit 204 - Ground Level - 2.jpg' },
      { label: null, originalName: 'Unit 204 - Ground Level - 3.jpg' },
      { label: null, originalName: 'rack-front.jpg' },
    ];
    expect(photos.map((photo, index) => photoTitle(photo, index + 1))).toEqual(['Photo 1', 'Panel', 'Photo 3', 'rack-front.jpg']);
  });

  it('prefers the camera time to the upload time', () => {
    expect(photoTime({ takenAt: '2026-03-14T09:26:53.000Z', createdAt: '2026-04-01T00:00:00.000Z' })).toBe(
      '2026-03-14T09:26:53.000Z',
    );
    expect(photoTime({ takenAt: null, createdAt: '2026-04-01T00:00:00.000Z' })).toBe('2026-04-01T00:00:00.000Z');
  });

  it('leaves this year out of the compact time', () => {
    const now = new Date('2026-06-01T12:00:00.000Z');
    expect(plain(formatPhotoTimeShort('2026-03-14T09:26:53.000Z', now, 'en-US', 'UTC'))).toBe('Mar 14, 9:26 AM');
    expect(plain(formatPhotoTimeShort('2025-12-31T23:59:00.000Z', now, 'en-US', 'UTC'))).toBe('Dec 31, 2025, 11:59 PM');
    expect(formatPhotoTimeShort('nope', now)).toBe('');
  });

  it('puts the floor name and time under the name', () => {
    expect(
      plain(photoSubtitle({ elevationLevel: -1, takenAt: null, createdAt: '2026-03-14T21:05:00.000Z' }, 'en-US', 'UTC')),
    ).toBe('Basement · Mar 14, 2026, 9:05 PM');
  });

  it('saves a trimmed label and nothing while blank', () => {
    expect(labelToSave('  Riser room ')).toBe('Riser room');
    expect(labelToSave('   ')).toBeNull();
    expect(labelToSave('')).toBeNull();
  });
});
