import { ELEMENT_SHAPES, isPointMarkerType, type PointMarkerType } from './element-shapes';
import type { MarkupElementType } from './schema';

// Business constants of the two markup editors (survey-work §4, §5, §9).

export type EditorKind = 'site-map' | 'floor-plan';
export const EDITOR_KINDS = ['site-map', 'floor-plan'] as const satisfies readonly EditorKind[];

/** What the pointer does: pick and drag, or place one element type. */
export type ToolId = 'select' | MarkupElementType;

export interface ToolDefinition {
  id: ToolId;
  /** Button text in the toolbar. */
  name: string;
}

export interface EditorConfig {
  kind: EditorKind;
  /** A conduit is hit within this distance of its line (canvas units). */
  hitConduit: number;
  /** A point element is hit within (radius + 5) * pointFactor of its centre. */
  pointFactor: number;
  /** The icon-size slider starts here; new point elements get this radius. */
  defaultRadius: number;
  tools: readonly ToolDefinition[];
  /** The letters drawn inside each point marker's circle, also its identifiers' prefix (IDF-1). */
  labels: Record<PointMarkerType, string>;
}

/** Extra slack (canvas units) the spec's hit formula gets for a point: (radius + HIT_POINT_PADDING) * factor. */
export const HIT_POINT_PADDING = 5;

export const SITE_MAP_CONFIG: EditorConfig = {
  kind: 'site-map',
  hitConduit: 3.75,
  pointFactor: 0.375,
  defaultRadius: 24,
  tools: [
    { id: 'select', name: 'Select' },
    { id: 'conduit', name: 'Conduit' },
    { id: 'idf', name: 'IDF' },
    { id: 'mdf', name: 'MDF' },
    { id: 'common', name: 'Common' },
    { id: 'ap', name: 'AP' },
    { id: 'handheld', name: 'Handhold' },
    { id: 'power', name: 'Power' },
    { id: 'custom', name: 'Custom' },
  ],
  labels: { idf: 'IDF', mdf: 'MDF', common: 'CM', ap: 'AP', power: 'P', handheld: 'HH', homerun: 'HR', coax: 'C' },
};

/**
 * The floor plan reuses the element types under unit-level names. Mapping (the spec names the
 * tools and labels but not their types):
 *   Media Cabinet → mdf (MC): the unit's distribution point, as the MDF is the property's;
 *   Data Jack → idf (DJ): the outlet fed from the cabinet, one level down like an IDF;
 *   Coax → coax (C), AP → ap (AP), HomeRun → homerun (HR), Power → power (P), Custom → custom;
 *   handheld → HM, the seventh spec label, for handhold elements that reach a floor plan;
 *   Run → conduit (issue 14): the site map's line tool, its runs Cat6 unless the surveyor picks another kind.
 */
export const FLOOR_PLAN_CONFIG: EditorConfig = {
  kind: 'floor-plan',
  hitConduit: 5,
  pointFactor: 0.5,
  defaultRadius: 32,
  tools: [
    { id: 'select', name: 'Select' },
    // Not one of the spec's floor-plan tools: a run (cable or pathway) inside the unit, measured once the plan has a scale (issue 14).
    { id: 'conduit', name: 'Run' },
    { id: 'mdf', name: 'Media Cabinet' },
    { id: 'idf', name: 'Data Jack' },
    { id: 'coax', name: 'Coax' },
    { id: 'ap', name: 'AP' },
    { id: 'homerun', name: 'HomeRun' },
    { id: 'power', name: 'Power' },
    { id: 'custom', name: 'Custom' },
  ],
  labels: { mdf: 'MC', idf: 'DJ', coax: 'C', ap: 'AP', power: 'P', homerun: 'HR', handheld: 'HM', common: 'CM' },
};

/** Every element type's name where an editor has no tool of its own for it. */
export const ELEMENT_TYPE_NAMES: Record<MarkupElementType, string> = {
  conduit: 'Conduit',
  idf: 'IDF',
  mdf: 'MDF',
  common: 'Common area',
  ap: 'AP',
  power: 'Power',
  handheld: 'Handhold',
  homerun: 'HomeRun',
  custom: 'Custom label',
  coax: 'Coax',
};

/** What an element type is called in an editor: its tool's name there ('Data Jack' on a floor plan), else its own. */
export function elementTypeName(kind: EditorKind, type: MarkupElementType): string {
  return EDITOR_CONFIGS[kind].tools.find((tool) => tool.id === type)?.name ?? ELEMENT_TYPE_NAMES[type];
}

/** What a drawing of each editor is called in the reports and lists: one spelling. */
export const EDITOR_NAMES: Record<EditorKind, string> = {
  'site-map': 'Site map',
  'floor-plan': 'Floor plan',
};

export const EDITOR_CONFIGS: Record<EditorKind, EditorConfig> = {
  'site-map': SITE_MAP_CONFIG,
  'floor-plan': FLOOR_PLAN_CONFIG,
};

/** Element colours (spec §9); coax is not in the spec: brown, apart from every other hue. */
export const ELEMENT_COLORS: Record<MarkupElementType, string> = {
  idf: '#dc2626', // red
  mdf: '#06b6d4', // cyan
  common: '#9333ea', // purple
  ap: '#16a34a', // green
  power: '#eab308', // yellow
  conduit: '#f97316', // orange
  handheld: '#ec4899', // pink
  homerun: '#2563eb', // blue
  custom: '#6b7280', // grey
  coax: '#92400e', // brown
};

/** Label colour inside each circle: dark on the light fills (yellow, cyan), white on the rest. */
export const LABEL_COLORS: Record<MarkupElementType, string> = {
  idf: '#ffffff',
  mdf: '#0f172a',
  common: '#ffffff',
  ap: '#ffffff',
  power: '#0f172a',
  conduit: '#ffffff',
  handheld: '#ffffff',
  homerun: '#ffffff',
  custom: '#ffffff',
  coax: '#ffffff',
};

/** The kind a new run gets in each editor (issue 14): pathways on the site map, cable inside a unit. */
export const NEW_RUN_KIND: Record<EditorKind, string> = { 'site-map': 'conduit', 'floor-plan': 'cat6' };

export const DEFAULT_CONDUIT_WIDTH = 3;
export const CONDUIT_WIDTH_MIN = 1;
export const CONDUIT_WIDTH_MAX = 10;

/** Outline of point elements. */
export const DEFAULT_STROKE_WIDTH = 2;

/** A custom element's circle is this share of the icon size (spec §9). */
export const CUSTOM_RADIUS_FACTOR = 0.67;

export const ICON_SIZE_MIN = 16;
export const ICON_SIZE_MAX = 64;
export const ICON_SIZE_STEP = 4;

export const CUSTOM_LABEL_MAX_LENGTH = 200;

/** Auto-save after the last recorded change (spec §4, §9). */
export const MARKUP_AUTOSAVE_MS = 5000;

/** The PNG export's size: the canvas space itself. */
export const EXPORT_WIDTH = 2000;
export const EXPORT_HEIGHT = 1500;

/** Undo keeps this many steps; older ones fall off (the spec sets no limit). */
export const HISTORY_LIMIT = 200;

export function clampConduitWidth(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_CONDUIT_WIDTH;
  return Math.min(CONDUIT_WIDTH_MAX, Math.max(CONDUIT_WIDTH_MIN, Math.round(value)));
}

/** Snaps to the slider's steps (16, 20, ... 64). */
export function clampIconSize(value: number): number {
  if (!Number.isFinite(value)) return ICON_SIZE_MIN;
  const stepped = ICON_SIZE_MIN + Math.round((value - ICON_SIZE_MIN) / ICON_SIZE_STEP) * ICON_SIZE_STEP;
  return Math.min(ICON_SIZE_MAX, Math.max(ICON_SIZE_MIN, stepped));
}

/** Radius of a new element of this type placed with this icon size. */
export function radiusFor(type: MarkupElementType, iconSize: number): number {
  return ELEMENT_SHAPES[type] === 'label' ? Math.round(iconSize * CUSTOM_RADIUS_FACTOR * 100) / 100 : iconSize;
}

/** The text drawn for an element: the custom label, else the editor's letters for the type. */
export function labelFor(kind: EditorKind, type: MarkupElementType, text: string | undefined): string {
  if (isPointMarkerType(type)) return EDITOR_CONFIGS[kind].labels[type];
  // A custom label shows its own text; a run has none.
  return ELEMENT_SHAPES[type] === 'label' ? (text ?? '') : '';
}
