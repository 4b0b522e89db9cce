import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './server-process';
import { createWorkerDatabaseUrl } from './test-database';

// A start (and a restart) pays only for what serving needs: the libraries of the spreadsheet,
// the PDF, the ZIP, images, webhooks and S3 are loaded by the first request that uses them
// (restart time and idle memory, issue 26). The compiled server runs with a hook that writes
// down every package it imports.
const LOADED_ON_FIRST_USE = ['exceljs', 'pdfkit', 'fontkit', 'archiver', 'sharp', 'undici', '@aws-sdk/client-s3', '@aws-sdk/lib-storage'];
const HOOK = path.resolve('server/test/import-trace.mjs');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riser-lazy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('starting the server', () => {
  it('loads none of the heavy libraries until they are used', async () => {
    const traceFile = path.join(dataDir, 'imports.txt');
    const server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: await createWorkerDatabaseUrl('lazy'), ROOT_PASSWORD: 'lazy-secret', IMPORT_TRACE_FILE: traceFile },
      ['--import', HOOK],
    );
    // Serving a request, and the background jobs' first round, load nothing more.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill('SIGTERM');
    await server.exited;

    const imported = new Set(readFileSync(traceFile, 'utf8').split('\n').filter(Boolean));
    // The hook sees the server's imports: what it needs to serve is there.
    expect(imported).toContain('fastify');
    expect(imported).toContain('pg');
    expect([...imported].filter((name) => LOADED_ON_FIRST_USE.some((heavy) => name === heavy || name.startsWith(`${heavy}/`)))).toEqual([]);
  });
});
