import { contentDisposition } from '../../http/content-disposition';

import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { parseElements } from '../../../common/markup/parse-elements';
import { pinsToSvg, type PlanPin } from '../../../common/markup/pins';
import { renderSvg } from '../../../common/markup/render-svg';
import { AppError } from '../../http/app-error';
import { scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { companyQuantitySettings } from '../companies/companies.service';
import { quantitiesOfSurveys } from '../quantities/quantities.service';
import { backgroundContentType } from '../surveys/background-image';
import { loadSharp } from '../photos/load-sharp';
import { surveyInScope } from '../surveys/surveys.service';
import { companyNameOf, namesOfUsersAcrossCompanies } from './report.repo';
import { reportLocations, reportMaterials, type PhotoRow, type ReportRow } from './report-materials';
import { propertyOverview } from './report-property';
import { readReportInputs, type ReportInputs, type ReportOptions } from './report-inputs';
import {
  MARKUP_HEIGHT,
  MARKUP_WIDTH,
  pdfWriter,
  sectionDrawings,
  writeCover,
  writeDrawings,
  writeFooter,
  writeFormData,
  writeLocationFooter,
  writeLocationHeading,
  writePhotos,
  writeProperty,
  writeChecks,
  writeQuantities,
  writeSummary,
  writeTypeHeading,
  writeTypicalPlan,
  type Doc,
  type PdfSection,
} from './report-pdf-sections';
import { formRows, groupSurveys, isoDate, markupKind, REPORT_FOOTER, reportFileNames, surveyName, typeCounts } from './report-html';

// The project report as a PDF (issue 16; DESIGN §7): the same data and order as the HTML
// report, drawn with pdfkit as it is read. Images are read one at a time and the document
// waits for its reader whenever it holds more than a little, so memory stays flat whatever
// the project's size. No browser: drawings are rasterised from the shared SVG by sharp.

export interface ReportPdfDeps {
  db: Db;
  blobs: BlobStore;
}

export interface ReportPdf {
  contentDisposition: string;
  body: Readable;
}


/** Images bigger than this are left out (said so) rather than held whole. */
const MAX_IMAGE_BYTES = 16 * 1024 * 1024;
/** Bytes the document may hold for a slow reader before it waits. */
const MAX_BUFFERED = 1024 * 1024;

/** `{project}-Survey-Report-{date}.pdf` (the HTML report's name with the PDF's extension); `-{location}` for one location. */
export function pdfContentDisposition(projectName: string, date: string, location?: string): string {
  const { ascii, utf8 } = reportFileNames(projectName, date);
  const suffix = (name: string, letters: RegExp) => {
    if (location === undefined) return '';
    const part = name.trim().replace(/\s+/g, '-').replace(letters, '').replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
    return part ? `-${part}` : '';
  };
  const toPdf = (name: string, extra: string) => name.replace(/-Survey-Report-/, `${extra}-Survey-Report-`).replace(/\.html$/, '.pdf');
  const asciiName = toPdf(ascii, suffix((location ?? '').normalize('NFKD').replace(/\p{M}/gu, ''), /[^A-Za-z0-9_-]/g));
  const utf8Name = toPdf(utf8, suffix((location ?? '').normalize('NFC'), /[^\p{L}\p{N}_-]/gu));
  return contentDisposition(utf8Name, asciiName);
}

/** Who worked on what the report holds (surveys and photos), and when it last changed. */
function whoAndWhen(inReport: readonly ReportRow[], photosBySurvey: ReadonlyMap<string, readonly PhotoRow[]>, since: Date) {
  const people = new Set<string>();
  let lastChange = since;
  for (const row of inReport) {
    for (const id of [row.createdBy, row.updatedBy]) if (id) people.add(id);
    if (row.updatedAt > lastChange) lastChange = row.updatedAt;
  }
  for (const row of inReport) {
    for (const photo of photosBySurvey.get(row.id) ?? []) {
      if (photo.createdBy) people.add(photo.createdBy);
      if (photo.createdAt > lastChange) lastChange = photo.createdAt;
    }
  }
  return { people, lastChange };
}

/** The whole of a stream, or undefined once it passes `max` bytes. */
async function collect(stream: Readable, max: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function createReportPdfService(deps: ReportPdfDeps) {
  const { db, blobs } = deps;

  /** An image's bytes, one at a time; undefined when its file is gone or too big to hold. */
  async function readImage(key: string): Promise<Buffer | undefined> {
    const blob = await blobs.read(key, MAX_IMAGE_BYTES);
    if (!blob) return undefined;
    return 'bytes' in blob ? blob.bytes : collect(blob.stream, MAX_IMAGE_BYTES);
  }

  /** The drawing as a PNG: the shared SVG over its background, with the plan's pins (as the HTML report draws it). */
  async function drawingPng(survey: ReportRow, pins: readonly PlanPin[], opacityOf?: (id: string) => number | undefined): Promise<Buffer | undefined> {
    const elements = parseElements(survey.markupElements);
    const kind = markupKind(survey.locationType);
    const backgroundKey = survey.uploadedImageKey;
    if (!backgroundKey && elements.length === 0 && pins.length === 0) return undefined;
    const background = backgroundKey ? await readImage(backgroundKey) : undefined;
    const href = background ? `data:${backgroundContentType(backgroundKey!)};base64,${background.toString('base64')}` : null;
    const drawing = renderSvg({ elements, background: href ? { href } : null, scale: survey.markupScale }, kind, {
      width: MARKUP_WIDTH,
      height: MARKUP_HEIGHT,
      backgroundColor: '#ffffff',
      ...(opacityOf ? { opacityOf } : {}),
    });
    const svg = pins.length > 0 ? drawing.replace(/<\/svg>$/, `${pinsToSvg(pins)}</svg>`) : drawing;
    try {
      const sharp = await loadSharp();
      return await sharp(Buffer.from(svg), { density: 144 }).flatten({ background: '#ffffff' }).png().toBuffer();
    } catch {
      return undefined;
    }
  }

  /** Waits while the reader is behind, so the document never holds more than a little. */
  async function keepUp(doc: Doc) {
    while (doc.readableLength > MAX_BUFFERED && !doc.destroyed) {
      await Promise.race([once(doc, 'data'), once(doc, 'close')]);
    }
    // The reader went away: nothing more is read or drawn.
    if (doc.destroyed) throw new Error('The report’s reader went away.');
  }

  async function write(doc: Doc, { scope, project, rows, catalogue, checks, clock }: ReportInputs, only: ReportRow | undefined) {
    const section: PdfSection = { doc, w: pdfWriter(doc), clock, keepUp: () => keepUp(doc) };
    const { fieldsOf, photosBySurvey, planNames, pinsByPlan, plansByUnit } = await reportMaterials(db, scope, rows);
    const allLocations = reportLocations(rows);
    const locations = only ? [only] : allLocations;
    const property = propertyOverview(rows, catalogue);
    const onlyTyped = only ? property.typedUnits.get(only.id) : undefined;
    // One location's report holds its floor plans, and its type's plan when it is a unit of a type.
    const inReport = only ? [only, ...(plansByUnit.get(only.id) ?? []), ...(onlyTyped ? [onlyTyped.typical] : [])] : rows;
    const { people, lastChange } = whoAndWhen(inReport, photosBySurvey, only ? only.updatedAt : project.updatedAt);
    const companyName = await companyNameOf(db, scope, project.companyId);
    const surveyors = await namesOfUsersAcrossCompanies(db, [...people]);

    writeCover(section, { project, only, companyName, surveyors, lastChange });
    writeSummary(section, typeCounts(only ? [only] : allLocations));
    if (!only) {
      writeProperty(section, property);
      for (const [index, group] of property.typicalPlans.entries()) await writeTypicalPlan(section, group, index === 0, pinsByPlan, drawingPng);
    }
    // The locations, a new page per type.
    for (const group of groupSurveys(locations)) {
      writeTypeHeading(section, group.type, group.surveys.length);
      for (const [index, survey] of group.surveys.entries()) {
        if (index > 0) {
          doc.moveDown(1);
          section.w.ensure(120);
        }
        await writeLocation(survey);
        await keepUp(doc);
      }
    }
    // One location's report: the findings on its own drawings.
    const inReportIds = new Set(inReport.map((row) => row.id));
    writeChecks(section, only ? checks.filter((finding) => inReportIds.has(finding.surveyId)) : checks);
    writeQuantities(section, quantitiesOfSurveys(project, await companyQuantitySettings(db, project.companyId), inReport, catalogue));
    writeFooter(section);

    async function writeLocation(survey: ReportRow) {
      writeLocationHeading(section, survey);
      // Form data: hidden fields are left out (formRows keeps only the visible ones).
      writeFormData(section, formRows(await fieldsOf(survey), survey.formData));
      // Drawings and photos: its own, then a unit's floor plans' (and, for a unit of a type, its type's plan with what it changes).
      const drawings = [survey, ...(plansByUnit.get(survey.id) ?? [])];
      await writeDrawings(section, survey.id, sectionDrawings(survey, drawings.slice(1), property.typedUnits.get(survey.id)), pinsByPlan, drawingPng);
      const photos = drawings.flatMap((drawing) => photosBySurvey.get(drawing.id) ?? []);
      for (const drawing of drawings) photosBySurvey.delete(drawing.id);
      await writePhotos(section, photos, planNames, readImage);
      writeLocationFooter(section, survey);
    }
  }

  async function start(inputs: ReportInputs, only?: ReportRow): Promise<Readable> {
    const { project } = inputs;
    // pdfkit (and fontkit below it) is loaded by the first report: a start does not pay for it.
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: 50, bottom: 50, left: 50, right: 50 },
      info: { Title: `${project.name} — Survey Report`, Creator: REPORT_FOOTER, Producer: REPORT_FOOTER },
    });
    write(doc, inputs, only).then(
      () => doc.end(),
      (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return doc as unknown as Readable;
  }

  return {
    /** The project's report; authorizes and reads the surveys first (a refusal is a proper answer), images as the reader keeps up. */
    async buildProject(actor: UserRow, projectId: string, options: ReportOptions = {}): Promise<ReportPdf> {
      const inputs = await readReportInputs(db, actor, projectId, options);
      const { project, clock } = inputs;
      return { contentDisposition: pdfContentDisposition(project.name, isoDate(clock.generatedAt, clock.timeZone)), body: await start(inputs) };
    },

    /** One location's report: its form, drawings (a unit's floor plans too), photos and quantities. */
    async buildSurvey(actor: UserRow, surveyId: string, options: ReportOptions = {}): Promise<ReportPdf> {
      const survey = await surveyInScope(db, scopeOf(actor), surveyId);
      const inputs = await readReportInputs(db, actor, survey.projectId, options);
      const { project, clock } = inputs;
      const only = inputs.rows.find((row) => row.id === survey.id);
      // A unit's floor plan is not a location: its unit's report holds it; a typical plan is drawn in the project's.
      if (!only || only.unitSurveyId !== null || only.isTypicalPlan) throw new AppError('NOT_FOUND', 'Survey not found.');
      return {
        contentDisposition: pdfContentDisposition(project.name, isoDate(clock.generatedAt, clock.timeZone), surveyName(only)),
        body: await start(inputs, only),
      };
    },
  };
}
