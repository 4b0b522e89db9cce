// Loaded with NODE_OPTIONS=--import (which refuses --cpu-prof): profiles the process from its
// start and writes a .cpuprofile into CPU_PROFILE_DIR when it exits (open it in Chrome DevTools).
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
process.on('exit', () => {
  // The main thread's session answers synchronously, so this runs to its end before the exit.
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(path.join(process.env.CPU_PROFILE_DIR ?? '.', `riser-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
