import { projectEstimate, type Estimate } from '../../../common/markup/estimate';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { projectEffectivePriceList } from '../price-lists/price-lists.service';
import { projectTakeoff } from '../quantities/project-takeoff';

// The estimate (DESIGN §17): the project's quantities, exactly as GET …/quantities gives them,
// times the prices its estimate uses (the company's list, the project's items over it).

export function createEstimateService({ db }: { db: Db }) {
  return {
    async ofProject(actor: UserRow, projectId: string): Promise<{ estimate: Estimate; projectName: string }> {
      const takeoff = await projectTakeoff(db, actor, projectId);
      const prices = await projectEffectivePriceList(db, takeoff.scope, takeoff.project);
      return { estimate: projectEstimate(takeoff.quantities, prices), projectName: takeoff.project.name };
    },
  };
}
