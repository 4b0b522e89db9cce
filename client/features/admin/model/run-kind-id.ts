/** A run kind's id from its name: lowercase letters, digits and dashes, at most 40 ('Fiber 12-strand SMF' → 'fiber-12-strand-smf'). */
export function runKindId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}
