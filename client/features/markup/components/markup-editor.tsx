import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EDITOR_CONFIGS, type EditorKind, type ToolId } from '../../../../common/markup/constants';
import { canRedo, canUndo } from '../../../../common/markup/history';
import { differencesText } from '../../../../common/markup/typical-plans';
import { cn } from '../../../lib/cn';
import { useSurveyRead } from '../../../lib/project-reads';
import { newId } from '../../../lib/new-id';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useBackground } from '../hooks/use-background';
import { useCoarsePointer } from '../hooks/use-coarse-pointer';
import { useDrawingChecks } from '../hooks/use-drawing-checks';
import { useEditorCommands } from '../hooks/use-editor-commands';
import { useEditorShortcuts } from '../hooks/use-editor-shortcuts';
import { useEditorState, useEditorStoreInstance } from '../hooks/use-editor-store';
import { useMarkupBackground } from '../hooks/use-markup-background';
import { useMarkupSync } from '../hooks/use-markup-sync';
import { useMorePanel } from '../hooks/use-more-panel';
import { usePinPhoto } from '../hooks/use-pin-photo';
import { useScaleSetting } from '../hooks/use-scale-setting';
import { calibrationHint, canvasHint, extendHint } from '../model/canvas-hint';
import { conflictRows } from '../model/conflict-rows';
import { worstByElement } from '../model/drawing-checks';
import { selectedTypical, typicalDifferences, unsavedChangeCount } from '../model/editor-state';
import { useHideTypicalElements } from '../api/hide-typical-elements';
import { useTypicalPlan } from '../hooks/use-typical-plan';
import { useProjectIdentifiers } from '../hooks/use-project-identifiers';
import { TypicalDetails } from './typical-details';
import type { EditorPin, PinPhotoControls } from '../model/photo-pins';
import { floorPlanInstanceName, SITE_MAP_INSTANCE_NAME } from '../model/survey-selection';
import { ActionBar, PlanFileInput } from './action-bar';
import { CanvasHintLine, DrawingLoadError, EmptyDrawing, LoadingDrawing } from './canvas-notes';
import { ClearAllDialog } from './clear-all-dialog';
import { ConflictDialog } from './conflict-dialog';
import { CustomLabelDialog } from './custom-label-dialog';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { ChecksSummary } from './drawing-checks';
import { EditBar } from './edit-bar';
import { EditorHeader } from './editor-header';
import { MarkerDetails, type RenderCreateLocation } from './marker-details';
import { MarkupCanvas } from './markup-canvas';
import { MorePanel } from './more-panel';
import { PhotoPinsPanel } from './photo-pins-panel';
import { RunDetails } from './run-details';
import { ScaleDialog } from './scale-dialog';
import { ScaleSection } from './scale-section';
import { SizeControls } from './size-controls';
import { ToolPicker } from './tool-picker';

/** What a unit that differs in nothing from its typical plan says. */
const AS_TYPICAL = differencesText({ added: 0, changed: 0, hidden: 0 });

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
  const surveyId = surveyIdProp ?? null;
  const projectId = projectIdProp ?? null;
  const config = EDITOR_CONFIGS[kind];
  const store = useEditorStoreInstance(kind);
  const surveyQuery = useSurveyRead(surveyId);
  const survey = surveyQuery.data;
  const fallbackName = kind === 'site-map' ? SITE_MAP_INSTANCE_NAME : floorPlanInstanceName(unitId ?? '');
  const { sync, loaded, conflict, status, choose } = useMarkupSync(store, { surveyId, projectId, name: fallbackName }, survey);

  const name = survey?.instanceName || fallbackName;
  // A unit of a type: its type's typical plan beneath its own drawing (DESIGN §15).
  const typicalPlan = useTypicalPlan(store, projectId, survey);
  // A marker placed shows its identifier at once, the next one free in the project.
  useProjectIdentifiers(store, projectId, surveyId);
  const differences = useEditorState(store, typicalDifferences);
  const hasTypical = useEditorState(store, (state) => (state.typical?.elements.length ?? 0) > 0);
  // A unit's runs are measured by its typical plan's scale, set there (DESIGN §15).
  const typicalScale = useEditorState(store, (state) => state.typical?.scale ?? null);
  const hideTypical = useHideTypicalElements();
  const setHidden = useCallback(
    (change: (ids: readonly string[]) => string[]) => {
      const ids = store.getState().typical?.hiddenIds;
      if (!ids || !surveyId || !projectId) return;
      // The element stays selected: its card turns to Show again, an undo at hand.
      hideTypical.mutate({ projectId, planSurveyId: surveyId, planName: name, hiddenTypicalIds: change(ids) });
    },
    [store, surveyId, projectId, name, hideTypical],
  );
  const hideInUnit = useCallback((id: string) => setHidden((ids) => [...ids.filter((other) => other !== id), id]), [setHidden]);
  const showAgain = useCallback((id: string) => setHidden((ids) => ids.filter((other) => other !== id)), [setHidden]);
  const target = useMemo(() => (surveyId && projectId ? { surveyId, projectId, name } : null), [surveyId, projectId, name]);
  const flushDrawing = useCallback(async () => {
    await sync?.leave();
  }, [sync]);
  const backgroundChoice = useMarkupBackground(target, survey?.uploadedImage, flushDrawing);
  // A unit's plan without an image of its own shows its typical plan's (as composing does).
  const background = useBackground(backgroundChoice.href === null && typicalPlan?.uploadedImage ? typicalPlan.uploadedImage : backgroundChoice.href);
  const more = useMorePanel();
  const closeMore = more.close;
  const commands = useEditorCommands({ store, kind, unitId, projectId, surveyId, sync, status, background, onClose, closeMore });
  const scaleSetting = useScaleSetting(store, background, closeMore);
  const pinPhoto = usePinPhoto(commands.leaveThen);
  const [clearOpen, setClearOpen] = useState(false);
  const unsavedCount = useEditorState(store, unsavedChangeCount);
  const fileInput = useRef<HTMLInputElement>(null);
  const touch = useCoarsePointer();
  // The drawing's standards checks (issue 28), computed on the device as it is drawn.
  const findings = useDrawingChecks(store, { projectId, surveyId, name });
  const checkMarks = useMemo(() => worstByElement(findings), [findings]);
  const typicalAll = useEditorState(store, (s) => s.typical?.elements);
  // What the list names its findings by: the elements as before a drag under way, so a drag does not make the list anew.
  const ownElements = useEditorState(store, (s) => s.history.transactionBase ?? s.history.present);
  const checkedElements = useMemo(() => (typicalAll ? [...typicalAll, ...ownElements] : ownElements), [typicalAll, ownElements]);

  const history = useEditorState(store, (s) => s.history);
  const tool = useEditorState(store, (s) => s.tool);
  const selectionId = useEditorState(store, (s) => s.selectionId);
  const conduitStart = useEditorState(store, (s) => s.conduitStart);
  const pendingCustom = useEditorState(store, (s) => s.pendingCustom);
  const iconSize = useEditorState(store, (s) => s.iconSize);
  const conduitWidth = useEditorState(store, (s) => s.conduitWidth);
  const scale = useEditorState(store, (s) => s.scale);
  const extendingId = useEditorState(store, (s) => s.extendingId);
  const { calibration, source: scaleSource } = scaleSetting;
  const elementCount = history.present.length;

  const loading = surveyId !== null && !loaded;
  const ready = surveyId === null || loaded;
  useEditorShortcuts(
    store,
    ready &&
      !clearOpen &&
      !commands.discardOpen &&
      pendingCustom === null &&
      conflict === null &&
      pinPhoto.openId === null &&
      scaleSource === null &&
      !scaleSetting.removeOpen,
  );
  // Opened at a marker (a location's page links to it): selected once the drawing is on screen.
  useEffect(() => {
    if (loaded && initialSelectionId) store.dispatch({ type: 'select', id: initialSelectionId });
  }, [store, loaded, initialSelectionId]);

  const selectChecked = useCallback((id: string) => store.dispatch({ type: 'select', id }), [store]);
  const setTool = useCallback((next: ToolId) => store.dispatch({ type: 'setTool', tool: next }), [store]);
  const setIconSize = useCallback((size: number) => store.dispatch({ type: 'setIconSize', size }), [store]);
  const setConduitWidth = useCallback((width: number) => store.dispatch({ type: 'setConduitWidth', width }), [store]);
  const undo = useCallback(() => store.dispatch({ type: 'undo' }), [store]);
  const redo = useCallback(() => store.dispatch({ type: 'redo' }), [store]);
  // Delete on a typical element hides it in this unit (the typical plan keeps it for the others).
  const deleteSelected = useCallback(() => {
    const state = store.getState();
    const typical = selectedTypical(state);
    if (typical) {
      if (!state.typical?.hiddenIds.includes(typical.id)) hideInUnit(typical.id);
      return;
    }
    store.dispatch({ type: 'deleteSelected' });
  }, [store, hideInUnit]);
  // The panel's actions close it on a phone: what they do shows on the canvas beneath.
  const openClearAll = useCallback(() => {
    closeMore();
    setClearOpen(true);
  }, [closeMore]);
  const { upload, clear } = backgroundChoice;
  const chooseFile = useCallback(() => fileInput.current?.click(), []);
  const uploadFile = useCallback(
    (file: File) => {
      closeMore();
      void upload(file);
    },
    [upload, closeMore],
  );
  const clearImage = useCallback(() => {
    closeMore();
    void clear();
  }, [clear, closeMore]);
  const pinsListed = renderPinPhoto && pins && pins.length > 0 ? pins : null;

  const title = kind === 'site-map' ? 'Site Map Markup' : survey?.isTypicalPlan ? survey.instanceName || 'Typical plan' : unitId ? `Unit ${unitId} Floor Plan` : 'Unit Floor Plan';
  const note = survey?.isTypicalPlan ? 'Drawn once for every unit of this type' : differences === null ? null : differences === AS_TYPICAL ? 'As the typical plan' : `Typical plan · ${differences}`;
  const toolName = config.tools.find((t) => t.id === tool)?.name ?? tool;
  const hint = calibration
    ? calibrationHint(calibration.from !== null, touch)
    : extendingId
      ? extendHint(touch)
      : canvasHint(tool, toolName, conduitStart !== null, touch);
  const drawsConduits = config.tools.some((t) => t.id === 'conduit');
  const uploadLabel = kind === 'site-map' ? 'Upload Map' : 'Upload Floor Plan';
  const loadFailed = loading && surveyQuery.isError && !survey;

  let overlay = null;
  if (loading && !loadFailed) overlay = <LoadingDrawing paused={surveyQuery.fetchStatus === 'paused'} />;
  else if (!background && elementCount === 0 && !hasTypical) {
    overlay = <EmptyDrawing kind={kind} touch={touch} uploadLabel={uploadLabel} canUpload={ready} uploading={backgroundChoice.preparing} onChooseFile={chooseFile} />;
  }

  return (
    <div className={cn('flex h-full min-h-0 w-full flex-col bg-slate-100', className)} data-markup-editor={kind}>
      <EditorHeader
        title={title}
        note={note}
        status={status}
        headerStart={headerStart}
        headerEnd={headerEnd}
        busy={commands.busy}
        ready={ready}
        onCancel={commands.cancel}
        onDownload={() => void commands.downloadPng()}
        onSave={() => void commands.saveToProject()}
      />

      <PlanFileInput inputRef={fileInput} onUpload={uploadFile} />
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        {/* First for the keyboard (tools, then the canvas); at the bottom on a phone, within thumb reach. */}
        <aside
          aria-label="Drawing tools"
          onKeyDown={more.closeOnEscape}
          className="relative order-last flex shrink-0 flex-col border-t border-border bg-card pb-[env(safe-area-inset-bottom)] lg:order-none lg:w-64 lg:gap-3 lg:overflow-y-auto lg:border-t-0 lg:border-r lg:p-3"
        >
          <EditBar
            canUndo={canUndo(history)}
            canRedo={canRedo(history)}
            hasSelection={selectionId !== null}
            onUndo={undo}
            onRedo={redo}
            onDeleteSelected={deleteSelected}
            moreId={more.id}
            moreOpen={more.open}
            onToggleMore={more.toggle}
            moreRef={more.buttonRef}
          />
          <ToolPicker kind={kind} tool={tool} onChange={setTool} />
          {/* Phones: over the bottom of the canvas, above the tools (beneath More when it opens); wide screens: in the panel. */}
          <MarkerDetails
            store={store}
            kind={kind}
            projectId={projectId}
            renderCreateLocation={renderCreateLocation}
            onOpenLocation={(locationId) => void commands.openLocation(locationId)}
            findings={findings}
            className="absolute inset-x-2 bottom-full z-10 mb-2 lg:static lg:inset-auto lg:z-auto lg:mb-0"
          />
          <TypicalDetails
            store={store}
            kind={kind}
            busy={hideTypical.isPending}
            onHide={hideInUnit}
            onShow={showAgain}
            findings={findings}
            className="absolute inset-x-2 bottom-full z-10 mb-2 lg:static lg:inset-auto lg:z-auto lg:mb-0"
          />
          <RunDetails
            store={store}
            kind={kind}
            projectId={projectId}
            findings={findings}
            className="absolute inset-x-2 bottom-full z-10 mb-2 lg:static lg:inset-auto lg:z-auto lg:mb-0"
          />
          <MorePanel id={more.id} open={more.open}>
            <ActionBar
              uploadLabel={uploadLabel}
              uploading={backgroundChoice.preparing}
              canUpload={ready}
              hasImage={background !== null}
              hasElements={elementCount > 0}
              exporting={commands.busy === 'exporting'}
              canExport={ready}
              onChooseFile={chooseFile}
              onClearImage={clearImage}
              onDownload={() => void commands.downloadPng()}
              onClearAll={openClearAll}
              dxf={sync ? { scaled: (typicalScale ?? scale) !== null, exporting: commands.busy === 'exporting-dxf', onDownload: () => void commands.downloadDxf() } : null}
            />
            <ScaleSection
              scale={typicalScale ?? scale}
              span={scaleSetting.planSpan}
              calibrating={calibration !== null}
              disabled={!ready || typicalScale !== null}
              onDrawLine={scaleSetting.drawLine}
              onType={scaleSetting.typeWidth}
              onRemove={scaleSetting.askRemove}
              onCancelLine={scaleSetting.cancelLine}
            />
            <SizeControls
              conduitWidthLabel={kind === 'floor-plan' ? 'Run width' : 'Conduit width'}
              showConduitWidth={drawsConduits}
              conduitWidth={conduitWidth}
              iconSize={iconSize}
              onConduitWidth={setConduitWidth}
              onIconSize={setIconSize}
            />
            {pinsListed && <PhotoPinsPanel pins={pinsListed} shown={pinPhoto.shown} onShownChange={pinPhoto.setShown} onOpen={pinPhoto.open} />}
          </MorePanel>
        </aside>

        {/* A touch on the drawing puts the phone's More panel away. */}
        <main className="relative flex min-h-0 min-w-0 flex-1 flex-col" onPointerDownCapture={closeMore}>
          <CanvasHintLine
            hint={hint}
            elementCount={elementCount}
            onCancelScaleLine={calibration && !scaleSource ? scaleSetting.cancelLine : null}
            checks={<ChecksSummary findings={findings} elements={checkedElements} kind={kind} onSelect={selectChecked} />}
          />
          {loadFailed ? (
            <DrawingLoadError onRetry={() => void surveyQuery.refetch()} />
          ) : (
            <MarkupCanvas
              store={store}
              kind={kind}
              background={background}
              label={`${title} canvas`}
              overlay={overlay}
              disabled={!ready}
              pins={pinPhoto.shown && pinsListed ? pinsListed : undefined}
              onOpenPin={pinsListed ? pinPhoto.open : undefined}
              checkMarks={checkMarks}
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
      {pinPhoto.openId !== null && renderPinPhoto?.(pinPhoto.openId, pinPhoto.controls)}
      <DiscardChangesDialog open={commands.discardOpen} count={unsavedCount} onOpenChange={commands.setDiscardOpen} onConfirm={() => void commands.discardAndClose()} />
      <ScaleDialog source={scaleSource} currentScale={scale} onConfirm={scaleSetting.confirm} onCancel={scaleSetting.closeDialog} />
      <ConfirmDialog
        open={scaleSetting.removeOpen}
        onOpenChange={scaleSetting.setRemoveOpen}
        title="Remove the scale?"
        description="Runs on this drawing will be counted but no longer measured, here and in the project's quantities, until it has a scale again."
        confirmLabel="Remove scale"
        onConfirm={scaleSetting.remove}
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
