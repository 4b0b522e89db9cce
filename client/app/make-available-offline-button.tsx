import { formatRecent } from '../lib/dates';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { CloudDownload, Loader2 } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Progress } from '../components/ui/progress';
import { toast } from '../components/ui/use-toast';
import { offlineDb } from '../offline/offline-db';
import { useServerReachable } from '../offline/use-outbox';
import { makeProjectAvailableOffline, offlineReadyKey, type PrefetchProgress } from './make-available-offline';

/** The project dashboard's "Make available offline", with its progress and when it was last done. */
export function MakeAvailableOfflineButton({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const reachable = useServerReachable();
  const [progress, setProgress] = useState<PrefetchProgress | null>(null);
  const readyAt = useLiveQuery(async () => (await offlineDb().meta.get(offlineReadyKey(projectId)))?.value as number | undefined, [projectId]);

  async function run() {
    setProgress({ done: 0, total: 1 });
    try {
      const done = await makeProjectAvailableOffline(queryClient, projectId, setProgress);
      toast({ title: 'Available offline', description: `This project is on this device: ${done.total} items saved.` });
    } catch {
      toast({
        title: 'Not all of it is on this device',
        description: 'The connection was lost while saving the project. What was saved stays; try again with signal.',
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="grid gap-1.5">
      <Button variant="outline" onClick={() => void run()} disabled={progress !== null || !reachable}>
        {progress ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CloudDownload aria-hidden="true" />}
        {progress ? 'Saving for offline…' : 'Make available offline'}
      </Button>
      {progress ? (
        <Progress
          value={progress.total > 0 ? (100 * progress.done) / progress.total : 0}
          aria-label={`Saving for offline: ${progress.done} of ${progress.total}`}
          className="h-1.5"
        />
      ) : (
        readyAt && <p className="text-xs text-muted-foreground">On this device since {formatRecent(readyAt)}</p>
      )}
    </div>
  );
}
