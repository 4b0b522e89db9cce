import { describe, expect, it } from 'vitest';
import { savedOnDeviceNotice, uploadNotice } from './photo-notices';

describe('uploadNotice', () => {
  it('says a photo was uploaded in the spec’s words, and counts several', () => {
    expect(uploadNotice([{ fileName: 'a.jpg', result: 'sent' }], true)).toEqual({
      title: 'Photo uploaded',
      description: 'Your photo has been uploaded successfully.',
    });
    expect(uploadNotice([{ fileName: 'a.jpg', result: 'sent' }, { fileName: 'b.jpg', result: 'sent' }], true)).toEqual({
      title: 'Photos uploaded',
      description: '2 photos have been uploaded successfully.',
    });
  });

  it('calmly says photos are kept on the device without a connection, never as an error', () => {
    const one = uploadNotice([{ fileName: 'a.jpg', result: 'saved-on-device' }], false);
    expect(one).toEqual({ title: 'Photo saved on this device', description: "It will be uploaded when you're back online." });
    const three = uploadNotice(
      [
        { fileName: 'a.jpg', result: 'saved-on-device' },
        { fileName: 'b.jpg', result: 'saved-on-device' },
        { fileName: 'c.jpg', result: 'sent' },
      ],
      false,
    );
    expect(three).toEqual({ title: '2 photos saved on this device', description: "They will be uploaded when you're back online." });
    expect(three?.variant).toBeUndefined();
    // Reachable but slow (a big photo on one bar): it goes on in the background.
    expect(uploadNotice([{ fileName: 'a.jpg', result: 'saved-on-device' }], true)?.description).toBe('It will finish uploading in the background.');
  });

  it('shows a refusal in the spec’s words with the server’s reason, naming the file when there were several', () => {
    const reason = 'Only JPEG, PNG, GIF and WebP photos can be uploaded.';
    expect(uploadNotice([{ fileName: 'plan.pdf', result: 'refused', reason }], true)).toEqual({
      title: 'Error',
      description: `Failed to upload photo. Please try again. ${reason}`,
      variant: 'destructive',
    });
    expect(uploadNotice([{ fileName: 'a.jpg', result: 'sent' }, { fileName: 'plan.pdf', result: 'refused', reason }], true)?.description).toBe(
      `Failed to upload photo. Please try again. plan.pdf: ${reason}`,
    );
    expect(uploadNotice([{ fileName: 'a.jpg', result: 'refused' }], true)?.description).toBe('Failed to upload photo. Please try again.');
  });

  it('says nothing for a photo deleted before it ever left the device', () => {
    expect(uploadNotice([{ fileName: 'a.jpg', result: 'cancelled' }], false)).toBeNull();
  });
});

describe('savedOnDeviceNotice', () => {
  it('says when a label or a delete will be sent', () => {
    expect(savedOnDeviceNotice('label', false)).toEqual({ title: 'Label saved on this device', description: "It will be sent when you're back online." });
    expect(savedOnDeviceNotice('delete', false)).toEqual({ title: 'Photo will be deleted', description: "It will be deleted when you're back online." });
    expect(savedOnDeviceNotice('delete', true).description).toBe('It will be deleted shortly.');
  });
});
