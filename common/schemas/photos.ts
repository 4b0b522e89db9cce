import { z } from 'zod';
import { Text } from './text';
import { ColumnInt } from './integers';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../markup/schema';

/** Where a photo is pinned on a plan (DESIGN §5): on the site map or a floor plan of its project. */
export const PhotoPin = z
  .object({
    /** The plan's survey: the site map or a unit's floor plan. */
    surveyId: z.uuid(),
    /** On the plan's 2000x1500 canvas. */
    x: z.number(),
    y: z.number(),
    /** The way the camera looked, in degrees clockwise from the top of the plan; null: not given. */
    direction: z.number().nullable(),
    /** Its number on that plan (1, 2, 3…), given when pinned. */
    number: z.number().int(),
  })
  .meta({ id: 'PhotoPin' });
export type PhotoPin = z.infer<typeof PhotoPin>;

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
    /** Where it is pinned on a plan, or null. */
    pin: PhotoPin.nullable(),
    /** Chosen for the owner's proposal (DESIGN §17); absent from answers of servers before it. */
    starred: z.boolean().optional(),
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

export const UpdatePhotoBody = z
  .strictObject({
    label: Text.trim().min(1, { error: 'The label cannot be blank.' }).max(200).optional(),
    /** The photo version this label is based on: a label changed since answers 409. Without it the last write wins. */
    baseVersion: ColumnInt.min(1).optional(),
    /** Chosen for the owner's proposal (DESIGN §17). */
    starred: z.boolean().optional(),
  })
  .refine((body) => body.label !== undefined || body.starred !== undefined, { error: 'Give a label or starred' });
export type UpdatePhotoBody = z.infer<typeof UpdatePhotoBody>;

/** PUT /api/photos/{id}/pin: pins the photo on a plan (or moves its pin; it keeps its number on the same plan). */
export const PinPhotoBody = z.strictObject({
  surveyId: z.uuid(),
  x: z.number().finite().min(0).max(CANVAS_WIDTH),
  y: z.number().finite().min(0).max(CANVAS_HEIGHT),
  direction: z.number().finite().min(0).max(360).nullish(),
});
export type PinPhotoBody = z.infer<typeof PinPhotoBody>;

/** The details of a 409 VERSION_CONFLICT on a label: the photo as it is now. */
export const PhotoConflictDetails = z.object({ photo: Photo });
export type PhotoConflictDetails = z.infer<typeof PhotoConflictDetails>;

export const PhotoImageQuery = z.object({ size: PhotoSize.default('display') });
