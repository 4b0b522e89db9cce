import type { AdminUser } from '../../../common/schemas/admin';
import { presentUser } from '../accounts/user.presenter';
import type { AdminUserRow } from './admin-users.repo';

export function presentAdminUser(row: AdminUserRow): AdminUser {
  return { ...presentUser(row), companyName: row.companyName };
}
