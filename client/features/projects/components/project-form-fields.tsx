import { useId, type RefObject } from 'react';
import type { Company } from '../../../../common/schemas/companies';
import type { ProjectStatus } from '../../../../common/schemas/projects';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import type { ProjectFormErrors, ProjectFormValues } from '../model/project-form';
import { PROJECT_STATUS_OPTIONS } from '../model/project-status';

export interface ProjectFormFieldsProps {
  values: ProjectFormValues;
  errors: ProjectFormErrors;
  onChange: <K extends keyof ProjectFormValues>(field: K, value: ProjectFormValues[K]) => void;
  nameRef?: RefObject<HTMLInputElement | null>;
  companyRef?: RefObject<HTMLSelectElement | null>;
  /** Root only: where the new project belongs. */
  companies?: { list: Company[] | undefined; isLoading: boolean; failed: boolean };
}

/** Name, description, status (and for root, company): shared by the New and Edit Project dialogs. */
export function ProjectFormFields({ values, errors, onChange, nameRef, companyRef, companies }: ProjectFormFieldsProps) {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    nameError: `${id}-name-error`,
    description: `${id}-description`,
    status: `${id}-status`,
    company: `${id}-company`,
    companyError: `${id}-company-error`,
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>Project Name</Label>
        <Input
          id={ids.name}
          ref={nameRef}
          value={values.name}
          onChange={(event) => onChange('name', event.target.value)}
          placeholder="e.g. Oak Towers Apartments"
          autoComplete="off"
          maxLength={200}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? ids.nameError : undefined}
        />
        {errors.name && (
          <p id={ids.nameError} role="alert" className="text-sm font-medium text-destructive">
            {errors.name}
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.description}>
          Description <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={ids.description}
          value={values.description}
          onChange={(event) => onChange('description', event.target.value)}
          placeholder="Address, buildings, anything the team should know"
          maxLength={2000}
          rows={3}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.status}>Status</Label>
        <NativeSelect
          id={ids.status}
          value={values.status}
          onChange={(event) => onChange('status', event.target.value as ProjectStatus)}
        >
          {PROJECT_STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>

      {companies && (
        <div className="grid gap-2">
          <Label htmlFor={ids.company}>Company</Label>
          <NativeSelect
            id={ids.company}
            ref={companyRef}
            value={values.companyId}
            onChange={(event) => onChange('companyId', event.target.value)}
            disabled={companies.isLoading || companies.failed}
            aria-invalid={errors.companyId ? true : undefined}
            aria-describedby={errors.companyId ? ids.companyError : undefined}
          >
            <option value="">{companies.isLoading ? 'Loading companies...' : 'Select a company'}</option>
            {companies.list?.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </NativeSelect>
          {companies.failed && <p className="text-sm text-destructive">Companies could not be loaded. Close and try again.</p>}
          {!companies.isLoading && !companies.failed && companies.list?.length === 0 && (
            <p className="text-sm text-muted-foreground">No companies yet. Create one in the Root Dashboard first.</p>
          )}
          {errors.companyId && (
            <p id={ids.companyError} role="alert" className="text-sm font-medium text-destructive">
              {errors.companyId}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
