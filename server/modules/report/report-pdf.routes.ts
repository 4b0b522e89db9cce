import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '../../../common/schemas/projects';
import { ReportQuery } from '../../../common/schemas/report';
import { requireActor } from '../../auth/authenticate';
import { createReportPdfService, type ReportPdf, type ReportPdfDeps } from './report-pdf.service';

/** The report as a PDF (issue 16): the project's, and one location's; both streamed as drawn. */
export function reportPdfRoutes(deps: ReportPdfDeps) {
  const pdfs = createReportPdfService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const send = (reply: { type: (t: string) => typeof reply; header: (k: string, v: string) => typeof reply; send: (body: unknown) => unknown }, pdf: ReportPdf) =>
      reply.type('application/pdf').header('content-disposition', pdf.contentDisposition).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').send(pdf.body);

    app.get(
      '/api/projects/:id/report.pdf',
      {
        config: { heavyOutput: true },
        schema: {
          tags: ['projects'],
          summary: 'The project report as a PDF, drawn by the server and streamed as it is made',
          params: IdParams,
          querystring: ReportQuery,
          // No response schema: the answer is a stream of PDF bytes (errors stay JSON).
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => send(reply, await pdfs.buildProject(requireActor(request), request.params.id, { timeZone: request.query.tz })),
    );

    app.get(
      '/api/surveys/:id/report.pdf',
      {
        config: { heavyOutput: true },
        schema: {
          tags: ['surveys'],
          summary: "One location's report as a PDF: its form, drawings, photos and quantities",
          params: IdParams,
          querystring: ReportQuery,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => send(reply, await pdfs.buildSurvey(requireActor(request), request.params.id, { timeZone: request.query.tz })),
    );
  };
}
