import type { AssignableRole } from '../../../../common/schemas/admin';

export interface AddUserValues {
  firstName: string;
  lastName: string;
  email: string;
  role: AssignableRole;
}

export const EMPTY_ADD_USER: AddUserValues = { firstName: '', lastName: '', email: '', role: 'user' };

export const FILL_ALL_FIELDS = 'Please fill in all fields.';

/** The company admin's Add User check (administration §5): every name and the email are required. */
export function validateAddUser(values: AddUserValues): string | null {
  if (!values.firstName.trim() || !values.lastName.trim() || !values.email.trim()) return FILL_ALL_FIELDS;
  return null;
}

export interface RootCreateUserValues {
  firstName: string;
  lastName: string;
  email: string;
  role: AssignableRole | '';
  companyId: string;
}

export const EMPTY_ROOT_CREATE_USER: RootCreateUserValues = {
  firstName: '',
  lastName: '',
  email: '',
  role: '',
  companyId: '',
};

/** Root's create-user button is enabled once email, role and company are set; names are optional. */
export function canCreateRootUser(values: RootCreateUserValues): boolean {
  return values.email.trim() !== '' && values.role !== '' && values.companyId !== '';
}
