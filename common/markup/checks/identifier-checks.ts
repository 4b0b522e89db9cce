import { identifierKey, isIdentified } from '../identifiers';
import type { QuantityDrawing } from '../quantities';
import type { CheckFinding, TelecomRoomNaming } from './types';

// TIA-606 (DESIGN §17): every labelled thing has one identifier in its project, and telecom
// rooms may be named by floor and letter (2A: floor 2, room A; B1-3C: building B1, floor 3,
// room C).

/** The site map's telecom rooms: IDFs and the MDF. */
const TELECOM_ROOM_TYPES: ReadonlySet<string> = new Set(['idf', 'mdf']);

/** Floor and letter, after an optional building and a dash: 2A, 12B, B1-3C. */
const FLOOR_LETTER = /^(?:[A-Z0-9]{1,10}-)?\d{1,3}[A-Z]$/i;

export function isFloorLetterName(tag: string): boolean {
  return FLOOR_LETTER.test(tag.trim());
}

/**
 * Identifiers used by more than one element of the project. An element of a typical plan is
 * drawn in every unit of its type but is one element (one id): it is no duplicate of itself.
 */
export function checkDuplicateIdentifiers(drawings: readonly QuantityDrawing[]): CheckFinding[] {
  const byKey = new Map<string, Map<string, { surveyId: string; tag: string }>>();
  for (const drawing of drawings) {
    for (const element of drawing.elements) {
      const tag = (element as { tag?: string }).tag;
      if (!tag || !isIdentified(element)) continue;
      const key = identifierKey(tag);
      let holders = byKey.get(key);
      if (!holders) byKey.set(key, (holders = new Map()));
      if (!holders.has(element.id)) holders.set(element.id, { surveyId: drawing.surveyId, tag });
    }
  }
  const findings: CheckFinding[] = [];
  for (const holders of byKey.values()) {
    if (holders.size < 2) continue;
    for (const [elementId, { surveyId, tag }] of holders) {
      findings.push({
        severity: 'error',
        rule: 'duplicate-identifier',
        surveyId,
        elementId,
        message: `${tag} is used by ${holders.size} elements of the project; each needs its own identifier (TIA-606).`,
      });
    }
  }
  return findings;
}

/** Telecom rooms on the site map not named floor and letter, when the company names them so. */
export function checkTelecomRoomNames(drawings: readonly QuantityDrawing[], naming: TelecomRoomNaming): CheckFinding[] {
  if (naming !== 'floor-letter') return [];
  const findings: CheckFinding[] = [];
  for (const drawing of drawings) {
    if (drawing.editor !== 'site-map') continue;
    for (const element of drawing.elements) {
      if (!TELECOM_ROOM_TYPES.has(element.type)) continue;
      const tag = (element as { tag?: string }).tag;
      if (tag && isFloorLetterName(tag)) continue;
      findings.push({
        severity: 'warning',
        rule: 'telecom-room-name',
        surveyId: drawing.surveyId,
        elementId: element.id,
        message: `${tag ?? 'A telecom room'} is not named by floor and letter (2A, B1-3C), as the company names its telecom rooms (TIA-606).`,
      });
    }
  }
  return findings;
}
