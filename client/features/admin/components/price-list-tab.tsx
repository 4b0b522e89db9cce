import { useId, useRef, useState, type FormEvent } from 'react';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import type { PriceList } from '../../../../common/schemas/price-lists';
import type { ProposalSettings } from '../../../../common/schemas/proposal';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { usePriceList, useProposalSettings, useUpdatePriceList, useUpdateProposalSettings } from '../api/price-list';
import { emptyPriceRow, priceListTexts, readPriceList, type PriceListErrors, type PriceListTexts, type PriceRowTexts } from '../model/price-list-form';
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
  const [texts, setTexts] = useState<PriceListTexts>(() => priceListTexts(list));
  const [errors, setErrors] = useState<PriceListErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const nextKey = useRef(list.items.length);

  function changeRow(key: number, change: Partial<PriceRowTexts>) {
    setTexts((current) => ({ ...current, rows: current.rows.map((row) => (row.key === key ? { ...row, ...change } : row)) }));
  }

  function addRow() {
    const key = nextKey.current++;
    setTexts((current) => ({ ...current, rows: [...current.rows, emptyPriceRow(key)] }));
    // The new row's item is where the admin types next.
    requestAnimationFrame(() => document.getElementById(`${id}-${key}-item`)?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readPriceList(texts);
    setErrors(read.errors);
    setServerError(null);
    if (!read.value) return;
    update.mutate(
      { companyId, body: read.value },
      {
        onSuccess: () => toast({ title: 'Prices saved', description: 'Every project’s estimate and proposal use them now.' }),
        onError: (error) => setServerError(getErrorMessage(error, 'The prices could not be saved. Please try again.')),
      },
    );
  }

  const fieldError = (key: string) => errors[key];
  const described = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {});

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
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div className="grid max-w-48 gap-1.5">
          <Label htmlFor={`${id}-markup`}>Markup (%)</Label>
          <Input
            id={`${id}-markup`}
            inputMode="decimal"
            value={texts.markupPercent}
            onChange={(event) => setTexts((current) => ({ ...current, markupPercent: event.target.value }))}
            {...described('markupPercent')}
          />
          <FieldError id={`${id}-markupPercent-error`} message={fieldError('markupPercent')} />
        </div>
        <ul aria-label="Priced items" className="m-0 grid gap-3 p-0">
          {texts.rows.map((row, index) => (
            <li key={row.key} className="grid list-none gap-3 rounded-md border border-border/70 p-3 sm:grid-cols-[minmax(8rem,1fr)_7rem_8rem_8rem_auto] sm:items-start">
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-${row.key}-item`}>Item code</Label>
                <Input id={`${id}-${row.key}-item`} value={row.item} onChange={(event) => changeRow(row.key, { item: event.target.value })} {...described(`${row.key}.item`)} />
                <FieldError id={`${id}-${row.key}.item-error`} message={fieldError(`${row.key}.item`)} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-${row.key}-unit`}>Unit</Label>
                <NativeSelect id={`${id}-${row.key}-unit`} value={row.unit} onChange={(event) => changeRow(row.key, { unit: event.target.value as 'ft' | 'each' })}>
                  <option value="ft">per ft</option>
                  <option value="each">each</option>
                </NativeSelect>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-${row.key}-material`}>Material ($)</Label>
                <Input id={`${id}-${row.key}-material`} inputMode="decimal" value={row.material} onChange={(event) => changeRow(row.key, { material: event.target.value })} {...described(`${row.key}.material`)} />
                <FieldError id={`${id}-${row.key}.material-error`} message={fieldError(`${row.key}.material`)} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-${row.key}-labour`}>Labour ($)</Label>
                <Input id={`${id}-${row.key}-labour`} inputMode="decimal" value={row.labour} onChange={(event) => changeRow(row.key, { labour: event.target.value })} {...described(`${row.key}.labour`)} />
                <FieldError id={`${id}-${row.key}.labour-error`} message={fieldError(`${row.key}.labour`)} />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11 sm:mt-6"
                aria-label={`Remove ${row.item.trim() || `row ${index + 1}`}`}
                onClick={() => setTexts((current) => ({ ...current, rows: current.rows.filter((other) => other.key !== row.key) }))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
              {row.accessories && row.accessories.length > 0 && (
                <p className="m-0 text-sm text-muted-foreground sm:col-span-5">
                  With each: {row.accessories.map((accessory) => `${accessory.perItem} × ${accessory.name} ($${accessory.material} + $${accessory.labour})`).join(', ')}
                </p>
              )}
            </li>
          ))}
        </ul>
        {texts.rows.length === 0 && <p className="m-0 text-sm text-muted-foreground">No prices yet: add an item.</p>}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={addRow}>
            <Plus aria-hidden="true" />
            Add item
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Save prices
          </Button>
        </div>
        {serverError && (
          <p role="alert" className="m-0 text-sm text-destructive">
            {serverError}
          </p>
        )}
      </form>
    </section>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="m-0 text-sm text-destructive">
      {message}
    </p>
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
