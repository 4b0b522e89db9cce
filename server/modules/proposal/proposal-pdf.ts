import type { Estimate } from '../../../common/markup/estimate';
import { scopeSentence, type BuildingScope } from '../../../common/markup/proposal-scope';
import { pdfWriter, type Doc } from '../report/report-pdf-sections';

// The owner's proposal as a PDF (DESIGN §17): a few pages a property owner reads — who proposes,
// for which property, the scope in words per building, the site map, chosen photos, the price by
// section (not every line: the estimate is the crew's) and the company's terms. Small enough to
// be made whole before it is sent. pdfkit is loaded on the first proposal, not at start.

export interface ProposalContent {
  companyName: string;
  projectName: string;
  description: string | null;
  /** 'Nov 28, 2026' */
  date: string;
  scopes: readonly BuildingScope[];
  siteMapPng: Buffer | undefined;
  photos: readonly { png: Buffer; caption: string }[];
  estimate: Estimate;
  terms: string | null;
}

const ACCENT = '#1d4ed8';
const MUTED = '#64748b';
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export async function proposalPdf(content: ProposalContent): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc: Doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `Proposal · ${content.projectName}`, Author: content.companyName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const w = pdfWriter(doc);

  // Who proposes, to whom, for what.
  doc.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT).text(content.companyName, w.left, doc.y, { width: w.width() });
  doc.moveDown(0.2);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`PROPOSAL · ${content.date}`);
  doc.moveDown(1);
  w.heading(content.projectName.trim() || 'Property', 22);
  if (content.description?.trim()) w.paragraph(content.description.trim(), { color: '#334155' });

  w.subheading('Scope of work');
  if (content.scopes.length === 0) w.paragraph('The survey has no drawings yet.', { color: MUTED });
  for (const scope of content.scopes) {
    w.ensure(30);
    w.paragraph(scopeSentence(scope));
    doc.moveDown(0.4);
  }

  w.subheading('Investment');
  const amount = (value: number) => money.format(value);
  w.table(
    [
      { header: 'Section', width: w.width() - 140 },
      { header: 'Amount', width: 140, align: 'right' },
    ],
    [
      ...content.estimate.sections.map((section) => ({ cells: [section.name, amount(section.total)] })),
      ...(content.estimate.markup > 0 ? [{ cells: ['Subtotal', amount(content.estimate.subtotal)] }, { cells: [`Overhead and profit (${content.estimate.markupPercent} %)`, amount(content.estimate.markup)] }] : []),
      { cells: ['Total', amount(content.estimate.total)], bold: true },
    ],
  );
  if (content.estimate.unpriced.length > 0) {
    w.paragraph(`Not priced yet, not in the total: ${content.estimate.unpriced.join(', ')}.`, { color: MUTED, size: 9 });
  }

  if (content.siteMapPng) {
    doc.addPage();
    w.subheading('Site map');
    doc.image(content.siteMapPng, w.left, doc.y, { fit: [w.width(), w.width() * 0.75] });
    doc.y += w.width() * 0.75 + 10;
  }

  if (content.photos.length > 0) {
    doc.addPage();
    w.subheading('Photos');
    const gap = 12;
    const cell = (w.width() - gap) / 2;
    const height = cell * 0.75;
    let column = 0;
    for (const photo of content.photos) {
      if (column === 0) w.ensure(height + 30);
      const x = w.left + column * (cell + gap);
      const y = doc.y;
      doc.image(photo.png, x, y, { fit: [cell, height], align: 'center', valign: 'center' });
      doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(photo.caption, x, y + height + 4, { width: cell });
      if (column === 1) doc.y = y + height + 24;
      else doc.y = y;
      column = 1 - column;
    }
    if (column === 1) doc.y += height + 24;
  }

  if (content.terms?.trim()) {
    w.ensure(120);
    doc.moveDown(1);
    doc.x = w.left;
    w.subheading('Terms');
    for (const paragraph of content.terms.trim().split(/\n\s*\n/)) {
      w.paragraph(paragraph.trim(), { size: 9 });
      doc.moveDown(0.5);
    }
  }

  doc.end();
  await done;
  return Buffer.concat(chunks);
}
