import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Loader2 } from 'lucide-react';
import type { Survey } from '../../../common/schemas/surveys';
import { SyncBadge } from '../../components/sync/sync-badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useSiteName } from '../../features/surveys/hooks/use-site-name';
import { useFormConflict } from '../../features/surveys/components/form-conflict';
import { LeaveGuard } from '../../features/surveys/components/leave-guard';
import { SiteNamePrompt } from '../../features/surveys/components/site-name-prompt';
import { createLocationRenderer } from '../marker-locations';

// The drawing editor is the page here: it loads with it, in its own chunk as everywhere else.
const loadMarkupEditor = () => import('../../features/markup/components/markup-editor');
const MarkupEditor = lazy(async () => ({ default: (await loadMarkupEditor()).MarkupEditor }));
// The photos pinned on the site map come with it (their code fetched with the editor's, not after it).
const PlanPins = lazy(async () => ({ default: (await Promise.all([import('../plan-pins'), loadMarkupEditor()]))[0].PlanPins }));

export interface SiteMapSurveyPageProps {
  survey: Survey;
  serverSurvey: Survey;
  projectId: string;
  projectName: string | undefined;
}

/**
 * A site-map survey (survey-work §2): the project's plan, not a location. Its page is the
 * full-screen site-map markup, with the Site Name editable in its header and saved like any
 * form field (on the device first, DESIGN §6).
 */
export function SiteMapSurveyPage({ survey, serverSurvey, projectId, projectName }: SiteMapSurveyPageProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const renderCreateLocation = useMemo(() => createLocationRenderer(projectId), [projectId]);
  const { controller, state, field: siteNameField, siteName } = useSiteName(survey, serverSurvey);

  const conflict = useFormConflict(controller, state.conflict);

  const dashboard = `/projects/${encodeURIComponent(projectId)}`;
  return (
    <div className="flex h-dvh flex-col">
      <title>{`${siteName || 'Site Map'} · ${projectName ?? 'Project'} · Riser`}</title>
      <LeaveGuard controller={controller} />
      {conflict.dialog}
      {siteNameField && (
        <SiteNamePrompt
          surveyId={survey.id}
          loaded={state.loaded}
          siteName={siteName}
          label={siteNameField.label || 'Site Name'}
          placeholder={siteNameField.placeholder}
          onName={(name) => controller.setField(siteNameField.name, name)}
        />
      )}
      <Suspense
        fallback={
          <p role="status" className="m-auto flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading drawing...
          </p>
        }
      >
        {/* The photos pinned on the site map, drawn over it; a tap opens the photo. */}
        <PlanPins projectId={projectId} surveyId={survey.id}>
          {(pins) => (
            <MarkupEditor
              {...pins}
              projectId={projectId}
              surveyId={survey.id}
              kind="site-map"
              renderCreateLocation={renderCreateLocation}
              // A location's page opens its marker here (?marker=), selected.
              initialSelectionId={searchParams.get('marker')}
              onClose={() => void navigate(dashboard)}
              className="min-h-0 flex-1"
              // The page's own row sits in the editor's header, so the drawing keeps the screen.
              headerStart={
                <>
                  <Button asChild variant="ghost" className="shrink-0 px-2.5">
                    <Link to={dashboard} aria-label={`Dashboard of ${projectName ?? 'the project'}`}>
                      <ArrowLeft aria-hidden="true" />
                      <span className="max-lg:sr-only">Dashboard</span>
                    </Link>
                  </Button>
                  {siteNameField && (
                    <div className="flex min-w-0 flex-1 items-center gap-2 lg:w-72 lg:flex-none">
                      <Label htmlFor="site-map-site-name" className="shrink-0 max-sm:sr-only">
                        {siteNameField.label || 'Site Name'}
                      </Label>
                      <Input
                        id="site-map-site-name"
                        className="min-w-0"
                        value={siteName}
                        placeholder={siteNameField.placeholder ?? 'Site Name'}
                        maxLength={200}
                        autoComplete="off"
                        onChange={(event) => controller.setField(siteNameField.name, event.target.value)}
                      />
                    </div>
                  )}
                </>
              }
              headerEnd={<SyncBadge />}
            />
          )}
        </PlanPins>
      </Suspense>
    </div>
  );
}
