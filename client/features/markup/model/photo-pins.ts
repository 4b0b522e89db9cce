import type { PlanPin } from '../../../../common/markup/pins';

// The photos pinned on the plan being drawn (DESIGN §5), as the app hands them to the editor: not
// part of the drawing (never selected, counted, undone or exported), drawn over it and opened by
// a tap. The editor knows no photos; the app says what each pin is called and shows its photo.

export interface EditorPin extends PlanPin {
  /** The pinned photo's id: what the app's view of it is opened with. */
  id: string;
  /** What the photo is called (its label, else its file's name). */
  label: string;
}

export interface PinPhotoControls {
  /** Back to the drawing. */
  close: () => void;
  /** Leaves the editor for another page, once what was drawn is kept on the device. */
  leave: (go: () => void) => void;
}

/** What a pin is called to a screen reader and in the list: 'Photo pin 3: Riser closet'. */
export function pinName(pin: Pick<EditorPin, 'number' | 'label'>): string {
  return `Photo pin ${pin.number}: ${pin.label}`;
}
