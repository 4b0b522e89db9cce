import { useId, useState, type FormEvent } from 'react';
import { Loader2, RotateCw, Trash2, Webhook as WebhookIcon } from 'lucide-react';
import { MAX_WEBHOOKS_PER_COMPANY, WEBHOOK_EVENTS, type CreatedWebhook, type Webhook, type WebhookDelivery, type WebhookEvent } from '../../../../common/schemas/webhooks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage } from '../../../lib/api-client';
import { useCreateWebhook, useDeleteWebhook, useRedeliverWebhook, useWebhooks } from '../api/webhooks';
import { formatDateTime } from '../../../lib/dates';
import { CopyField } from './copy-field';
import { ListSkeleton, LoadError } from './list-states';

const EVENT_NAMES: Record<WebhookEvent, string> = {
  'location.completed': 'Location completed',
  'project.completed': 'Project completed',
  'photo.added': 'Photo added',
  'quantities.changed': 'Quantities changed',
  'location.submitted': 'Location submitted for review',
  'location.approved': 'Location approved',
  'location.returned': 'Location returned',
  'comment.added': 'Comment added',
};

const STATUS_STYLES: Record<WebhookDelivery['status'], string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-950',
  delivered: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  failed: 'border-red-300 bg-red-50 text-red-950',
};
const STATUS_NAMES: Record<WebhookDelivery['status'], string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };

/**
 * The company's webhooks (issue 16): events POSTed, signed, to its own systems. A new hook's
 * secret is shown once; each hook lists its recent deliveries, any of which may be sent again;
 * deleting a hook asks first.
 */
export function WebhooksTab({ companyId }: { companyId: string }) {
  const hooks = useWebhooks(companyId);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <div className="grid gap-4">
        <NewWebhookForm companyId={companyId} onCreated={setCreated} full={(hooks.data?.length ?? 0) >= MAX_WEBHOOKS_PER_COMPANY} />
        {created && (
          <section aria-label="New webhook secret" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
            <p className="m-0 text-sm font-semibold text-amber-950">Copy this signing secret now: it is not shown again.</p>
            <CopyField label={`Secret for ${created.url}`} value={created.secret} copyLabel="Copy Secret" monospace />
            <p className="m-0 text-xs text-amber-900">
              Each delivery carries <code>X-Riser-Signature: t=…,v1=…</code>: the hex HMAC-SHA256 of <code>&lt;t&gt;.&lt;body&gt;</code> with this secret.
            </p>
            <Button variant="outline" className="w-fit" onClick={() => setCreated(null)}>
              Done
            </Button>
          </section>
        )}
      </div>
      <section aria-labelledby="webhooks-title" className="grid min-w-0 gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="webhooks-title" className="text-lg font-semibold tracking-tight">
            Webhooks
          </h2>
          {hooks.data && (
            <p className="m-0 text-sm text-muted-foreground">
              {hooks.data.length} of {MAX_WEBHOOKS_PER_COMPANY} webhooks
            </p>
          )}
        </div>
        {hooks.isPending ? (
          <ListSkeleton rows={2} label="Loading webhooks" />
        ) : hooks.isError ? (
          <LoadError title="Failed to fetch webhooks" error={hooks.error} onRetry={() => void hooks.refetch()} />
        ) : hooks.data.length === 0 ? (
          <p className="m-0 rounded-lg border border-dashed border-border bg-card px-4 py-6 text-center text-sm text-muted-foreground">No webhooks yet.</p>
        ) : (
          <ul className="m-0 grid gap-3 p-0">
            {hooks.data.map((hook) => (
              <WebhookRow key={hook.id} companyId={companyId} hook={hook} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** `full`: the company has as many hooks as it may (the server refuses another with WEBHOOK_LIMIT_REACHED). */
function NewWebhookForm({ companyId, onCreated, full }: { companyId: string; onCreated: (hook: CreatedWebhook) => void; full: boolean }) {
  const id = useId();
  const create = useCreateWebhook(companyId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['location.completed']);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<{ url?: string; events?: string; secret?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!/^https?:\/\/\S+$/i.test(url.trim())) found.url = 'Give an http(s) URL, e.g. https://example.com/riser.';
    if (events.length === 0) found.events = 'Choose at least one event.';
    if (secret !== '' && secret.length < 16) found.secret = 'A secret has at least 16 characters (or leave it empty to have one made).';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { url: url.trim(), events, ...(secret ? { secret } : {}) },
      {
        onSuccess: (hook) => {
          onCreated(hook);
          setUrl('');
          setSecret('');
        },
        onError: (failure) => toast({ title: 'Error', description: getServerMessage(failure) ?? 'The webhook could not be added. Please try again.', variant: 'destructive' }),
      },
    );
  }

  const toggle = (name: WebhookEvent, on: boolean) => setEvents((current) => (on ? WEBHOOK_EVENTS.filter((e) => e === name || current.includes(e)) : current.filter((e) => e !== name)));

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <WebhookIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          New webhook
        </h2>
        <p className="m-0 text-sm text-muted-foreground">Riser POSTs each chosen event to your URL as signed JSON, retrying for about 7 hours until it answers 2xx.</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-url`}>URL</Label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={url}
            placeholder="https://example.com/riser"
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={errors.url ? `${id}-url-error` : undefined}
          />
          {errors.url && (
            <p id={`${id}-url-error`} className="m-0 text-sm text-destructive">
              {errors.url}
            </p>
          )}
        </div>
        <fieldset className="m-0 grid gap-1 border-0 p-0" aria-describedby={errors.events ? `${id}-events-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">Events</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-sm hover:bg-muted">
              <input type="checkbox" className="size-5 accent-primary" checked={events.includes(name)} onChange={(event) => toggle(name, event.target.checked)} />
              {EVENT_NAMES[name]}
            </label>
          ))}
          {errors.events && (
            <p id={`${id}-events-error`} className="m-0 text-sm text-destructive">
              {errors.events}
            </p>
          )}
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-secret`}>Secret (optional)</Label>
          <Input
            id={`${id}-secret`}
            value={secret}
            autoComplete="off"
            placeholder="Leave empty to have one made"
            onChange={(event) => setSecret(event.target.value)}
            aria-invalid={errors.secret ? true : undefined}
            aria-describedby={errors.secret ? `${id}-secret-error` : undefined}
          />
          {errors.secret && (
            <p id={`${id}-secret-error`} className="m-0 text-sm text-destructive">
              {errors.secret}
            </p>
          )}
        </div>
        {full && (
          <p id={`${id}-full`} className="m-0 text-sm text-muted-foreground">
            This company has {MAX_WEBHOOKS_PER_COMPANY} webhooks, the most it may have: delete one to add another.
          </p>
        )}
        <Button type="submit" className="w-fit" disabled={create.isPending || full} aria-describedby={full ? `${id}-full` : undefined}>
          {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Add webhook
        </Button>
      </form>
    </section>
  );
}

function WebhookRow({ companyId, hook }: { companyId: string; hook: Webhook }) {
  const remove = useDeleteWebhook(companyId);
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  return (
    <li className="grid list-none gap-3 rounded-lg border border-border bg-card px-4 py-3" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={titleId} className="m-0 break-all font-medium">
            {hook.url}
          </p>
          <p className="m-0 text-xs text-muted-foreground">
            {hook.events.map((event) => EVENT_NAMES[event]).join(' · ')} · added {formatDateTime(hook.createdAt)}
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label={`Delete webhook ${hook.url}`} onClick={() => setAsking(true)} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <DeliveryLog companyId={companyId} hook={hook} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Delete this webhook?"
        description={`${hook.url} stops receiving events, and its delivery log is deleted. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() =>
          remove.mutate(
            { id: hook.id },
            {
              onSuccess: () => toast({ title: 'Webhook deleted', description: hook.url }),
              onError: () => toast({ title: 'Error', description: 'The webhook could not be deleted. Please try again.', variant: 'destructive' }),
            },
          )
        }
      />
    </li>
  );
}

function DeliveryLog({ companyId, hook }: { companyId: string; hook: Webhook }) {
  const redeliver = useRedeliverWebhook(companyId);
  if (hook.deliveries.length === 0) return <p className="m-0 text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <div className="grid gap-1">
      <h3 className="m-0 text-sm font-semibold">Recent deliveries</h3>
      <ul className="m-0 grid gap-2 p-0" aria-label={`Deliveries to ${hook.url}`}>
        {hook.deliveries.map((delivery) => (
          <li key={delivery.id} className="flex list-none flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
            <div className="grid min-w-0 gap-0.5">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{EVENT_NAMES[delivery.event]}</span>
                <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_STYLES[delivery.status]}`}>{STATUS_NAMES[delivery.status]}</span>
              </span>
              <span className="text-xs text-muted-foreground">
                {formatDateTime(delivery.createdAt)} · {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
                {delivery.lastStatusCode !== null ? ` · last answer ${delivery.lastStatusCode}` : ''}
                {delivery.lastError && delivery.status !== 'delivered' ? ` · ${delivery.lastError}` : ''}
                {delivery.status === 'pending' && delivery.nextAttemptAt && delivery.attempts > 0 ? ` · next try ${formatDateTime(delivery.nextAttemptAt)}` : ''}
              </span>
            </div>
            <Button
              variant="outline"
              aria-label={`Redeliver ${EVENT_NAMES[delivery.event]} of ${formatDateTime(delivery.createdAt)}`}
              disabled={redeliver.isPending}
              onClick={() =>
                redeliver.mutate(
                  { webhookId: hook.id, deliveryId: delivery.id },
                  {
                    onSuccess: () => toast({ title: 'Sent again', description: EVENT_NAMES[delivery.event] }),
                    onError: () => toast({ title: 'Error', description: 'The delivery could not be sent again. Please try again.', variant: 'destructive' }),
                  },
                )
              }
            >
              <RotateCw aria-hidden="true" />
              Redeliver
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
