// Turns an audit event into the sentence the home dashboard shows.
const VERBS: Record<string, string> = {
  'project.create': 'created project',
  'project.update': 'updated project',
  'project.delete': 'deleted project',
  'survey.create': 'added',
  'survey.update': 'updated',
  'survey.complete': 'completed',
  'survey.delete': 'deleted',
  'photo.upload': 'added a photo to',
  'photo.update': 'relabelled a photo in',
  'photo.delete': 'deleted a photo from',
  'photo.pin': 'pinned the photo',
  'photo.unpin': 'unpinned the photo',
};

export function activitySummary(action: string, actorName: string | null, data: Record<string, unknown> | null): string {
  const who = actorName ?? 'Someone';
  const verb = VERBS[action] ?? action;
  const name = typeof data?.name === 'string' ? data.name : 'an item';
  const project = typeof data?.projectName === 'string' ? ` in ${data.projectName}` : '';
  return `${who} ${verb} ${name}${action.startsWith('project.') ? '' : project}`;
}

interface ActivityEvent {
  action: string;
  actorId: string | null;
  subjectId: string | null;
}

/**
 * Autosave writes a survey every few seconds while someone types; the dashboard shows such a
 * run of the same person doing the same thing to the same item once, as its newest event.
 * Events come newest first.
 */
export function collapseRepeats<T extends ActivityEvent>(events: readonly T[]): T[] {
  const kept: T[] = [];
  for (const event of events) {
    const previous = kept[kept.length - 1];
    const repeats =
      previous !== undefined &&
      previous.action === event.action &&
      previous.actorId === event.actorId &&
      previous.subjectId === event.subjectId;
    if (!repeats) kept.push(event);
  }
  return kept;
}
