import { useId, useState, type FormEvent } from 'react';
import { KeyRound, Loader2, Trash2 } from 'lucide-react';
import type { ApiToken, ApiTokenRole, CreatedApiToken } from '../../../../common/schemas/api-tokens';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage } from '../../../lib/api-client';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { formatDateTime } from '../../../lib/dates';
import { CopyField } from './copy-field';
import { ListSkeleton, LoadError } from './list-states';

const ROLE_NAMES: Record<ApiTokenRole, string> = { 'read-only': 'Read only', 'read-write': 'Read and write' };

/**
 * The company's API tokens (issue 16): for its own systems to read (or write) its projects and
 * surveys with `Authorization: Bearer`. A new token is shown once; revoking one asks first.
 */
export function ApiTokensTab({ companyId }: { companyId: string }) {
  const tokens = useApiTokens(companyId);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-4">
        <NewTokenForm companyId={companyId} onCreated={setCreated} />
        {created && (
          <section aria-label="New token" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
            <p className="m-0 text-sm font-semibold text-amber-950">Copy this token now: it is not shown again.</p>
            <CopyField label={`Token “${created.name}”`} value={created.token} copyLabel="Copy Token" monospace />
            <p className="m-0 text-xs text-amber-900">
              Send it as <code>Authorization: Bearer {created.prefix}…</code>. The API is described at <a className="underline" href="/api/docs/">/api/docs</a>.
            </p>
            <Button variant="outline" className="w-fit" onClick={() => setCreated(null)}>
              Done
            </Button>
          </section>
        )}
      </div>
      <section aria-labelledby="tokens-title" className="grid gap-3">
        <h2 id="tokens-title" className="text-lg font-semibold tracking-tight">
          API tokens
        </h2>
        {tokens.isPending ? (
          <ListSkeleton rows={2} label="Loading API tokens" />
        ) : tokens.isError ? (
          <LoadError title="Failed to fetch API tokens" error={tokens.error} onRetry={() => void tokens.refetch()} />
        ) : tokens.data.length === 0 ? (
          <p className="m-0 rounded-lg border border-dashed border-border bg-card px-4 py-6 text-center text-sm text-muted-foreground">No API tokens yet.</p>
        ) : (
          <ul className="m-0 grid gap-2 p-0">
            {tokens.data.map((token) => (
              <TokenRow key={token.id} companyId={companyId} token={token} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function NewTokenForm({ companyId, onCreated }: { companyId: string; onCreated: (token: CreatedApiToken) => void }) {
  const id = useId();
  const create = useCreateApiToken(companyId);
  const [name, setName] = useState('');
  const [role, setRole] = useState<ApiTokenRole>('read-only');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') return setError('Name the token (what uses it).');
    setError(null);
    create.mutate(
      { name: name.trim(), role },
      {
        onSuccess: (token) => {
          onCreated(token);
          setName('');
        },
        onError: (failure) => toast({ title: 'Error', description: getServerMessage(failure) ?? 'The token could not be made. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <KeyRound className="size-5 text-muted-foreground" aria-hidden="true" />
          New API token
        </h2>
        <p className="m-0 text-sm text-muted-foreground">For your own systems: it reaches this company&apos;s projects and surveys, never accounts or administration.</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            placeholder="e.g. Office spreadsheet sync"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="m-0 text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-role`}>Access</Label>
          <NativeSelect id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as ApiTokenRole)}>
            <option value="read-only">{ROLE_NAMES['read-only']}</option>
            <option value="read-write">{ROLE_NAMES['read-write']}</option>
          </NativeSelect>
        </div>
        <Button type="submit" className="w-fit" disabled={create.isPending}>
          {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Create token
        </Button>
      </form>
    </section>
  );
}

function TokenRow({ companyId, token }: { companyId: string; token: ApiToken }) {
  const revoke = useRevokeApiToken(companyId);
  const [asking, setAsking] = useState(false);
  return (
    <li className="flex list-none items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3">
      <div className="min-w-0">
        <p className="m-0 truncate font-medium">{token.name}</p>
        <p className="m-0 text-xs text-muted-foreground">
          <code>{token.prefix}…</code> · {ROLE_NAMES[token.role]} · made {formatDateTime(token.createdAt)} ·{' '}
          {token.lastUsedAt ? `last used ${formatDateTime(token.lastUsedAt)}` : 'never used'}
        </p>
      </div>
      <Button variant="ghost" size="icon" aria-label={`Revoke ${token.name}`} onClick={() => setAsking(true)} disabled={revoke.isPending}>
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Revoke ${token.name}?`}
        description="Whatever uses this token stops working at once. This cannot be undone."
        confirmLabel="Revoke"
        onConfirm={() =>
          revoke.mutate(
            { id: token.id },
            {
              onSuccess: () => toast({ title: 'Token revoked', description: token.name }),
              onError: () => toast({ title: 'Error', description: 'The token could not be revoked. Please try again.', variant: 'destructive' }),
            },
          )
        }
      />
    </li>
  );
}
