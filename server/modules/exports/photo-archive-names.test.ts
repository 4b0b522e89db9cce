import { describe, expect, it } from 'vitest';
import { archiveNames, photoIndexCsv, safePart, type ArchivedPhoto } from './photo-archive-names';

const photo = (overrides: Partial<ArchivedPhoto>): ArchivedPhoto => ({
  id: 'p1',
  typeTitle: 'MDF',
  locationName: 'MDF 1',
  elevationLevel: -1,
  label: 'Rack front',
  originalName: 'IMG_0001.JPG',
  mimeType: 'image/jpeg',
  takenAt: new Date('2026-11-20T10:00:00Z'),
  createdAt: new Date('2026-11-20T10:05:00Z'),
  latitude: null,
  longitude: null,
  pin: null,
  ...overrides,
});

describe('the photo archive’s names', () => {
  it('follow {type}/{location}/{level}-{label}-{n}, numbered where they would collide', () => {
    expect(
      archiveNames([
        photo({}),
        photo({ id: 'p2' }),
        photo({ id: 'p3', label: null, elevationLevel: 2, mimeType: 'image/png' }),
        photo({ id: 'p4', typeTitle: 'Unit', locationName: 'Unit 204' }),
      ]),
    ).toEqual(['MDF/MDF 1/Basement-Rack front-1.jpg', 'MDF/MDF 1/Basement-Rack front-2.jpg', 'MDF/MDF 1/Second Floor-photo-1.png', 'Unit/Unit 204/Basement-Rack front-1.jpg']);
  });

  it('are safe on every file system: no separators, reserved names or control characters', () => {
    expect(safePart('../../etc/passwd', 'x')).toBe('etc passwd');
    expect(safePart('a:b*c?"d<e>f|g\\h\u0000i', 'x')).toBe('a b c d e f g h i');
    expect(safePart('...', 'x')).toBe('x');
    expect(safePart('Name. ', 'x')).toBe('Name');
    expect(safePart('x'.repeat(100), 'y')).toHaveLength(60);
    expect(archiveNames([photo({ locationName: '../..', label: '/' })])).toEqual(['MDF/Location/Basement-photo-1.jpg']);
  });

  it('can be extracted on Windows: reserved device names, trailing dots and spaces, bidi and other invisible characters', () => {
    // Windows refuses these as a file or folder, in any case and with any extension.
    for (const reserved of ['CON', 'con', 'Prn', 'AUX', 'NUL', 'nul.txt', 'NUL.tar.gz', 'com1', 'COM9', 'Lpt1', 'LPT9.log', 'COM¹', 'CONIN$', 'conout$', 'aux .txt']) {
      expect(safePart(reserved, 'x')).toBe(`_${reserved}`);
    }
    // Names that only look like them are kept as they are.
    for (const fine of ['Console', 'COM10', 'Aux room', 'Nullable', 'LPT', 'MDF 1']) expect(safePart(fine, 'x')).toBe(fine);
    expect(archiveNames([photo({ typeTitle: 'CON', locationName: 'nul.txt' })])[0]).toMatch(/^_CON\/_nul\.txt\//);
    // Right-to-left overrides and other format and control characters would disguise a name.
    expect(safePart('invoice\u202Egpj.exe', 'x')).toBe('invoicegpj.exe');
    expect(safePart('a\u200Bb\u2066c\u2069d\uFEFFe\u00ADf', 'x')).toBe('abcdef');
    expect(safePart('line\u0085two\u009Bthree\u007F', 'x')).toBe('line two three');
    expect(safePart('\u202E\u200F', 'x')).toBe('x');
    // Nothing ends in a dot or a space, also where the name is cut to 60 characters.
    expect(safePart(`${'a'.repeat(59)}.b`, 'x')).toBe('a'.repeat(59));
    expect(safePart(`${'a'.repeat(58)} .b`, 'x')).toBe('a'.repeat(58));
    expect(safePart('Riser . . ', 'x')).toBe('Riser');
    expect(safePart(`NUL${'a'.repeat(54)}.bc`, 'x')).toBe(`NUL${'a'.repeat(54)}.bc`);
    expect(safePart(`NUL.${'a'.repeat(54)} b`, 'x')).toBe(`_NUL.${'a'.repeat(54)}`);
    expect(safePart(`${'a'.repeat(59)}📷📷`, 'x')).toBe(`${'a'.repeat(59)}📷`);
  });

  it('are listed in index.csv with what the crew needs, formulas defused, missing files said', () => {
    const photos = [photo({}), photo({ id: 'p2', label: '=cmd()', pin: 'Pin 2 on Site Map', latitude: 40.5, longitude: -73.9 })];
    const csv = photoIndexCsv(photos, archiveNames(photos), new Set(['p2'])).trimEnd().split('\r\n');
    expect(csv[0]).toBe('File,Location type,Location,Level,Label,Original name,Taken,Added,Latitude,Longitude,Pin,Photo id,Note');
    expect(csv[1]).toBe('MDF/MDF 1/Basement-Rack front-1.jpg,MDF,MDF 1,Basement,Rack front,IMG_0001.JPG,2026-11-20T10:00:00.000Z,2026-11-20T10:05:00.000Z,,,,p1,');
    expect(csv[2]).toBe(",MDF,MDF 1,Basement,'=cmd(),IMG_0001.JPG,2026-11-20T10:00:00.000Z,2026-11-20T10:05:00.000Z,40.5,-73.9,Pin 2 on Site Map,p2,The file could not be read; it is not in the archive.");
  });
});
