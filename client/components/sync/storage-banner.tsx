import { useEffect, useState } from 'react';
import { AlertTriangle, X } from 'lucide-react';
import { readStorageStatus, storageWarning, type StorageWarning } from '../../offline/storage-status';
import { Deferred, useOpenedOnce } from '../deferred';
import { SyncPanelPart } from './sync-panel-part';

const DISMISSED_KEY = 'riser-storage-warning-dismissed';

/**
 * Where the device may lose what Riser keeps (Safari after a week unused, a full disk), says so
 * once per session on every screen, and opens the sync panel for what to do.
 */
export function StorageBanner() {
  const [warning, setWarning] = useState<StorageWarning>(null);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  useEffect(() => {
    let active = true;
    void readStorageStatus().then((status) => {
      if (active) setWarning(storageWarning(status));
    });
    return () => {
      active = false;
    };
  }, []);
  if (dismissed || (warning !== 'full' && warning !== 'evicted-when-unused')) return null;
  return (
    <div role="alert" className="flex items-center justify-center gap-2 bg-amber-50 px-4 py-1.5 text-center text-sm text-amber-950">
      <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
      <button type="button" className="min-h-11 underline underline-offset-2" onClick={() => setOpen(true)}>
        {warning === 'full'
          ? 'This device is almost out of space for Riser.'
          : 'Safari may delete what Riser keeps on this device after 7 days unused. Add Riser to your Home Screen to keep it.'}
      </button>
      <button
        type="button"
        aria-label="Dismiss"
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-amber-100"
        onClick={() => {
          sessionStorage.setItem(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      {opened && (
        <Deferred>
          <SyncPanelPart open={open} onOpenChange={setOpen} />
        </Deferred>
      )}
    </div>
  );
}
