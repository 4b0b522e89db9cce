import type Sharp from 'sharp';

// sharp (libvips) costs start time and memory that a server serving forms does not need until
// an image arrives: it is loaded by the first photo, background or drawing that needs it.
let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Derivatives are small and made once; libvips' cache would only hold memory between uploads.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
