import { useCallback, useMemo, useState } from 'react';
import { AlertTriangle, Download, Loader2, RefreshCw, Save, X } from 'lucide-react';
import { EDITOR_CONFIGS, type EditorKind, type ToolId } from '../../../../common/markup/constants';
import { canRedo, canUndo } from '../../../../common/markup/history';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useSurveyRead } from '../../../lib/project-reads';
import { downloadBlob, renderMarkupPng } from '../dom/export-png';
import { useBackground } from '../hooks/use-background';
import { useEditorShortcuts } from '../hooks/use-editor-shortcuts';
import { useEditorState, useEditorStoreInstance } from '../hooks/use-editor-store';
import { unsavedChangeCount } from '../model/editor-state';
import { useMarkupBackground } from '../hooks/use-markup-background';
import { useMarkupSync } from '../hooks/use-markup-sync';
import { conflictRows } from '../model/conflict-rows';
import { exportFileName } from '../model/export-file-name';
import { floorPlanInstanceName, SITE_MAP_INSTANCE_NAME } from '../model/survey-selection';
import { ActionBar } from './action-bar';
import { ClearAllDialog } from './clear-all-dialog';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { ConflictDialog } from './conflict-dialog';
import { CustomLabelDialog } from './custom-label-dialog';
import { MarkupCanvas } from './markup-canvas';
import { SaveStatusBadge } from './save-status-badge';
import { SizeControls } from './size-controls';
import { ToolPicker } from './tool-picker';
import { newId } from '../../../lib/new-id';

export interface MarkupEditorProps {
  /** The project and survey the drawing belongs to; without both nothing can be saved. */
  projectId: string | null | undefined;
  surveyId: string | null | undefined;
  kind: EditorKind;
  /** The unit of a floor plan (its title and export name). */
  unitId?: string;
  /** Cancel: changes since the drawing was opened or last saved are taken back (asking first), then this is called. */
  onClose: () => void;
  className?: string;
}

const failedToast = () => toast({ title: 'Save failed', description: 'Failed to save markup. Please try again.', variant: 'destructive' });

/**
 * The full-screen markup editor of a site map or a unit floor plan (spec §2, §4): toolbar,
 * tools, sizes, the canvas; the drawing kept on the device as it is drawn and sent by the sync
 * engine (DESIGN §6). It fills its container; the site-map page, the floor-plan page and the
 * survey form's full-screen dialog give it the room. One editor per survey.
 */
export function MarkupEditor(props: MarkupEditorProps) {
  return <SurveyMarkupEditor key={`${props.projectId ?? ''}/${props.surveyId ?? ''}`} {...props} />;
}

function SurveyMarkupEditor({ projectId: projectIdProp, surveyId: surveyIdProp, kind, unitId, onClose, className }: MarkupEditorProps) {
  const surveyId = surveyIdProp ?? null;
  const projectId = projectIdProp ?? null;
  const config = EDITOR_CONFIGS[kind];
  const store = useEditorStoreInstance(kind);
  const surveyQuery = useSurveyRead(surveyId);
  const survey = surveyQuery.data;
  const fallbackName = kind === 'site-map' ? SITE_MAP_INSTANCE_NAME : floorPlanInstanceName(unitId ?? '');
  const { sync, loaded, conflict, status, choose } = useMarkupSync(store, { surveyId, projectId, name: fallbackName }, survey);

  const name = survey?.instanceName || fallbackName;
  const target = useMemo(() => (surveyId && projectId ? { surveyId, projectId, name } : null), [surveyId, projectId, name]);
  const flushDrawing = useCallback(async () => {
    await sync?.leave();
  }, [sync]);
  const backgroundChoice = useMarkupBackground(target, survey?.uploadedImage, flushDrawing);
  const background = useBackground(backgroundChoice.href);
  const [clearOpen, setClearOpen] = useState(false);
  const [discardOpen, setDiscardOpen] = useState(false);
  const unsavedCount = useEditorState(store, unsavedChangeCount);
  const [busy, setBusy] = useState<'saving' | 'exporting' | 'closing' | null>(null);

  const history = useEditorState(store, (s) => s.history);
  const tool = useEditorState(store, (s) => s.tool);
  const selectionId = useEditorState(store, (s) => s.selectionId);
  const conduitStart = useEditorState(store, (s) => s.conduitStart);
  const pendingCustom = useEditorState(store, (s) => s.pendingCustom);
  const iconSize = useEditorState(store, (s) => s.iconSize);
  const conduitWidth = useEditorState(store, (s) => s.conduitWidth);
  const elementCount = history.present.length;

  const loading = surveyId !== null && !loaded;
  const ready = surveyId === null || loaded;
  useEditorShortcuts(store, ready && !clearOpen && !discardOpen && pendingCustom === null && conflict === null);

  const setTool = useCallback((next: ToolId) => store.dispatch({ type: 'setTool', tool: next }), [store]);
  const setIconSize = useCallback((size: number) => store.dispatch({ type: 'setIconSize', size }), [store]);
  const setConduitWidth = useCallback((width: number) => store.dispatch({ type: 'setConduitWidth', width }), [store]);
  const undo = useCallback(() => store.dispatch({ type: 'undo' }), [store]);
  const redo = useCallback(() => store.dispatch({ type: 'redo' }), [store]);
  const deleteSelected = useCallback(() => store.dispatch({ type: 'deleteSelected' }), [store]);
  const openClearAll = useCallback(() => setClearOpen(true), []);
  const { upload, clear } = backgroundChoice;
  const uploadFile = useCallback((file: File) => void upload(file), [upload]);
  const clearImage = useCallback(() => void clear(), [clear]);

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
    if (!sync) {
      toast({ title: 'No project or survey selected', description: 'Please close and reopen the markup.', variant: 'destructive' });
      return;
    }
    if (store.getState().history.present.length === 0 && !background && status === 'saved') {
      toast({ title: 'Nothing to save', description: 'Please add some markup elements first.' });
      return;
    }
    setBusy('saving');
    const outcome = await sync.save();
    setBusy(null);
    // Saved (or kept on the device to go): Cancel no longer takes this back.
    if (outcome === 'saved' || outcome === 'saved-on-device') store.dispatch({ type: 'checkpoint' });
    switch (outcome) {
      case 'saved':
        toast(
          kind === 'site-map'
            ? { title: 'Markup saved', description: 'The site map markup is saved to the project.' }
            : { title: 'Floor plan saved', description: 'The floor plan markup is saved to the project.' },
        );
        break;
      case 'saved-on-device':
        toast({ title: 'Saved on this device', description: 'The drawing is kept here and will be sent to the project when you are back online.' });
        break;
      case 'failed':
        failedToast();
        break;
      case 'conflict':
        // The conflict dialog asks.
        break;
    }
  }

  /** Cancel: with changes since the drawing was opened or saved it asks first, then takes them back. */
  function cancel() {
    if (unsavedChangeCount(store.getState()) > 0) setDiscardOpen(true);
    else void close();
  }

  async function discardAndClose() {
    // Recorded like any change: the draft sends the reversal of what autosave sent already.
    store.dispatch({ type: 'discard' });
    await close();
  }

  async function close() {
    setBusy('closing');
    await sync?.leave();
    setBusy(null);
    onClose();
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
  if (loading && !(surveyQuery.isError && !survey)) {
    overlay = (
      <p role="status" className="flex max-w-sm items-center gap-2 rounded-md bg-card/90 px-3 py-2 text-sm font-medium shadow">
        <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
        {surveyQuery.fetchStatus === 'paused' ? 'This drawing is not on this device yet. It opens once the connection is back.' : 'Loading drawing...'}
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
          <Button variant="outline" onClick={cancel} disabled={busy === 'closing'}>
            <X aria-hidden="true" />
            Cancel
          </Button>
          <Button variant="outline" onClick={() => void downloadPng()} disabled={busy === 'exporting' || !ready}>
            {busy === 'exporting' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">Download PNG</span>
          </Button>
          <Button onClick={() => void saveToProject()} disabled={busy === 'saving' || !ready}>
            {busy === 'saving' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            Save to Project
          </Button>
        </div>
      </header>

      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <aside className="flex shrink-0 flex-col gap-3 border-b border-border bg-card p-3 lg:w-64 lg:overflow-y-auto lg:border-r lg:border-b-0">
          <ActionBar
            uploadLabel={kind === 'site-map' ? 'Upload Map' : 'Upload Floor Plan'}
            uploading={backgroundChoice.preparing}
            canUpload={ready}
            hasImage={background !== null}
            canUndo={canUndo(history)}
            canRedo={canRedo(history)}
            hasSelection={selectionId !== null}
            hasElements={elementCount > 0}
            onUpload={uploadFile}
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
          {loading && surveyQuery.isError && !survey ? (
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
        onConfirm={(label) => store.dispatch({ type: 'confirmCustom', label, newId: newId() })}
        onCancel={() => store.dispatch({ type: 'cancelCustom' })}
      />
      <DiscardChangesDialog open={discardOpen} count={unsavedCount} onOpenChange={setDiscardOpen} onConfirm={() => void discardAndClose()} />
      <ClearAllDialog open={clearOpen} count={elementCount} onOpenChange={setClearOpen} onConfirm={() => store.dispatch({ type: 'clearAll' })} />
      <ConflictDialog
        open={conflict !== null}
        rows={conflict ? conflictRows(kind, conflict, history.present) : []}
        onKeepMine={() => void choose('keepMine')}
        onTakeTheirs={() => void choose('takeTheirs')}
      />
    </div>
  );
}
