import { memo, useId, type ChangeEvent, type RefObject } from 'react';
import { Download, FileCode2, ImageOff, Loader2, Trash2, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * The plan's file input, kept outside every panel so that it is there whichever layout shows
 * the Upload button (a panel hidden on a phone must not take the input with it).
 */
export function PlanFileInput({ inputRef, onUpload }: { inputRef: RefObject<HTMLInputElement | null>; onUpload: (file: File) => void }) {
  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is still a change.
    event.target.value = '';
    if (file) onUpload(file);
  }
  return (
    <input
      ref={inputRef}
      type="file"
      accept="image/*,application/pdf,.pdf"
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      onChange={onFile}
      data-testid="markup-file-input"
    />
  );
}

export interface ActionBarProps {
  uploadLabel: string;
  uploading: boolean;
  canUpload: boolean;
  hasImage: boolean;
  hasElements: boolean;
  exporting: boolean;
  canExport: boolean;
  onChooseFile: () => void;
  onClearImage: () => void;
  onDownload: () => void;
  onClearAll: () => void;
  /** Download DXF, for a drawing saved to a project: offered once it has a scale (CAD reads feet). */
  dxf: { scaled: boolean; exporting: boolean; onDownload: () => void } | null;
}

/**
 * The less frequent actions (spec §2): Upload Map (or Floor Plan), Clear Image, Download DXF,
 * Clear All, and on a phone Download PNG, which wide screens keep in the header.
 */
export const ActionBar = memo(function ActionBar(props: ActionBarProps) {
  const item = 'h-auto min-h-11 justify-start px-3 text-left whitespace-normal';
  const dxfNoteId = useId();
  const { dxf } = props;
  return (
    <div role="toolbar" aria-label="Drawing actions" className="grid grid-cols-2 gap-1.5 lg:grid-cols-1">
      <Button variant="outline" className={item} disabled={!props.canUpload || props.uploading} onClick={props.onChooseFile}>
        {props.uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {props.uploadLabel}
      </Button>
      <Button variant="outline" className={item} disabled={!props.hasImage || props.uploading} onClick={props.onClearImage}>
        <ImageOff aria-hidden="true" />
        Clear Image
      </Button>
      <Button variant="outline" className={`${item} lg:hidden`} disabled={props.exporting || !props.canExport} onClick={props.onDownload}>
        {props.exporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        Download PNG
      </Button>
      {dxf && (
        <>
          <Button
            variant="outline"
            className={item}
            disabled={!dxf.scaled || dxf.exporting || !props.canExport}
            aria-describedby={dxf.scaled ? undefined : dxfNoteId}
            onClick={dxf.onDownload}
          >
            {dxf.exporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileCode2 aria-hidden="true" />}
            Download DXF
          </Button>
          {!dxf.scaled && (
            <p id={dxfNoteId} className="m-0 self-center text-xs text-muted-foreground" data-testid="dxf-note">
              For CAD once the drawing has a scale: set it under Scale.
            </p>
          )}
        </>
      )}
      <Button variant="outline" className={`${item} text-destructive`} disabled={!props.hasElements} onClick={props.onClearAll}>
        <Trash2 aria-hidden="true" />
        Clear All
      </Button>
    </div>
  );
});
