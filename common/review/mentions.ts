// Mentions in a comment (DESIGN §16): `@name` names a colleague by first name, first and last
// name run together or joined by a dot (@ana, @AnaDiaz, @ana.diaz), or the first part of their
// email address. Case does not matter; one @name may name several people who share it.

export interface Mentionable {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

const MENTION = /(?:^|[^\p{L}\p{N}_.@-])@([\p{L}\p{N}][\p{L}\p{N}_.-]*)/gu;

/** The @names of a comment's text, lower-cased, without a trailing dot (end of a sentence). */
export function mentionedNames(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((match) => match[1]!.replace(/[.-]+$/, '').toLowerCase()))];
}

/** The names a person answers to. */
export function namesOf(person: Mentionable): string[] {
  const first = (person.firstName ?? '').trim().toLowerCase().replace(/\s+/g, '');
  const last = (person.lastName ?? '').trim().toLowerCase().replace(/\s+/g, '');
  const names = [person.email.split('@')[0]!.toLowerCase()];
  if (first) names.push(first);
  if (first && last) names.push(`${first}${last}`, `${first}.${last}`);
  return names;
}

/** The people a comment mentions, in the order of the list. */
export function mentionedPeople<P extends Mentionable>(text: string, people: readonly P[]): P[] {
  const named = new Set(mentionedNames(text));
  if (named.size === 0) return [];
  return people.filter((person) => namesOf(person).some((name) => named.has(name)));
}

/** A comment's text cut into plain runs and `@name` runs, so a screen can set the mentions apart. */
export function mentionRuns(text: string): { text: string; mention: boolean }[] {
  const runs: { text: string; mention: boolean }[] = [];
  let from = 0;
  for (const match of text.matchAll(MENTION)) {
    // The match may start with the character before the @; the name runs to its end, less a closing dot.
    const name = `@${match[1]!.replace(/[.-]+$/, '')}`;
    const start = match.index + match[0].indexOf('@');
    if (start > from) runs.push({ text: text.slice(from, start), mention: false });
    runs.push({ text: name, mention: true });
    from = start + name.length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), mention: false });
  return runs;
}
