import { z } from 'zod';
import { ColumnInt } from './integers';
import { Text } from './text';

// Devices (DESIGN §16): each device's sync engine reports how many changes it holds unsent when
// it syncs and when its outbox changes while online, so the office can tell before handing a
// project over whether a phone still holds work.

export const DeviceParams = z.object({
  deviceId: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, { error: 'Letters, digits, dot, dash and underscore, at most 100' }),
});

export const DeviceReport = z.strictObject({
  /** What people call it ("Ana’s iPhone", a browser's name). */
  label: Text.trim().min(1, { error: 'is required' }).max(200),
  pending: ColumnInt.min(0),
  /** When the oldest unsent change was made; null with nothing pending. */
  oldestPendingAt: z.iso.datetime({ offset: true }).nullable(),
  /** The projects the unsent changes are about; without it they count for every project of the company. */
  projectIds: z.array(z.uuid()).max(500).optional(),
});
export type DeviceReport = z.infer<typeof DeviceReport>;

export const Device = z
  .object({
    deviceId: z.string(),
    label: z.string(),
    pending: z.number().int(),
    oldestPendingAt: z.iso.datetime().nullable(),
    projectIds: z.array(z.uuid()).nullable(),
    lastSeenAt: z.iso.datetime(),
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof Device>;
