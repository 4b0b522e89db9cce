import { PriceListEditor } from '../../../components/price-list/price-list-editor';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useProjectPriceList, useUpdateProjectPriceList } from '../api/project-price-list';

/**
 * The project's own prices (issue 28): the company's price list editor, holding only what this
 * project prices otherwise; an item not listed, and a blank markup, are the company's.
 */
export function ProjectPricesDialog({ projectId, open, onOpenChange }: { projectId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const prices = useProjectPriceList(projectId, { enabled: open });
  const update = useUpdateProjectPriceList();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Project prices</DialogTitle>
          <DialogDescription>
            Items listed here replace the company’s price for this project only; empty, the project uses the company’s prices (Company Dashboard, tab Prices).
          </DialogDescription>
        </DialogHeader>
        {prices.isPending && (
          <p role="status" className="m-0 text-sm text-muted-foreground">
            {prices.fetchStatus === 'paused' ? 'The project’s prices are read once you are online.' : 'Loading the project’s prices...'}
          </p>
        )}
        {prices.isError && (
          <p role="alert" className="m-0 text-sm text-destructive">
            The project’s prices could not be read: {getErrorMessage(prices.error, 'check your connection and try again.')}
          </p>
        )}
        {prices.data && (
          <PriceListEditor
            key={JSON.stringify(prices.data)}
            list={prices.data}
            inherits
            saving={update.isPending}
            markupHint="Empty: the company’s markup."
            emptyText="No prices of its own: the project uses the company’s. Add an item to price it otherwise here."
            onSave={async (value) => {
              await update.mutateAsync({ projectId, body: value });
              toast({ title: 'Project prices saved', description: 'The estimate uses them now.' });
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
