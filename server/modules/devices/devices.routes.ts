import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { Device, DeviceParams, DeviceReport } from '../../../common/schemas/devices';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { createDevicesService, presentDevice } from './devices.service';

export function devicesRoutes(deps: { db: Db }) {
  const devices = createDevicesService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.put(
      '/api/me/devices/:deviceId',
      {
        schema: {
          tags: ['review'],
          summary:
            'A device’s sync engine reports its unsent changes (when it syncs, and when its outbox changes while online): label, pending, oldestPendingAt, and optionally the projectIds they are about',
          params: DeviceParams,
          body: DeviceReport,
          response: { 200: Device, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
        },
      },
      async (request) => presentDevice(await devices.report(requireActor(request), request.params.deviceId, request.body)),
    );
  };
}
