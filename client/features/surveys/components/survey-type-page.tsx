import { Link, useNavigate } from 'react-router';
import { ClipboardList, Loader2, Map as MapIcon, Plus } from 'lucide-react';
import { LOCATION_TYPE_INFO, isLocationType, type LocationType } from '../../../../common/survey/location-types';
import { AppHeader } from '../../../components/app-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { useProject } from '../../../lib/project-reads';
import { useProjectSurveys } from '../../../lib/project-reads';
import { entriesOfType } from '../model/location-entries';
import { ProjectPageHeading } from './project-page-heading';
import { useCreateLocation } from '../hooks/use-create-location';
import { LocationEntry } from './location-entry';
import { PageMessage } from './survey-page-states';

/** /projects/{projectId}/survey-types/{surveyType} (survey-work §2). */
export function SurveyTypePage({ projectId, surveyType }: { projectId: string; surveyType: string }) {
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
  return <KnownTypePage projectId={projectId} type={surveyType} />;
}

function KnownTypePage({ projectId, type }: { projectId: string; type: LocationType }) {
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
        {type === 'site-map' ? <SiteMapCard projectId={projectId} /> : <Locations projectId={projectId} type={type} />}
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

function Locations({ projectId, type }: { projectId: string; type: LocationType }) {
  const navigate = useNavigate();
  const surveys = useProjectSurveys(projectId);
  const createSurvey = useCreateLocation(projectId, type);
  const entries = surveys.data ? entriesOfType(surveys.data, type) : [];
  const typeLabel = type.toUpperCase();

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
            <ul className="grid gap-3">
              {entries.map((survey) => (
                <LocationEntry key={survey.id} projectId={projectId} survey={survey} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
