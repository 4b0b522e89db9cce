import { PROJECT_STATUS_LABELS } from '../../../common/survey/project-status';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { markupLegend } from '../../../common/markup/legend';
import { parseElements } from '../../../common/markup/parse-elements';
import { pinsToSvg, type PlanPin } from '../../../common/markup/pins';
import type { Place, ProjectQuantities } from '../../../common/markup/quantities';
import { renderSvg, scaleBarOf } from '../../../common/markup/render-svg';
import { isLocationType, LOCATION_TYPE_INFO } from '../../../common/survey/location-types';
import { projectProgress } from '../../../common/survey/project-progress';
import { AppError } from '../../http/app-error';
import { scopeOf, type Scope } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { companyQuantitySettings } from '../companies/companies.service';
import { projectInScope, type ProjectWithCounts } from '../projects/projects.service';
import { quantitiesOfSurveys } from '../quantities/quantities.service';
import { backgroundContentType } from '../surveys/background-image';
import { surveyInScope, surveysOfProject } from '../surveys/surveys.service';
import { companyNameOf, namesOfUsers } from './report.repo';
import { placedRows, reportLocations, reportMaterials, type ReportRow } from './report-materials';
import {
  composedBackground,
  composedElements,
  differencesNote,
  hasDifferences,
  propertyOverview,
  STATUS_WORDS,
  statusOf,
  type PropertyOverview,
  type PropertyUnit,
  type ReportCatalogue,
  type TypedUnit,
  type TypicalGroup,
} from './report-property';
import { reportCatalogue } from './report.service';
import { differencesText } from '../../../common/markup/typical-plans';
import type { MarkupElement } from '../../../common/markup/schema';
import { levelName } from '../../../common/survey/levels';
import {
  elevationName,
  formatDateTime,
  formRows,
  groupSurveys,
  isoDate,
  markupKind,
  REPORT_FOOTER,
  reportFileNames,
  surveyName,
  typeCounts,
  type ReportClock,
} from './report-html';

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
const MARKUP_WIDTH = 800;
const MARKUP_HEIGHT = 600;

const INK = '#0f172a';
const MUTED = '#64748b';
const RULE = '#cbd5e1';
const ACCENT = '#1d4ed8';

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
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(utf8Name)}`;
}

const feetFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const placeName = (place: Place) =>
  place.building === null && place.floor === null ? 'Site' : [place.building, place.floor === null ? null : `Floor ${place.floor}`].filter(Boolean).join(', ');

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

type Doc = PDFKit.PDFDocument;

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** Drawing helpers over one pdfkit document. */
function pdfWriter(doc: Doc) {
  const left = doc.page.margins.left;
  const width = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  function heading(text: string, size: number, color = INK) {
    ensure(size * 2.5);
    doc.font('Helvetica-Bold').fontSize(size).fillColor(color).text(text, left, doc.y, { width: width() });
    doc.moveDown(0.4);
  }

  function subheading(text: string) {
    doc.moveDown(0.6);
    ensure(40);
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#475569').text(text.toUpperCase(), left, doc.y, { width: width() });
    doc.moveDown(0.3);
  }

  function paragraph(text: string, options: { color?: string; size?: number; bold?: boolean } = {}) {
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? INK)
      .text(text, left, doc.y, { width: width() });
  }

  /** A table whose rows break across pages (the header repeated); `bold` rows are totals. */
  function table(columns: readonly Column[], rows: readonly { cells: readonly string[]; bold?: boolean; muted?: boolean }[], options: { x?: number; size?: number; header?: boolean } = {}) {
    const x0 = options.x ?? left;
    const size = options.size ?? 9.5;
    const pad = 4;
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const drawRow = (cells: readonly string[], font: string, color: string, fill?: string, isHeader = false) => {
      doc.font(font).fontSize(size);
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i]!.width - pad * 2 }))) + pad * 2;
      if (doc.y + height > bottom()) {
        doc.addPage();
        // A table carried over to a new page repeats its header.
        if (options.header !== false && !isHeader) drawHeader();
        doc.font(font).fontSize(size);
      }
      const y = doc.y;
      if (fill) doc.rect(x0, y, total, height).fill(fill);
      let x = x0;
      cells.forEach((cell, i) => {
        const column = columns[i]!;
        doc.fillColor(color).text(cell, x + pad, y + pad, { width: column.width - pad * 2, align: column.align ?? 'left' });
        x += column.width;
      });
      doc
        .moveTo(x0, y + height)
        .lineTo(x0 + total, y + height)
        .lineWidth(0.5)
        .strokeColor('#e2e8f0')
        .stroke();
      doc.x = left;
      doc.y = y + height;
    };
    const drawHeader = () => {
      ensure(size * 4);
      drawRow(
        columns.map((c) => c.header),
        'Helvetica-Bold',
        '#475569',
        '#f1f5f9',
        true,
      );
    };
    if (options.header !== false) drawHeader();
    for (const row of rows) drawRow(row.cells, row.bold ? 'Helvetica-Bold' : 'Helvetica', row.muted ? '#94a3b8' : INK, row.bold ? '#f8fafc' : undefined);
    doc.moveDown(0.5);
  }

  return { left, width, bottom, ensure, heading, subheading, paragraph, table };
}

/** A drawing a section draws: a survey's own, or a typed unit as its type's plan with its differences (DESIGN §15). */
interface DrawnSection {
  drawing: ReportRow;
  title?: string;
  note?: string;
  opacityOf?: (id: string) => number | undefined;
  legend?: MarkupElement[];
}
type SectionDrawing = DrawnSection | { asTypical: string };

/** A location's drawings: its own, its floor plans, and for a unit of a type its type's plan with what it changes. */
function sectionDrawings(survey: ReportRow, plans: readonly ReportRow[], typed: TypedUnit | undefined): SectionDrawing[] {
  const own: SectionDrawing[] = [survey, ...plans.filter((plan) => plan.id !== typed?.plan?.id)].map((drawing) => ({ drawing }));
  if (!typed) return own;
  if (!hasDifferences(typed)) return [...own, { asTypical: `As the typical plan of ${typed.typeName} (see Typical unit plans).` }];
  const { elements, opacityOf } = composedElements(typed);
  const base = typed.plan ?? typed.typical;
  const drawing: ReportRow = { ...base, markupElements: elements, markupScale: typed.drawing.scale, uploadedImageKey: composedBackground(typed)?.uploadedImageKey ?? null };
  return [...own, { drawing, title: `Floor plan · ${typed.typeName}`, note: differencesNote(typed), opacityOf, legend: typed.drawing.elements }];
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

  async function write(doc: Doc, scope: Scope, project: ProjectWithCounts, rows: ReportRow[], catalogue: ReportCatalogue, clock: ReportClock, only: ReportRow | undefined) {
    const w = pdfWriter(doc);
    const { fieldsOf, photosBySurvey, planNames, pinsByPlan, plansByUnit } = await reportMaterials(db, scope, rows);
    const allLocations = reportLocations(rows);
    const locations = only ? [only] : allLocations;
    const property = propertyOverview(rows, catalogue);
    const onlyTyped = only ? property.typedUnits.get(only.id) : undefined;
    // One location's report holds its floor plans, and its type's plan when it is a unit of a type.
    const inReport = only ? [only, ...(plansByUnit.get(only.id) ?? []), ...(onlyTyped ? [onlyTyped.typical] : [])] : rows;

    const people = new Set<string>();
    let lastChange = only ? only.updatedAt : project.updatedAt;
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
    const companyName = await companyNameOf(db, project.companyId);
    const surveyors = await namesOfUsers(db, [...people]);

    // --- cover ---
    const title = project.name.trim() || 'Project';
    doc.font('Helvetica-Bold').fontSize(9).fillColor(ACCENT).text(only ? 'LOCATION REPORT' : 'SURVEY REPORT');
    doc.moveDown(0.3);
    w.heading(title, 24);
    if (only) w.heading(`${LOCATION_TYPE_INFO[only.locationType].tileTitle} · ${surveyName(only)}`, 16, '#334155');
    if (project.description?.trim()) {
      w.paragraph(project.description.trim(), { color: '#334155' });
      doc.moveDown(0.5);
    }
    doc.moveDown(0.5);
    const facts: [string, string][] = [];
    if (companyName) facts.push(['Company', companyName]);
    if (surveyors.length > 0) facts.push([surveyors.length === 1 ? 'Surveyor' : 'Surveyors', surveyors.join(', ')]);
    facts.push(['Status', PROJECT_STATUS_LABELS[project.status] ?? project.status]);
    facts.push(['Created', formatDateTime(only ? only.createdAt : project.createdAt, clock)]);
    facts.push(['Last updated', formatDateTime(lastChange, clock)]);
    facts.push(['Report generated', formatDateTime(clock.generatedAt, clock)]);
    w.table(
      [
        { header: '', width: 140 },
        { header: '', width: w.width() - 140 },
      ],
      facts.map(([label, value]) => ({ cells: [label, value] })),
      { header: false, size: 10.5 },
    );

    // --- summary ---
    const counts = typeCounts(only ? [only] : allLocations);
    const located = counts.filter((c) => c.type !== 'site-map');
    const total = located.reduce((sum, c) => sum + c.entries, 0);
    const completed = located.reduce((sum, c) => sum + c.completed, 0);
    doc.moveDown(0.5);
    w.heading('Summary', 16);
    w.paragraph(`${projectProgress(completed, total)}% · ${completed} of ${total} location${total === 1 ? '' : 's'} completed`, { bold: true, size: 12 });
    doc.moveDown(0.5);
    const tw = w.width();
    w.table(
      [
        { header: 'Survey type', width: tw - 160 },
        { header: 'Entries', width: 80, align: 'right' },
        { header: 'Completed', width: 80, align: 'right' },
      ],
      counts.map((c) => ({ cells: [LOCATION_TYPE_INFO[c.type].title, String(c.entries), String(c.completed)], muted: c.entries === 0 })),
    );
    if (!only) {
      writeProperty(property);
      for (const [index, group] of property.typicalPlans.entries()) await writeTypicalPlan(group, index === 0);
    }

    // --- locations, a new page per type ---
    for (const group of groupSurveys(locations)) {
      doc.addPage();
      w.heading(LOCATION_TYPE_INFO[group.type].title, 20);
      w.paragraph(`${group.surveys.length} ${group.surveys.length === 1 ? 'entry' : 'entries'}`, { color: MUTED });
      doc.moveTo(w.left, doc.y + 4).lineTo(w.left + w.width(), doc.y + 4).lineWidth(1.5).strokeColor(INK).stroke();
      doc.moveDown(1);
      for (const [index, survey] of group.surveys.entries()) {
        if (index > 0) {
          doc.moveDown(1);
          w.ensure(120);
        }
        await writeSurvey(survey);
        await keepUp(doc);
      }
    }

    /** One drawing with its caption and legend: a survey's own, or a typed unit's type plan with its differences (DESIGN §15). */
    async function writeDrawing(section: DrawnSection, sectionId: string) {
      const { drawing } = section;
      const pins = pinsByPlan.get(drawing.id) ?? [];
      const png = await drawingPng(drawing, pins, section.opacityOf);
      if (!png) return;
      const kind = markupKind(drawing.locationType);
      const elements = section.legend ?? parseElements(drawing.markupElements);
      const imageWidth = w.width();
      const imageHeight = (imageWidth * MARKUP_HEIGHT) / MARKUP_WIDTH;
      // The heading stays with its drawing.
      w.ensure(imageHeight + 60);
      w.subheading(section.title ?? `${kind === 'floor-plan' ? 'Floor plan' : 'Site map'}${drawing.id === sectionId ? '' : ` · ${surveyName(drawing)}`}`);
      const y = doc.y;
      doc.image(png, w.left, y, { width: imageWidth, height: imageHeight });
      doc.rect(w.left, y, imageWidth, imageHeight).lineWidth(0.5).strokeColor(RULE).stroke();
      doc.y = y + imageHeight + 4;
      const bar = scaleBarOf(drawing.markupScale);
      const caption = [
        `${kind === 'floor-plan' ? 'Floor plan' : 'Site map'} markup · ${elements.length} element${elements.length === 1 ? '' : 's'}`,
        section.note ?? null,
        pins.length > 0 ? `${pins.length} photo${pins.length === 1 ? '' : 's'} pinned` : null,
        bar ? `Scale bar ${bar.label}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
      w.paragraph(caption, { color: '#475569', size: 8.5 });
      // The legend: each code's colour, name and count, and its markers' identifiers.
      const legend = markupLegend(kind, elements);
      if (legend.length > 0) {
        doc.moveDown(0.4);
        for (const entry of legend) {
          w.ensure(16);
          const ly = doc.y;
          if (entry.type === 'conduit') doc.rect(w.left, ly + 4, 18, 3).fill(entry.color);
          else doc.circle(w.left + 9, ly + 5, 5).fill(entry.color);
          const text = `${entry.code ? `${entry.code} — ${entry.name}` : entry.name}  × ${entry.count}${entry.tags.length > 0 ? `  (${entry.tags.join(', ')})` : ''}`;
          doc.font('Helvetica').fontSize(9).fillColor('#334155').text(text, w.left + 26, ly, { width: w.width() - 26 });
          doc.x = w.left;
        }
      }
      await keepUp(doc);
    }

    /** The building/floor table of the units, by status (DESIGN §15). */
    function writeProperty({ buildings }: PropertyOverview) {
      if (buildings.length === 0) return;
      doc.addPage();
      w.heading('Buildings and units', 20);
      for (const building of buildings) {
        const count = building.floors.reduce((sum, floor) => sum + floor.units.length, 0);
        w.heading(building.name, 13);
        const floors = building.lowestFloor === null ? null : `Floors ${building.lowestFloor} to ${building.highestFloor}`;
        w.paragraph([floors, `${count} unit${count === 1 ? '' : 's'}`, `${building.completed} completed`].filter(Boolean).join(' · '), { color: MUTED, size: 9 });
        doc.moveDown(0.3);
        if (count === 0) continue;
        const tw = w.width();
        const list = (units: readonly PropertyUnit[], status: PropertyUnit['status']) =>
          units
            .filter((unit) => unit.status === status)
            .map((unit) => unit.label)
            .join(', ') || '—';
        w.table(
          [
            { header: 'Floor', width: 80 },
            { header: 'Completed', width: (tw - 80) / 3 },
            { header: 'In progress', width: (tw - 80) / 3 },
            { header: 'Not started', width: (tw - 80) / 3 },
          ],
          building.floors.map((floor) => ({ cells: [floor.floor === null ? 'No floor' : levelName(floor.floor), list(floor.units, 'done'), list(floor.units, 'started'), list(floor.units, 'open')] })),
          { size: 8.5 },
        );
      }
    }

    /** A unit type's plan, drawn once, with its units and how each differs (DESIGN §15). */
    async function writeTypicalPlan(group: TypicalGroup, first: boolean) {
      if (first) {
        doc.addPage();
        w.heading('Typical unit plans', 20);
      } else {
        doc.moveDown(1);
        w.ensure(120);
      }
      doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED).text('UNIT TYPE', w.left, doc.y);
      w.heading(group.typeName, 15);
      w.paragraph(`${group.units.length} unit${group.units.length === 1 ? '' : 's'}`, { color: MUTED, size: 10 });
      await writeDrawing({ drawing: group.plan, title: 'Typical floor plan' }, group.plan.id);
      w.subheading(`Units (${group.units.length})`);
      if (group.units.length === 0) {
        w.paragraph('No unit is of this type yet.', { color: MUTED });
        return;
      }
      const tw = w.width();
      w.table(
        [
          { header: 'Unit', width: tw * 0.3 },
          { header: 'Floor', width: tw * 0.15 },
          { header: 'Status', width: tw * 0.15 },
          { header: 'Differences', width: tw * 0.4 },
        ],
        group.units.map(({ unit, differences }) => ({
          cells: [surveyName(unit), unit.floor === null ? '—' : levelName(unit.floor), STATUS_WORDS[statusOf(unit)], differencesText(differences)],
        })),
        { size: 8.5 },
      );
      await keepUp(doc);
    }

    async function writeSurvey(survey: ReportRow) {
      const percent = Math.max(0, Math.min(100, Math.round(survey.progress)));
      w.ensure(80);
      doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED).text(LOCATION_TYPE_INFO[survey.locationType].tileTitle.toUpperCase(), w.left, doc.y);
      w.heading(surveyName(survey), 15);
      w.paragraph(survey.isCompleted ? `Completed · ${percent}%` : `In progress · ${percent}%`, { color: survey.isCompleted ? '#15803d' : '#b45309', bold: true, size: 10 });

      // Form data: hidden fields are left out (formRows keeps only the visible ones).
      w.subheading('Form data');
      const rows = formRows(await fieldsOf(survey), survey.formData);
      if (rows.length === 0) w.paragraph('No form data recorded.', { color: MUTED });
      else {
        const labelWidth = Math.round(w.width() * 0.42);
        for (const row of rows) {
          const label = `${row.number === null ? '' : `${row.number}. `}${row.label}`;
          w.table(
            [
              { header: '', width: labelWidth },
              { header: '', width: w.width() - labelWidth },
            ],
            [{ cells: [label, row.value ?? '—'], muted: row.value === null }],
            { header: false },
          );
          doc.moveUp(0.5);
          if (row.table) {
            // A repeat group: its items as a table under its row.
            const indent = 16;
            const space = w.width() - indent;
            const numberWidth = 24;
            const each = row.table.columns.length > 0 ? (space - numberWidth) / row.table.columns.length : space - numberWidth;
            doc.moveDown(0.3);
            w.table(
              [{ header: '#', width: numberWidth, align: 'right' }, ...row.table.columns.map((header) => ({ header, width: each }))],
              row.table.rows.map((cells, i) => ({ cells: [String(i + 1), ...cells.map((cell) => cell ?? '—')] })),
              { x: w.left + indent, size: 8.5 },
            );
          }
        }
        doc.moveDown(0.5);
      }

      // Drawings: its own, then a unit's floor plans.
      const plans = plansByUnit.get(survey.id) ?? [];
      for (const section of sectionDrawings(survey, plans, property.typedUnits.get(survey.id))) {
        if ('asTypical' in section) {
          w.subheading('Floor plan');
          w.paragraph(section.asTypical, { color: MUTED });
          continue;
        }
        await writeDrawing(section, survey.id);
      }

      // Photos, read one at a time, two to a row.
      const photos = [survey, ...plans].flatMap((drawing) => photosBySurvey.get(drawing.id) ?? []);
      for (const drawing of [survey, ...plans]) photosBySurvey.delete(drawing.id);
      const gap = 14;
      const cell = (w.width() - gap) / 2;
      const imageHeight = cell * 0.75;
      // The heading stays with the first row of photos.
      if (photos.length > 0) w.ensure(imageHeight + 80);
      w.subheading(photos.length === 0 ? 'Photos' : `Photos (${photos.length})`);
      if (photos.length === 0) w.paragraph('No photos.', { color: MUTED });
      let column = 0;
      let rowTop = doc.y;
      let rowBottom = doc.y;
      for (const photo of photos) {
        const plan = photo.pinSurveyId ? planNames.get(photo.pinSurveyId) : undefined;
        const name = photo.label?.trim() || photo.originalName;
        const when = photo.takenAt ? `Taken ${formatDateTime(photo.takenAt, clock)}` : `Added ${formatDateTime(photo.createdAt, clock)}`;
        const detail = `${elevationName(photo.elevationLevel)} · ${when}${plan && photo.pinNumber !== null ? `\nPin ${photo.pinNumber} on ${plan}` : ''}`;
        if (column === 0) {
          doc.y = rowBottom;
          if (doc.y + imageHeight + 50 > w.bottom()) doc.addPage();
          rowTop = doc.y;
          rowBottom = doc.y;
        }
        const x = w.left + column * (cell + gap);
        const bytes = await readImage(photo.displayKey);
        let drawn = false;
        if (bytes) {
          try {
            doc.image(bytes, x, rowTop, { fit: [cell, imageHeight], align: 'center', valign: 'center' });
            drawn = true;
          } catch {
            drawn = false;
          }
        }
        if (!drawn) {
          doc.rect(x, rowTop, cell, imageHeight).fill('#f8fafc');
          doc.font('Helvetica').fontSize(9).fillColor('#94a3b8').text('Image file unavailable', x, rowTop + imageHeight / 2 - 5, { width: cell, align: 'center' });
        }
        doc.rect(x, rowTop, cell, imageHeight).lineWidth(0.5).strokeColor('#e2e8f0').stroke();
        doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(name, x, rowTop + imageHeight + 4, { width: cell });
        doc.font('Helvetica').fontSize(8).fillColor('#475569').text(detail, x, doc.y, { width: cell });
        rowBottom = Math.max(rowBottom, doc.y + 10);
        column = (column + 1) % 2;
        await keepUp(doc);
      }
      doc.x = w.left;
      if (photos.length > 0) doc.y = rowBottom;

      doc.moveDown(0.5);
      w.paragraph(`ID ${survey.id} · Created ${formatDateTime(survey.createdAt, clock)} · Updated ${formatDateTime(survey.updatedAt, clock)}`, { color: MUTED, size: 8 });
    }

    // --- quantities, on their own page ---
    const quantities = quantitiesOfSurveys(project, await companyQuantitySettings(db, project.companyId), inReport, catalogue);
    doc.addPage();
    w.heading('Quantities', 20);
    writeQuantities(quantities);

    doc.moveDown(2);
    w.paragraph(`${REPORT_FOOTER} · ${formatDateTime(clock.generatedAt, clock)}`, { color: MUTED, size: 8.5 });

    function writeQuantities({ runs, points, unscaled, allowances }: ProjectQuantities) {
      if (runs.length === 0 && points.length === 0) {
        w.paragraph('Nothing is drawn on the plans yet.', { color: MUTED });
        return;
      }
      w.paragraph(
        `Slack ${feetFormat.format(allowances.slackFeetPerEnd)} ft per run end · floor-to-floor ${feetFormat.format(allowances.floorHeightFeet)} ft · waste ${allowances.wastePercent}%`,
        { color: '#475569', size: 9 },
      );
      doc.moveDown(0.5);
      const tw = w.width();
      if (runs.length > 0) {
        const rows: { cells: string[]; bold?: boolean }[] = [];
        for (const run of runs) {
          const missing = run.unscaledCount > 0 ? ` (${run.unscaledCount} not measured: no scale)` : '';
          rows.push({ cells: [run.name, 'All', String(run.count), `${feetFormat.format(run.feet)}${missing}`], bold: true });
          for (const placed of run.byPlace) {
            rows.push({ cells: ['', placeName(placed), String(placed.count), placed.unscaledCount === placed.count ? 'not measured' : feetFormat.format(placed.feet)] });
          }
        }
        w.table(
          [
            { header: 'Run', width: tw - 300 },
            { header: 'Where', width: 120 },
            { header: 'Runs', width: 60, align: 'right' },
            { header: 'Feet', width: 120, align: 'right' },
          ],
          rows,
        );
      }
      if (points.length > 0) {
        const rows: { cells: string[]; bold?: boolean }[] = [];
        for (const point of points) {
          rows.push({ cells: [point.code === point.name ? point.code : `${point.code} — ${point.name}`, 'All', String(point.count)], bold: true });
          for (const placed of point.byPlace) rows.push({ cells: ['', placeName(placed), String(placed.count)] });
        }
        w.table(
          [
            { header: 'Marker', width: tw - 200 },
            { header: 'Where', width: 120 },
            { header: 'Count', width: 80, align: 'right' },
          ],
          rows,
        );
      }
      if (unscaled.length > 0) {
        const names = unscaled.map((drawing) => `${drawing.name} (${drawing.runCount} run${drawing.runCount === 1 ? '' : 's'})`).join(', ');
        w.paragraph(`Without scale: ${names}. Their runs are counted but not measured.`, { color: '#b45309', size: 9 });
      }
    }
  }

  function start(scope: Scope, project: ProjectWithCounts, rows: ReportRow[], catalogue: ReportCatalogue, clock: ReportClock, only?: ReportRow): Readable {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: 50, bottom: 50, left: 50, right: 50 },
      info: { Title: `${project.name} — Survey Report`, Creator: REPORT_FOOTER, Producer: REPORT_FOOTER },
    });
    write(doc, scope, project, rows, catalogue, clock, only).then(
      () => doc.end(),
      (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return doc as unknown as Readable;
  }

  /** The project's surveys with their place shown in their forms, and its buildings and unit types. */
  async function projectRows(scope: Scope, projectId: string) {
    const [surveys, catalogue] = await Promise.all([surveysOfProject(db, scope, projectId), reportCatalogue(db, scope, projectId)]);
    const rows = await placedRows(db, scope, surveys.filter((row): row is ReportRow => isLocationType(row.locationType)), catalogue);
    return { rows, catalogue };
  }

  return {
    /** The project's report; authorizes and reads the surveys first (a refusal is a proper answer), images as the reader keeps up. */
    async buildProject(actor: UserRow, projectId: string, options: { timeZone?: string | undefined; now?: Date } = {}): Promise<ReportPdf> {
      const scope = scopeOf(actor);
      const project = await projectInScope(db, scope, projectId);
      const { rows, catalogue } = await projectRows(scope, project.id);
      const clock: ReportClock = { generatedAt: options.now ?? new Date(), timeZone: options.timeZone ?? 'UTC' };
      return { contentDisposition: pdfContentDisposition(project.name, isoDate(clock.generatedAt, clock.timeZone)), body: start(scope, project, rows, catalogue, clock) };
    },

    /** One location's report: its form, drawings (a unit's floor plans too), photos and quantities. */
    async buildSurvey(actor: UserRow, surveyId: string, options: { timeZone?: string | undefined; now?: Date } = {}): Promise<ReportPdf> {
      const scope = scopeOf(actor);
      const survey = await surveyInScope(db, scope, surveyId);
      const project = await projectInScope(db, scope, survey.projectId);
      const { rows, catalogue } = await projectRows(scope, project.id);
      const only = rows.find((row) => row.id === survey.id);
      // A unit's floor plan is not a location: its unit's report holds it; a typical plan is drawn in the project's.
      if (!only || only.unitSurveyId !== null || only.isTypicalPlan) throw new AppError('NOT_FOUND', 'Survey not found.');
      const clock: ReportClock = { generatedAt: options.now ?? new Date(), timeZone: options.timeZone ?? 'UTC' };
      return {
        contentDisposition: pdfContentDisposition(project.name, isoDate(clock.generatedAt, clock.timeZone), surveyName(only)),
        body: start(scope, project, rows, catalogue, clock, only),
      };
    },
  };
}
