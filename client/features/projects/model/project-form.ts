import { CreateProjectBody, type ProjectStatus } from '../../../../common/schemas/projects';

export interface ProjectFormValues {
  name: string;
  description: string;
  status: ProjectStatus;
  /** Only root picks it; everyone else creates in their own company. */
  companyId: string;
}

export type ProjectFormErrors = Partial<Record<'name' | 'companyId', string>>;

export const EMPTY_PROJECT_FORM: ProjectFormValues = { name: '', description: '', status: 'in-progress', companyId: '' };

export const COMPANY_REQUIRED_MESSAGE = 'Choose the company this project belongs to.';

/**
 * survey-work §5: 'Project name is required.' when blank after trimming. The name is checked
 * with the API's own schema, so the dialog and the server never disagree.
 */
export function validateProjectForm(values: ProjectFormValues, options: { requireCompany: boolean }): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  const name = CreateProjectBody.shape.name.safeParse(values.name);
  if (!name.success) errors.name = name.error.issues[0]?.message ?? 'Project name is required.';
  if (options.requireCompany && values.companyId === '') errors.companyId = COMPANY_REQUIRED_MESSAGE;
  return errors;
}

export function hasErrors(errors: ProjectFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The spec's create payload (survey-work §7): a new project starts with 0 of 0 locations. */
export function toCreateProjectBody(values: ProjectFormValues, options: { id?: string; includeCompany: boolean }): CreateProjectBody {
  return {
    ...(options.id ? { id: options.id } : {}),
    name: values.name.trim(),
    description: values.description.trim(),
    status: values.status,
    totalLocations: 0,
    completedLocations: 0,
    ...(options.includeCompany ? { companyId: values.companyId } : {}),
  };
}

export function toUpdateProjectBody(values: ProjectFormValues) {
  return { name: values.name.trim(), description: values.description.trim(), status: values.status };
}
