// The eight location types (survey-work §2, "Survey types") with the spec's three wordings.
export const LOCATION_TYPES = ['property', 'mdf', 'idf', 'building', 'unit', 'common-area', 'pathways', 'site-map'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export interface LocationTypeInfo {
  id: LocationType;
  /** Survey-type page title. */
  title: string;
  description: string;
  /** Short wording of the Choose Survey Type tiles. */
  tileTitle: string;
  tileSubtitle: string;
  /** Title of the survey form. */
  formTitle: string;
}

export const LOCATION_TYPE_INFO: Record<LocationType, LocationTypeInfo> = {
  property: {
    id: 'property',
    title: 'Property Information',
    description: 'overall property details and specifications',
    tileTitle: 'Property Information',
    tileSubtitle: '',
    formTitle: 'Property Information',
  },
  mdf: {
    id: 'mdf',
    title: 'Main Distribution Frame (MDF)',
    description: 'primary telecom distribution point',
    tileTitle: 'MDF',
    tileSubtitle: 'Main Distribution Frame',
    formTitle: 'MDF Survey',
  },
  idf: {
    id: 'idf',
    title: 'Intermediate Distribution Frame (IDF)',
    description: 'secondary distribution closets',
    tileTitle: 'IDF',
    tileSubtitle: 'Intermediate Distribution Frame',
    formTitle: 'IDF Survey',
  },
  building: {
    id: 'building',
    title: 'Building Survey',
    description: 'overall building assessment',
    tileTitle: 'Building',
    tileSubtitle: 'Structural Survey',
    formTitle: 'Building Survey',
  },
  unit: {
    id: 'unit',
    title: 'Unit Survey',
    description: 'individual unit inspection',
    tileTitle: 'Unit',
    tileSubtitle: 'Individual Unit Survey',
    formTitle: 'Unit Survey',
  },
  'common-area': {
    id: 'common-area',
    title: 'Common Area',
    description: 'shared facility spaces',
    tileTitle: 'Common Area',
    tileSubtitle: 'Shared Spaces',
    formTitle: 'Common Area Survey',
  },
  pathways: {
    id: 'pathways',
    title: 'Pathways/OSP',
    description: 'cable pathways and outside plant',
    tileTitle: 'Pathways/OSP',
    tileSubtitle: 'Outside Plant Infrastructure',
    formTitle: 'Pathways/OSP Survey',
  },
  'site-map': {
    id: 'site-map',
    title: 'Site Map Markup',
    description: 'property layout and markup tools',
    tileTitle: 'Site Map Markup',
    tileSubtitle: 'Map Layout and Markup',
    formTitle: 'Site Map Markup',
  },
};

export function isLocationType(value: string): value is LocationType {
  return (LOCATION_TYPES as readonly string[]).includes(value);
}
