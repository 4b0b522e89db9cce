import { LoadingLine } from '../../../components/loading-screen';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { Survey } from '../../../../common/schemas/surveys';
import type { TemplateField } from '../../../../common/schemas/templates';
import { useProjectSurveys } from '../../../lib/project-reads';
import { useSurvey } from '../api/get-survey';
import { useSiteName } from '../hooks/use-site-name';
import { useFormConflict } from './form-conflict';
import { LeaveGuard } from './leave-guard';
import { SiteNamePrompt } from './site-name-prompt';

/**
 * The project's site map opened from its type page (/projects/{id}/site-map) asks its Site Name
 * on first open, as the site-map survey's own page does (issue 25). The drawing shows once it is
 * known whether to ask, so the question never pushes the drawing down under a finger; a site
 * map this device cannot read as a survey (never opened, no signal) opens without asking.
 */
export function SiteMapNameAsk({ projectId, surveyId, children }: { projectId: string; surveyId: string; children: ReactNode }) {
  const survey = useSurvey(surveyId);
  // A site map just made here is briefly unknown to its own read (asked before its create reached
  // the server); the project's list, which chose it, knows it. Once known, kept: the question
  // must not go and come back under a finger.
  const listed = useProjectSurveys(projectId);
  const fromList = listed.data?.find((candidate) => candidate.id === surveyId);
  const listedBase = listed.serverData?.find((candidate) => candidate.id === surveyId);
  const read = survey.data && survey.base ? { survey: survey.data, base: survey.base } : fromList && listedBase ? { survey: fromList, base: listedBase } : undefined;
  const [known, setKnown] = useState<{ survey: Survey; base: Survey } | undefined>(undefined);
  if (read && (read.survey !== known?.survey || read.base !== known.base)) setKnown(read);
  const shown = read ?? known;
  if (shown) {
    return (
      <SiteNameQuestion survey={shown.survey} serverSurvey={shown.base} projectId={projectId}>
        {children}
      </SiteNameQuestion>
    );
  }
  // Listed but not read yet: made here a moment ago, its read follows.
  if (!fromList && (survey.isError || survey.fetchStatus === 'paused')) return children;
  return <Preparing projectId={projectId} />;
}

function SiteNameQuestion({ survey, serverSurvey, projectId, children }: { survey: Survey; serverSurvey: Survey; projectId: string; children: ReactNode }) {
  const { controller, state, field: fieldNow, siteName, settled } = useSiteName(survey, serverSurvey);
  const conflict = useFormConflict(controller, state.conflict);
  // Decided once: a site map made here gets the company's template from the server a moment
  // later, and reading it must not take the drawing away, nor the question.
  const [decided, setDecided] = useState<{ field: TemplateField | undefined } | null>(null);
  if (decided === null && state.loaded && settled) setDecided({ field: fieldNow });
  if (decided === null) return <Preparing projectId={projectId} />;
  const field = fieldNow ?? decided.field;
  return (
    <>
      <LeaveGuard controller={controller} />
      {conflict.dialog}
      {field && (
        <SiteNamePrompt
          surveyId={survey.id}
          loaded={state.loaded}
          siteName={siteName}
          label={field.label || 'Site Name'}
          placeholder={field.placeholder}
          onName={(name) => controller.setField(field.name, name)}
        />
      )}
      {children}
    </>
  );
}

/** Read in a moment; the way back stays offered meanwhile (a server slow to answer). */
function Preparing({ projectId }: { projectId: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6">
      <LoadingLine label="Preparing site map..." />
      <Button asChild variant="outline">
        <Link to={`/projects/${encodeURIComponent(projectId)}`}>
          <ArrowLeft aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
    </div>
  );
}
