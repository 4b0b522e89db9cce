import type { CheckFinding } from '../../../../common/markup/checks/types';
import { useId, useState, type ReactNode } from 'react';
import { AlertTriangle, ArrowRight, Loader2, X } from 'lucide-react';
import { ELEMENT_COLORS, ELEMENT_TYPE_NAMES, elementTypeName, type EditorKind } from '../../../../common/markup/constants';
import { isIdentified } from '../../../../common/markup/identifiers';
import { MARKER_TAG_MAX_LENGTH, MarkerTag, type LinkableMarkerType, type MarkupElement } from '../../../../common/markup/schema';
import type { LocationType } from '../../../../common/survey/location-types';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { useProjectSurveys } from '../../../lib/project-reads';
import { useEditorState } from '../hooks/use-editor-store';
import { canLink, type EditorStore, type EditorState } from '../model/editor-state';
import { LINKED_LOCATION_TYPES, locationChoices, locationName, markerLink, newLocationLabel } from '../model/marker-links';
import { findingsOf } from '../model/drawing-checks';
import { ElementChecks } from './drawing-checks';

/** What the card asks of the app to make a new location (the surveys feature makes locations). */
export interface CreateLocationRequest {
  locationType: LocationType;
  /** The button's words: 'Create new IDF location'. */
  label: string;
  /** The new location's id, given at once (it is made on the device first, DESIGN §6). */
  onCreated: (surveyId: string) => void;
}
export type RenderCreateLocation = (request: CreateLocationRequest) => ReactNode;

const MISSING = '__missing__';

/** The selected marker, as before a drag that is under way: the card does not follow every move. */
function selectedMarker(state: EditorState): MarkupElement | undefined {
  if (!state.selectionId) return undefined;
  const elements = state.history.transactionBase ?? state.history.present;
  return elements.find((element) => element.id === state.selectionId);
}

/** The card names a site map's common-area marker by what it stands for, not by its tool ('Common'). */
function typeName(kind: EditorKind, element: MarkupElement): string {
  return kind === 'site-map' && element.type === 'common' ? ELEMENT_TYPE_NAMES.common : elementTypeName(kind, element.type);
}

/**
 * The selected marker as a record (issue 13): its type, its identifier to rename, and on the site
 * map for an IDF, MDF or common-area marker the location it stands for, to pick, make or open.
 * Phones: a card over the bottom of the canvas, above the tools; wide screens: in the side panel.
 */
export function MarkerDetails({
  store,
  kind,
  projectId,
  renderCreateLocation,
  onOpenLocation,
  findings,
  className,
}: {
  store: EditorStore;
  kind: EditorKind;
  projectId: string | null;
  renderCreateLocation: RenderCreateLocation | undefined;
  onOpenLocation: (surveyId: string) => void;
  /** The drawing's standards checks: the marker's own are listed in its card. */
  findings: readonly CheckFinding[];
  className?: string;
}) {
  const element = useEditorState(store, selectedMarker);
  if (!element || !isIdentified(element)) return null;
  return (
    <MarkerCard
      // A fresh card for each marker: a name half typed for one never lands on another.
      key={element.id}
      store={store}
      kind={kind}
      element={element}
      projectId={projectId}
      renderCreateLocation={renderCreateLocation}
      onOpenLocation={onOpenLocation}
      findings={findingsOf(findings, element.id)}
      className={className}
    />
  );
}

function MarkerCard({
  store,
  kind,
  element,
  projectId,
  renderCreateLocation,
  onOpenLocation,
  findings,
  className,
}: {
  store: EditorStore;
  kind: EditorKind;
  element: MarkupElement;
  projectId: string | null;
  renderCreateLocation: RenderCreateLocation | undefined;
  onOpenLocation: (surveyId: string) => void;
  findings: readonly CheckFinding[];
  className: string | undefined;
}) {
  const headingId = useId();
  const tagId = useId();
  const tagHintId = useId();
  const locationId = useId();
  // What is typed, until it is taken (Enter, leaving the field) or dropped (Escape).
  const [draft, setDraft] = useState<string | null>(null);
  // The last rename asked for here, to say so when the server gave another name (one taken).
  const [asked, setAsked] = useState<{ to: string; revision: number } | null>(null);
  const revision = useEditorState(store, (state) => state.history.revision);
  const name = typeName(kind, element);
  const linkable = canLink(kind, element.type);

  const typed = draft ?? element.tag ?? '';
  const invalid = draft !== null && draft.trim() !== '' && !MarkerTag.safeParse(draft).success;

  function commitTag() {
    if (draft === null) return;
    // Empty keeps the identifier it has (or lets the server give one); the server may answer another if taken.
    const tag = MarkerTag.safeParse(draft);
    if (tag.success && tag.data !== element.tag) {
      store.dispatch({ type: 'setTag', id: element.id, tag: tag.data });
      setAsked({ to: tag.data, revision: store.getState().history.revision });
    }
    if (!invalid) setDraft(null);
  }
  // Only the server's answer changes the name without a step of mine (an undo is a step): it was taken.
  const renamedByServer = asked !== null && asked.revision === revision && element.tag !== undefined && element.tag !== asked.to;

  return (
    <section
      aria-labelledby={headingId}
      data-marker-details={element.id}
      className={cn('flex flex-col gap-2 rounded-lg border border-border bg-card p-2.5 shadow-[0_-4px_20px_rgb(15_23_42/0.18)] lg:p-3 lg:shadow-none', className)}
    >
      <div className="-my-1 flex items-center gap-2">
        <span className="size-3.5 shrink-0 rounded-full ring-1 ring-black/10" style={{ backgroundColor: ELEMENT_COLORS[element.type] }} aria-hidden="true" />
        <h3 id={headingId} className="m-0 min-w-0 flex-1 truncate text-sm font-semibold">
          {name} marker
        </h3>
        <Button variant="ghost" size="icon" className="-mr-1.5" aria-label="Close marker details" title="Close" onClick={() => store.dispatch({ type: 'select', id: null })}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className={cn('grid gap-2', linkable && 'grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-cols-1')}>
        <div className="grid content-start gap-1">
          <Label htmlFor={tagId} className="text-xs">
            Identifier
          </Label>
          <Input
            id={tagId}
            value={typed}
            placeholder={element.tag ?? 'Given on save'}
            maxLength={MARKER_TAG_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="done"
            aria-invalid={invalid || undefined}
            aria-describedby={tagHintId}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commitTag}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitTag();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setDraft(null);
              }
            }}
          />
          <p
            id={tagHintId}
            role="status"
            className={cn('m-0 text-xs', invalid ? 'text-destructive' : renamedByServer ? 'text-amber-800' : 'sr-only lg:not-sr-only lg:text-muted-foreground')}
          >
            {invalid
              ? `Up to ${MARKER_TAG_MAX_LENGTH} characters.`
              : renamedByServer
                ? `${asked.to} is used in this project: named ${element.tag}.`
                : 'Unique in the project: a name in use gets the next free number.'}
          </p>
        </div>
        {linkable && projectId && (
          <LocationLink
            store={store}
            element={element}
            type={element.type as LinkableMarkerType}
            projectId={projectId}
            selectId={locationId}
            renderCreateLocation={renderCreateLocation}
            onOpenLocation={onOpenLocation}
          />
        )}
      </div>
      <ElementChecks findings={findings} />
    </section>
  );
}

/** The location a site-map IDF, MDF or common-area marker stands for: pick one, make one, open it. */
function LocationLink({
  store,
  element,
  type,
  projectId,
  selectId,
  renderCreateLocation,
  onOpenLocation,
}: {
  store: EditorStore;
  element: MarkupElement;
  type: LinkableMarkerType;
  projectId: string;
  selectId: string;
  renderCreateLocation: RenderCreateLocation | undefined;
  onOpenLocation: (surveyId: string) => void;
}) {
  const surveys = useProjectSurveys(projectId);
  // A location made here a moment ago is linked before it is listed: not a deleted one.
  const [created, setCreated] = useState<string | null>(null);
  const choices = surveys.data ? locationChoices(surveys.data, type) : [];
  const link = markerLink(element, surveys.data, surveys.serverData !== undefined && element.linkedSurveyId !== created);
  const setLink = (surveyId: string | null) => store.dispatch({ type: 'setLink', id: element.id, surveyId });
  const value = link.status === 'none' ? '' : link.status === 'missing' ? MISSING : (element.linkedSurveyId ?? '');
  const linkedElsewhere = link.status === 'linked' && !choices.some((choice) => choice.id === link.location.id);

  const create = renderCreateLocation?.({
    locationType: LINKED_LOCATION_TYPES[type],
    label: newLocationLabel(type),
    onCreated: (surveyId) => {
      setCreated(surveyId);
      setLink(surveyId);
    },
  });

  return (
    <>
      <div className="grid content-start gap-1">
        <Label htmlFor={selectId} className="text-xs">
          Location
        </Label>
        <NativeSelect
          id={selectId}
          value={value}
          aria-invalid={link.status === 'missing' || undefined}
          disabled={!surveys.data && link.status === 'none'}
          onChange={(event) => {
            if (event.target.value !== MISSING) setLink(event.target.value || null);
          }}
        >
          <option value="">{surveys.data ? 'Not linked' : 'Loading locations...'}</option>
          {link.status === 'missing' && (
            <option value={MISSING} disabled>
              Deleted location
            </option>
          )}
          {link.status === 'unknown' && <option value={link.surveyId}>Linked location</option>}
          {linkedElsewhere && <option value={link.location.id}>{locationName(link.location)}</option>}
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {locationName(choice)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-full grid gap-1.5 empty:hidden">
        {link.status === 'missing' && (
          <p role="status" className="m-0 flex items-start gap-1.5 text-xs text-destructive">
            <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            Its location was deleted. Choose another or create one.
          </p>
        )}
        {link.status === 'linked' || link.status === 'unknown' ? (
          <Button variant="default" className="w-full min-w-0" onClick={() => onOpenLocation(link.status === 'linked' ? link.location.id : link.surveyId)}>
            {link.status === 'unknown' && created === link.surveyId ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            <span className="truncate">{link.status === 'linked' ? `Open ${locationName(link.location)}` : 'Open location'}</span>
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          create
        )}
      </div>
    </>
  );
}
