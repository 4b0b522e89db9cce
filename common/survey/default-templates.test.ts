import { describe, it, expect } from 'vitest';
import { TemplateFields, type TemplateField } from '../schemas/templates';
import { LOCATION_TYPES } from './location-types';
import {
  DEFAULT_TEMPLATE_NAME,
  EXTENDED_TEMPLATE_NAME,
  READING_A_FIELDS,
  READING_B_FIELDS,
  SEEDED_TEMPLATES,
} from './default-templates';

const byName = (fields: TemplateField[], name: string): TemplateField => {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const requiredNames = (fields: TemplateField[]) => fields.filter((f) => f.required).map((f) => f.name);

describe('every seeded field list', () => {
  it.each(LOCATION_TYPES)('%s: readings A and B parse with TemplateFields unchanged', (type) => {
    expect(TemplateFields.parse(READING_A_FIELDS[type])).toEqual(READING_A_FIELDS[type]);
    expect(TemplateFields.parse(READING_B_FIELDS[type])).toEqual(READING_B_FIELDS[type]);
  });

  it('gives every text, number and textarea field a placeholder, and every select its options', () => {
    for (const fields of [...Object.values(READING_A_FIELDS), ...Object.values(READING_B_FIELDS)]) {
      for (const f of fields) {
        if (f.type === 'select') expect(f.options?.length, f.name).toBeGreaterThan(0);
        else expect(f.placeholder, f.name).toBeTruthy();
      }
    }
  });
});

describe('reading A', () => {
  it('property: names, order and required flags', () => {
    const fields = READING_A_FIELDS.property;
    expect(fields.map((f) => f.name)).toEqual([
      'propertyName',
      'numberOfUnits',
      'numberOfBuildings',
      'numberOfFloors',
      'buildingType',
      'numberOfCommonAreas',
      'currentCircuitProvider',
      'constructionDate',
      'propertyType',
      'totalSquareFootage',
      'lotSize',
      'parkingSpaces',
      'currentInternetService',
      'utilityRoomLocations',
      'specialRequirements',
      'notes',
    ]);
    expect(requiredNames(fields)).toEqual([
      'propertyName',
      'numberOfUnits',
      'numberOfBuildings',
      'numberOfFloors',
      'buildingType',
      'numberOfCommonAreas',
      'currentCircuitProvider',
      'propertyType',
    ]);
    expect(byName(fields, 'numberOfFloors').label).toBe('Number of Floors (maximum)');
    expect(byName(fields, 'lotSize')).toMatchObject({ label: 'Lot Size (acres)', type: 'number' });
    expect(byName(fields, 'buildingType').options).toEqual([
      'Low-Rise (1-3 floors)',
      'Mid-Rise (4-9 floors)',
      'High-Rise (10+ floors)',
      'Garden Style',
      'Townhomes',
      'Mixed Use',
      'Other',
    ]);
    expect(byName(fields, 'currentCircuitProvider').options).toEqual([
      'Verizon',
      'AT&T',
      'Comcast',
      'Charter/Spectrum',
      'Cox',
      'CenturyLink',
      'Frontier',
      'Other',
      'None/Unknown',
    ]);
  });

  it('MDF and IDF are identical', () => {
    expect(READING_A_FIELDS.idf).toEqual(READING_A_FIELDS.mdf);
  });

  it('MDF: names, required flags and option lists', () => {
    const fields = READING_A_FIELDS.mdf;
    expect(fields.map((f) => f.name)).toEqual([
      'building',
      'floor',
      'doorName',
      'nextLocation',
      'unitsServed',
      'commonAreasServed',
      'availablePower',
      'roomToMount',
      'existingPlywood',
      'conduit',
      'ethernetCable1',
      'ethernetCable2',
      'ethernetCable3',
      'fiberCable1',
      'fiberCable2',
      'fiberCable3',
      'coaxCable1',
      'coaxCable2',
      'coaxCable3',
      'notes',
    ]);
    expect(requiredNames(fields)).toEqual([
      'building',
      'floor',
      'doorName',
      'unitsServed',
      'commonAreasServed',
      'availablePower',
      'roomToMount',
      'existingPlywood',
      'conduit',
    ]);
    expect(byName(fields, 'floor').type).toBe('number');
    expect(byName(fields, 'unitsServed').options).toEqual(['0', '1', '2', '3-5', '6-10', '11-20', '21-50', '51-100', '100+']);
    expect(byName(fields, 'commonAreasServed').options).toEqual(['0', '1', '2', '3-5', '6-10', '11-20', '20+']);
    for (const yesNo of ['availablePower', 'existingPlywood', 'conduit']) {
      expect(byName(fields, yesNo)).toMatchObject({ type: 'select', options: ['Yes', 'No'] });
    }
    expect(byName(fields, 'fiberCable1').options).toEqual([
      'Single Mode',
      'Multimode OM1',
      'OM2',
      'OM3',
      'OM4',
      'Not Present',
      'Not Accessible',
    ]);
    expect(byName(fields, 'ethernetCable2')).toMatchObject({
      label: 'Ethernet Cable 2',
      options: ['Cat5e', 'Cat6', 'Cat6a', 'Not Present', 'Not Accessible'],
    });
    expect(byName(fields, 'coaxCable3').options).toEqual(['RG59', 'RG6', 'RG11', 'Not Present', 'Not Accessible']);
  });

  it('building, unit, common area, pathways and site map: required flags', () => {
    expect(requiredNames(READING_A_FIELDS.building)).toEqual(['buildingNumber', 'floors']);
    expect(READING_A_FIELDS.building.map((f) => f.name)).toEqual(['buildingNumber', 'floors', 'entrances', 'utilities', 'accessPoints']);
    expect(requiredNames(READING_A_FIELDS.unit)).toEqual(['unitNumber', 'floor']);
    expect(READING_A_FIELDS.unit.map((f) => f.name)).toEqual(['unitNumber', 'floor', 'roomCount', 'outlets', 'phoneJacks']);
    expect(requiredNames(READING_A_FIELDS['common-area'])).toEqual(['areaType', 'floor']);
    expect(READING_A_FIELDS['common-area'].map((f) => f.name)).toEqual(['areaType', 'floor', 'coverage', 'wifiRequirement', 'capacity']);
    expect(byName(READING_A_FIELDS['common-area'], 'coverage').label).toBe('Coverage (sq ft)');
    expect(requiredNames(READING_A_FIELDS.pathways)).toEqual(['pathType', 'distance']);
    expect(READING_A_FIELDS.pathways.map((f) => f.name)).toEqual(['pathType', 'distance', 'conduitSize', 'obstacles', 'accessibility']);
    expect(byName(READING_A_FIELDS.pathways, 'distance').label).toBe('Distance (feet)');
    expect(byName(READING_A_FIELDS.pathways, 'conduitSize').label).toBe('Conduit Size (inches)');
    expect(byName(READING_A_FIELDS.pathways, 'pathType').options).toEqual([
      'Underground Conduit',
      'Overhead Cable',
      'Direct Burial',
      'Building to Building',
      'Riser',
    ]);
    expect(READING_A_FIELDS['site-map']).toMatchObject([
      { name: 'siteName', type: 'text', required: true },
      { name: 'notes', type: 'textarea', required: false },
    ]);
  });
});

describe('reading B', () => {
  const expectedNames = {
    mdf: ['building', 'floor', 'door_name', 'next_unit', 'units_served', 'copper_pairs', 'fiber_strands', 'power_available', 'space_available', 'access_restrictions', 'existing_providers', 'notes'],
    idf: ['building', 'floor', 'door_name', 'served_units', 'connection_to_mdf', 'patch_panel_capacity', 'used_ports', 'cable_management', 'power_available', 'ventilation', 'expansion_potential', 'notes'],
    building: ['building_name', 'address', 'floors_total', 'units_per_floor', 'building_type', 'construction_type', 'year_built', 'telecom_room_location', 'riser_access', 'parking_access', 'security_requirements', 'property_manager', 'notes'],
    unit: ['unit_number', 'floor', 'unit_type', 'square_footage', 'entry_location', 'outlets_needed', 'outlet_locations', 'existing_wiring', 'wall_type', 'accessibility', 'resident_schedule', 'special_requirements', 'notes'],
    'common-area': ['area_name', 'area_type', 'floor_location', 'wifi_coverage_needed', 'access_points_needed', 'power_available', 'ceiling_type', 'security_cameras', 'environmental_concerns', 'usage_patterns', 'notes'],
    pathways: ['pathway_type', 'start_location', 'end_location', 'total_length', 'conduit_size', 'current_fill', 'cable_types_present', 'access_points', 'pathway_condition', 'expansion_potential', 'fire_stopping', 'permits_required', 'notes'],
  } as const;

  it.each(Object.entries(expectedNames))('%s: field names in the spec order', (type, names) => {
    expect(READING_B_FIELDS[type as keyof typeof expectedNames].map((f) => f.name)).toEqual(names);
  });

  it('property and site-map have one required location field', () => {
    for (const type of ['property', 'site-map'] as const) {
      expect(READING_B_FIELDS[type]).toMatchObject([{ name: 'location', label: 'Location', type: 'text', required: true }]);
      expect(READING_B_FIELDS[type]).toHaveLength(1);
    }
  });

  it('marks the identifying fields required', () => {
    expect(requiredNames(READING_B_FIELDS.mdf)).toEqual(['building', 'floor', 'door_name']);
    expect(requiredNames(READING_B_FIELDS.idf)).toEqual(['building', 'floor', 'door_name']);
    expect(requiredNames(READING_B_FIELDS.building)).toEqual(['building_name']);
    expect(requiredNames(READING_B_FIELDS.unit)).toEqual(['unit_number', 'floor']);
    expect(requiredNames(READING_B_FIELDS['common-area'])).toEqual(['area_name', 'area_type']);
    expect(requiredNames(READING_B_FIELDS.pathways)).toEqual(['pathway_type', 'start_location', 'end_location']);
  });

  it("uses the spec's units-served and power option lists", () => {
    expect(byName(READING_B_FIELDS.mdf, 'units_served').options).toEqual(['0', '1', '2', '3-5', '6-10', '11-20', '21-50', '50+']);
    const power = ['Yes - 120V', 'Yes - 240V', 'Yes - Both', 'No'];
    expect(byName(READING_B_FIELDS.mdf, 'power_available').options).toEqual(power);
    expect(byName(READING_B_FIELDS.idf, 'power_available').options).toEqual(power);
    expect(byName(READING_B_FIELDS['common-area'], 'power_available').options).toEqual(power);
  });

  it('uses number fields for counts, lengths and sizes', () => {
    const numbers: [keyof typeof expectedNames, string][] = [
      ['mdf', 'floor'],
      ['mdf', 'copper_pairs'],
      ['mdf', 'fiber_strands'],
      ['idf', 'patch_panel_capacity'],
      ['idf', 'used_ports'],
      ['building', 'floors_total'],
      ['building', 'units_per_floor'],
      ['building', 'year_built'],
      ['unit', 'square_footage'],
      ['unit', 'outlets_needed'],
      ['pathways', 'total_length'],
    ];
    for (const [type, name] of numbers) expect(byName(READING_B_FIELDS[type], name).type, name).toBe('number');
  });
});

describe('SEEDED_TEMPLATES', () => {
  it('has a default (reading A) and an extended (reading B) template for every type', () => {
    expect(SEEDED_TEMPLATES).toHaveLength(LOCATION_TYPES.length * 2);
    for (const type of LOCATION_TYPES) {
      const ofType = SEEDED_TEMPLATES.filter((t) => t.locationType === type);
      expect(ofType).toEqual([
        { locationType: type, name: DEFAULT_TEMPLATE_NAME(type), isDefault: true, fields: READING_A_FIELDS[type] },
        { locationType: type, name: EXTENDED_TEMPLATE_NAME(type), isDefault: false, fields: READING_B_FIELDS[type] },
      ]);
    }
  });

  it("names templates after the spec's form titles", () => {
    expect(DEFAULT_TEMPLATE_NAME('mdf')).toBe('MDF Survey');
    expect(DEFAULT_TEMPLATE_NAME('property')).toBe('Property Information');
    expect(DEFAULT_TEMPLATE_NAME('pathways')).toBe('Pathways/OSP Survey');
    expect(EXTENDED_TEMPLATE_NAME('common-area')).toBe('Common Area Survey (Extended)');
  });
});
