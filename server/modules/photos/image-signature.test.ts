import { describe, expect, it } from 'vitest';
import { detectImageKind } from './image-signature';

describe('detectImageKind', () => {
  it('recognises the four accepted formats by their bytes', () => {
    expect(detectImageKind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectImageKind(new TextEncoder().encode('GIF89a'))).toBe('gif');
    expect(detectImageKind(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
  });

  it('refuses anything else, such as text or a RIFF that is not WebP', () => {
    expect(detectImageKind(new TextEncoder().encode('hello, I am a .jpg'))).toBeUndefined();
    expect(detectImageKind(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeUndefined();
    expect(detectImageKind(new Uint8Array())).toBeUndefined();
  });
});
