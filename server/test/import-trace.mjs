// `node --import ./server/test/import-trace.mjs …`: writes every package the process imports
// (ESM imports, which is how the compiled server reaches its dependencies), one a line, to
// the file in IMPORT_TRACE_FILE. A test reads it to see what a start loads.
import { register } from 'node:module';

const hooks = `
import { appendFileSync } from 'node:fs';
let file;
export function initialize(data) { file = data.file; }
export async function resolve(specifier, context, next) {
  if (!/^(node:|\\.|\\/|file:|data:)/.test(specifier)) appendFileSync(file, specifier + '\\n');
  return next(specifier, context);
}
`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { file: process.env.IMPORT_TRACE_FILE } });
