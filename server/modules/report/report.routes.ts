import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '../../../common/schemas/projects';
import { ReportQuery } from '../../../common/schemas/report';
import { requireActor } from '../../auth/authenticate';
import { reportPdfRoutes } from './report-pdf.routes';
import { createReportService, type ReportDeps } from './report.service';

// Inline styles and data: images only: even opened from the server, the report runs nothing.
const REPORT_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

export function reportRoutes(deps: ReportDeps) {
  const reports = createReportService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // The same report as a PDF (report-pdf.routes.ts).
    await fastify.register(reportPdfRoutes(deps));

    app.get(
      '/api/projects/:id/report',
      {
        config: { heavyOutput: true },
        schema: {
          tags: ['projects'],
          summary: 'The project report: one self-contained HTML file, streamed as it is built (DESIGN §7)',
          params: IdParams,
          querystring: ReportQuery,
          // No response schema: the answer is a stream of HTML, never serialized (errors stay JSON).
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const report = await reports.build(requireActor(request), request.params.id, { timeZone: request.query.tz });
        return reply
          .type('text/html; charset=utf-8')
          .header('content-disposition', report.contentDisposition)
          .header('cache-control', 'no-store')
          .header('content-security-policy', REPORT_CSP)
          .header('x-content-type-options', 'nosniff')
          .send(report.body);
      },
    );
  };
}
