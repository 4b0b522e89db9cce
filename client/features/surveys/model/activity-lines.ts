import type { ActivityEntry } from '../../../../common/schemas/activity';

// A location's history in words (issue 27): who did what, and which fields changed how.

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 57)}...` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '(changed)';
};

export function activityTitle(entry: Pick<ActivityEntry, 'kind' | 'actorName' | 'decision'>): string {
  const who = entry.actorName ?? 'Someone';
  switch (entry.kind) {
    case 'created':
      return `${who} created it`;
    case 'changed':
      return `${who} changed it`;
    case 'completed':
      return `${who} completed it`;
    case 'photo':
      return `${who} changed its photos`;
    case 'review':
      return entry.decision === 'return' ? `${who} returned it` : `${who} approved it`;
    case 'comment':
      return `${who} commented`;
    case 'assigned':
      return `${who} assigned it`;
  }
}

/** One line per changed field, "Floor: 1 → 2"; drawing changes counted. */
export function activityDetails(entry: Pick<ActivityEntry, 'fields' | 'elements' | 'text'>): string[] {
  const lines = entry.fields.map((change) => `${change.field}: ${shown(change.before)} → ${shown(change.after)}`);
  if (entry.elements) {
    const { added, changed, removed } = entry.elements;
    const parts = [added.length && `${added.length} added`, changed.length && `${changed.length} changed`, removed.length && `${removed.length} removed`].filter(Boolean);
    if (parts.length) lines.push(`Drawing: ${parts.join(', ')}`);
  }
  if (entry.text) lines.push(`“${entry.text}”`);
  return lines;
}
