// The toasts of the photo writes (spec survey-work §8), and the calm ones DESIGN §6 adds for
// writes kept on the device: a missing connection is never shown as an error.

export interface Notice {
  title: string;
  description: string;
  variant?: 'destructive';
}

/** How one file of an upload came out. */
export type UploadResult =
  | { fileName: string; result: 'sent' | 'saved-on-device' | 'cancelled' }
  /** The server refused the file (413, 415, 422): it is gone from the device too. */
  | { fileName: string; result: 'refused'; reason?: string };

export const UPLOAD_FAILED = 'Failed to upload photo. Please try again.';
export const LABEL_FAILED = 'Failed to update photo label. Please try again.';
export const DELETE_FAILED = 'Failed to delete photo. Please try again.';

/** The one toast for the files chosen (or the frame captured) together; null when there is nothing to say. */
export function uploadNotice(results: readonly UploadResult[], reachable: boolean): Notice | null {
  const refused = results.filter((item) => item.result === 'refused');
  if (refused.length > 0) {
    const reasons = refused.map((item) => {
      const reason = 'reason' in item ? item.reason : undefined;
      if (!reason) return results.length > 1 ? item.fileName : '';
      return results.length > 1 ? `${item.fileName}: ${reason}` : reason;
    });
    return { title: 'Error', description: [UPLOAD_FAILED, ...reasons.filter(Boolean)].join(' '), variant: 'destructive' };
  }
  const saved = results.filter((item) => item.result === 'saved-on-device').length;
  if (saved > 0) {
    const one = saved === 1;
    return {
      title: one ? 'Photo saved on this device' : `${saved} photos saved on this device`,
      description: reachable
        ? `${one ? 'It' : 'They'} will finish uploading in the background.`
        : `${one ? 'It' : 'They'} will be uploaded when you're back online.`,
    };
  }
  const sent = results.filter((item) => item.result === 'sent').length;
  if (sent === 0) return null;
  return sent === 1
    ? { title: 'Photo uploaded', description: 'Your photo has been uploaded successfully.' }
    : { title: 'Photos uploaded', description: `${sent} photos have been uploaded successfully.` };
}

/** A label or a delete kept on the device until the server has it. */
export function savedOnDeviceNotice(write: 'label' | 'delete', reachable: boolean): Notice {
  if (write === 'label') {
    return {
      title: 'Label saved on this device',
      description: reachable ? 'It will be sent shortly.' : "It will be sent when you're back online.",
    };
  }
  return {
    title: 'Photo will be deleted',
    description: reachable ? 'It will be deleted shortly.' : "It will be deleted when you're back online.",
  };
}
