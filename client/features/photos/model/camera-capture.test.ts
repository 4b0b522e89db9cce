import { describe, expect, it } from 'vitest';
import { cameraPhotoName, cameraPhotoStem, fileSafeName, nextPhotoNumber } from './camera-capture';

describe('camera photo names', () => {
  it('names a photo after its location, its floor from the one list of levels, and a number', () => {
    expect(cameraPhotoName('MDF 1', -1, [])).toBe('MDF 1 - Basement - 1.jpg');
    expect(cameraPhotoName('MDF 1', 0, [])).toBe('MDF 1 - Ground Level - 1.jpg');
    expect(cameraPhotoName('Unit 204', 7, [])).toBe('Unit 204 - Floor 7 - 1.jpg');
    expect(cameraPhotoName('IDF', -2, [])).toBe('IDF - Basement 2 - 1.jpg');
  });

  it('numbers after the highest photo of the same location and floor', () => {
    const taken = ['MDF 1 - Basement - 1.jpg', 'MDF 1 - Basement - 2.jpg', 'MDF 1 - First Floor - 9.jpg', 'rack.jpg'];
    expect(cameraPhotoName('MDF 1', -1, taken)).toBe('MDF 1 - Basement - 3.jpg');
    expect(cameraPhotoName('MDF 1', 1, taken)).toBe('MDF 1 - First Floor - 10.jpg');
    // A gap (a deleted photo) is not filled while a later number exists.
    expect(nextPhotoNumber('MDF 1 - Basement', ['MDF 1 - Basement - 4.jpg'])).toBe(5);
    // Another location that starts the same does not count.
    expect(nextPhotoNumber('MDF 1 - Basement', ['MDF 10 - Basement - 4.jpg', 'XMDF 1 - Basement - 2.jpg'])).toBe(1);
  });

  it('makes the location safe for a file name', () => {
    expect(fileSafeName('Rack A/B: "north" <wall>?')).toBe('Rack A B north wall');
    expect(fileSafeName('  Unit \t 204 \n')).toBe('Unit 204');
    expect(fileSafeName('..hidden..')).toBe('hidden');
    expect(fileSafeName('a'.repeat(200))).toHaveLength(80);
    expect(fileSafeName('')).toBe('Photo');
    expect(fileSafeName(null)).toBe('Photo');
    expect(fileSafeName('///')).toBe('Photo');
    expect(cameraPhotoStem('Lobby (1) [east]*', 2)).toBe('Lobby (1) [east] - Second Floor');
    // Regex characters in a name are matched literally.
    expect(nextPhotoNumber(cameraPhotoStem('Lobby (1) [east]', 2), ['Lobby (1) [east] - Second Floor - 2.jpg'])).toBe(3);
  });
});
