import type { ReactNode } from 'react';
import { AlertTriangle, Loader2, RefreshCw, Upload } from 'lucide-react';
import type { EditorKind } from '../../../../common/markup/constants';
import { Button } from '../../../components/ui/button';
import { emptySiteMapHint } from '../model/canvas-hint';

// What the editor says on and over its canvas: the hint for the tool in hand with the element
// count, and in place of a drawing: it is loading, it is empty (how to start), it failed to load.

export interface CanvasHintLineProps {
  hint: string;
  elementCount: number;
  /** A scale line is being drawn: without a keyboard's Esc, it needs a way out in view. */
  onCancelScaleLine: (() => void) | null;
  /** The drawing's standards checks, beneath the element count (issue 28). */
  checks?: ReactNode;
}

export function CanvasHintLine({ hint, elementCount, onCancelScaleLine, checks }: CanvasHintLineProps) {
  return (
    <p className="pointer-events-none absolute inset-x-2 top-2 z-10 m-0 flex items-start justify-between gap-2 text-xs text-foreground lg:static lg:px-3 lg:pt-2 lg:text-sm lg:text-muted-foreground">
      <span className="flex flex-wrap items-center gap-2">
        <span aria-live="polite" className="rounded-md bg-card/90 px-2 py-1 shadow-sm ring-1 ring-border lg:bg-transparent lg:p-0 lg:shadow-none lg:ring-0">
          {hint}
        </span>
        {onCancelScaleLine && (
          <Button variant="outline" className="pointer-events-auto min-h-11 bg-card lg:min-h-8 lg:px-3" onClick={onCancelScaleLine}>
            Cancel
          </Button>
        )}
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1.5 lg:flex-row lg:items-center lg:gap-3">
        <span data-testid="markup-element-count" className="rounded-md bg-card/90 px-2 py-1 shadow-sm ring-1 ring-border lg:bg-transparent lg:p-0 lg:shadow-none lg:ring-0">
          {elementCount} {elementCount === 1 ? 'element' : 'elements'}
        </span>
        {checks}
      </span>
    </p>
  );
}

/** Over the canvas while the drawing is read; `paused`: the read waits for a connection. */
export function LoadingDrawing({ paused }: { paused: boolean }) {
  return (
    <p role="status" className="flex max-w-sm items-center gap-2 rounded-md bg-card/90 px-3 py-2 text-sm font-medium shadow">
      <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
      {paused ? 'This drawing is not on this device yet. It opens once the connection is back.' : 'Loading drawing...'}
    </p>
  );
}

export interface EmptyDrawingProps {
  kind: EditorKind;
  touch: boolean;
  uploadLabel: string;
  canUpload: boolean;
  uploading: boolean;
  onChooseFile: () => void;
}

/** Over an empty canvas (no plan, no elements): how to start. */
export function EmptyDrawing({ kind, touch, uploadLabel, canUpload, uploading, onChooseFile }: EmptyDrawingProps) {
  return (
    <div className="flex max-w-xs flex-col items-center gap-3 rounded-lg bg-card/95 px-4 py-3 text-center shadow-sm ring-1 ring-border">
      {kind === 'floor-plan' ? (
        <div>
          <p className="m-0 text-sm font-semibold text-foreground sm:text-base">Upload a floor plan to start marking up</p>
          <p className="m-0 mt-1 text-xs text-muted-foreground sm:text-sm">Supported formats: JPG, PNG, GIF, PDF</p>
        </div>
      ) : (
        <p className="m-0 text-sm font-medium text-foreground sm:text-base">{emptySiteMapHint(touch)}</p>
      )}
      {/* Phones keep Upload behind More; where the surveyor looks first it is one tap away. */}
      <Button variant="outline" className="pointer-events-auto lg:hidden" disabled={!canUpload || uploading} onClick={onChooseFile}>
        {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {uploadLabel}
      </Button>
    </div>
  );
}

/** In place of the canvas when the drawing could not be read. */
export function DrawingLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
      <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
      <p className="m-0 text-sm">The drawing could not be loaded.</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
