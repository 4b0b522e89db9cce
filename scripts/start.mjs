// `npm start` (and `npm run migrate`): builds what is missing or older than its sources, then
// runs the compiled server in this process with node (no second process, no TypeScript loader).
//
//   node scripts/start.mjs          the server: dist/server/main.js, serving dist/client
//   node scripts/start.mjs migrate  apply the migrations and stop: dist/server/migrate.js
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, staleness } from './build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] === 'migrate' ? 'migrate' : 'main';
// The migrate step needs no client; neither does a server pointed at another build.
const parts = entry === 'main' && !process.env.CLIENT_DIR ? ['server', 'client'] : ['server'];

const toolsInstalled = existsSync(path.join(ROOT, 'node_modules/esbuild')) && existsSync(path.join(ROOT, 'node_modules/vite'));
if (toolsInstalled) {
  try {
    await build(parts, { ifStale: true, starting: true });
  } catch (error) {
    console.error(`Riser cannot start: ${error.message}`);
    process.exit(1);
  }
} else {
  // Installed without dev dependencies (a production image built beforehand): run what is built.
  for (const part of parts) {
    const why = staleness(part);
    if (why === 'not built yet') {
      console.error(`Riser cannot start: the ${part} is not built and the build tools are not installed. Run npm install, then npm run build.`);
      process.exit(1);
    }
    if (why) console.warn(`The ${part} build is older than its sources, and the build tools are not installed: running the build as it is.`);
  }
}

await import(pathToFileURL(path.join(ROOT, 'dist/server', `${entry}.js`)).href);
