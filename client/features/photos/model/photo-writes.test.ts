import { describe, expect, it } from 'vitest';
import { Photo } from '../../../../common/schemas/photos';
import { photoDeleteWrite, photoLabelWrite, photoUploadWrite, UPLOAD_WAIT_MS } from './photo-writes';

const SURVEY = '5b0f7f34-3f59-4d9c-9d2e-3c1a3c0e6a11';
const PHOTO = '0d9b3c52-8f0e-4d57-9a51-5b1f0d4b7a10';
const BLOB = 'b6b0e3c1-2f6a-4c8e-9d3b-7a1e5c2d4f60';
const NOW = new Date('2026-03-14T09:26:00.000Z');
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2])], 'rack.jpg', { type: 'image/jpeg' });

describe('photoUploadWrite', () => {
  it('is a multipart POST to the survey with the photo id and floor before the file, its bytes kept beside it', () => {
    const file = jpeg();
    const write = photoUploadWrite({ surveyId: SURVEY, file, fileName: 'rack.jpg', elevationLevel: -1, surveyName: 'Unit 204' }, { photoId: PHOTO, blobId: BLOB }, NOW);
    expect(write).toMatchObject({
      method: 'POST',
      path: `/api/surveys/${SURVEY}/photos`,
      upload: { fields: { id: PHOTO, elevationLevel: '-1' }, fileField: 'photo', fileName: 'rack.jpg', blobId: BLOB },
      target: { type: 'photo', id: PHOTO, parentId: SURVEY },
      action: 'upload',
      summary: 'Photo · Unit 204',
      waitMs: UPLOAD_WAIT_MS,
    });
    expect(Object.keys(write.upload!.fields)).toEqual(['id', 'elevationLevel']);
    expect(write.blobs).toEqual([{ id: BLOB, blob: file }]);
    expect(write.body).toBeUndefined();
  });

  it('keeps a photo id given by the caller (a label typed after a camera shot follows it)', () => {
    const write = photoUploadWrite({ surveyId: SURVEY, file: jpeg(), fileName: 'rack.jpg', elevationLevel: 0, photoId: PHOTO });
    expect(write.target.id).toBe(PHOTO);
    expect(write.upload!.fields.id).toBe(PHOTO);
    expect(write.upload!.blobId).not.toBe(PHOTO);
    expect(photoUploadWrite({ surveyId: SURVEY, file: jpeg(), fileName: 'rack.jpg', elevationLevel: 0 }).target.id).not.toBe(PHOTO);
  });

  it('previews the photo as the server will list it: unlabelled, unpinned, version 1, at its floor, taken now', () => {
    const write = photoUploadWrite({ surveyId: SURVEY, file: jpeg(), fileName: 'rack.jpg', elevationLevel: 2 }, { photoId: PHOTO, blobId: BLOB }, NOW);
    const preview = Photo.parse(write.preview);
    expect(preview).toEqual({
      id: PHOTO,
      surveyId: SURVEY,
      originalName: 'rack.jpg',
      label: null,
      version: 1,
      elevationLevel: 2,
      mimeType: 'image/jpeg',
      size: 5,
      width: null,
      height: null,
      takenAt: null,
      latitude: null,
      longitude: null,
      createdAt: NOW.toISOString(),
      // Pinned on no plan until someone pins it.
      pin: null,
      urls: { thumb: `/api/photos/${PHOTO}?size=thumb`, display: `/api/photos/${PHOTO}`, original: `/api/photos/${PHOTO}?size=original` },
    });
  });

  it('names the entry after the file when the survey has no name, and makes fresh ids otherwise', () => {
    const first = photoUploadWrite({ surveyId: SURVEY, file: jpeg(), fileName: 'photo-1.jpg', elevationLevel: 0, surveyName: '  ' });
    const second = photoUploadWrite({ surveyId: SURVEY, file: jpeg(), fileName: 'photo-1.jpg', elevationLevel: 0, surveyName: null });
    expect(first.summary).toBe('Photo · photo-1.jpg');
    expect(second.summary).toBe('Photo · photo-1.jpg');
    expect(first.target.id).not.toBe(second.target.id);
    expect(first.upload!.blobId).not.toBe(first.target.id);
  });
});

describe('photoLabelWrite', () => {
  it('is a PUT of the label based on the version the surveyor saw, shown at once', () => {
    const write = photoLabelWrite({ id: PHOTO, surveyId: SURVEY }, 'MDF rack', 3);
    expect(write).toEqual({
      method: 'PUT',
      path: `/api/photos/${PHOTO}`,
      body: { label: 'MDF rack', baseVersion: 3 },
      target: { type: 'photo', id: PHOTO, parentId: SURVEY },
      action: 'label',
      summary: 'Photo label · MDF rack',
      preview: { label: 'MDF rack' },
    });
  });
});

describe('photoDeleteWrite', () => {
  it('is a DELETE of the photo, named for the sync panel', () => {
    expect(photoDeleteWrite({ id: PHOTO, surveyId: SURVEY, label: null, originalName: 'rack.jpg' })).toEqual({
      method: 'DELETE',
      path: `/api/photos/${PHOTO}`,
      target: { type: 'photo', id: PHOTO, parentId: SURVEY },
      action: 'delete',
      summary: 'Delete photo · rack.jpg',
    });
  });
});
