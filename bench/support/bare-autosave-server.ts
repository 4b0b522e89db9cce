// The baseline of bench/autosave.ts: a bare Fastify server on the same engine and the same
// tables (Riser's migrations), doing the autosave's UPDATE and the survey list's SELECT with the
// driver directly: no session, no audit, no rules, no schemas. It seeds a project of its own.
//
//   node --import tsx bench/support/bare-autosave-server.ts   (env: DATABASE_URL or DATA_DIR, SURVEYS)
import Fastify from 'fastify';
import { configOrExit, openDatabaseOrExit } from '../../server/startup';
import { benchFormData } from './bench-surveys';

const surveyCount = Number(process.env.SURVEYS ?? 300);
// The engine Riser itself opens with these settings (PostgreSQL with DATABASE_URL, else the embedded one), the way it opens it.
const database = await openDatabaseOrExit(configOrExit(), () => undefined);
await database.migrate();
// The driver under drizzle: the baseline pays for no query builder.
const driver = database.pool;

const [company] = (await driver.query(`insert into companies (name) values ('Bare Co') returning id`)).rows;
const [project] = (await driver.query(`insert into projects (company_id, name) values ($1, 'Bare') returning id`, [company!.id])).rows;
const [actor] = (
  await driver.query(`insert into users (email, password_hash, company_id, role) values ('bare@example.com', 'x', $1, 'admin') returning id`, [company!.id])
).rows;
const ids: string[] = [];
for (let n = 1; n <= surveyCount; n++) {
  const form = benchFormData(n);
  const [row] = (
    await driver.query(
      `insert into surveys (company_id, project_id, location_type, location_id, instance_name, instance_number, form_data, field_versions)
       values ($1, $2, 'unit', $3, $4, $5, $6, $7) returning id`,
      [company!.id, project!.id, `unit-${n}`, `Unit ${n}`, n, JSON.stringify(form), JSON.stringify(Object.fromEntries(Object.keys(form).map((k) => [k, 1])))],
    )
  ).rows;
  ids.push(row!.id as string);
}

const app = Fastify({ logger: false });
app.get('/bare/seed', async () => ({ projectId: project!.id, surveyIds: ids }));
app.patch<{ Params: { id: string }; Body: { formData: Record<string, unknown> } }>('/bare/surveys/:id', async (request) => {
  const changed = Object.keys(request.body.formData);
  const { rows } = await driver.query(
    `update surveys set form_data = form_data || $2::jsonb, field_versions = field_versions || $3::jsonb, version = version + 1, updated_at = now()
     where id = $1 returning *`,
    [request.params.id, JSON.stringify(request.body.formData), JSON.stringify(Object.fromEntries(changed.map((k) => [k, 1])))],
  );
  return rows[0];
});
// The same database work as Riser's autosave (its one statement: the update, its audit row, the
// survey's photos for the answer), still with the driver alone: what the SQL costs without Riser.
app.patch<{ Params: { id: string }; Body: { formData: Record<string, unknown> } }>('/bare/surveys/:id/audited', async (request) => {
  const changed = Object.keys(request.body.formData);
  const { rows } = await driver.query(
    `with updated as (
       update surveys set form_data = form_data || $2::jsonb, field_versions = field_versions || $3::jsonb, version = version + 1,
         updated_at = now(), updated_by = $4
       where id = $1
       returning *, (select coalesce(json_agg(p), '[]'::json) from photos p where p.survey_id = surveys.id) as photos
     ), audit as (
       insert into audit_events (action, actor_id, company_id, subject_type, subject_id, data)
       select 'survey.update', $4, company_id, 'survey', id::text,
         jsonb_build_object('projectId', project_id, 'name', instance_name, 'locationType', location_type, 'fields', $5::jsonb)
       from updated
     )
     select * from updated`,
    [
      request.params.id,
      JSON.stringify(request.body.formData),
      JSON.stringify(Object.fromEntries(changed.map((k) => [k, 1]))),
      actor!.id,
      JSON.stringify(changed),
    ],
  );
  return rows[0];
});
app.get<{ Params: { id: string } }>('/bare/projects/:id/surveys', async (request) => {
  const { rows } = await driver.query(`select * from surveys where project_id = $1 order by location_type, instance_number`, [request.params.id]);
  return rows;
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`Bare listening at ${address}`);
process.on('SIGTERM', () => {
  void app.close().then(() => database.close()).then(() => process.exit(0));
});
