import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The directory of Riser's package.json, found from this module's place: server/ when run from
 * source, dist/server/ when run compiled (the bundle holds this code too).
 */
export const PACKAGE_ROOT = (() => {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (dir === path.dirname(dir)) throw new Error('Riser cannot find its package.json above its code');
  }
})();
