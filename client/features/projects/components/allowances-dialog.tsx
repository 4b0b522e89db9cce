import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { Project, ProjectAllowances, QuantityAllowances } from '../../../../common/schemas/projects';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useUpdateProject } from '../api/update-project';

type Key = keyof QuantityAllowances;

const FIELDS: readonly { key: Key; label: string; unit: string; help: string; max: number }[] = [
  { key: 'slackFeetPerEnd', label: 'Slack per run end', unit: 'ft', help: 'Added at both ends of every run: terminations and service loops.', max: 1000 },
  { key: 'floorHeightFeet', label: 'Floor-to-floor height', unit: 'ft', help: 'Added for each floor a run rises or falls.', max: 100 },
  { key: 'wastePercent', label: 'Waste', unit: '%', help: 'Added to every run’s feet.', max: 100 },
];

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
  const id = useId();
  const [values, setValues] = useState<Record<Key, string>>(() => ({
    slackFeetPerEnd: shown(project.quantityAllowances.slackFeetPerEnd),
    floorHeightFeet: shown(project.quantityAllowances.floorHeightFeet),
    wastePercent: shown(project.quantityAllowances.wastePercent),
  }));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updateProject.isPending) return;
    const found: Partial<Record<Key, string>> = {};
    const parsed = {} as ProjectAllowances;
    for (const field of FIELDS) {
      const text = values[field.key].trim().replace(',', '.');
      // Empty: the company's allowance.
      const value = text === '' ? null : Number(text);
      if (value !== null && (!Number.isFinite(value) || value < 0 || value > field.max)) found[field.key] = `Enter a number from 0 to ${field.max}, or leave it empty.`;
      else parsed[field.key] = value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    updateProject.mutate(
      { projectId: project.id, body: { quantityAllowances: parsed } },
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
        {FIELDS.map((field) => {
          const inputId = `${id}-${field.key}`;
          const error = errors[field.key];
          return (
            <div key={field.key} className="grid gap-1.5">
              <Label htmlFor={inputId}>
                {field.label} ({field.unit})
              </Label>
              <Input
                id={inputId}
                inputMode="decimal"
                placeholder={`Company: ${company[field.key]} ${field.unit}`}
                value={values[field.key]}
                onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${inputId}-help${error ? ` ${inputId}-error` : ''}`}
              />
              <p id={`${inputId}-help`} className="m-0 text-xs text-muted-foreground">
                {field.help}
              </p>
              {error && (
                <p id={`${inputId}-error`} className="m-0 text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
          );
        })}
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
