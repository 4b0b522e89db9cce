import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { Company } from '../../../../common/schemas/admin';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useUpdateCompany } from '../api/update-company';

export type CompanyField = 'name' | 'description';

export interface EditCompanyDialogProps {
  /** The company and the one field being edited; null keeps the dialog closed. */
  editing: { company: Company; field: CompanyField } | null;
  onClose: () => void;
}

/**
 * Edit Name / Edit Desc, each one field (administration §2, §5): an empty or unchanged name, or
 * an unchanged description, closes without a call. Mount with a key per company and field.
 */
export function EditCompanyDialog({ editing, onClose }: EditCompanyDialogProps) {
  const id = useId();
  const updateCompany = useUpdateCompany();
  const initial = editing ? (editing.field === 'name' ? editing.company.name : (editing.company.description ?? '')) : '';
  const [value, setValue] = useState(initial);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing || updateCompany.isPending) return;
    const { company, field } = editing;
    const next = value.trim();
    if (next === initial.trim() || (field === 'name' && next === '')) {
      onClose();
      return;
    }
    const body =
      field === 'name'
        ? { name: next, description: company.description }
        : { name: company.name, description: next };
    updateCompany.mutate(
      { companyId: company.id, body },
      {
        onSuccess: (updated) => {
          toast({ title: 'Company updated', description: updated.name });
          onClose();
        },
        onError: () => toast({ title: 'Error', description: 'Failed to update company.', variant: 'destructive' }),
      },
    );
  }

  const isName = editing?.field !== 'description';
  const label = isName ? 'Company Name' : 'Description';
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isName ? 'Edit Company Name' : 'Edit Company Description'}</DialogTitle>
          <DialogDescription>{editing?.company.name}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={id}>{label}</Label>
            {isName ? (
              <Input id={id} autoFocus value={value} onChange={(event) => setValue(event.target.value)} />
            ) : (
              <Textarea id={id} autoFocus value={value} onChange={(event) => setValue(event.target.value)} />
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={updateCompany.isPending}>
              {updateCompany.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
