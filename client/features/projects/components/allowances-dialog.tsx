import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { Project, QuantityAllowances } from '../../../../common/schemas/projects';
import { ALLOWANCE_FIELDS, AllowanceFields, readAllowances, type AllowanceKey, type AllowanceTexts } from '../../../components/allowance-fields';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useUpdateProject } from '../api/update-project';

const NONE: QuantityAllowances = { slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 };

/**
 * The project's quantity allowances (DESIGN §11). A field left empty uses the company's (0 until
 * the company sets one), so a fresh project's feet are exactly what is drawn.
 */
export function AllowancesDialog({ project, companyAllowances, onClose }: { project: Project | null; companyAllowances: QuantityAllowances | undefined; onClose: () => void }) {
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {project && <AllowancesForm key={project.id} project={project} company={companyAllowances ?? NONE} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

const shown = (value: number | null) => (value === null ? '' : String(value));

function AllowancesForm({ project, company, onClose }: { project: Project; company: QuantityAllowances; onClose: () => void }) {
  const updateProject = useUpdateProject();
  const [texts, setTexts] = useState<AllowanceTexts>(() => ({
    slackFeetPerEnd: shown(project.quantityAllowances.slackFeetPerEnd),
    floorHeightFeet: shown(project.quantityAllowances.floorHeightFeet),
    wastePercent: shown(project.quantityAllowances.wastePercent),
  }));
  const [errors, setErrors] = useState<Partial<Record<AllowanceKey, string>>>({});
  const placeholders = Object.fromEntries(ALLOWANCE_FIELDS.map((field) => [field.key, `Company: ${company[field.key]} ${field.unit}`]));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updateProject.isPending) return;
    // Empty: the company's allowance.
    const read = readAllowances(texts, null);
    setErrors(read.errors);
    if (Object.keys(read.errors).length > 0) return;
    updateProject.mutate(
      { projectId: project.id, body: { quantityAllowances: read.values } },
      {
        onSuccess: () => {
          toast({ title: 'Allowances saved', description: 'The quantities include them now.' });
          onClose();
        },
        onError: () => toast({ title: 'Error', description: 'The allowances could not be saved. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Quantity allowances</DialogTitle>
        <DialogDescription>What the quantities add to the runs drawn on this project&apos;s plans. Leave a field empty to use the company&apos;s.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={handleSubmit} className="grid gap-5">
        <AllowanceFields texts={texts} errors={errors} placeholders={placeholders} onChange={(key, text) => setTexts((current) => ({ ...current, [key]: text }))} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={updateProject.isPending}>
            {updateProject.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Save allowances
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
