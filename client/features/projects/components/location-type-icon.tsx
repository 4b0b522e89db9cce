import {
  Building2,
  Cable,
  DoorOpen,
  House,
  Map as MapIcon,
  Network,
  Server,
  Sofa,
  type LucideIcon,
} from 'lucide-react';
import type { LocationType } from '../../../../common/survey/location-types';

export const LOCATION_TYPE_ICONS: Record<LocationType, LucideIcon> = {
  property: House,
  mdf: Server,
  idf: Network,
  building: Building2,
  unit: DoorOpen,
  'common-area': Sofa,
  pathways: Cable,
  'site-map': MapIcon,
};
