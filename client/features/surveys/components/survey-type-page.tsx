import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClipboardList, Loader2, Map as MapIcon, Plus, UserRoundPlus } from 'lucide-react';
import { LOCATION_TYPE_INFO, isLocationType, type LocationType } from '../../../../common/survey/location-types';
import { AppHeader } from '../../../components/app-header';
import { AssignDialog } from '../../../components/assign-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { assigneeName, type NamedPerson } from '../../../lib/person-name';
import { useCurrentUser } from '../../../lib/session';
import { useAssignSurveys } from '../api/assign-surveys';
import { useProject } from '../../../lib/project-reads';
import { useProjectSurveys } from '../../../lib/project-reads';
import { entriesOfType } from '../model/location-entries';
import { ProjectPageHeading } from './project-page-heading';
import { useCreateLocation } from '../hooks/use-create-location';
import { LocationEntry } from './location-entry';
import { PageMessage } from './survey-page-states';

export interface SurveyTypePageProps {
  projectId: string;
  surveyType: string;
  /** The company's people, for the office, who assigns locations (DESIGN §16); undefined for surveyors. */
  people?: readonly NamedPerson[] | undefined;
}

/** /projects/{projectId}/survey-types/{surveyType} (survey-work §2). */
export function SurveyTypePage({ projectId, surveyType, people }: SurveyTypePageProps) {
  const dashboard = `/projects/${projectId}`;
  if (!isLocationType(surveyType)) {
    return (
      <>
        <title>Survey Type Not Found · Riser</title>
        <AppHeader />
        <PageMessage
          title="Survey Type Not Found"
          description={`There is no survey type called “${surveyType}”.`}
          backTo={dashboard}
          backLabel="Back to Dashboard"
        />
      </>
    );
  }
  return <KnownTypePage projectId={projectId} type={surveyType} people={people} />;
}

function KnownTypePage({ projectId, type, people }: { projectId: string; type: LocationType; people: SurveyTypePageProps['people'] }) {
  const info = LOCATION_TYPE_INFO[type];
  const project = useProject(projectId);
  const projectName = project.data?.name;

  return (
    <>
      <title>{`${info.title} · ${projectName ?? 'Project'} · Riser`}</title>
      <AppHeader />
      <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <ProjectPageHeading projectId={projectId} projectLine={projectName ?? (project.isError ? 'Project unavailable' : 'Loading project...')} title={info.title}>
          <p className="mt-1 text-muted-foreground first-letter:uppercase">{info.description}</p>
        </ProjectPageHeading>
        {type === 'site-map' ? <SiteMapCard projectId={projectId} /> : <Locations projectId={projectId} type={type} people={people} />}
      </main>
    </>
  );
}

function SiteMapCard({ projectId }: { projectId: string }) {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">Site Map Markup</CardTitle>
        <CardDescription>Upload the property map and mark conduits, IDFs, MDFs, access points and power.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg" className="w-full bg-green-700 hover:bg-green-800 sm:w-auto">
          <Link to={`/projects/${projectId}/site-map`}>
            <MapIcon aria-hidden="true" />
            Open Site Map
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Locations({ projectId, type, people }: { projectId: string; type: LocationType; people: SurveyTypePageProps['people'] }) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [assigning, setAssigning] = useState(false);
  const assign = useAssignSurveys();
  const surveys = useProjectSurveys(projectId);
  const createSurvey = useCreateLocation(projectId, type);
  const entries = surveys.data ? entriesOfType(surveys.data, type) : [];
  const typeLabel = type.toUpperCase();
  const nameOf = (survey: (typeof entries)[number]) => survey.instanceName?.trim() || `${LOCATION_TYPE_INFO[survey.locationType].tileTitle} ${survey.instanceNumber}`;
  // Only what is still listed counts (a location deleted meanwhile drops out).
  const chosenEntries = entries.filter((survey) => chosen.has(survey.id));
  const allChosen = entries.length > 0 && chosenEntries.length === entries.length;

  function choose(id: string, selected: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (selected) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function assignChosen(userId: string | null) {
    const count = chosenEntries.length;
    assign.mutate(
      { surveys: chosenEntries.map((survey) => ({ id: survey.id, projectId, name: nameOf(survey) })), userId },
      {
        onSuccess: () => {
          setAssigning(false);
          setChosen(new Set());
          const what = count === 1 ? '1 location' : `${count} locations`;
          toast({ title: userId ? `${what} assigned to ${assigneeName(userId, null, people)}` : `${what} follow their building’s assignee` });
        },
        onError: (error) => toast({ title: 'Not assigned', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  }

  function createLocation() {
    const id = createSurvey.create({
      onSuccess: (outcome) => {
        const name = outcome.status === 'sent' ? outcome.answer.instanceName : null;
        toast({
          title: 'Survey Created',
          description:
            outcome.status === 'sent'
              ? `${name ?? 'The new location'} is ready to fill in.`
              : 'Saved on this device; it will be sent when you’re back online.',
        });
        void navigate(`/projects/${projectId}/surveys/${id}`);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to create new survey entry.', variant: 'destructive' }),
    });
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Create New Location</CardTitle>
          <CardDescription>Start a new {typeLabel} survey in this project.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button size="lg" className="w-full" onClick={createLocation} disabled={createSurvey.isPending}>
            {createSurvey.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
            Create New Location
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle as="h2">Edit Existing Locations</CardTitle>
          <Badge variant="secondary">
            {entries.length}
            <span className="sr-only">{entries.length === 1 ? ' entry' : ' entries'}</span>
          </Badge>
        </CardHeader>
        <CardContent>
          {surveys.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Loading locations...
            </p>
          ) : surveys.isError && !surveys.data ? (
            <div className="flex flex-col items-start gap-3 py-4">
              <p className="text-sm text-destructive">The locations could not be loaded.</p>
              <Button variant="outline" onClick={() => void surveys.refetch()}>
                Try again
              </Button>
            </div>
          ) : entries.length === 0 ? (
            <div className="flex flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border px-4 py-10 text-center">
              <ClipboardList className="size-8 text-slate-400" aria-hidden="true" />
              <p className="font-medium text-foreground">No {typeLabel} entries yet</p>
              <p className="text-sm text-muted-foreground">Create a new location to start surveying.</p>
            </div>
          ) : (
            <div className="grid gap-3">
              {people && (
                <div role="group" aria-label="Choose locations" className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
                    <input
                      type="checkbox"
                      className="size-5 cursor-pointer accent-primary"
                      checked={allChosen}
                      onChange={(event) => setChosen(event.target.checked ? new Set(entries.map((survey) => survey.id)) : new Set())}
                    />
                    Select all
                  </label>
                  <span className="text-sm text-muted-foreground" aria-live="polite">
                    {chosenEntries.length} selected
                  </span>
                  <Button variant="outline" className="ml-auto" disabled={chosenEntries.length === 0} onClick={() => setAssigning(true)}>
                    <UserRoundPlus aria-hidden="true" />
                    Assign to…
                  </Button>
                  <AssignDialog
                    open={assigning}
                    onOpenChange={setAssigning}
                    title={chosenEntries.length === 1 ? `Assign ${nameOf(chosenEntries[0]!)}` : `Assign ${chosenEntries.length} locations`}
                    description="The colleague finds them in My work. Nobody: each follows its building’s assignee."
                    people={people}
                    current={chosenEntries.length === 1 ? (chosenEntries[0]!.ownAssigneeId ?? null) : null}
                    nobodyLabel="Nobody (the building’s assignee)"
                    pending={assign.isPending}
                    onAssign={assignChosen}
                  />
                </div>
              )}
              <ul className="grid gap-3">
                {entries.map((survey) => (
                  <LocationEntry
                    key={survey.id}
                    projectId={projectId}
                    survey={survey}
                    assignee={assigneeName(survey.assigneeId, user?.id, people)}
                    selected={people ? chosen.has(survey.id) : undefined}
                    onSelectedChange={(selected) => choose(survey.id, selected)}
                  />
                ))}
              </ul>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
