import { Readable } from 'node:stream';
import { parseElements } from '../../../common/markup/parse-elements';
import type { UserRow } from '../../auth/sessions.repo';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { backgroundContentType } from '../surveys/background-image';
import { companyQuantitySettings } from '../companies/companies.service';
import { quantitiesOfSurveys } from '../quantities/quantities.service';
import type { PlanPin } from '../../../common/markup/pins';
import { inlineImages, type ReportPart } from './inline-images';
import { readReportInputs, type ReportInputs, type ReportOptions } from './report-inputs';
import { reportLocations, reportMaterials, type ReportRow } from './report-materials';
import {
  composedBackground,
  composedElements,
  differencesNote,
  hasDifferences,
  propertyOverview,
  renderAsTypical,
  renderProperty,
  renderTypicalPlansEnd,
  renderTypicalPlansStart,
  renderTypicalPlanStart,
  renderTypicalPlanUnits,
  type TypedUnit,
} from './report-property';
import { companyNameOf, namesOfUsersAcrossCompanies } from './report.repo';
import {
  reportDisposition,
  groupSurveys,
  isoDate,
  markupKind,
  renderDocumentEnd,
  renderDocumentStart,
  renderMarkup,
  renderChecks,
  renderMissingPhoto,
  renderPhoto,
  renderPhotosEnd,
  renderPhotosStart,
  renderQuantities,
  renderSectionEnd,
  renderSectionStart,
  renderSurveyEnd,
  renderSurveyStart,
} from './report-html';

export interface ReportDeps {
  db: Db;
  blobs: BlobStore;
}

export interface Report {
  contentDisposition: string;
  /** The HTML, produced as it is read: a few images read ahead of the reader, whatever the project's size. */
  body: Readable;
}

export function createReportService(deps: ReportDeps) {
  const { db, blobs } = deps;

  /** A survey's drawing over its background; stored markup was validated when written, anything unreadable is left out. */
  function* markupParts(survey: ReportRow, pins: readonly PlanPin[]): Generator<ReportPart> {
    const elements = parseElements(survey.markupElements);
    const kind = markupKind(survey.locationType);
    const backgroundKey = survey.uploadedImageKey;
    if (backgroundKey) {
      yield {
        key: backgroundKey,
        around: () => renderMarkup(elements, kind, backgroundContentType(backgroundKey), pins, survey.markupScale),
        // A background whose file is gone: the drawing alone.
        instead: () => renderMarkup(elements, kind, null, pins, survey.markupScale).before,
      };
    } else if (elements.length > 0 || pins.length > 0) {
      yield renderMarkup(elements, kind, null, pins, survey.markupScale).before;
    }
  }

  /** A unit of a type (DESIGN §15): its type's plan with its differences, over the plan's background, with its own plan's pins. */
  function* composedParts(unit: TypedUnit, pins: readonly PlanPin[]): Generator<ReportPart> {
    const { elements, opacityOf } = composedElements(unit);
    const composed = { title: `Floor plan · ${unit.typeName}`, note: differencesNote(unit), opacityOf, legendElements: unit.drawing.elements };
    const backgroundKey = composedBackground(unit)?.uploadedImageKey;
    if (backgroundKey) {
      yield {
        key: backgroundKey,
        around: () => renderMarkup(elements, 'floor-plan', backgroundContentType(backgroundKey), pins, unit.drawing.scale, composed),
        instead: () => renderMarkup(elements, 'floor-plan', null, pins, unit.drawing.scale, composed).before,
      };
    } else yield renderMarkup(elements, 'floor-plan', null, pins, unit.drawing.scale, composed).before;
  }

  /** The document as text and the images to inline, in order; nothing is read here. */
  async function* documentParts({ scope, project, rows, catalogue, checks, clock }: ReportInputs): AsyncGenerator<ReportPart> {
    // Units' floor plans are not locations: each goes into its unit's section; typical plans have a section of their own.
    const { fieldsOf, photosBySurvey, planNames, pinsByPlan, plansByUnit } = await reportMaterials(db, scope, rows);
    const locations = reportLocations(rows);
    const property = propertyOverview(rows, catalogue);

    // Who worked on it, and when anything in it last changed (not only the project's own row).
    const people = new Set<string>();
    let lastChange = project.updatedAt;
    for (const row of rows) {
      for (const id of [row.createdBy, row.updatedBy]) if (id) people.add(id);
      if (row.updatedAt > lastChange) lastChange = row.updatedAt;
    }
    for (const list of photosBySurvey.values()) {
      for (const photo of list) {
        if (photo.createdBy) people.add(photo.createdBy);
        if (photo.createdAt > lastChange) lastChange = photo.createdAt;
      }
    }
    const cover = {
      ...project,
      updatedAt: lastChange,
      companyName: await companyNameOf(db, scope, project.companyId),
      surveyors: await namesOfUsersAcrossCompanies(db, [...people]),
    };

    yield renderDocumentStart(cover, locations, clock);
    // The property (DESIGN §15): its units by building and floor, then each unit type's plan once.
    yield renderProperty(property);
    yield renderTypicalPlansStart(property.typicalPlans);
    for (const group of property.typicalPlans) {
      yield renderTypicalPlanStart(group);
      yield* markupParts(group.plan, pinsByPlan.get(group.plan.id) ?? []);
      yield renderTypicalPlanUnits(group);
    }
    yield renderTypicalPlansEnd(property.typicalPlans);
    for (const group of groupSurveys(locations)) {
      yield renderSectionStart(group.type, group.surveys.length);
      for (const survey of group.surveys) {
        yield renderSurveyStart(survey, await fieldsOf(survey));

        // A unit's floor plans are drawn in its section (DESIGN §4), after its own drawing if any;
        // a unit of a type as its type's plan with its differences, when it has any (DESIGN §15).
        const plans = plansByUnit.get(survey.id) ?? [];
        const typed = property.typedUnits.get(survey.id);
        yield* markupParts(survey, pinsByPlan.get(survey.id) ?? []);
        for (const plan of plans) {
          if (typed?.plan?.id !== plan.id) yield* markupParts(plan, pinsByPlan.get(plan.id) ?? []);
        }
        if (typed) {
          if (hasDifferences(typed)) yield* composedParts(typed, typed.plan ? (pinsByPlan.get(typed.plan.id) ?? []) : []);
          else yield renderAsTypical(typed);
        }

        const photos = [survey, ...plans].flatMap((drawing) => photosBySurvey.get(drawing.id) ?? []);
        for (const drawing of [survey, ...plans]) photosBySurvey.delete(drawing.id);
        yield renderPhotosStart(photos.length);
        for (const row of photos) {
          const plan = row.pinSurveyId ? planNames.get(row.pinSurveyId) : undefined;
          const photo = { ...row, pin: plan && row.pinNumber !== null ? { number: row.pinNumber, planName: plan } : null };
          yield { key: photo.displayKey, around: () => renderPhoto(photo, clock), instead: () => renderMissingPhoto(photo, clock) };
        }
        yield renderPhotosEnd(photos.length);
        yield renderSurveyEnd(survey, clock);
      }
      yield renderSectionEnd();
    }
    // The design checks (DESIGN §17), then the bill of materials ends the report (DESIGN §11).
    yield renderChecks(checks);
    yield renderQuantities(quantitiesOfSurveys(project, await companyQuantitySettings(db, project.companyId), rows, catalogue));
    yield renderDocumentEnd(clock);
  }

  return {
    /** Authorizes and reads the surveys now (so a refusal is a proper answer); images come as read. */
    async build(actor: UserRow, projectId: string, options: ReportOptions = {}): Promise<Report> {
      const inputs = await readReportInputs(db, actor, projectId, options);
      const { project, clock } = inputs;
      return {
        contentDisposition: reportDisposition(project.name, isoDate(clock.generatedAt, clock.timeZone)),
        body: Readable.from(inlineImages(documentParts(inputs), blobs), { objectMode: false }),
      };
    },
  };
}
