import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection once the server has started and idled a moment (issue 26). A start
 * builds every route's schemas, serializers and the API document: the heap grows to twice what
 * the server then keeps, and V8, left alone, holds on to it while the server idles. Collected
 * while little is being allocated, the young generation shrinks and the pages go back to the
 * system (idle RSS about 100 MB instead of 130). Node has no API for it: `gc` is exposed for
 * this one call, in a context of its own.
 */
export function releaseStartMemory() {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as (() => void) | undefined;
    gc?.();
  } catch {
    // Only memory: a Node without the flag keeps it until its own collections.
  }
}
