import { describe, expect, it } from 'vitest';
import { PinPhotoBody } from '../../../../common/schemas/photos';
import { pinNotice, pinTitle } from './pin-notices';
import { pinWrite, unpinWrite } from './pin-writes';

const photo = { id: 'photo-1', surveyId: 'unit-1', title: 'Living room' };
const pin = { surveyId: '7d2c1b0a-9e8f-4a6b-8c5d-4e3f2a1b0c9d', x: 640, y: 480, direction: null, number: 2 };

describe('pinWrite and unpinWrite', () => {
  it('PUTs the placement the server takes, on the photo of its survey, and shows the whole pin at once', () => {
    const write = pinWrite(photo, pin, 'Unit 204 Floor Plan');
    expect(write).toMatchObject({
      method: 'PUT',
      path: '/api/photos/photo-1/pin',
      target: { type: 'photo', id: 'photo-1', parentId: 'unit-1' },
      action: 'pin',
      summary: 'Photo pin · Living room on Unit 204 Floor Plan',
      preview: { pin },
    });
    // The number is the server's to give: it is shown, never sent.
    expect(PinPhotoBody.parse(write.body)).toEqual({ surveyId: pin.surveyId, x: 640, y: 480, direction: null });
  });

  it('DELETEs the pin (not the photo) and shows it off the plan at once', () => {
    expect(unpinWrite(photo)).toMatchObject({
      method: 'DELETE',
      path: '/api/photos/photo-1/pin',
      target: { type: 'photo', id: 'photo-1', parentId: 'unit-1' },
      action: 'pin',
      summary: 'Remove pin · Living room',
      preview: { pin: null },
    });
  });
});

describe('pin notices', () => {
  it('names the pin and its plan', () => {
    expect(pinTitle(3, 'Site Map')).toBe('Pin 3 on Site Map');
    expect(pinTitle(3, null)).toBe('Pin 3 on a plan');
  });

  it('says calmly when a change waits on the device, and what happened when it was sent', () => {
    expect(pinNotice('saved-on-device', 'Pin 1 on Site Map', false)).toEqual({ title: 'Pin saved on this device', description: "It will be sent when you're back online." });
    expect(pinNotice('saved-on-device', null, true)).toEqual({ title: 'Pin removal saved on this device', description: 'It will be sent shortly.' });
    expect(pinNotice('sent', 'Pin 1 on Site Map', true)).toEqual({ title: 'Photo pinned', description: 'Pin 1 on Site Map.' });
    expect(pinNotice('cancelled', null, true)).toEqual({ title: 'Pin removed', description: 'The photo is no longer pinned on a plan.' });
    expect(pinNotice('conflict', null, true)).toBeNull();
  });
});
