import type { ToolId } from '../../../../common/markup/constants';

// What the editor tells the surveyor to do next, worded for the pointer in hand: 'Tap' for a
// finger, 'Click' for a mouse (and no Esc, which a phone has not).

export function canvasHint(tool: ToolId, toolName: string, conduitStarted: boolean, touch: boolean): string {
  const verb = touch ? 'Tap' : 'Click';
  switch (tool) {
    case 'select':
      return `${verb} an element to select it, then drag it to move it.`;
    case 'conduit':
      // The site map's Conduit, the floor plan's Run: one tool, named per editor.
      if (!conduitStarted) return `${toolName}: ${verb.toLowerCase()} the start point, then the end point.`;
      return touch ? `${toolName}: tap the end point. Tap ${toolName} again to cancel.` : `${toolName}: click the end point. Esc cancels.`;
    case 'custom':
      return `${verb} where the custom label goes.`;
    default:
      return `${verb} on the drawing to place ${toolName}.`;
  }
}

/** The empty site map's invitation (the floor plan has the spec's own). */
export function emptySiteMapHint(touch: boolean): string {
  return `Upload a map, or pick a tool and ${touch ? 'tap' : 'click'} the drawing to start`;
}

/** Setting the scale: the line over something of known length, end by end. */
export function calibrationHint(firstEndPlaced: boolean, touch: boolean): string {
  const verb = touch ? 'tap' : 'click';
  if (!firstEndPlaced) return `Scale: ${verb} one end of something you know the length of, like a wall.`;
  return touch ? 'Scale: tap its other end.' : 'Scale: click its other end. Esc cancels.';
}

/** Adding points to the selected run. */
export function extendHint(touch: boolean): string {
  return touch ? 'Add points: tap where the run goes next, then Done.' : 'Add points: click where the run goes next. Enter or Done when finished.';
}
