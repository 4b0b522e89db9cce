import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AlertTriangle, Download, Loader2, RefreshCw, Save, Upload, X } from 'lucide-react';
import { EDITOR_CONFIGS, type EditorKind, type ToolId } from '../../../../common/markup/constants';
import { canRedo, canUndo } from '../../../../common/markup/history';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useSurveyRead } from '../../../lib/project-reads';
import { downloadBlob, renderMarkupPng } from '../dom/export-png';
import { useBackground } from '../hooks/use-background';
import { useCoarsePointer } from '../hooks/use-coarse-pointer';
import { useEditorShortcuts } from '../hooks/use-editor-shortcuts';
import { useEditorState, useEditorStoreInstance } from '../hooks/use-editor-store';
import { unsavedChangeCount } from '../model/editor-state';
import { backgroundPlacement } from '../../../../common/markup/geometry';
import { CANVAS_WIDTH } from '../../../../common/markup/schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMarkupBackground } from '../hooks/use-markup-background';
import { useMarkupSync } from '../hooks/use-markup-sync';
import { calibrationHint, canvasHint, emptySiteMapHint, extendHint } from '../model/canvas-hint';
import { conflictRows } from '../model/conflict-rows';
import { exportFileName } from '../model/export-file-name';
import { floorPlanInstanceName, SITE_MAP_INSTANCE_NAME } from '../model/survey-selection';
import { ActionBar, PlanFileInput } from './action-bar';
import { ClearAllDialog } from './clear-all-dialog';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { EditBar } from './edit-bar';
import { ConflictDialog } from './conflict-dialog';
import { CustomLabelDialog } from './custom-label-dialog';
import { MarkupCanvas } from './markup-canvas';
import { MarkerDetails, type RenderCreateLocation } from './marker-details';
import { locationPath } from '../model/marker-links';
import { PhotoPinsPanel } from './photo-pins-panel';
import { RunDetails } from './run-details';
import { ScaleDialog, type ScaleSource } from './scale-dialog';
import { ScaleSection } from './scale-section';
import type { EditorPin, PinPhotoControls } from '../model/photo-pins';
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
  /**
   * The page's own ways back and name, and its sync status, shown in the editor's header: their
   * own row on a phone, one row with the editor's on a wide screen (the drawing gets the height).
   */
  headerStart?: ReactNode;
  headerEnd?: ReactNode;
  /** The photos pinned on this plan (composed by the app): drawn over the drawing, listed in More. */
  pins?: readonly EditorPin[] | undefined;
  /** The view a pin opens (the app's photo dialog), rendered while one is open. */
  renderPinPhoto?: ((pinId: string, controls: PinPhotoControls) => ReactNode) | undefined;
  /** Makes a new location for a marker to stand for (composed by the app: the surveys feature makes locations). */
  renderCreateLocation?: RenderCreateLocation | undefined;
  /** The marker to select once the drawing is open (a location's page links to its marker). */
  initialSelectionId?: string | null | undefined;
}

const failedToast = () => toast({ title: 'Save failed', description: 'Failed to save markup. Please try again.', variant: 'destructive' });

/**
 * The full-screen markup editor of a site map or a unit floor plan (spec §2, §4): toolbar,
 * tools, sizes, the canvas; the drawing kept on the device as it is drawn and sent by the sync
 * engine (DESIGN §6). It fills its container; the site-map page, the floor-plan page and the
 * survey form's full-screen dialog give it the room. One editor per survey.
 *
 * The drawing gets the screen (DESIGN §5). Phones: Cancel, title and Save on one row, the canvas,
 * then Undo, Redo, Delete and More (the less frequent actions and sizes, in a panel over the
 * canvas) and the tools in a strip at the thumb. Wide screens: the same controls in a side panel.
 */
export function MarkupEditor(props: MarkupEditorProps) {
  return <SurveyMarkupEditor key={`${props.projectId ?? ''}/${props.surveyId ?? ''}`} {...props} />;
}

function SurveyMarkupEditor(props: MarkupEditorProps) {
  const { projectId: projectIdProp, surveyId: surveyIdProp, kind, unitId, onClose, className, headerStart, headerEnd, pins, renderPinPhoto } = props;
  const { renderCreateLocation, initialSelectionId } = props;
  const navigate = useNavigate();
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
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const touch = useCoarsePointer();
  // The photo pins are the app's, not the drawing's: whether they show and which is open is UI state.
  const [showPins, setShowPins] = useState(true);
  // The photo's view has no trigger: focus goes back where it was (the pin, the list, the canvas).
  const [openPin, setOpenPin] = useState<{ id: string; opener: Element | null } | null>(null);
  const openPinId = openPin?.id ?? null;

  const history = useEditorState(store, (s) => s.history);
  const tool = useEditorState(store, (s) => s.tool);
  const selectionId = useEditorState(store, (s) => s.selectionId);
  const conduitStart = useEditorState(store, (s) => s.conduitStart);
  const pendingCustom = useEditorState(store, (s) => s.pendingCustom);
  const iconSize = useEditorState(store, (s) => s.iconSize);
  const conduitWidth = useEditorState(store, (s) => s.conduitWidth);
  const scale = useEditorState(store, (s) => s.scale);
  const calibration = useEditorState(store, (s) => s.calibration);
  const extendingId = useEditorState(store, (s) => s.extendingId);
  const elementCount = history.present.length;
  // The scale typed as the plan's width: the width the plan image spans on the canvas (all of it without one).
  const [typingScale, setTypingScale] = useState(false);
  const [removeScaleOpen, setRemoveScaleOpen] = useState(false);
  const planSpan = background ? backgroundPlacement(background.width, background.height).width : CANVAS_WIDTH;
  const scaleSource: ScaleSource | null = calibration?.from && calibration.to
    ? { kind: 'line', from: calibration.from, to: calibration.to }
    : typingScale
      ? { kind: 'width', span: planSpan, hasPlan: background !== null }
      : null;

  const loading = surveyId !== null && !loaded;
  const ready = surveyId === null || loaded;
  useEditorShortcuts(
    store,
    ready && !clearOpen && !discardOpen && pendingCustom === null && conflict === null && openPinId === null && scaleSource === null && !removeScaleOpen,
  );
  // Opened at a marker (a location's page links to it): selected once the drawing is on screen.
  useEffect(() => {
    if (loaded && initialSelectionId) store.dispatch({ type: 'select', id: initialSelectionId });
  }, [store, loaded, initialSelectionId]);

  const setTool = useCallback((next: ToolId) => store.dispatch({ type: 'setTool', tool: next }), [store]);
  const setIconSize = useCallback((size: number) => store.dispatch({ type: 'setIconSize', size }), [store]);
  const setConduitWidth = useCallback((width: number) => store.dispatch({ type: 'setConduitWidth', width }), [store]);
  const undo = useCallback(() => store.dispatch({ type: 'undo' }), [store]);
  const redo = useCallback(() => store.dispatch({ type: 'redo' }), [store]);
  const deleteSelected = useCallback(() => store.dispatch({ type: 'deleteSelected' }), [store]);
  // The panel's actions close it on a phone: what they do shows on the canvas beneath.
  const openClearAll = useCallback(() => {
    setMoreOpen(false);
    setClearOpen(true);
  }, []);
  const { upload, clear } = backgroundChoice;
  const chooseFile = useCallback(() => fileInput.current?.click(), []);
  const uploadFile = useCallback((file: File) => {
    setMoreOpen(false);
    void upload(file);
  }, [upload]);
  const clearImage = useCallback(() => {
    setMoreOpen(false);
    void clear();
  }, [clear]);
  const toggleMore = useCallback(() => setMoreOpen((open) => !open), []);
  // Setting the scale happens on the canvas: the phone's panel gets out of the way.
  const drawScaleLine = useCallback(() => {
    setMoreOpen(false);
    store.dispatch({ type: 'startCalibration' });
  }, [store]);
  const cancelScaleLine = useCallback(() => store.dispatch({ type: 'cancelCalibration' }), [store]);
  const typeScale = useCallback(() => {
    setMoreOpen(false);
    store.dispatch({ type: 'cancelCalibration' });
    setTypingScale(true);
  }, [store]);
  const askRemoveScale = useCallback(() => {
    setMoreOpen(false);
    setRemoveScaleOpen(true);
  }, []);
  const closeScaleDialog = useCallback(() => {
    setTypingScale(false);
    store.dispatch({ type: 'cancelCalibration' });
  }, [store]);
  const confirmScale = useCallback(
    (next: number) => {
      setTypingScale(false);
      store.dispatch({ type: 'setScale', scale: next });
      toast({ title: 'Scale set', description: 'Runs on this drawing are measured in feet.' });
    },
    [store],
  );
  const openPinById = useCallback((pinId: string) => setOpenPin({ id: pinId, opener: document.activeElement }), []);
  const opener = openPin?.opener ?? null;
  const pinControls = useMemo<PinPhotoControls>(
    () => ({
      close: () => {
        setOpenPin(null);
        requestAnimationFrame(() => {
          if ((opener instanceof HTMLElement || opener instanceof SVGElement) && opener.isConnected) opener.focus({ preventScroll: true });
        });
      },
      // Like the header's ways back: what was drawn is in the draft, kept on the device first.
      leave: (go) => {
        setBusy('closing');
        void (sync?.leave() ?? Promise.resolve()).finally(() => {
          setBusy(null);
          go();
        });
      },
    }),
    [sync, opener],
  );
  const pinsListed = renderPinPhoto && pins && pins.length > 0 ? pins : null;

  function closeMoreOnEscape(event: KeyboardEvent) {
    // Only where the panel is a phone's overlay (More shown); wide screens always show it.
    if (event.key !== 'Escape' || !moreOpen || !moreButton.current?.offsetParent) return;
    // Handled here, so the editor's own Escape (cancel a conduit, drop the selection) does not also run.
    event.preventDefault();
    setMoreOpen(false);
    moreButton.current?.focus();
  }

  async function downloadPng() {
    setMoreOpen(false);
    setBusy('exporting');
    try {
      const { history: drawn, scale: drawnScale } = store.getState();
      const blob = await renderMarkupPng({ elements: drawn.present, background, scale: drawnScale }, kind);
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

  /** Opens the location a marker stands for; like Cancel, what was drawn goes to the device first. */
  async function openLocation(locationId: string) {
    if (!projectId) return;
    setBusy('closing');
    await sync?.leave();
    setBusy(null);
    void navigate(locationPath(projectId, locationId));
  }

  const title = kind === 'site-map' ? 'Site Map Markup' : unitId ? `Unit ${unitId} Floor Plan` : 'Unit Floor Plan';
  const toolName = config.tools.find((t) => t.id === tool)?.name ?? tool;
  const hint = calibration
    ? calibrationHint(calibration.from !== null, touch)
    : extendingId
      ? extendHint(touch)
      : canvasHint(tool, toolName, conduitStart !== null, touch);
  const drawsConduits = config.tools.some((t) => t.id === 'conduit');
  const uploadLabel = kind === 'site-map' ? 'Upload Map' : 'Upload Floor Plan';

  let overlay = null;
  if (loading && !(surveyQuery.isError && !survey)) {
    overlay = (
      <p role="status" className="flex max-w-sm items-center gap-2 rounded-md bg-card/90 px-3 py-2 text-sm font-medium shadow">
        <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
        {surveyQuery.fetchStatus === 'paused' ? 'This drawing is not on this device yet. It opens once the connection is back.' : 'Loading drawing...'}
      </p>
    );
  } else if (!background && elementCount === 0) {
    overlay = (
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
        <Button variant="outline" className="pointer-events-auto lg:hidden" disabled={!ready || backgroundChoice.preparing} onClick={chooseFile}>
          {backgroundChoice.preparing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
          {uploadLabel}
        </Button>
      </div>
    );
  }

  return (
    <div className={cn('flex h-full min-h-0 w-full flex-col bg-slate-100', className)} data-markup-editor={kind}>
      <header className="flex flex-wrap items-center gap-x-2 border-b border-border bg-card px-2 lg:flex-nowrap lg:gap-3 lg:px-4 lg:py-1.5">
        {(headerStart || headerEnd) && (
          <div className="-mx-2 flex basis-full items-center gap-2 border-b border-border px-1 py-1 lg:contents">
            <div className="flex min-w-0 flex-1 items-center gap-2 lg:order-[-2] lg:flex-none">{headerStart}</div>
            {headerEnd && <div className="shrink-0 lg:order-last">{headerEnd}</div>}
          </div>
        )}
        <Button variant="outline" className="px-3 lg:px-4" onClick={cancel} disabled={busy === 'closing'}>
          <X className="max-lg:hidden" aria-hidden="true" />
          Cancel
        </Button>
        <div
          className={cn(
            'flex min-w-0 flex-1 flex-col py-1.5 lg:order-[-1] lg:flex-row lg:items-center lg:gap-3 lg:py-0',
            headerStart && 'lg:border-l lg:border-border lg:pl-3',
          )}
        >
          <h2 className="m-0 truncate text-sm leading-tight font-semibold tracking-tight lg:text-lg">{title}</h2>
          <SaveStatusBadge status={status} />
        </div>
        <Button variant="outline" className="max-lg:hidden" onClick={() => void downloadPng()} disabled={busy === 'exporting' || !ready}>
          {busy === 'exporting' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          Download PNG
        </Button>
        <Button className="px-3 lg:px-4" onClick={() => void saveToProject()} disabled={busy === 'saving' || !ready}>
          {/* Phones keep the room for the title; the spinner still shows there while saving. */}
          {busy === 'saving' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save className="max-lg:hidden" aria-hidden="true" />}
          Save to Project
        </Button>
      </header>

      <PlanFileInput inputRef={fileInput} onUpload={uploadFile} />
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        {/* First for the keyboard (tools, then the canvas); at the bottom on a phone, within thumb reach. */}
        <aside
          aria-label="Drawing tools"
          onKeyDown={closeMoreOnEscape}
          className="relative order-last flex shrink-0 flex-col border-t border-border bg-card pb-[env(safe-area-inset-bottom)] lg:order-none lg:w-64 lg:gap-3 lg:overflow-y-auto lg:border-t-0 lg:border-r lg:p-3"
        >
          <EditBar
            canUndo={canUndo(history)}
            canRedo={canRedo(history)}
            hasSelection={selectionId !== null}
            onUndo={undo}
            onRedo={redo}
            onDeleteSelected={deleteSelected}
            moreId={moreId}
            moreOpen={moreOpen}
            onToggleMore={toggleMore}
            moreRef={moreButton}
          />
          <ToolPicker kind={kind} tool={tool} onChange={setTool} />
          {/* Phones: over the bottom of the canvas, above the tools (beneath More when it opens); wide screens: in the panel. */}
          <MarkerDetails
            store={store}
            kind={kind}
            projectId={projectId}
            renderCreateLocation={renderCreateLocation}
            onOpenLocation={(locationId) => void openLocation(locationId)}
            className="absolute inset-x-2 bottom-full z-10 mb-2 lg:static lg:inset-auto lg:z-auto lg:mb-0"
          />
          <RunDetails
            store={store}
            kind={kind}
            projectId={projectId}
            className="absolute inset-x-2 bottom-full z-10 mb-2 lg:static lg:inset-auto lg:z-auto lg:mb-0"
          />
          <div
            id={moreId}
            role="group"
            aria-label="More"
            className={cn(
              'absolute inset-x-0 bottom-full z-20 max-h-[65dvh] flex-col gap-4 overflow-y-auto rounded-t-xl border-t border-border bg-card p-3 shadow-[0_-8px_24px_rgb(15_23_42/0.15)]',
              moreOpen ? 'flex' : 'hidden',
              'lg:static lg:flex lg:max-h-none lg:gap-3 lg:overflow-visible lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none',
            )}
          >
            <ActionBar
              uploadLabel={uploadLabel}
              uploading={backgroundChoice.preparing}
              canUpload={ready}
              hasImage={background !== null}
              hasElements={elementCount > 0}
              exporting={busy === 'exporting'}
              canExport={ready}
              onChooseFile={chooseFile}
              onClearImage={clearImage}
              onDownload={() => void downloadPng()}
              onClearAll={openClearAll}
            />
            <ScaleSection
              scale={scale}
              span={planSpan}
              calibrating={calibration !== null}
              disabled={!ready}
              onDrawLine={drawScaleLine}
              onType={typeScale}
              onRemove={askRemoveScale}
              onCancelLine={cancelScaleLine}
            />
            <SizeControls
              conduitWidthLabel={kind === 'floor-plan' ? 'Run width' : 'Conduit width'}
              showConduitWidth={drawsConduits}
              conduitWidth={conduitWidth}
              iconSize={iconSize}
              onConduitWidth={setConduitWidth}
              onIconSize={setIconSize}
            />
            {pinsListed && <PhotoPinsPanel pins={pinsListed} shown={showPins} onShownChange={setShowPins} onOpen={openPinById} />}
          </div>
        </aside>

        {/* A touch on the drawing puts the phone's More panel away. */}
        <main className="relative flex min-h-0 min-w-0 flex-1 flex-col" onPointerDownCapture={() => setMoreOpen(false)}>
          <p className="pointer-events-none absolute inset-x-2 top-2 z-10 m-0 flex items-start justify-between gap-2 text-xs text-foreground lg:static lg:px-3 lg:pt-2 lg:text-sm lg:text-muted-foreground">
            <span className="flex flex-wrap items-center gap-2">
              <span aria-live="polite" className="rounded-md bg-card/90 px-2 py-1 shadow-sm ring-1 ring-border lg:bg-transparent lg:p-0 lg:shadow-none lg:ring-0">
                {hint}
              </span>
              {/* Without a keyboard's Esc, the scale line needs a way out in view. */}
              {calibration && !scaleSource && (
                <Button variant="outline" className="pointer-events-auto min-h-11 bg-card lg:min-h-8 lg:px-3" onClick={cancelScaleLine}>
                  Cancel
                </Button>
              )}
            </span>
            <span data-testid="markup-element-count" className="shrink-0 rounded-md bg-card/90 px-2 py-1 shadow-sm ring-1 ring-border lg:bg-transparent lg:p-0 lg:shadow-none lg:ring-0">
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
            <MarkupCanvas
              store={store}
              kind={kind}
              background={background}
              label={`${title} canvas`}
              overlay={overlay}
              disabled={!ready}
              pins={showPins && pinsListed ? pinsListed : undefined}
              onOpenPin={pinsListed ? openPinById : undefined}
            />
          )}
        </main>
      </div>

      {backgroundChoice.pageChooser}
      <CustomLabelDialog
        open={pendingCustom !== null}
        onConfirm={(label) => store.dispatch({ type: 'confirmCustom', label, newId: newId() })}
        onCancel={() => store.dispatch({ type: 'cancelCustom' })}
      />
      {openPinId !== null && renderPinPhoto?.(openPinId, pinControls)}
      <DiscardChangesDialog open={discardOpen} count={unsavedCount} onOpenChange={setDiscardOpen} onConfirm={() => void discardAndClose()} />
      <ScaleDialog source={scaleSource} currentScale={scale} onConfirm={confirmScale} onCancel={closeScaleDialog} />
      <ConfirmDialog
        open={removeScaleOpen}
        onOpenChange={setRemoveScaleOpen}
        title="Remove the scale?"
        description="Runs on this drawing will be counted but no longer measured, here and in the project's quantities, until it has a scale again."
        confirmLabel="Remove scale"
        onConfirm={() => store.dispatch({ type: 'setScale', scale: null })}
      />
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
