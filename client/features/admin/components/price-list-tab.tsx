import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { PriceList } from '../../../../common/schemas/price-lists';
import type { ProposalSettings } from '../../../../common/schemas/proposal';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { usePriceList, useProposalSettings, useUpdatePriceList, useUpdateProposalSettings } from '../api/price-list';
import { PriceListEditor } from '../../../components/price-list/price-list-editor';
import { ListSkeleton, LoadError } from './list-states';

/**
 * The company's prices (issue 28): what a foot of each run kind and each marker costs in
 * material and labour, and the markup, for every project's estimate and proposal; and the
 * terms at the end of each proposal.
 */
export function PriceListTab({ companyId }: { companyId: string }) {
  const prices = usePriceList(companyId);
  const proposal = useProposalSettings(companyId);
  return (
    <div className="grid gap-6">
      {prices.isPending ? (
        <ListSkeleton rows={3} label="Loading prices" />
      ) : prices.isError ? (
        <LoadError title="Failed to fetch prices" error={prices.error} onRetry={() => void prices.refetch()} />
      ) : (
        <PriceListForm key={JSON.stringify(prices.data)} companyId={companyId} list={prices.data} />
      )}
      {proposal.isPending ? (
        <ListSkeleton rows={1} label="Loading proposal terms" />
      ) : proposal.isError ? (
        <LoadError title="Failed to fetch proposal terms" error={proposal.error} onRetry={() => void proposal.refetch()} />
      ) : (
        <ProposalTermsForm key={proposal.data.terms ?? ''} companyId={companyId} settings={proposal.data} />
      )}
    </div>
  );
}

function PriceListForm({ companyId, list }: { companyId: string; list: PriceList }) {
  const id = useId();
  const update = useUpdatePriceList();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          Price list
        </h2>
        <p className="m-0 text-sm text-muted-foreground">
          Per foot of a run kind (cat6, conduit…) or each of a marker code (DJ, MC, IDF…), material and labour. Projects&apos; estimates and proposals multiply their
          quantities by these; an item not listed shows unpriced.
        </p>
      </div>
      <PriceListEditor
        list={list}
        saving={update.isPending}
        emptyText="No prices yet: add an item."
        onSave={async (value) => {
          await update.mutateAsync({ companyId, body: { markupPercent: value.markupPercent ?? 0, items: value.items } });
          toast({ title: 'Prices saved', description: 'Every project’s estimate and proposal use them now.' });
        }}
      />
    </section>
  );
}

function ProposalTermsForm({ companyId, settings }: { companyId: string; settings: ProposalSettings }) {
  const id = useId();
  const update = useUpdateProposalSettings();
  const [terms, setTerms] = useState(settings.terms ?? '');
  const [serverError, setServerError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    update.mutate(
      { companyId, body: { terms: terms.trim() === '' ? null : terms } },
      {
        onSuccess: () => toast({ title: 'Proposal terms saved' }),
        onError: (error) => setServerError(getErrorMessage(error, 'The terms could not be saved. Please try again.')),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
        Proposal terms
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-terms`}>Terms and conditions</Label>
          <Textarea id={`${id}-terms`} rows={6} maxLength={20_000} value={terms} onChange={(event) => setTerms(event.target.value)} aria-describedby={`${id}-hint`} />
          <p id={`${id}-hint`} className="m-0 text-sm text-muted-foreground">
            Printed at the end of every proposal; a blank line starts a paragraph.
          </p>
        </div>
        <Button type="submit" className="w-fit" disabled={update.isPending}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save terms
        </Button>
        {serverError && (
          <p role="alert" className="m-0 text-sm text-destructive">
            {serverError}
          </p>
        )}
      </form>
    </section>
  );
}
