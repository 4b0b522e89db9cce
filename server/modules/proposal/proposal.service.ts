import type { Readable } from 'node:stream';
import { projectEstimate } from '../../../common/markup/estimate';
import { parseElements } from '../../../common/markup/parse-elements';
import { scopeByBuilding } from '../../../common/markup/proposal-scope';
import { renderSvg } from '../../../common/markup/render-svg';
import type { ProposalSettings, UpdateProposalSettingsBody } from '../../../common/schemas/proposal';
import { recordAudit } from '../../audit/audit-log';
import { authorize } from '../../auth/authorize';
import { requestedScope, scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { contentDisposition } from '../../http/content-disposition';
import { companyPolicy } from '../companies/companies.policy';
import { companyExists } from '../companies/companies.service';
import { photosOfSurveys } from '../photos/photos.service';
import { projectEffectivePriceList } from '../price-lists/price-lists.service';
import { projectTakeoff } from '../quantities/project-takeoff';
import { backgroundContentType } from '../surveys/background-image';
import { proposalPdf } from './proposal-pdf';
import { findProposalCompany, updateProposalTerms } from './proposal.repo';

// The owner's proposal (DESIGN §17), beside the crew's report: from the same quantities and
// estimate, with the photos a surveyor starred and the company's terms.

/** Photos in a proposal: a page of them at most. */
export const MAX_PROPOSAL_PHOTOS = 6;
/** Images bigger than this are left out rather than held whole. */
const MAX_IMAGE_BYTES = 16 * 1024 * 1024;

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

export function createProposalService({ db, blobs }: { db: Db; blobs: BlobStore }) {
  async function readImage(key: string): Promise<Buffer | undefined> {
    const blob = await blobs.read(key, MAX_IMAGE_BYTES);
    if (!blob) return undefined;
    return 'bytes' in blob ? blob.bytes : collect(blob.stream, MAX_IMAGE_BYTES);
  }

  /** An image as a PNG or JPEG pdfkit draws, whatever it was stored as; undefined if it does not read. */
  async function asPng(input: Buffer | string): Promise<Buffer | undefined> {
    const { default: sharp } = await import('sharp');
    try {
      return await sharp(typeof input === 'string' ? Buffer.from(input) : input, { density: 144 })
        .rotate()
        .resize({ width: 1200, height: 900, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
    } catch {
      return undefined;
    }
  }

  async function visibleCompany(actor: UserRow, id: string) {
    requestedScope(actor, id);
    if (!(await companyExists(db, id))) throw new AppError('NOT_FOUND', 'Company not found.');
    return { id };
  }

  return {
    async settings(actor: UserRow, companyId: string): Promise<ProposalSettings> {
      await visibleCompany(actor, companyId);
      return { terms: (await findProposalCompany(db, companyId))?.terms ?? null };
    },

    async setSettings(actor: UserRow, companyId: string, body: UpdateProposalSettingsBody): Promise<ProposalSettings> {
      const company = await visibleCompany(actor, companyId);
      authorize(companyPolicy, actor, 'company.proposal', company, 'Only the company’s administrators can change its proposals’ terms.');
      const terms = body.terms === null || body.terms === '' ? null : body.terms;
      await db.transaction(async (tx) => {
        await updateProposalTerms(tx, scopeOf(actor), companyId, terms);
        await recordAudit(tx, { action: 'company.proposal', actorId: actor.id, companyId, subjectType: 'company', subjectId: companyId, data: { terms: terms === null ? 'removed' : 'set' } });
      });
      return { terms };
    },

    async pdfOfProject(actor: UserRow, projectId: string): Promise<{ pdf: Buffer; contentDisposition: string }> {
      const takeoff = await projectTakeoff(db, actor, projectId);
      const [company, prices, photos] = await Promise.all([
        findProposalCompany(db, takeoff.project.companyId),
        projectEffectivePriceList(db, takeoff.scope, takeoff.project),
        photosOfSurveys(db, takeoff.scope, takeoff.surveys.map((survey) => survey.id)),
      ]);
      const buildingNames = new Map(takeoff.catalogue.buildings.map((building) => [building.id, building.name]));
      const unitsByBuilding = new Map<string, number>();
      for (const survey of takeoff.surveys) {
        if (survey.locationType !== 'unit' || survey.unitSurveyId !== null || survey.isTypicalPlan || !survey.buildingId) continue;
        const name = buildingNames.get(survey.buildingId);
        if (name) unitsByBuilding.set(name, (unitsByBuilding.get(name) ?? 0) + 1);
      }

      const siteMap = takeoff.surveys.find((survey) => survey.locationType === 'site-map' && (survey.uploadedImageKey || parseElements(survey.markupElements).length > 0));
      let siteMapPng: Buffer | undefined;
      if (siteMap) {
        const background = siteMap.uploadedImageKey ? await readImage(siteMap.uploadedImageKey) : undefined;
        const href = background ? `data:${backgroundContentType(siteMap.uploadedImageKey!)};base64,${background.toString('base64')}` : null;
        const svg = renderSvg({ elements: parseElements(siteMap.markupElements), background: href ? { href } : null, scale: siteMap.markupScale }, 'site-map', {
          width: 1200,
          height: 900,
          backgroundColor: '#ffffff',
        });
        siteMapPng = await asPng(svg);
      }

      const chosen: { png: Buffer; caption: string }[] = [];
      for (const photo of photos.filter((row) => row.starred).slice(0, MAX_PROPOSAL_PHOTOS)) {
        const bytes = await readImage(photo.displayKey);
        const png = bytes ? await asPng(bytes) : undefined;
        if (png) chosen.push({ png, caption: photo.label ?? '' });
      }

      const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
      const pdf = await proposalPdf({
        companyName: company?.name ?? '',
        projectName: takeoff.project.name,
        description: takeoff.project.description,
        date,
        scopes: scopeByBuilding(takeoff.quantities, unitsByBuilding),
        siteMapPng,
        photos: chosen,
        estimate: projectEstimate(takeoff.quantities, prices),
        terms: company?.terms ?? null,
      });
      const ascii = `${takeoff.project.name.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'Project'}-Proposal.pdf`;
      return { pdf, contentDisposition: contentDisposition(`${takeoff.project.name.trim() || 'Project'} Proposal.pdf`, ascii) };
    },
  };
}
