// What the save indicator says; auto-save and Save to Project share one status.

export type SaveStatus = 'idle' | 'saved' | 'dirty' | 'saving' | 'error' | 'conflict' | 'no-survey';

export function saveStatusText(status: SaveStatus): string {
  switch (status) {
    case 'idle':
      return 'No changes';
    case 'saved':
      return 'All changes saved';
    case 'dirty':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving...';
    case 'error':
      return 'Save failed';
    case 'conflict':
      return 'Changed elsewhere';
    case 'no-survey':
      return 'Not saved: no survey';
  }
}
