import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { buildCompany, buildProject, buildUser } from './builders';
import { signIn } from './harness';

/** Two companies with a signed-in user and admin each, and a signed-in root. */
export async function buildTenants(app: FastifyInstance, db: Db) {
  const company = await buildCompany(db, { name: 'Acme Networks' });
  const otherCompany = await buildCompany(db, { name: 'Rival Telecom' });
  const user = await buildUser(db, { companyId: company.id, firstName: 'Ana', lastName: 'Diaz' });
  const admin = await buildUser(db, { companyId: company.id, role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  const outsider = await buildUser(db, { companyId: otherCompany.id, firstName: 'Otto' });
  const outsiderAdmin = await buildUser(db, { companyId: otherCompany.id, role: 'admin' });
  const root = await buildUser(db, { role: 'root', firstName: 'Root' });
  return {
    company,
    otherCompany,
    user: { ...user, cookie: await signIn(app, user.email, user.password) },
    admin: { ...admin, cookie: await signIn(app, admin.email, admin.password) },
    outsider: { ...outsider, cookie: await signIn(app, outsider.email, outsider.password) },
    outsiderAdmin: { ...outsiderAdmin, cookie: await signIn(app, outsiderAdmin.email, outsiderAdmin.password) },
    root: { ...root, cookie: await signIn(app, root.email, root.password) },
  };
}

export type Tenants = Awaited<ReturnType<typeof buildTenants>>;

/** The tenants, and a survey of the user's company (made through the API, as a surveyor would) to upload to. */
export async function buildTenantsWithSurvey(app: FastifyInstance, db: Db) {
  const tenants = await buildTenants(app, db);
  const project = await buildProject(db, { companyId: tenants.company.id });
  const created = await app.inject({ method: 'POST', url: `/api/projects/${project.id}/surveys`, headers: { cookie: tenants.user.cookie }, payload: { locationType: 'mdf' } });
  return { tenants, surveyId: (created.json() as { id: string }).id };
}
