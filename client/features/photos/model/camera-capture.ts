/** The rear camera, no sound (spec survey-work §4, camera). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'environment' },
  audio: false,
};

/** Captured frames are JPEG at quality 0.8 (spec survey-work §9). */
export const CAPTURE_TYPE = 'image/jpeg';
export const CAPTURE_QUALITY = 0.8;

/** The file name of a frame captured at `now` (milliseconds since the epoch). */
export function capturedPhotoName(now: number): string {
  return `photo-${now}.jpg`;
}
