import pg from 'pg';

// A database of its own on a PostgreSQL server, for a test or a benchmark: made empty (dropped
// first if a run before left it), and dropped again when asked.

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates the empty database `name` on the server of `serverUrl`; answers its URL. */
export async function createFreshDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, `drop database if exists ${name} with (force)`);
}
