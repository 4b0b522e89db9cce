// npm run import-pglite: copies the database of an earlier Riser, kept by PGlite in DATA_DIR/db,
// into the database this Riser uses (the embedded PostgreSQL in DATA_DIR/pg, or DATABASE_URL),
// then renames DATA_DIR/db to DATA_DIR/db.imported. Photos and backgrounds stay where they are
// (DATA_DIR/blobs, or the bucket). Run it once, with the server stopped.
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { MIGRATIONS_DIR, openDatabase } from '../server/db/database';

const BATCH = 500;

async function main() {
  const result = loadConfig(process.env);
  if (!result.ok) {
    for (const line of result.errors) console.error(`Invalid setting ${line}`);
    return 1;
  }
  const { config } = result;
  const oldDir = path.join(config.dataDir, 'db');
  if (!existsSync(path.join(oldDir, 'PG_VERSION'))) {
    console.error(`There is no PGlite database in ${oldDir}: nothing to import.`);
    return 1;
  }
  let PGlite: typeof PGliteClass;
  try {
    ({ PGlite } = await import('@electric-sql/pglite'));
  } catch {
    console.error('The import reads PGlite with @electric-sql/pglite, a development dependency: run npm install (or npm install --no-save @electric-sql/pglite@0.5) first.');
    return 1;
  }

  const source = await PGlite.create(oldDir);
  // The old database first gets the migrations it lacks, so both sides have the same tables.
  await migrate(drizzle({ client: source }), { migrationsFolder: MIGRATIONS_DIR });
  const target = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedUser: config.embeddedPostgresUser,
    besidePgliteData: true,
    log: (message) => console.log(message),
  });
  try {
    await target.migrate();
    const tables = await tablesParentsFirst(target.db);
    const filled = [];
    for (const table of tables) {
      const [count] = await query<{ n: number }>(target.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
      if (count!.n > 0) filled.push(table);
    }
    if (filled.length > 0) {
      console.error(`The target database already holds data (${filled.join(', ')}): the import only fills an empty one.`);
      return 1;
    }
    const counts: string[] = [];
    await target.db.transaction(async (tx) => {
      for (const table of tables) {
        const rows = (await source.query<{ row: string }>(`select row_to_json(t)::text as row from "${table}" t`)).rows;
        for (let i = 0; i < rows.length; i += BATCH) {
          const batch = `[${rows.slice(i, i + BATCH).map((r) => r.row).join(',')}]`;
          await tx.execute(sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${batch}::json)`);
        }
        if (rows.length > 0) counts.push(`${table} ${rows.length}`);
      }
      // Serial columns (audit_events.id) continue after the imported rows.
      await resetSequences(tx);
    });
    await source.close();
    const keptAs = existsSync(`${oldDir}.imported`) ? `${oldDir}.imported-${Date.now()}` : `${oldDir}.imported`;
    renameSync(oldDir, keptAs);
    console.log(`Imported the rows of ${counts.length === 0 ? 'no table (it was empty)' : counts.join(', ')}.`);
    console.log(`The PGlite database is kept as ${keptAs}; delete it once Riser runs well on the import.`);
    return 0;
  } finally {
    await target.close();
  }
}

type Executor = Pick<Awaited<ReturnType<typeof openDatabase>>['db'], 'execute'>;

async function query<T>(db: Executor, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Riser's tables, each after the tables it refers to. */
async function tablesParentsFirst(db: Executor): Promise<string[]> {
  const tables = (await query<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).map((r) => r.name);
  const edges = (
    await query<{ child: string; parent: string }>(db, sql`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`)
  ).map((e) => ({ child: e.child.replaceAll('"', ''), parent: e.parent.replaceAll('"', '') }));
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`the tables refer to each other in a circle: ${[...path, table].join(' → ')}`);
    for (const edge of edges.filter((e) => e.child === table)) visit(edge.parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

async function resetSequences(db: Executor) {
  const owned = await query<{ seq: string; tbl: string; col: string }>(db, sql`
    select s.oid::regclass::text as seq, t.relname as tbl, a.attname as col
    from pg_class s
    join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    join pg_namespace n on n.oid = t.relnamespace
    where s.relkind = 'S' and n.nspname = 'public'`);
  for (const { seq, tbl, col } of owned) {
    await db.execute(sql`select setval(${seq}::regclass, coalesce((select max(${sql.identifier(col)}) from ${sql.identifier(tbl)}), 0) + 1, false)`);
  }
}

process.exitCode = await main();
