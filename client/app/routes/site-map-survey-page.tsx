import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Loader2 } from 'lucide-react';
import type { Survey } from '../../../common/schemas/surveys';
import type { TemplateField } from '../../../common/schemas/templates';
import { READING_A_FIELDS } from '../../../common/survey/default-templates';
import { ownValue } from '../../../common/survey/own-values';
import { SyncBadge } from '../../components/sync/sync-badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useCurrentUser } from '../../lib/session';
import { useTemplateVersion } from '../../features/surveys/api/get-template-version';
import { useSurveySave } from '../../features/surveys/hooks/use-survey-save';
import { useFormConflict } from '../../features/surveys/components/form-conflict';
import { draftValues } from '../../features/surveys/model/form-draft';
import { LeaveGuard } from '../../features/surveys/components/leave-guard';
import { SiteNamePrompt } from '../../features/surveys/components/site-name-prompt';
import { createLocationRenderer } from '../marker-locations';

// The drawing editor is the page here: it loads with it, in its own chunk as everywhere else.
const loadMarkupEditor = () => import('../../features/markup/components/markup-editor');
const MarkupEditor = lazy(async () => ({ default: (await loadMarkupEditor()).MarkupEditor }));
// The photos pinned on the site map come with it (their code fetched with the editor's, not after it).
const PlanPins = lazy(async () => ({ default: (await Promise.all([import('../plan-pins'), loadMarkupEditor()]))[0].PlanPins }));

const NO_FIELDS: TemplateField[] = [];
/** The site-map template's field (reading A); reading B names it 'location'. */
const SITE_NAME_FIELDS = ['siteName', 'location'];

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
  const template = useTemplateVersion(survey.templateId, survey.templateVersion);
  const fields = survey.templateId === null ? READING_A_FIELDS['site-map'] : (template.data?.fields ?? NO_FIELDS);
  const siteNameField = fields.find((field) => SITE_NAME_FIELDS.includes(field.name)) ?? fields.find((field) => field.type === 'text');
  const { user } = useCurrentUser();
  const { controller, state } = useSurveySave(serverSurvey, fields, user?.id ?? '');
  const values = useMemo(() => draftValues(state.draft), [state.draft]);
  const siteName = siteNameField ? ownValue(values, siteNameField.name) : undefined;

  const conflict = useFormConflict(controller, state.conflict);

  const dashboard = `/projects/${encodeURIComponent(projectId)}`;
  return (
    <div className="flex h-dvh flex-col">
      <title>{`${typeof siteName === 'string' && siteName ? siteName : 'Site Map'} · ${projectName ?? 'Project'} · Riser`}</title>
      <LeaveGuard controller={controller} />
      {conflict.dialog}
      {siteNameField && (
        <SiteNamePrompt
          surveyId={survey.id}
          loaded={state.loaded}
          siteName={typeof siteName === 'string' ? siteName : ''}
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
                        value={typeof siteName === 'string' ? siteName : ''}
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
