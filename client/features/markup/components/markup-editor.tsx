import { useCallback, useState } from 'react';
import { AlertTriangle, Download, Loader2, RefreshCw, Save, X } from 'lucide-react';
import { EDITOR_CONFIGS, type EditorKind, type ToolId } from '../../../../common/markup/constants';
import { canRedo, canUndo } from '../../../../common/markup/history';
import type { MarkupBackground } from '../../../../common/markup/render-svg';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useMarkupSurvey } from '../api/get-survey';
import { useSaveBackground } from '../api/save-background';
import { downloadBlob, renderMarkupPng } from '../dom/export-png';
import { loadImage } from '../dom/load-image';
import { NotAnImageError, prepareBackground } from '../dom/prepare-background';
import { useBackground } from '../hooks/use-background';
import { useEditorShortcuts } from '../hooks/use-editor-shortcuts';
import { useEditorState, useEditorStoreInstance } from '../hooks/use-editor-store';
import { useMarkupSync } from '../hooks/use-markup-sync';
import { exportFileName } from '../model/export-file-name';
import { ActionBar } from './action-bar';
import { ClearAllDialog } from './clear-all-dialog';
import { ConflictDialog } from './conflict-dialog';
import { CustomLabelDialog } from './custom-label-dialog';
import { MarkupCanvas } from './markup-canvas';
import { SaveStatusBadge } from './save-status-badge';
import { SizeControls } from './size-controls';
import { ToolPicker } from './tool-picker';

export interface MarkupEditorProps {
  /** The project and survey the drawing belongs to; without both nothing can be saved. */
  projectId: string | null | undefined;
  surveyId: string | null | undefined;
  kind: EditorKind;
  /** The unit of a floor plan (its title and export name). */
  unitId?: string;
  /** Cancel: unsaved changes are saved first, then this is called. */
  onClose: () => void;
  className?: string;
}

const failedToast = () =>
  toast({ title: 'Save failed', description: 'Failed to save markup. Please try again.', variant: 'destructive' });

/**
 * The full-screen markup editor of a site map or a unit floor plan (spec §2, §4): toolbar,
 * tools, sizes, the canvas, auto-save and conflicts. It fills its container; the site-map page,
 * the floor-plan page and the survey form's full-screen dialog give it the room.
 */
export function MarkupEditor({ projectId, surveyId: surveyIdProp, kind, unitId, onClose, className }: MarkupEditorProps) {
  const surveyId = surveyIdProp ?? null;
  const config = EDITOR_CONFIGS[kind];
  const store = useEditorStoreInstance(kind);
  const surveyQuery = useMarkupSurvey(surveyId);
  const { sync, status, conflict, takeTheirs } = useMarkupSync(store, surveyId, surveyQuery.data, failedToast);

  const [pendingBackground, setPendingBackground] = useState<MarkupBackground | null>(null);
  const background = useBackground(surveyQuery.data?.uploadedImage, pendingBackground);
  const saveBackground = useSaveBackground();
  const [clearOpen, setClearOpen] = useState(false);
  const [busy, setBusy] = useState<'saving' | 'exporting' | 'closing' | null>(null);

  const history = useEditorState(store, (s) => s.history);
  const tool = useEditorState(store, (s) => s.tool);
  const selectionId = useEditorState(store, (s) => s.selectionId);
  const conduitStart = useEditorState(store, (s) => s.conduitStart);
  const pendingCustom = useEditorState(store, (s) => s.pendingCustom);
  const iconSize = useEditorState(store, (s) => s.iconSize);
  const conduitWidth = useEditorState(store, (s) => s.conduitWidth);
  const elementCount = history.present.length;

  const loading = surveyId !== null && surveyQuery.isPending;
  const ready = surveyId === null || surveyQuery.isSuccess;
  useEditorShortcuts(store, ready && !clearOpen && pendingCustom === null && conflict === null);

  const setTool = useCallback((next: ToolId) => store.dispatch({ type: 'setTool', tool: next }), [store]);
  const setIconSize = useCallback((size: number) => store.dispatch({ type: 'setIconSize', size }), [store]);
  const setConduitWidth = useCallback((width: number) => store.dispatch({ type: 'setConduitWidth', width }), [store]);
  const undo = useCallback(() => store.dispatch({ type: 'undo' }), [store]);
  const redo = useCallback(() => store.dispatch({ type: 'redo' }), [store]);
  const deleteSelected = useCallback(() => store.dispatch({ type: 'deleteSelected' }), [store]);
  const openClearAll = useCallback(() => setClearOpen(true), []);

  const upload = useCallback(
    async (file: File) => {
      if (!surveyId) {
        toast({ title: 'No project or survey selected', description: 'Please close and reopen the markup.', variant: 'destructive' });
        return;
      }
      try {
        const prepared = await prepareBackground(file);
        // Shown at once from the file itself; the stored copy takes over once it has loaded.
        setPendingBackground({ href: prepared.dataUrl, width: prepared.width, height: prepared.height });
        const saved = await saveBackground.mutateAsync({ surveyId, uploadedImage: prepared.dataUrl });
        if (saved.uploadedImage) await loadImage(saved.uploadedImage).catch(() => undefined);
        setPendingBackground(null);
      } catch (error) {
        setPendingBackground(null);
        toast({
          title: 'Upload failed',
          description: error instanceof NotAnImageError ? 'Please choose an image file (JPG, PNG or GIF).' : 'The image could not be uploaded. Please try again.',
          variant: 'destructive',
        });
      }
    },
    [surveyId, saveBackground],
  );

  const clearImage = useCallback(() => {
    if (!surveyId) return;
    saveBackground.mutate(
      { surveyId, uploadedImage: null },
      { onError: () => toast({ title: 'Error', description: 'The image could not be removed. Please try again.', variant: 'destructive' }) },
    );
  }, [surveyId, saveBackground]);

  async function downloadPng() {
    setBusy('exporting');
    try {
      const blob = await renderMarkupPng({ elements: store.getState().history.present, background }, kind);
      downloadBlob(blob, exportFileName(kind, unitId, Date.now()));
    } catch {
      toast({ title: 'Export failed', description: 'The PNG could not be made. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function saveToProject() {
    if (!projectId || !surveyId) {
      toast({ title: 'No project or survey selected', description: 'Please close and reopen the markup.', variant: 'destructive' });
      return;
    }
    if (store.getState().history.present.length === 0 && !background) {
      toast({ title: 'Nothing to save', description: 'Please add some markup elements first.' });
      return;
    }
    setBusy('saving');
    const outcome = sync.isDirty() ? await sync.save() : 'saved';
    setBusy(null);
    if (outcome === 'saved') {
      toast(
        kind === 'site-map'
          ? { title: 'Markup saved', description: 'The site map markup is saved to the project.' }
          : { title: 'Floor plan saved', description: 'The floor plan markup is saved to the project.' },
      );
    } else if (outcome === 'failed') {
      failedToast();
    }
  }

  async function cancel() {
    setBusy('closing');
    const outcome = await sync.flush();
    setBusy(null);
    // Unsaved work is never dropped silently: a failed or refused save keeps the editor open.
    if (outcome === 'failed') failedToast();
    else if (outcome !== 'conflict') onClose();
  }

  const title = kind === 'site-map' ? 'Site Map Markup' : unitId ? `Unit ${unitId} Floor Plan` : 'Unit Floor Plan';
  const toolName = config.tools.find((t) => t.id === tool)?.name ?? tool;
  const hint =
    tool === 'select'
      ? 'Select an element, then drag it to move it.'
      : tool === 'conduit'
        ? conduitStart
          ? 'Conduit: click the end point. Esc cancels.'
          : 'Conduit: click the start point, then the end point.'
        : tool === 'custom'
          ? 'Click where the custom label goes.'
          : `Click on the drawing to place ${toolName}.`;

  let overlay = null;
  if (loading) {
    overlay = (
      <p className="flex items-center gap-2 rounded-md bg-card/90 px-3 py-2 text-sm font-medium shadow">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading drawing...
      </p>
    );
  } else if (kind === 'floor-plan' && !background && elementCount === 0) {
    overlay = (
      <div className="rounded-lg bg-card/90 px-4 py-3 text-center shadow-sm">
        <p className="m-0 text-sm font-semibold text-foreground sm:text-base">Upload a floor plan to start marking up</p>
        <p className="m-0 mt-1 text-xs text-muted-foreground sm:text-sm">Supported formats: JPG, PNG, GIF</p>
      </div>
    );
  }

  return (
    <div className={cn('flex h-full min-h-0 w-full flex-col bg-slate-100', className)} data-markup-editor={kind}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border bg-card px-3 py-2 sm:px-4">
        {/* Phones: title and status on a row of their own, the three buttons below. */}
        <div className="flex min-w-0 basis-full items-center justify-between gap-3 sm:basis-0 sm:flex-1 sm:justify-start">
          <h2 className="m-0 truncate text-base font-semibold tracking-tight sm:text-lg">{title}</h2>
          <SaveStatusBadge status={status} />
        </div>
        <div className="grid flex-1 grid-cols-[auto_auto_1fr] gap-2 sm:flex sm:flex-none">
          <Button variant="outline" onClick={() => void cancel()} disabled={busy === 'closing'}>
            <X aria-hidden="true" />
            Cancel
          </Button>
          <Button variant="outline" onClick={() => void downloadPng()} disabled={busy === 'exporting' || !ready}>
            {busy === 'exporting' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">Download PNG</span>
          </Button>
          <Button onClick={() => void saveToProject()} disabled={busy === 'saving' || status === 'saving' || !ready}>
            {busy === 'saving' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            Save to Project
          </Button>
        </div>
      </header>

      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <aside className="flex shrink-0 flex-col gap-3 border-b border-border bg-card p-3 lg:w-64 lg:overflow-y-auto lg:border-r lg:border-b-0">
          <ActionBar
            uploadLabel={kind === 'site-map' ? 'Upload Map' : 'Upload Floor Plan'}
            uploading={pendingBackground !== null || saveBackground.isPending}
            canUpload={ready}
            hasImage={background !== null}
            canUndo={canUndo(history)}
            canRedo={canRedo(history)}
            hasSelection={selectionId !== null}
            hasElements={elementCount > 0}
            onUpload={(file) => void upload(file)}
            onClearImage={clearImage}
            onUndo={undo}
            onRedo={redo}
            onDeleteSelected={deleteSelected}
            onClearAll={openClearAll}
          />
          <ToolPicker kind={kind} tool={tool} onChange={setTool} />
          <SizeControls conduitWidth={conduitWidth} iconSize={iconSize} onConduitWidth={setConduitWidth} onIconSize={setIconSize} />
        </aside>

        <main className="flex min-h-0 min-w-0 flex-1 flex-col gap-2 p-2 sm:p-4">
          <p className="m-0 flex flex-wrap items-center justify-between gap-x-3 text-xs text-muted-foreground sm:text-sm">
            <span aria-live="polite">{hint}</span>
            <span data-testid="markup-element-count">
              {elementCount} {elementCount === 1 ? 'element' : 'elements'}
            </span>
          </p>
          {surveyQuery.isError ? (
            <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
              <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
              <p className="m-0 text-sm">The drawing could not be loaded.</p>
              <Button variant="outline" onClick={() => void surveyQuery.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : (
            <MarkupCanvas store={store} kind={kind} background={background} label={`${title} canvas`} overlay={overlay} disabled={!ready} />
          )}
        </main>
      </div>

      <CustomLabelDialog
        open={pendingCustom !== null}
        onConfirm={(label) => store.dispatch({ type: 'confirmCustom', label, newId: crypto.randomUUID() })}
        onCancel={() => store.dispatch({ type: 'cancelCustom' })}
      />
      <ClearAllDialog open={clearOpen} count={elementCount} onOpenChange={setClearOpen} onConfirm={() => store.dispatch({ type: 'clearAll' })} />
      <ConflictDialog
        open={conflict !== null}
        theirCount={conflict?.markupElements.length ?? 0}
        onKeepMine={() =>
          void sync.keepMine().then((outcome) => {
            if (outcome === 'failed') failedToast();
          })
        }
        onTakeTheirs={takeTheirs}
      />
    </div>
  );
}
