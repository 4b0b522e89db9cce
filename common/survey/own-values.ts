// Answers, field versions and per-field messages are records keyed by a template's field names,
// and a field may be named `constructor`, `toString` or `__proto__` (DESIGN §14): read and write
// them as own properties only, never through Object.prototype.

/** The record's own value under this name; undefined when it has none (an inherited one is none). */
export function ownValue<T>(record: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/** Sets the record's own value under this name; `record[name] = value` would set the prototype for `__proto__`. */
export function setOwnValue<T>(record: Record<string, T>, name: string, value: NoInfer<T>): void {
  Object.defineProperty(record, name, { value, writable: true, enumerable: true, configurable: true });
}
