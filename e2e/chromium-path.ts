import { existsSync } from 'node:fs';

/**
 * The Chromium the browser journeys drive: CHROMIUM_PATH, else the system's, else the binary
 * that the @sparticuz/chromium dev dependency ships inside its npm package. Nothing downloads.
 */
export async function resolveChromiumPath(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
