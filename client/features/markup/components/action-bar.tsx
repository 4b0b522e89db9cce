import { memo, useRef, type ChangeEvent } from 'react';
import { ImageOff, Loader2, Redo2, Trash2, Undo2, Upload, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface ActionBarProps {
  uploadLabel: string;
  uploading: boolean;
  canUpload: boolean;
  hasImage: boolean;
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  hasElements: boolean;
  onUpload: (file: File) => void;
  onClearImage: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onDeleteSelected: () => void;
  onClearAll: () => void;
}

/** Upload Map, Clear Image, Undo, Redo, Delete Selected, Clear All (spec §2). */
export const ActionBar = memo(function ActionBar(props: ActionBarProps) {
  const fileInput = useRef<HTMLInputElement>(null);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is still a change.
    event.target.value = '';
    if (file) props.onUpload(file);
  }

  // Phones: icon over a small label, all six in one row; wider screens: icon beside the label.
  const item = 'h-auto flex-col gap-0.5 px-1 py-1.5 text-[11px] leading-tight whitespace-normal sm:flex-row sm:justify-start sm:gap-2 sm:px-3 sm:text-sm';
  return (
    <div role="toolbar" aria-label="Drawing actions" className="grid grid-cols-6 gap-1 sm:gap-1.5 lg:grid-cols-2">
      <input ref={fileInput} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onFile} data-testid="markup-file-input" />
      <Button variant="outline" className={item} disabled={!props.canUpload || props.uploading} onClick={() => fileInput.current?.click()}>
        {props.uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        <span className="text-center sm:text-left">{props.uploadLabel}</span>
      </Button>
      <Button variant="outline" className={item} disabled={!props.hasImage || props.uploading} onClick={props.onClearImage}>
        <ImageOff aria-hidden="true" />
        <span className="text-center sm:text-left">Clear Image</span>
      </Button>
      <Button variant="outline" className={item} disabled={!props.canUndo} onClick={props.onUndo} title="Undo (Ctrl+Z)">
        <Undo2 aria-hidden="true" />
        Undo
      </Button>
      <Button variant="outline" className={item} disabled={!props.canRedo} onClick={props.onRedo} title="Redo (Ctrl+Shift+Z)">
        <Redo2 aria-hidden="true" />
        Redo
      </Button>
      <Button variant="outline" className={item} disabled={!props.hasSelection} onClick={props.onDeleteSelected} title="Delete Selected (Delete)">
        <X aria-hidden="true" />
        <span className="text-center sm:text-left">Delete Selected</span>
      </Button>
      <Button variant="outline" className={`${item} text-destructive`} disabled={!props.hasElements} onClick={props.onClearAll}>
        <Trash2 aria-hidden="true" />
        <span className="text-center sm:text-left">Clear All</span>
      </Button>
    </div>
  );
});
