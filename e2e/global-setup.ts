import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../server/test/server-process';

/**
 * Starts the real server (built client, fresh embedded database, generated root password) for
 * the journeys, and hands its address and the printed password to them through the environment.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riser-e2e-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    // Journeys sign up their own company admins, each in a company of its own.
    ALLOW_SIGNUP: 'true',
    // The webhook journey's receiver listens on this machine, as on a LAN install.
    WEBHOOK_PRIVATE_URLS: 'true',
    ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
  });
  const password = /password: (\S+)/.exec(server.output())?.[1];
  if (!password) throw new Error(`the server printed no root password:\n${server.output()}`);
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_ROOT_EMAIL = 'root@localhost';
  process.env.E2E_ROOT_PASSWORD = password;
  // Where journeys keep root's current password as they change it (see e2e/support/session.ts).
  process.env.E2E_ROOT_PASSWORD_FILE = path.join(dataDir, 'e2e-root-password');
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
