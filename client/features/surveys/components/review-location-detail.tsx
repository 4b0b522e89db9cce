import { LoadingLine } from '../../../components/loading-screen';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ExternalLink, Loader2 } from 'lucide-react';
import { renderSvg } from '../../../../common/markup/render-svg';
import type { Survey } from '../../../../common/schemas/surveys';
import { visibleFields } from '../../../../common/survey/progress';
import { ownValue } from '../../../../common/survey/own-values';
import { Button } from '../../../components/ui/button';
import { surveyQueries } from '../../../lib/survey-queries';
import { answerText } from '../model/answer-text';
import { useSurveyFields } from '../hooks/use-survey-fields';

function Answers({ survey }: { survey: Survey }) {
  const { template, fields } = useSurveyFields(survey);
  const values = survey.formData as Record<string, unknown>;
  const shown = useMemo(() => visibleFields(fields, values), [fields, values]);
  if (survey.templateId !== null && template.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Loading form...
      </p>
    );
  }
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {shown.map((field) => (
        <div key={field.name} className="contents">
          <dt className="font-medium text-muted-foreground">{field.label}</dt>
          <dd className="break-words">{answerText(field, ownValue(values, field.name))}</dd>
        </div>
      ))}
    </dl>
  );
}

function Photos({ surveyId }: { surveyId: string }) {
  const photos = useQuery(surveyQueries.photos(surveyId));
  if (photos.isPending) return <p className="text-sm text-muted-foreground">Loading photos...</p>;
  if (!photos.data?.length) return <p className="text-sm text-muted-foreground">{photos.isError ? 'The photos could not be loaded.' : 'No photos.'}</p>;
  return (
    <ul aria-label="Photos" className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
      {photos.data.map((photo) => (
        <li key={photo.id} className="grid gap-1">
          <a href={photo.urls.display} target="_blank" rel="noreferrer" className="block rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <img src={photo.urls.thumb} alt={photo.label ?? 'Photo without a label'} loading="lazy" className="aspect-square w-full rounded-md border object-cover" />
          </a>
          {photo.label && <span className="truncate text-xs text-muted-foreground">{photo.label}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A unit's floor plan (its own elements over its background), drawn by the renderer the reports use. */
function Drawing({ survey, kind }: { survey: Pick<Survey, 'markupElements' | 'markupScale' | 'uploadedImage'>; kind: 'floor-plan' }) {
  const svg = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSvg({ elements: survey.markupElements, scale: survey.markupScale }, kind, { omitBackground: true }))}`,
    [survey.markupElements, survey.markupScale, kind],
  );
  if (survey.markupElements.length === 0 && !survey.uploadedImage) return <p className="text-sm text-muted-foreground">Nothing drawn.</p>;
  return (
    <div role="img" aria-label={`Drawing: ${survey.markupElements.length} ${survey.markupElements.length === 1 ? 'element' : 'elements'}`} className="relative aspect-[4/3] w-full overflow-hidden rounded-md border bg-white">
      {survey.uploadedImage && <img src={survey.uploadedImage} alt="" className="absolute inset-0 size-full object-contain" />}
      <img src={svg} alt="" className="absolute inset-0 size-full" />
    </div>
  );
}

export interface ReviewLocationDetailProps {
  projectId: string;
  surveyId: string;
  name: string;
  /** A unit's floor plan (the survey drawing it), if it has one. */
  plan: Pick<Survey, 'markupElements' | 'markupScale' | 'uploadedImage'> | undefined;
}

/** The office's view of a submitted location: its form, photos and (a unit's) drawing side by side. */
export function ReviewLocationDetail({ projectId, surveyId, name, plan }: ReviewLocationDetailProps) {
  const survey = useQuery(surveyQueries.detail(surveyId));
  return (
    <section aria-label={`${name}: form, photos and drawing`} className="grid content-start gap-4 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold break-words">{name}</h2>
        <Button asChild variant="outline">
          <Link to={`/projects/${projectId}/surveys/${surveyId}`}>
            <ExternalLink aria-hidden="true" />
            Open location
          </Link>
        </Button>
      </div>
      {!survey.data ? (
        survey.isError ? (
          <p className="m-0 text-sm text-destructive">The location could not be loaded.</p>
        ) : (
          <LoadingLine label="Loading location..." />
        )
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="review-form-heading" className="grid content-start gap-2">
            <h3 id="review-form-heading" className="font-semibold">
              Form
            </h3>
            <Answers survey={survey.data} />
          </section>
          <div className="grid content-start gap-6">
            {survey.data.locationType === 'unit' && (
              <section aria-labelledby="review-drawing-heading" className="grid gap-2">
                <h3 id="review-drawing-heading" className="font-semibold">
                  Drawing
                </h3>
                {plan ? <Drawing survey={plan} kind="floor-plan" /> : <p className="text-sm text-muted-foreground">Nothing drawn.</p>}
              </section>
            )}
            <section aria-labelledby="review-photos-heading" className="grid gap-2">
              <h3 id="review-photos-heading" className="font-semibold">
                Photos
              </h3>
              <Photos surveyId={surveyId} />
            </section>
          </div>
        </div>
      )}
    </section>
  );
}
