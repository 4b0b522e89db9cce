import type { TemplateField } from '../schemas/templates';
import { LOCATION_TYPES, LOCATION_TYPE_INFO, type LocationType } from './location-types';

// The seeded global templates (DESIGN §4): reading A of survey-work §3 is each type's default,
// reading B becomes a second global template named '<form title> (Extended)'.

type FieldExtras = { required?: boolean; placeholder?: string };

function text(name: string, label: string, extras: FieldExtras = {}): TemplateField {
  return { name, label, type: 'text', required: extras.required ?? false, ...placeholderOf(extras) };
}

/** The lowest floor a form takes: basements are floors (DESIGN §4), down to the photo levels’ lowest. */
export const LOWEST_FLOOR = -10;

function num(name: string, label: string, extras: FieldExtras = {}): TemplateField {
  // A floor may be a basement: negative.
  const min = name === 'floor' ? { min: LOWEST_FLOOR } : {};
  return { name, label, type: 'number', required: extras.required ?? false, ...placeholderOf(extras), ...min };
}

function textarea(name: string, label: string, extras: FieldExtras = {}): TemplateField {
  return { name, label, type: 'textarea', required: extras.required ?? false, ...placeholderOf(extras) };
}

function select(name: string, label: string, options: readonly string[], extras: { required?: boolean } = {}): TemplateField {
  return { name, label, type: 'select', required: extras.required ?? false, options: [...options] };
}

function placeholderOf(extras: FieldExtras): { placeholder?: string } {
  return extras.placeholder === undefined ? {} : { placeholder: extras.placeholder };
}

const REQUIRED = { required: true } as const;
const YES_NO = ['Yes', 'No'] as const;

// ---------------------------------------------------------------------------------------------
// Reading A: the fixed forms (camelCase names). Labels are stored in title case; the UI may
// upper-case them with CSS as the old screens did.

const PROPERTY_A: TemplateField[] = [
  text('propertyName', 'Property Name', { required: true, placeholder: 'e.g. Riverside Apartments' }),
  num('numberOfUnits', 'Number of Units', { required: true, placeholder: 'e.g. 240' }),
  num('numberOfBuildings', 'Number of Buildings', { required: true, placeholder: 'e.g. 6' }),
  num('numberOfFloors', 'Number of Floors (maximum)', { required: true, placeholder: 'e.g. 4' }),
  select(
    'buildingType',
    'Building Type',
    ['Low-Rise (1-3 floors)', 'Mid-Rise (4-9 floors)', 'High-Rise (10+ floors)', 'Garden Style', 'Townhomes', 'Mixed Use', 'Other'],
    REQUIRED,
  ),
  num('numberOfCommonAreas', 'Number of Common Areas', { required: true, placeholder: 'e.g. 3' }),
  select(
    'currentCircuitProvider',
    'Current Circuit Provider',
    ['Verizon', 'AT&T', 'Comcast', 'Charter/Spectrum', 'Cox', 'CenturyLink', 'Frontier', 'Other', 'None/Unknown'],
    REQUIRED,
  ),
  text('constructionDate', 'Construction Date', { placeholder: 'e.g. 1998 or March 2005' }),
  select(
    'propertyType',
    'Property Type',
    ['Apartment Complex', 'Condominium', 'Senior Living', 'Student Housing', 'Affordable Housing', 'Mixed-Income', 'Luxury', 'Other'],
    REQUIRED,
  ),
  num('totalSquareFootage', 'Total Square Footage', { placeholder: 'e.g. 185000' }),
  num('lotSize', 'Lot Size (acres)', { placeholder: 'e.g. 12.5' }),
  num('parkingSpaces', 'Parking Spaces', { placeholder: 'e.g. 320' }),
  select('currentInternetService', 'Current Internet Service', [
    'Cable',
    'DSL',
    'Fiber',
    'Satellite',
    'Fixed Wireless',
    'None',
    'Multiple Providers',
    'Unknown',
  ]),
  textarea('utilityRoomLocations', 'Utility Room Locations', { placeholder: 'Where the utility and telecom rooms are' }),
  textarea('specialRequirements', 'Special Requirements', { placeholder: 'Access rules, HOA approvals, work hours...' }),
  textarea('notes', 'Notes', { placeholder: 'Additional notes' }),
];

const ETHERNET_OPTIONS = ['Cat5e', 'Cat6', 'Cat6a', 'Not Present', 'Not Accessible'] as const;
const FIBER_OPTIONS = ['Single Mode', 'Multimode OM1', 'OM2', 'OM3', 'OM4', 'Not Present', 'Not Accessible'] as const;
const COAX_OPTIONS = ['RG59', 'RG6', 'RG11', 'Not Present', 'Not Accessible'] as const;

function distributionFrameA(): TemplateField[] {
  const cables = (prefix: string, label: string, options: readonly string[]) =>
    [1, 2, 3].map((n) => select(`${prefix}${n}`, `${label} ${n}`, options));
  return [
    text('building', 'Building', { required: true, placeholder: 'e.g. Building A' }),
    num('floor', 'Floor', { required: true, placeholder: 'e.g. 1' }),
    text('doorName', 'Door Name', { required: true, placeholder: 'e.g. Telecom Room 101' }),
    text('nextLocation', 'Next Location', { placeholder: 'e.g. IDF Building B, Floor 2' }),
    select('unitsServed', 'Units Served', ['0', '1', '2', '3-5', '6-10', '11-20', '21-50', '51-100', '100+'], REQUIRED),
    select('commonAreasServed', 'Common Areas Served', ['0', '1', '2', '3-5', '6-10', '11-20', '20+'], REQUIRED),
    select('availablePower', 'Available Power', YES_NO, REQUIRED),
    select(
      'roomToMount',
      'Room to Mount',
      ['Yes - Ample Space', 'Yes - Minimal Space', 'No - Insufficient Space', 'Not Applicable'],
      REQUIRED,
    ),
    select('existingPlywood', 'Existing Plywood', YES_NO, REQUIRED),
    select('conduit', 'Conduit', YES_NO, REQUIRED),
    ...cables('ethernetCable', 'Ethernet Cable', ETHERNET_OPTIONS),
    ...cables('fiberCable', 'Fiber Cable', FIBER_OPTIONS),
    ...cables('coaxCable', 'Coax Cable', COAX_OPTIONS),
    textarea('notes', 'Notes', { placeholder: 'Additional notes' }),
  ];
}

const BUILDING_A: TemplateField[] = [
  text('buildingNumber', 'Building Number', { required: true, placeholder: 'e.g. Building A' }),
  num('floors', 'Floors', { required: true, placeholder: 'e.g. 3' }),
  num('entrances', 'Entrances', { placeholder: 'e.g. 2' }),
  textarea('utilities', 'Utilities', { placeholder: 'Power, telecom and other utility entrances' }),
  num('accessPoints', 'Access Points', { placeholder: 'e.g. 4' }),
];

const UNIT_A: TemplateField[] = [
  text('unitNumber', 'Unit Number', { required: true, placeholder: 'e.g. 204' }),
  num('floor', 'Floor', { required: true, placeholder: 'e.g. 2' }),
  num('roomCount', 'Room Count', { placeholder: 'e.g. 4' }),
  num('outlets', 'Outlets', { placeholder: 'e.g. 6' }),
  num('phoneJacks', 'Phone Jacks', { placeholder: 'e.g. 2' }),
];

const COMMON_AREA_A: TemplateField[] = [
  select('areaType', 'Area Type', ['Lobby', 'Hallway', 'Stairwell', 'Parking Garage', 'Pool Area', 'Gym', 'Other'], REQUIRED),
  num('floor', 'Floor', { required: true, placeholder: 'e.g. 1' }),
  num('coverage', 'Coverage (sq ft)', { placeholder: 'e.g. 1500' }),
  select('wifiRequirement', 'WiFi Requirement', ['Yes', 'No', 'Partial']),
  num('capacity', 'Capacity', { placeholder: 'e.g. 50' }),
];

const PATHWAYS_A: TemplateField[] = [
  select(
    'pathType',
    'Path Type',
    ['Underground Conduit', 'Overhead Cable', 'Direct Burial', 'Building to Building', 'Riser'],
    REQUIRED,
  ),
  num('distance', 'Distance (feet)', { required: true, placeholder: 'e.g. 250' }),
  num('conduitSize', 'Conduit Size (inches)', { placeholder: 'e.g. 2' }),
  textarea('obstacles', 'Obstacles', { placeholder: 'Roads, walls, landscaping, other utilities...' }),
  select('accessibility', 'Accessibility', ['Easy Access', 'Restricted Access', 'Requires Permits', 'Difficult Access']),
];

const SITE_MAP_A: TemplateField[] = [
  text('siteName', 'Site Name', { required: true, placeholder: 'e.g. Riverside Apartments - North Campus' }),
  textarea('notes', 'Notes', { placeholder: 'Additional notes' }),
];

export const READING_A_FIELDS: Record<LocationType, TemplateField[]> = {
  property: PROPERTY_A,
  mdf: distributionFrameA(),
  idf: distributionFrameA(),
  building: BUILDING_A,
  unit: UNIT_A,
  'common-area': COMMON_AREA_A,
  pathways: PATHWAYS_A,
  'site-map': SITE_MAP_A,
};

// ---------------------------------------------------------------------------------------------
// Reading B: the built-in default template fields (snake_case names). The spec gives two option
// lists (units served, power); the other selects have "similar fixed lists", completed here.

const UNITS_SERVED_B = ['0', '1', '2', '3-5', '6-10', '11-20', '21-50', '50+'] as const;
const POWER_B = ['Yes - 120V', 'Yes - 240V', 'Yes - Both', 'No'] as const;
const SPACE_AVAILABLE_B = ['Ample', 'Adequate', 'Limited', 'None'] as const;
const CABLE_MANAGEMENT_B = ['Good', 'Fair', 'Poor', 'None'] as const;
const VENTILATION_B = ['Adequate', 'Marginal', 'Inadequate', 'None'] as const;
const EXPANSION_B = ['High', 'Medium', 'Low', 'None'] as const;
const BUILDING_TYPE_B = ['Low-Rise', 'Mid-Rise', 'High-Rise', 'Garden Style', 'Townhomes', 'Mixed Use', 'Other'] as const;
const CONSTRUCTION_TYPE_B = ['Wood Frame', 'Steel Frame', 'Concrete', 'Masonry', 'Mixed', 'Other'] as const;
const RISER_ACCESS_B = ['Dedicated Riser', 'Shared Chase', 'Conduit Only', 'No Riser Access', 'Unknown'] as const;
const UNIT_TYPE_B = ['Studio', '1 Bedroom', '2 Bedroom', '3 Bedroom', '4+ Bedroom', 'Penthouse', 'Other'] as const;
const EXISTING_WIRING_B = ['Cat6', 'Cat5e', 'Coax Only', 'Phone Only', 'Fiber', 'None', 'Unknown'] as const;
const WALL_TYPE_B = ['Drywall', 'Plaster', 'Concrete', 'Brick', 'Other'] as const;
const UNIT_ACCESSIBILITY_B = ['Vacant', 'Occupied - Easy Access', 'Occupied - Schedule Required', 'Restricted Access'] as const;
const AREA_TYPE_B = [
  'Lobby',
  'Hallway',
  'Stairwell',
  'Parking Garage',
  'Pool Area',
  'Gym',
  'Clubhouse',
  'Leasing Office',
  'Mail Room',
  'Laundry Room',
  'Other',
] as const;
const WIFI_COVERAGE_B = ['Full Coverage', 'Partial Coverage', 'Not Needed'] as const;
const CEILING_TYPE_B = ['Drop Ceiling', 'Drywall', 'Open/Exposed', 'Concrete', 'Other'] as const;
const SECURITY_CAMERAS_B = ['Yes - Existing', 'Yes - Planned', 'No'] as const;
const PATHWAY_TYPE_B = [
  'Underground Conduit',
  'Overhead/Aerial',
  'Direct Burial',
  'Building to Building',
  'Riser',
  'Cable Tray',
  'Other',
] as const;
const CURRENT_FILL_B = ['Empty', 'Under 25%', '25-50%', '50-75%', 'Over 75%', 'Full'] as const;
const PATHWAY_CONDITION_B = ['Excellent', 'Good', 'Fair', 'Poor', 'Damaged'] as const;
const FIRE_STOPPING_B = ['Yes - Compliant', 'Yes - Needs Repair', 'No', 'Not Applicable'] as const;
const PERMITS_REQUIRED_B = ['Yes', 'No', 'Unknown'] as const;

const notesB = (): TemplateField => textarea('notes', 'Notes', { placeholder: 'Additional notes' });

const MDF_B: TemplateField[] = [
  text('building', 'Building', { required: true, placeholder: 'e.g. Building A' }),
  num('floor', 'Floor', { required: true, placeholder: 'e.g. 1' }),
  text('door_name', 'Door Name', { required: true, placeholder: 'e.g. Telecom Room 101' }),
  text('next_unit', 'Next Unit', { placeholder: 'e.g. IDF Building B, Floor 2' }),
  select('units_served', 'Units Served', UNITS_SERVED_B),
  num('copper_pairs', 'Copper Pairs', { placeholder: 'e.g. 100' }),
  num('fiber_strands', 'Fiber Strands', { placeholder: 'e.g. 24' }),
  select('power_available', 'Power Available', POWER_B),
  select('space_available', 'Space Available', SPACE_AVAILABLE_B),
  textarea('access_restrictions', 'Access Restrictions', { placeholder: 'Keys, escorts, hours...' }),
  text('existing_providers', 'Existing Providers', { placeholder: 'e.g. Comcast, AT&T' }),
  notesB(),
];

const IDF_B: TemplateField[] = [
  text('building', 'Building', { required: true, placeholder: 'e.g. Building B' }),
  num('floor', 'Floor', { required: true, placeholder: 'e.g. 2' }),
  text('door_name', 'Door Name', { required: true, placeholder: 'e.g. Closet 2B' }),
  select('served_units', 'Served Units', UNITS_SERVED_B),
  text('connection_to_mdf', 'Connection to MDF', { placeholder: 'e.g. 12-strand fiber via riser' }),
  num('patch_panel_capacity', 'Patch Panel Capacity (ports)', { placeholder: 'e.g. 48' }),
  num('used_ports', 'Used Ports', { placeholder: 'e.g. 36' }),
  select('cable_management', 'Cable Management', CABLE_MANAGEMENT_B),
  select('power_available', 'Power Available', POWER_B),
  select('ventilation', 'Ventilation', VENTILATION_B),
  select('expansion_potential', 'Expansion Potential', EXPANSION_B),
  notesB(),
];

const BUILDING_B: TemplateField[] = [
  text('building_name', 'Building Name', { required: true, placeholder: 'e.g. Building A' }),
  text('address', 'Address', { placeholder: 'e.g. 100 Main Street' }),
  num('floors_total', 'Total Floors', { placeholder: 'e.g. 4' }),
  num('units_per_floor', 'Units per Floor', { placeholder: 'e.g. 12' }),
  select('building_type', 'Building Type', BUILDING_TYPE_B),
  select('construction_type', 'Construction Type', CONSTRUCTION_TYPE_B),
  num('year_built', 'Year Built', { placeholder: 'e.g. 1998' }),
  text('telecom_room_location', 'Telecom Room Location', { placeholder: 'e.g. Basement, north corner' }),
  select('riser_access', 'Riser Access', RISER_ACCESS_B),
  text('parking_access', 'Parking Access', { placeholder: 'e.g. Visitor lot beside the leasing office' }),
  textarea('security_requirements', 'Security Requirements', { placeholder: 'Badges, escorts, background checks...' }),
  text('property_manager', 'Property Manager', { placeholder: 'Name and phone' }),
  notesB(),
];

const UNIT_B: TemplateField[] = [
  text('unit_number', 'Unit Number', { required: true, placeholder: 'e.g. 204' }),
  num('floor', 'Floor', { required: true, placeholder: 'e.g. 2' }),
  select('unit_type', 'Unit Type', UNIT_TYPE_B),
  num('square_footage', 'Square Footage', { placeholder: 'e.g. 850' }),
  text('entry_location', 'Entry Location', { placeholder: 'e.g. Hallway closet by the front door' }),
  num('outlets_needed', 'Outlets Needed', { placeholder: 'e.g. 4' }),
  textarea('outlet_locations', 'Outlet Locations', { placeholder: 'Living room, bedrooms, office...' }),
  select('existing_wiring', 'Existing Wiring', EXISTING_WIRING_B),
  select('wall_type', 'Wall Type', WALL_TYPE_B),
  select('accessibility', 'Accessibility', UNIT_ACCESSIBILITY_B),
  text('resident_schedule', 'Resident Schedule', { placeholder: 'e.g. Weekdays after 5 pm' }),
  textarea('special_requirements', 'Special Requirements', { placeholder: 'Pets, accessibility needs...' }),
  notesB(),
];

const COMMON_AREA_B: TemplateField[] = [
  text('area_name', 'Area Name', { required: true, placeholder: 'e.g. Main Lobby' }),
  select('area_type', 'Area Type', AREA_TYPE_B, REQUIRED),
  text('floor_location', 'Floor / Location', { placeholder: 'e.g. Ground floor, Building A' }),
  select('wifi_coverage_needed', 'WiFi Coverage Needed', WIFI_COVERAGE_B),
  num('access_points_needed', 'Access Points Needed', { placeholder: 'e.g. 2' }),
  select('power_available', 'Power Available', POWER_B),
  select('ceiling_type', 'Ceiling Type', CEILING_TYPE_B),
  select('security_cameras', 'Security Cameras', SECURITY_CAMERAS_B),
  textarea('environmental_concerns', 'Environmental Concerns', { placeholder: 'Moisture, heat, outdoor exposure...' }),
  textarea('usage_patterns', 'Usage Patterns', { placeholder: 'Peak hours, typical number of people...' }),
  notesB(),
];

const PATHWAYS_B: TemplateField[] = [
  select('pathway_type', 'Pathway Type', PATHWAY_TYPE_B, REQUIRED),
  text('start_location', 'Start Location', { required: true, placeholder: 'e.g. MDF, Building A' }),
  text('end_location', 'End Location', { required: true, placeholder: 'e.g. IDF, Building C' }),
  num('total_length', 'Total Length (feet)', { placeholder: 'e.g. 350' }),
  num('conduit_size', 'Conduit Size (inches)', { placeholder: 'e.g. 2' }),
  select('current_fill', 'Current Fill', CURRENT_FILL_B),
  text('cable_types_present', 'Cable Types Present', { placeholder: 'e.g. Coax, Cat5e' }),
  textarea('access_points', 'Access Points', { placeholder: 'Handholes, pull boxes, manholes along the route' }),
  select('pathway_condition', 'Pathway Condition', PATHWAY_CONDITION_B),
  select('expansion_potential', 'Expansion Potential', EXPANSION_B),
  select('fire_stopping', 'Fire Stopping', FIRE_STOPPING_B),
  select('permits_required', 'Permits Required', PERMITS_REQUIRED_B),
  notesB(),
];

const locationOnlyB = (): TemplateField[] => [
  text('location', 'Location', { required: true, placeholder: 'e.g. Main office' }),
];

export const READING_B_FIELDS: Record<LocationType, TemplateField[]> = {
  property: locationOnlyB(),
  mdf: MDF_B,
  idf: IDF_B,
  building: BUILDING_B,
  unit: UNIT_B,
  'common-area': COMMON_AREA_B,
  pathways: PATHWAYS_B,
  'site-map': locationOnlyB(),
};

// ---------------------------------------------------------------------------------------------

export function DEFAULT_TEMPLATE_NAME(type: LocationType): string {
  return LOCATION_TYPE_INFO[type].formTitle;
}

export function EXTENDED_TEMPLATE_NAME(type: LocationType): string {
  return `${LOCATION_TYPE_INFO[type].formTitle} (Extended)`;
}

export interface SeededTemplate {
  locationType: LocationType;
  name: string;
  isDefault: boolean;
  fields: TemplateField[];
}

export const SEEDED_TEMPLATES: readonly SeededTemplate[] = LOCATION_TYPES.flatMap((locationType) => [
  { locationType, name: DEFAULT_TEMPLATE_NAME(locationType), isDefault: true, fields: READING_A_FIELDS[locationType] },
  { locationType, name: EXTENDED_TEMPLATE_NAME(locationType), isDefault: false, fields: READING_B_FIELDS[locationType] },
]);
