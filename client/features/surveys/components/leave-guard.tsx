import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import type { SurveySaveController } from '../hooks/survey-save-controller';

/**
 * Moving to another screen never loses an edit: the few milliseconds of typing not yet written
 * to the device are written first, then the screen changes. What is on the device is sent by
 * the sync engine whenever it can, from any screen (DESIGN §6).
 */
export function LeaveGuard({ controller }: { controller: SurveySaveController }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => controller.hasUncommitted() && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    let active = true;
    void controller.flush().then(() => {
      if (active && blocker.state === 'blocked') blocker.proceed();
    });
    return () => {
      active = false;
    };
  }, [blocked, blocker, controller]);
  return null;
}
