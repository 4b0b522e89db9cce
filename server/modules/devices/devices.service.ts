import type { Device, DeviceReport } from '../../../common/schemas/devices';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { upsertDevice, type DeviceRow } from './devices.repo';

// Devices (DESIGN §16): each sync engine reports how many changes its outbox holds unsent, so a
// project is handed over only when no device of its company holds any (server/modules/review).

export function presentDevice(row: DeviceRow): Device {
  return {
    deviceId: row.deviceId,
    label: row.label,
    pending: row.pending,
    oldestPendingAt: row.oldestPendingAt?.toISOString() ?? null,
    projectIds: row.projectIds,
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}

export function createDevicesService({ db }: { db: Db }) {
  return {
    /** The caller's own device: reported under their user and company, nobody else's. */
    async report(actor: UserRow, deviceId: string, body: DeviceReport): Promise<DeviceRow> {
      return upsertDevice(db, {
        userId: actor.id,
        deviceId,
        companyId: actor.companyId,
        label: body.label,
        pending: body.pending,
        // Nothing pending has no oldest change.
        oldestPendingAt: body.pending > 0 && body.oldestPendingAt ? new Date(body.oldestPendingAt) : null,
        projectIds: body.projectIds ? [...new Set(body.projectIds)] : null,
      });
    },
  };
}
