import { z } from 'zod';
import { Text } from './text';

export const PHOTO_SIZES = ['thumb', 'display', 'original'] as const;
export const PhotoSize = z.enum(PHOTO_SIZES);
export type PhotoSize = z.infer<typeof PhotoSize>;

export const Photo = z
  .object({
    id: z.uuid(),
    surveyId: z.uuid(),
    originalName: z.string(),
    label: z.string().nullable(),
    /** 1 at upload, one more per label change (DESIGN §6). */
    version: z.number().int(),
    elevationLevel: z.number().int(),
    mimeType: z.string(),
    size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Capture time and position from the photo's EXIF, when it had them. */
    takenAt: z.iso.datetime().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    createdAt: z.iso.datetime(),
    urls: z.object({ thumb: z.string(), display: z.string(), original: z.string() }),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof Photo>;

/** The spec's full photo, with its image inline as base64 (kept for compatibility). */
export const PhotoWithData = Photo.extend({ data: z.string() }).meta({ id: 'PhotoWithData' });

// Elevation levels of the spec (Basement -1 to Third Floor 3), open to taller buildings.
export const ElevationLevel = z.coerce
  .number({ error: 'elevationLevel must be a number' })
  .int({ error: 'elevationLevel must be a whole number' })
  .min(-10)
  .max(300);

export const UpdatePhotoBody = z.strictObject({
  label: Text.trim().min(1, { error: 'The label cannot be blank.' }).max(200),
  /** The photo version this label is based on: a label changed since answers 409. Without it the last write wins. */
  baseVersion: z.number().int().min(1).optional(),
});
export type UpdatePhotoBody = z.infer<typeof UpdatePhotoBody>;

/** The details of a 409 VERSION_CONFLICT on a label: the photo as it is now. */
export const PhotoConflictDetails = z.object({ photo: Photo });
export type PhotoConflictDetails = z.infer<typeof PhotoConflictDetails>;

export const PhotoImageQuery = z.object({ size: PhotoSize.default('display') });
