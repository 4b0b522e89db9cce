import type { ReactNode } from 'react';
import { Download, Loader2, Save, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { EditorBusy } from '../hooks/use-editor-commands';
import type { SaveStatus } from '../model/save-status';
import { SaveStatusBadge } from './save-status-badge';

export interface EditorHeaderProps {
  title: string;
  /** A line under the title (a unit's differences from its typical plan). */
  note?: ReactNode;
  status: SaveStatus;
  /** The page's own ways back and name, and its sync status (see MarkupEditorProps). */
  headerStart?: ReactNode;
  headerEnd?: ReactNode;
  busy: EditorBusy;
  /** The drawing is open: it may be exported and saved. */
  ready: boolean;
  onCancel: () => void;
  onDownload: () => void;
  onSave: () => void;
}

/**
 * The editor's header: Cancel, the title with the save status, Download PNG (wide screens) and
 * Save to Project. The page's own header items get a row of their own on a phone, and share the
 * editor's row on a wide screen (the drawing gets the height).
 */
export function EditorHeader({ title, note, status, headerStart, headerEnd, busy, ready, onCancel, onDownload, onSave }: EditorHeaderProps) {
  return (
    <header className="flex flex-wrap items-center gap-x-2 border-b border-border bg-card px-2 lg:flex-nowrap lg:gap-3 lg:px-4 lg:py-1.5">
      {(headerStart || headerEnd) && (
        <div className="-mx-2 flex min-w-0 basis-full items-center gap-2 border-b border-border px-1 py-1 lg:contents">
          <div className="flex min-w-0 flex-1 items-center gap-2 lg:order-[-2] lg:flex-none">{headerStart}</div>
          {headerEnd && <div className="shrink-0 lg:order-last">{headerEnd}</div>}
        </div>
      )}
      <Button variant="outline" className="px-3 lg:px-4" onClick={onCancel} disabled={busy === 'closing'}>
        <X className="max-lg:hidden" aria-hidden="true" />
        Cancel
      </Button>
      <div
        className={cn(
          'flex min-w-0 flex-1 flex-col py-1.5 lg:order-[-1] lg:flex-row lg:items-center lg:gap-3 lg:py-0',
          headerStart && 'lg:border-l lg:border-border lg:pl-3',
        )}
      >
        <div className="min-w-0">
          <h2 className="m-0 truncate text-sm leading-tight font-semibold tracking-tight lg:text-lg">{title}</h2>
          {note && <p className="m-0 text-xs text-muted-foreground lg:truncate" data-testid="typical-note">{note}</p>}
        </div>
        <SaveStatusBadge status={status} />
      </div>
      <Button variant="outline" className="max-lg:hidden" onClick={onDownload} disabled={busy === 'exporting' || !ready}>
        {busy === 'exporting' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        Download PNG
      </Button>
      <Button className="px-3 lg:px-4" onClick={onSave} disabled={busy === 'saving' || !ready}>
        {/* Phones keep the room for the title; the spinner still shows there while saving. */}
        {busy === 'saving' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save className="max-lg:hidden" aria-hidden="true" />}
        Save to Project
      </Button>
    </header>
  );
}
