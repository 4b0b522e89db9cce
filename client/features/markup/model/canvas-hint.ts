import type { ToolId } from '../../../../common/markup/constants';

// What the editor tells the surveyor to do next, worded for the pointer in hand: 'Tap' for a
// finger, 'Click' for a mouse (and no Esc, which a phone has not).

export function canvasHint(tool: ToolId, toolName: string, conduitStarted: boolean, touch: boolean): string {
  const verb = touch ? 'Tap' : 'Click';
  switch (tool) {
    case 'select':
      return `${verb} an element to select it, then drag it to move it.`;
    case 'conduit':
      if (!conduitStarted) return `Conduit: ${verb.toLowerCase()} the start point, then the end point.`;
      return touch ? 'Conduit: tap the end point. Tap Conduit again to cancel.' : 'Conduit: click the end point. Esc cancels.';
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
