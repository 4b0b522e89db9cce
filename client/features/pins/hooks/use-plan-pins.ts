import { useMemo } from 'react';
import { planName } from '../model/plan-choices';
import { pinsOnPlan, projectPhotos } from '../model/plan-pins';
import { useProjectPlans } from './use-project-plans';

/**
 * The photos pinned on one plan as this device knows them (DESIGN §6): the pins in number order,
 * every photo of the project by id (one waiting to upload with its bytes on the device), the
 * project's surveys (the location each photo belongs to) and the plan's name.
 */
export function usePlanPins(projectId: string, planId: string) {
  const { surveys, photos, entries } = useProjectPlans(projectId);
  const pins = useMemo(() => pinsOnPlan(photos, planId), [photos, planId]);
  const photosById = useMemo(() => projectPhotos(surveys ?? [], entries), [surveys, entries]);
  const plan = surveys?.find((survey) => survey.id === planId);
  return { pins, photosById, surveys, planName: plan ? planName(plan) : null };
}
