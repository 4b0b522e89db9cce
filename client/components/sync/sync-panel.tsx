import { formatRecent } from '../../lib/dates';
import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { surveyQueries } from '../../lib/survey-queries';
import { AlertTriangle, CloudOff, HardDrive, Loader2, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { connectivity } from '../../offline/connectivity';
import type { OutboxEntry } from '../../offline/offline-db';
import { offlineSync } from '../../offline/offline-sync';
import { useNotReachedReason, useOutboxEntries, useServerReachable, useSyncStatus } from '../../offline/use-outbox';
import { describeWaiting, formatBytes, summarizeWaiting } from '../../offline/waiting-summary';
import { ConfirmDialog } from '../confirm-dialog';
import { NOT_REACHED_TEXT } from '../offline-banner';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Progress } from '../ui/progress';
import { StorageSection } from './storage-section';


/** The project of a survey, from what this device read of it or what waits to make it. */
function projectOfSurvey(queryClient: QueryClient, surveyId: string, entries: readonly OutboxEntry[]): string | null {
  const read = queryClient.getQueryData(surveyQueries.detail(surveyId).queryKey);
  if (read) return read.projectId;
  const made = entries.find((entry) => entry.target.type === 'survey' && entry.target.id === surveyId && entry.target.parentId);
  return made?.target.parentId ?? null;
}

/** Where to look at a conflict: the location the entry belongs to (a photo's or a comment's). */
function reviewPath(entry: OutboxEntry, queryClient: QueryClient, entries: readonly OutboxEntry[]): string | null {
  const { type, id, parentId } = entry.target;
  if (type === 'survey' && parentId) return `/projects/${parentId}/surveys/${id}`;
  // The property (DESIGN §15): a building's page, the unit types, the dashboard for a bulk create.
  if (type === 'building' && parentId) return `/projects/${parentId}/buildings/${id}`;
  if (type === 'unit-type' && parentId) return `/projects/${parentId}/unit-types`;
  if (type === 'units' && parentId) return `/projects/${parentId}`;
  if ((type === 'photo' || type === 'comment') && parentId) {
    const projectId = projectOfSurvey(queryClient, parentId, entries);
    if (projectId) return `/projects/${projectId}/surveys/${parentId}`;
  }
  return null;
}

/**
 * The sync panel (DESIGN §6): how sending stands, every change still on this device with its
 * state, failures with retry and discard, conflicts with the way to them, the last sync, and the
 * device's storage.
 */
export function SyncPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const entries = useOutboxEntries();
  const status = useSyncStatus();
  const reachable = useServerReachable();
  const notReached = useNotReachedReason();
  const summary = summarizeWaiting(entries);
  const attention = entries.filter((entry) => entry.state !== 'pending');
  const waiting = entries.filter((entry) => entry.state === 'pending');

  let headline;
  if (status.signedOut) headline = 'Sign in again to send your changes. Nothing is lost meanwhile.';
  else if (!reachable) headline = NOT_REACHED_TEXT[notReached ?? 'offline'];
  else if (status.current) headline = 'Sending…';
  else if (waiting.length > 0) headline = 'Waiting to send.';
  else if (attention.length > 0) headline = 'Some changes need you.';
  else headline = 'Everything is on the server.';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Sync</DialogTitle>
          <DialogDescription>{describeWaiting(summary)}</DialogDescription>
        </DialogHeader>

        <section aria-label="Sync status" className="grid gap-2 rounded-md border border-border p-3 text-sm">
          <p role="status" className="flex items-start gap-2 font-medium">
            {!reachable ? (
              <CloudOff className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            ) : status.current ? (
              <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
            ) : (
              <HardDrive className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            {headline}
          </p>
          <p className="text-muted-foreground">
            {status.lastSyncAt ? `Last sent to the server at ${formatRecent(status.lastSyncAt)}.` : 'Nothing sent from this device yet.'}
            {status.nextAttemptAt && !status.current && entries.length > 0 ? ` Next try at ${formatRecent(status.nextAttemptAt)}.` : ''}
          </p>
          <div className="flex flex-wrap gap-2">
            {status.signedOut ? (
              <Button asChild size="sm">
                <Link to="/auth">Sign in</Link>
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                disabled={entries.length === 0 || status.current !== null}
                onClick={() => {
                  void connectivity().check();
                  void offlineSync().engine.run();
                }}
              >
                <RefreshCw aria-hidden="true" />
                Send now
              </Button>
            )}
          </div>
        </section>

        {attention.length > 0 && (
          <section aria-labelledby="sync-attention" className="grid gap-2">
            <h3 id="sync-attention" className="flex items-center gap-2 font-semibold">
              <AlertTriangle className="size-4 text-amber-700" aria-hidden="true" />
              Needs your attention
            </h3>
            <ul className="grid gap-2">
              {attention.map((entry) => (
                <AttentionItem key={entry.id} entry={entry} onNavigate={() => onOpenChange(false)} />
              ))}
            </ul>
          </section>
        )}

        {waiting.length > 0 && (
          <section aria-labelledby="sync-waiting" className="grid gap-2">
            <h3 id="sync-waiting" className="font-semibold">
              Waiting to send
            </h3>
            <ul aria-label="Changes waiting to send" className="grid max-h-72 gap-1 overflow-y-auto">
              {waiting.map((entry) => {
                const current = status.current?.entryId === entry.id ? status.current : null;
                return (
                  <li key={entry.id} className="grid gap-1 rounded-md bg-muted/60 px-3 py-2 text-sm">
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="min-w-0 break-words">{entry.summary}</span>
                      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatBytes(entry.size)}</span>
                    </div>
                    {current && (
                      <Progress
                        value={current.total > 0 ? (current.loaded / current.total) * 100 : 0}
                        aria-label={`Sending ${entry.summary}`}
                        className="h-1.5"
                      />
                    )}
                    {!current && entry.attempts > 0 && entry.problem && (
                      <span className="text-xs text-muted-foreground">Tried {entry.attempts}× · {entry.problem.message}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        <StorageSection />
      </DialogContent>
    </Dialog>
  );
}

function AttentionItem({ entry, onNavigate }: { entry: OutboxEntry; onNavigate: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [dependants, setDependants] = useState(0);
  const { outbox, engine } = offlineSync();
  const owner = engine.getOwner();
  const queryClient = useQueryClient();
  const entries = useOutboxEntries();
  const review = entry.state === 'conflict' ? reviewPath(entry, queryClient, entries) : null;

  async function askDiscard() {
    if (!owner) return;
    setDependants((await outbox.dependants(owner, entry.id)).length - 1);
    setConfirming(true);
  }

  return (
    <li className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium break-words">{entry.summary}</p>
        <p className="break-words text-amber-950">
          {entry.state === 'conflict'
            ? 'Someone else changed the same thing. Open it to choose which version to keep.'
            : `Not accepted by the server: ${entry.problem?.message ?? 'unknown reason'}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {review && (
          <Button asChild size="sm" onClick={onNavigate}>
            <Link to={review}>Review</Link>
          </Button>
        )}
        {entry.state === 'failed' && (
          <Button size="sm" variant="outline" onClick={() => void outbox.retry(entry.id)}>
            <RotateCcw aria-hidden="true" />
            Retry
          </Button>
        )}
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => void askDiscard()}>
          <Trash2 aria-hidden="true" />
          Discard
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard this change?"
        description={
          dependants > 0
            ? `“${entry.summary}” and ${dependants} ${dependants === 1 ? 'change that depends' : 'changes that depend'} on it are deleted from this device and never reach the server.`
            : `“${entry.summary}” is deleted from this device and never reaches the server.`
        }
        confirmLabel="Discard"
        onConfirm={() => {
          if (owner) void outbox.discard(owner, entry.id);
        }}
      />
    </li>
  );
}
