import { useEffect, useState } from 'react';
import { Download, HardDrive, Share } from 'lucide-react';
import { useInstallPrompt } from '../../offline/install-prompt';
import { readStorageStatus, storageWarning, type StorageStatus } from '../../offline/storage-status';
import { formatBytes } from '../../offline/waiting-summary';
import { Button } from '../ui/button';

/** The device's storage: how much Riser uses, whether it is kept, and what to do when it may not be. */
export function StorageSection() {
  const [status, setStatus] = useState<StorageStatus | null>(null);
  const install = useInstallPrompt();
  useEffect(() => {
    let active = true;
    void readStorageStatus().then((read) => {
      if (active) setStatus(read);
    });
    return () => {
      active = false;
    };
  }, []);
  if (!status) return null;
  const warning = storageWarning(status);

  return (
    <section aria-labelledby="sync-storage" className="grid gap-2 text-sm">
      <h3 id="sync-storage" className="flex items-center gap-2 font-semibold">
        <HardDrive className="size-4 text-muted-foreground" aria-hidden="true" />
        Storage on this device
      </h3>
      {status.usage !== null && status.quota !== null && (
        <p>
          Riser uses {formatBytes(status.usage)} of the {formatBytes(status.quota)} this browser allows.
          {status.persisted ? ' The browser keeps it until you sign out.' : ''}
        </p>
      )}
      {warning === 'full' && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-900">
          This device is almost out of space for Riser. Send your changes before taking more photos: connect to a network, or free space on
          the device.
        </p>
      )}
      {warning === 'evicted-when-unused' && (
        <div role="alert" className="grid gap-2 rounded-md bg-amber-50 px-3 py-2 text-amber-950">
          <p className="font-medium">Safari deletes what Riser keeps on this device after 7 days without use.</p>
          <p>
            Add Riser to your Home Screen to keep it: tap <Share className="inline size-4 align-text-bottom" aria-label="Share" />, then “Add to
            Home Screen”, and open Riser from there.
          </p>
        </div>
      )}
      {warning === 'not-persisted' && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">
          This browser may clear what Riser keeps here when the device runs low on space. Installing Riser as an app keeps it.
        </p>
      )}
      {install.available && !status.installed && (
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void install.install()}>
          <Download aria-hidden="true" />
          Install Riser
        </Button>
      )}
    </section>
  );
}
