// Placeholder until its feature lands; replaced in the same change.
export function UnitFloorPlanRoute() {
  return <main className="p-6">UnitFloorPlanRoute</main>;
}
