import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Check, FileImage, Pencil, Plus, Trash2, X } from 'lucide-react';
import type { UnitType } from '../../../../common/schemas/unit-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { newId } from '../../../lib/new-id';
import { useProject, useProjectSurveys, useProjectUnitTypes } from '../../../lib/project-reads';
import { useCreateUnitType, useDeleteUnitType, useRenameUnitType } from '../api/unit-type-writes';
import { unitsPerType } from '../model/property-dashboard';

/** '/projects/:projectId/unit-types': the project's typical units; each opens its typical plan. */
export function UnitTypesPage({ projectId }: { projectId: string }) {
  const project = useProject(projectId);
  const unitTypes = useProjectUnitTypes(projectId);
  const surveys = useProjectSurveys(projectId);
  const createUnitType = useCreateUnitType(projectId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const counts = unitsPerType(surveys.data ?? []);

  function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError('Give the unit type a name.');
      return;
    }
    setError(null);
    createUnitType.mutate(
      { id: newId(), planSurveyId: newId(), name: trimmed },
      {
        onSuccess: () => setName(''),
        onError: (refusal) => setError(getErrorMessage(refusal, 'The unit type could not be added. Please try again.')),
      },
    );
  }

  return (
    <main className="mx-auto grid w-full max-w-3xl flex-1 grid-cols-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>{`Unit types · ${project.data?.name ?? 'Project'} · Riser`}</title>
      <Button asChild variant="ghost" className="-ml-3 w-fit max-w-full">
        <Link to={`/projects/${projectId}`}>
          <ArrowLeft aria-hidden="true" />
          <span className="truncate">Back to {project.data?.name ?? 'the project'}</span>
        </Link>
      </Button>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Unit types</h1>
        <p className="text-sm text-muted-foreground">Most units come in a few layouts: mark up each type's typical plan once, and it counts for every unit of the type.</p>
      </div>
      <form onSubmit={add} noValidate className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="unit-type-name">New unit type</Label>
          <Input
            id="unit-type-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="A1 · 1 bed"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'unit-type-error' : undefined}
          />
        </div>
        <Button type="submit" disabled={createUnitType.isPending}>
          <Plus aria-hidden="true" />
          Add unit type
        </Button>
        {error && (
          <p id="unit-type-error" role="alert" className="text-sm text-destructive sm:col-span-2">
            {error}
          </p>
        )}
      </form>
      {unitTypes.data && unitTypes.data.length === 0 && <p className="text-sm text-muted-foreground">No unit types yet.</p>}
      {unitTypes.isPending && !unitTypes.data && <p role="status">Loading unit types...</p>}
      <ul className="grid gap-2" aria-label="Unit types">
        {(unitTypes.data ?? []).map((type) => (
          <UnitTypeRow key={type.id} projectId={projectId} type={type} units={counts.get(type.id) ?? 0} />
        ))}
      </ul>
    </main>
  );
}

function UnitTypeRow({ projectId, type, units }: { projectId: string; type: UnitType & { pending?: { created?: boolean } }; units: number }) {
  const rename = useRenameUnitType(projectId);
  const remove = useDeleteUnitType(projectId);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(type.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = `unit-type-${type.id}`;

  function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || trimmed === type.name) {
      setEditing(false);
      return;
    }
    rename.mutate(
      { id: type.id, name: trimmed },
      {
        onSuccess: () => setEditing(false),
        onError: (refusal) => setError(getErrorMessage(refusal, 'The unit type could not be renamed.')),
      },
    );
  }

  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 shadow-xs">
      {editing ? (
        <form onSubmit={save} className="flex items-end gap-2">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={inputId}>Name of {type.name}</Label>
            <Input id={inputId} value={name} onChange={(event) => setName(event.target.value)} autoFocus />
          </div>
          <Button type="submit" size="icon" aria-label="Save name">
            <Check aria-hidden="true" />
          </Button>
          <Button type="button" size="icon" variant="ghost" aria-label="Cancel renaming" onClick={() => setEditing(false)}>
            <X aria-hidden="true" />
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">{type.name}</p>
            <p className="text-xs text-muted-foreground">
              {units} {units === 1 ? 'unit' : 'units'}
              {type.pending?.created && ' · waiting to be sent'}
            </p>
          </div>
          <Button asChild variant="outline" size="sm" className="min-h-11">
            <Link to={`/projects/${projectId}/surveys/${type.planSurveyId}`}>
              <FileImage aria-hidden="true" />
              Typical plan
            </Link>
          </Button>
          <Button size="icon" variant="ghost" aria-label={`Rename ${type.name}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="icon" variant="ghost" aria-label={`Delete ${type.name}`} className="text-destructive">
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title={`Delete unit type ${type.name}?`}
            description={units > 0 ? `${units} ${units === 1 ? 'unit is' : 'units are'} of this type: the server refuses until they have another type.` : 'Its typical plan is deleted with it. This cannot be undone.'}
            confirmLabel="Delete unit type"
            onConfirm={() =>
              remove.mutate(
                { id: type.id, name: type.name },
                {
                  onSuccess: () => toast({ title: 'Unit type deleted', description: type.name }),
                  onError: (refusal) => setError(getErrorMessage(refusal, 'The unit type could not be deleted.')),
                },
              )
            }
          />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}
