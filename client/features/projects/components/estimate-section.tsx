import { useState } from 'react';
import { Calculator, Tags } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useViewAs } from '../../../lib/session';
import { getErrorMessage } from '../../../lib/api-client';
import { useProjectEstimate } from '../api/deal-reads';
import { formatMoney } from '../model/money';
import { ProjectPricesDialog } from './project-prices-dialog';

const cell = 'px-3 py-2 text-left align-top';
const num = 'px-3 py-2 text-right align-top tabular-nums whitespace-nowrap';

/**
 * The project's estimate (issue 28): its quantities times the company's prices, by section, the
 * markup and the total; items without a price named, as they are left out of the totals. The
 * company's admins may price this project otherwise (Project prices).
 */
export function EstimateSection({ projectId }: { projectId: string }) {
  const estimate = useProjectEstimate(projectId);
  const data = estimate.data;
  const { abilities } = useViewAs();
  const mayPrice = abilities.administerOwnCompany || abilities.administerAllCompanies;
  const [pricing, setPricing] = useState(false);

  return (
    <section aria-labelledby="estimate-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 sm:max-w-xl">
        <h2 id="estimate-heading" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Calculator className="size-5 text-muted-foreground" aria-hidden="true" />
          Estimate
        </h2>
        {mayPrice && (
          <Button variant="outline" className="min-h-11" onClick={() => setPricing(true)}>
            <Tags aria-hidden="true" />
            Project prices
          </Button>
        )}
      </div>
      {estimate.isPending && (
        <p role="status" className="m-0 text-sm text-muted-foreground">
          {estimate.fetchStatus === 'paused' ? 'The estimate is read from the server once you are online.' : 'Pricing the quantities...'}
        </p>
      )}
      {estimate.isError && !data && (
        <p className="m-0 text-sm text-muted-foreground">
          The estimate could not be read: {getErrorMessage(estimate.error, 'check your connection and try again.')}
        </p>
      )}
      {data && (
        <div className="overflow-x-auto rounded-lg border border-border bg-card sm:max-w-xl">
          <table className="w-full border-collapse text-sm" data-testid="estimate-totals">
            <caption className="sr-only">Estimate: totals by section, markup and total</caption>
            <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className={cell}>Section</th>
                <th scope="col" className={num}>Total</th>
              </tr>
            </thead>
            <tbody>
              {data.sections.map((section) => (
                <tr key={section.name} className="border-t border-border/60">
                  <th scope="row" className={`${cell} font-normal`}>{section.name}</th>
                  <td className={num}>{formatMoney(section.total)}</td>
                </tr>
              ))}
              <tr className="border-t border-border">
                <th scope="row" className={`${cell} font-normal`}>Subtotal</th>
                <td className={num}>{formatMoney(data.subtotal)}</td>
              </tr>
              <tr className="border-t border-border/60">
                <th scope="row" className={`${cell} font-normal`}>Markup ({data.markupPercent}%)</th>
                <td className={num}>{formatMoney(data.markup)}</td>
              </tr>
              <tr className="border-t border-border font-semibold">
                <th scope="row" className={cell}>Total</th>
                <td className={num} data-testid="estimate-total">{formatMoney(data.total)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {data && data.unpriced.length > 0 && (
        <p role="note" className="m-0 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Not priced, left out of the total: {data.unpriced.join(', ')}.{' '}
          Company admins set prices on the Company Dashboard, tab Prices.
        </p>
      )}
      {mayPrice && <ProjectPricesDialog projectId={projectId} open={pricing} onOpenChange={setPricing} />}
    </section>
  );
}
