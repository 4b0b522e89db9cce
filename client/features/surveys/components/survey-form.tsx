import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight, CheckCircle2, Copy, FolderOpen, Loader2, Save, UserRound } from 'lucide-react';
import type { FormData as SurveyFormData, Survey } from '../../../../common/schemas/surveys';
import type { TemplateField } from '../../../../common/schemas/templates';
import { LOCATION_TYPE_INFO } from '../../../../common/survey/location-types';
import { surveyProgress, validateSurveyField, validateSurveyForm, visibleFields } from '../../../../common/survey/progress';
import { ownValue } from '../../../../common/survey/own-values';
import { AppHeader } from '../../../components/app-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useProjectBuildings, useProjectSurveys } from '../../../lib/project-reads';
import { isBuildingField, placeFieldErrors, unitNameFollowingPlace } from '../model/place-fields';
import { placeKeyOf } from '../../../../common/survey/places';
import { templatesToOffer } from '../model/template-switch';
import { useCurrentUser } from '../../../lib/session';
import { assigneeName, type NamedPerson } from '../../../lib/person-name';
import { cn } from '../../../lib/cn';
import { useDeleteSurvey } from '../api/delete-survey';
import { useSurveyTemplates } from '../api/get-survey-templates';
import { useNewLocation } from '../hooks/use-new-location';
import { useSurveyFields } from '../hooks/use-survey-fields';
import { useSurveySave } from '../hooks/use-survey-save';
import type { FormValue } from '../model/field-values';
import { draftName, draftValues } from '../model/form-draft';
import { restoreOf, type Restore } from '../model/activity-lines';
import { duplicateName, keyValueOf, nameFollowingKey, nextStepAfterComplete } from '../model/location-flow';
import { photoCountEdits } from '../model/photo-field-counts';
import { groupCountError, itemErrors, itemsOf } from '../model/repeat-items';
import { DeleteLocationButton } from './delete-location-button';
import { useFormConflict } from './form-conflict';
import { LeaveGuard } from './leave-guard';
import { LocationTabs } from './location-tabs';
import { RepeatGroup, itemFieldId } from './repeat-group';
import { ReturnedNotice, ReviewActions, ReviewBadge } from './location-review';
import { SaveStatus } from './save-status';
import { SurveyField, fieldInputId } from './survey-field';
import { SurveyProgressBar } from './survey-progress-bar';
import { TemplateSelector } from './template-selector';

const SAVED_ON_DEVICE = 'Saved on this device. It will be sent when you’re back online.';

export interface SurveyFormProps {
  /** The survey as shown, with what waits on this device laid over it. */
  survey: Survey;
  /** The server's survey (or the preview of one made here) that the form's draft is kept against. */
  serverSurvey: Survey;
  projectId: string;
  projectName: string | undefined;
  /** Extra navigation composed in by the app (Open Unit Markup); gets the survey as edited. */
  renderActions?: (survey: Survey) => ReactNode;
  /** What follows the form (photos, the site map), composed in by the app. */
  renderAfter?: (survey: Survey) => ReactNode;
  /** A button composed in by the app at the start of the sticky action bar (take photos). */
  barAction?: ReactNode;
  /** The labels of this survey's photos, for the photo fields' counts; undefined while not known. */
  photoLabels?: readonly (string | null)[] | undefined;
  /** The company's people, for the office, so the assignee shows by name; undefined for surveyors. */
  people?: readonly NamedPerson[] | undefined;
}

/** Where Complete Survey takes the surveyor for a field in error: its input, or a repeat item's first wrong one. */
function invalidTargetId(field: TemplateField, value: unknown): string {
  if (field.type !== 'repeat') return fieldInputId(field.name);
  const items = itemsOf(value);
  for (const [index, item] of items.entries()) {
    const wrong = Object.keys(itemErrors(field.fields ?? [], item))[0];
    if (wrong !== undefined) return itemFieldId(field.name, index, wrong);
  }
  return fieldInputId(field.name);
}

/** The survey form (survey-work §2): template fields, progress, autosave, conflicts, completion. */
export function SurveyForm({ survey, serverSurvey, projectId, projectName, renderActions, renderAfter, barAction, photoLabels, people }: SurveyFormProps) {
  const type = survey.locationType;
  const { template, fields } = useSurveyFields(survey);
  const templates = useSurveyTemplates(type);
  const offered = useMemo(() => templatesToOffer(templates.data ?? [], survey.templateId), [templates.data, survey.templateId]);
  const { user } = useCurrentUser();
  const { controller, state } = useSurveySave(serverSurvey, fields, user?.id ?? '');
  const assignee = assigneeName(survey.assigneeId, user?.id, people);
  const values = useMemo(() => draftValues(state.draft), [state.draft]);
  const name = draftName(state.draft);
  const progress = surveyProgress(fields, values);
  // Every visible required field is filled: nothing is left but to complete it (issue 15).
  const ready = progress.percent === 100 && !survey.isCompleted;
  // Only the fields whose conditions hold show, numbered in order; hidden ones keep their values.
  const shown = useMemo(() => visibleFields(fields, values), [fields, values]);
  const title = template.data?.name ?? LOCATION_TYPE_INFO[type].formTitle;
  const typePath = `/projects/${projectId}/survey-types/${type}`;
  const fallbackName = `${LOCATION_TYPE_INFO[type].tileTitle} ${survey.instanceNumber}`;

  const navigate = useNavigate();
  // Given to the mutation, not to mutate(): the delete's answer takes this form's survey away first.
  const deleteSurvey = useDeleteSurvey({
    onSuccess: () => {
      toast({ title: 'Survey Deleted', description: `${name || fallbackName} has been deleted.` });
      void navigate(typePath);
    },
    onError: () => {
      controller.resume();
      toast({ title: 'Error', description: 'Failed to delete survey entry.', variant: 'destructive' });
    },
  });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [busy, setBusy] = useState<'save' | 'complete' | 'next' | null>(null);
  const projectSurveys = useProjectSurveys(projectId);
  const buildingsRead = useProjectBuildings(projectId).data;
  const buildings = useMemo(() => buildingsRead ?? [], [buildingsRead]);
  const newLocation = useNewLocation(projectId);
  // What the server said keeps the survey from completing, on each field until it is changed.
  const [refused, setRefused] = useState<Readonly<Record<string, string>>>({});

  // A photo field holds how many of the survey's photos carry its label: kept so as photos come and go.
  useEffect(() => {
    if (!state.loaded || photoLabels === undefined || fields.length === 0) return;
    for (const edit of photoCountEdits(fields, photoLabels, values)) controller.setField(edit.name, edit.value);
  }, [state.loaded, photoLabels, fields, values, controller]);

  // The name follows the key field (unit number, door name) while it is the automatic one (issue 15):
  // sent with the autosave; once the surveyor renames the location it stays as typed.
  const valuesBefore = useRef<Record<string, unknown> | null>(null);
  useEffect(() => {
    if (!state.loaded) return;
    const before = valuesBefore.current ?? values;
    valuesBefore.current = values;
    if (type === 'unit') {
      // A unit is named after its building and number as the server names it ('Unit A-204', DESIGN §15).
      const next = unitNameFollowingPlace(name, survey.instanceNumber, before, values, buildings);
      if (next !== undefined) controller.setName(next);
      return;
    }
    if (keyValueOf(type, before) === keyValueOf(type, values)) return;
    const next = nameFollowingKey(name, type, survey.instanceNumber, before, values);
    if (next !== null) controller.setName(next);
  }, [state.loaded, values, name, type, survey.instanceNumber, controller, buildings]);

  // A new conflict opens its view; closing it leaves a button by the status to reopen it.
  const conflict = useFormConflict(controller, state.conflict);

  // A floor its building does not have is as wrong as a missing answer (DESIGN §15).
  // A place the server would refuse (a floor its building does not have) is held on the form, not
  // sent: an outbox entry refused keeps its body, so it would wait stuck (DESIGN §6).
  const [held, setHeld] = useState<Readonly<Record<string, FormValue>>>({});
  const withHeld = useMemo(() => (Object.keys(held).length === 0 ? values : { ...values, ...held }), [values, held]);
  const placeErrors = useMemo(() => placeFieldErrors(shown, withHeld, buildings), [shown, withHeld, buildings]);
  const errors = { ...validateSurveyForm(fields, values), ...placeErrors };
  const errorCount = Object.keys(errors).length;
  const refusedCount = shown.filter((field) => ownValue(refused, field.name) !== undefined && ownValue(errors, field.name) === undefined).length;

  function setField(name: string, value: FormValue) {
    if (ownValue(refused, name) !== undefined) setRefused(({ [name]: _gone, ...rest }) => rest);
    if (placeKeyOf(name) !== undefined) {
      const next = { ...held, [name]: value };
      if (Object.keys(placeFieldErrors(fields, { ...values, ...next }, buildings)).length > 0) {
        setHeld(next);
        return;
      }
      // The place is one its building has again: what was held goes with it.
      for (const [heldName, heldValue] of Object.entries(held)) if (heldName !== name) controller.setField(heldName, heldValue);
      if (Object.keys(held).length > 0) setHeld({});
    }
    controller.setField(name, value);
  }

  function goTo(id: string) {
    const input = document.getElementById(id);
    input?.focus({ preventScroll: true });
    input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }

  async function saveProgress() {
    setBusy('save');
    const outcome = await controller.save();
    setBusy(null);
    if (outcome === 'saved' || outcome === 'nothing') toast({ title: 'Progress saved', description: 'Your survey progress has been saved.' });
    else if (outcome === 'saved-on-device') toast({ title: 'Progress saved', description: SAVED_ON_DEVICE });
    else if (outcome === 'conflict') conflict.show();
    else toast({ title: 'Error', description: 'Failed to save survey. Please try again.', variant: 'destructive' });
  }

  /** Completes the survey; true once it is completed (on the server or on this device). */
  async function completeSurvey(andNext = false): Promise<boolean> {
    const firstInvalid = shown.find((field) => ownValue(errors, field.name) !== undefined);
    if (firstInvalid) {
      setShowAllErrors(true);
      goTo(invalidTargetId(firstInvalid, ownValue(values, firstInvalid.name)));
      return false;
    }
    setBusy(andNext ? 'next' : 'complete');
    const outcome = await controller.complete();
    setBusy(null);
    if (typeof outcome === 'object') {
      // The server's check still found something (a template changed meanwhile): its words, on its fields.
      setRefused(outcome.refused);
      setShowAllErrors(true);
      const first = shown.find((field) => ownValue(outcome.refused, field.name) !== undefined);
      if (first) goTo(invalidTargetId(first, ownValue(values, first.name)));
      else toast({ title: 'Survey not completed', description: Object.values(outcome.refused).join(' '), variant: 'destructive' });
      return false;
    }
    const done = outcome === 'saved' || outcome === 'saved-on-device';
    // Going on to the next location, the next form says enough: no toast over it.
    if (done && andNext) return true;
    if (outcome === 'saved') toast({ title: 'Survey completed', description: 'The survey has been marked as completed.' });
    else if (outcome === 'saved-on-device') toast({ title: 'Survey completed', description: SAVED_ON_DEVICE });
    else if (outcome === 'conflict') conflict.show();
    else toast({ title: 'Error', description: 'Failed to save survey. Please try again.', variant: 'destructive' });
    return done;
  }

  /** Complete & next: the next location of this type not completed (list order), else a new one. */
  async function completeAndNext() {
    if (!(await completeSurvey(true))) return;
    const next = nextStepAfterComplete(projectSurveys.data ?? [], survey);
    if (next.to === 'survey') void navigate(`/projects/${projectId}/surveys/${next.survey.id}`);
    else if (next.to === 'type') void navigate(`/projects/${projectId}/survey-types/${next.type}`);
    else await newLocation.create({ type });
  }

  /** Duplicate: a new location with this one's template and answers, under a free '… copy' name. */
  function duplicateLocation() {
    const names = (projectSurveys.data ?? []).map((other) => other.instanceName);
    void newLocation.create({
      type,
      template: survey.templateId !== null && survey.templateVersion !== null ? { id: survey.templateId, version: survey.templateVersion } : null,
      instanceName: duplicateName(name || fallbackName, names),
      formData: values as SurveyFormData,
    });
  }

  function removeLocation() {
    // Nothing more is saved into a survey being deleted; what waits for it is taken back.
    controller.stop();
    deleteSurvey.mutate({ surveyId: survey.id, projectId, summary: `${name || fallbackName} · delete` });
  }

  const labels = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, field.label])), [fields]);

  /** An earlier value from the history, put back as if typed: saved through the outbox and recorded. */
  function restore(earlier: Restore) {
    if (earlier.kind === 'name') controller.setName(earlier.value);
    else setField(earlier.name, earlier.value);
    toast({ title: `${earlier.label} restored`, description: `Back to ${earlier.shown}.` });
  }

  const markTouched = (fieldName: string) =>
    setTouched((current) => (current.has(fieldName) ? current : new Set(current).add(fieldName)));

  return (
    <>
      <title>{`${name || fallbackName} · ${title} · Riser`}</title>
      <AppHeader />
      <LeaveGuard controller={controller} />
      {conflict.dialog}
      <main className="mx-auto grid w-full max-w-4xl flex-1 grid-cols-1 content-start gap-4 px-4 py-6 sm:px-6 sm:py-8">
        <nav aria-label="Survey" className="flex flex-wrap items-center gap-2">
          <Button asChild variant="outline">
            <Link to={typePath}>
              <ArrowLeft aria-hidden="true" />
              Back to Locations
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/projects">
              <FolderOpen aria-hidden="true" />
              Projects
            </Link>
          </Button>
          {renderActions?.({ ...survey, formData: values })}
          <div className="ml-auto flex gap-2">
            {/* Asks nothing: a copy is not destructive (issue 15). An icon on phones, where the row is full. */}
            <Button variant="outline" onClick={duplicateLocation} disabled={newLocation.isPending || !state.loaded} title="Duplicate" className="max-sm:px-3">
              {newLocation.isPending && busy === null ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Copy aria-hidden="true" />}
              <span className="max-sm:sr-only">Duplicate</span>
            </Button>
            <DeleteLocationButton name={name || fallbackName} pending={deleteSurvey.isPending} onConfirm={removeLocation} />
          </div>
        </nav>

        <Card>
          <CardHeader className="gap-3">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words text-muted-foreground">{projectName ?? 'Loading project...'}</p>
                <h1 className="mt-1 text-2xl font-bold tracking-tight break-words">{title}</h1>
                {assignee && (
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
                    <UserRound className="size-4 shrink-0" aria-hidden="true" />
                    Assigned to {assignee}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {survey.isCompleted ? (
                  <Badge className="bg-green-700">
                    <CheckCircle2 aria-hidden="true" />
                    Completed
                  </Badge>
                ) : (
                  <Badge variant="secondary">In progress</Badge>
                )}
                <ReviewBadge survey={survey} />
              </div>
            </div>
            <ReturnedNotice survey={survey} />
            <SaveStatus surveyId={survey.id} state={state} updatedAt={serverSurvey.updatedAt} onReviewConflict={() => conflict.show()} />
            <ReviewActions survey={survey} name={name || fallbackName} />
          </CardHeader>

          <CardContent className="grid gap-6">
            <section aria-label="Progress" className="grid gap-2">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium">
                  {progress.filled} of {progress.total} fields completed
                </span>
                <span className="font-semibold tabular-nums">{progress.percent}%</span>
              </div>
              {ready && (
                <p role="status" className="flex items-center gap-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
                  <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden="true" />
                  <span>
                    <span className="font-semibold">Ready to complete</span> · every required field is filled.
                  </span>
                </p>
              )}
              <SurveyProgressBar percent={progress.percent} label="Required fields completed" />
            </section>

            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid content-start gap-2">
                <Label htmlFor="survey-location-name">Location Name</Label>
                <Input
                  id="survey-location-name"
                  value={name}
                  placeholder={fallbackName}
                  maxLength={200}
                  autoComplete="off"
                  onChange={(event) => controller.setName(event.target.value)}
                />
              </div>
              {offered.length > 1 && (
                <TemplateSelector
                  templates={offered}
                  currentId={survey.templateId}
                  currentFields={fields}
                  values={values}
                  disabled={busy !== null}
                  onSwitch={(templateId) =>
                    void controller.switchTemplate(templateId, templates.data?.find((candidate) => candidate.id === templateId)?.version ?? null)
                  }
                />
              )}
            </div>

            <form noValidate aria-label={title} onSubmit={(event) => event.preventDefault()} className="grid gap-4">
              <p className="text-sm text-muted-foreground">
                Fields marked <span className="text-destructive">*</span> are required to complete the survey.
              </p>
              {survey.templateId !== null && template.data === undefined && template.fetchStatus === 'paused' ? (
                <p role="status" className="py-6 text-sm text-muted-foreground">
                  This form’s fields are not on this device yet. They load as soon as the connection is back; “Make available offline” on
                  the project keeps them here. What you entered is kept.
                </p>
              ) : !state.loaded || (survey.templateId !== null && template.isPending) ? (
                <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  Loading form...
                </p>
              ) : survey.templateId !== null && template.isError ? (
                <div className="flex flex-col items-start gap-3 py-4">
                  <p className="text-sm text-destructive">The form fields could not be loaded.</p>
                  <Button variant="outline" onClick={() => void template.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : (
                <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
                  {shown.map((field, index) => {
                    const value = ownValue(withHeld, field.name);
                    const onChange = (next: FormValue) => setField(field.name, next);
                    // A repeat group says what is wrong with its count; its items show their own errors.
                    const own = field.type === 'repeat' ? groupCountError(field, value) : validateSurveyField(field, value);
                    // Said at once: the surveyor just chose the building or typed the floor.
                    const place = ownValue(placeErrors, field.name) ?? null;
                    return (
                      <SurveyField
                        key={field.name}
                        field={field}
                        number={index + 1}
                        value={value}
                        error={ownValue(refused, field.name) ?? place ?? (showAllErrors || touched.has(field.name) ? own : null)}
                        buildings={isBuildingField(field) ? buildings : undefined}
                        onChange={onChange}
                        onBlur={() => markTouched(field.name)}
                        renderGroup={() => <RepeatGroup field={field} value={value} showErrors={showAllErrors} onChange={onChange} />}
                      />
                    );
                  })}
                </div>
              )}
            </form>
          </CardContent>

          <div data-sticky-actions className="sticky bottom-0 z-10 grid gap-2 rounded-b-lg border-t border-border bg-card px-5 py-3 shadow-[0_-6px_12px_-10px_rgba(15,23,42,0.35)] sm:px-6">
            {showAllErrors && errorCount + refusedCount > 0 && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errorCount + refusedCount === 1 ? '1 field needs' : `${errorCount + refusedCount} fields need`} attention before the survey can be
                completed.
              </p>
            )}
            <div className={`grid gap-2 sm:flex sm:justify-end ${barAction ? 'grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)]' : 'grid-cols-2'}`}>
              {barAction}
              <Button variant="outline" onClick={() => void saveProgress()} disabled={busy !== null}>
                {busy === 'save' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
                {/* 'Save' on phones, so the photo button, Save and Complete Survey fit one row of 390 px. */}
                <span>
                  Save<span className="max-sm:sr-only"> Progress</span>
                </span>
              </Button>
              <Button onClick={() => void completeSurvey()} disabled={busy !== null} className={cn(ready && 'bg-green-700 hover:bg-green-800')}>
                {busy === 'complete' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
                {/* 'Complete' under 360 px, where the photo button, Save and this share 288 px. */}
                <span>
                  Complete<span className="max-[359px]:sr-only"> Survey</span>
                </span>
              </Button>
              {!survey.isCompleted && (
                <Button
                  variant={ready ? 'default' : 'outline'}
                  onClick={() => void completeAndNext()}
                  disabled={busy !== null || newLocation.isPending}
                  className={cn('col-span-full sm:col-auto', ready && 'bg-green-700 hover:bg-green-800')}
                >
                  {busy === 'next' || newLocation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
                  Complete & next
                </Button>
              )}
            </div>
          </div>
        </Card>
        {renderAfter?.(survey)}
        <LocationTabs
          surveyId={survey.id}
          locationName={name || fallbackName}
          labels={labels}
          restoreOf={(change) => (state.loaded ? restoreOf(change, fields, { values: withHeld, name }) : null)}
          onRestore={restore}
        />
      </main>
    </>
  );
}
