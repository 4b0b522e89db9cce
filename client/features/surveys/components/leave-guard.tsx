import { useEffect, useEffectEvent, useState } from 'react';
import { useBlocker } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import type { SaveOutcome, SurveySaveController } from '../hooks/survey-save-controller';

/**
 * Any navigation inside the app (its buttons, the header, the browser's Back) first saves what is
 * pending. If that save fails, the user chooses between staying and leaving without it; if it
 * meets a conflict, they stay and see it.
 */
export function LeaveGuard({ controller, onConflict }: { controller: SurveySaveController; onConflict: () => void }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => controller.hasPending() && currentLocation.pathname !== nextLocation.pathname);
  const [failed, setFailed] = useState(false);

  // One flush per blocked navigation: the outcome decides whether it goes on.
  const settle = useEffectEvent((outcome: SaveOutcome) => {
    if (blocker.state !== 'blocked') return;
    if (outcome === 'saved' || outcome === 'nothing') blocker.proceed();
    else if (outcome === 'conflict') {
      blocker.reset();
      onConflict();
    } else setFailed(true);
  });
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    let active = true;
    void controller.flush().then((outcome) => {
      if (active) settle(outcome);
    });
    return () => {
      active = false;
    };
  }, [blocked, controller]);

  return (
    <AlertDialog open={failed && blocker.state === 'blocked'}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Your latest changes are not saved</AlertDialogTitle>
          <AlertDialogDescription>They could not be saved just now. Stay to try again, or leave without them.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel
            onClick={() => {
              setFailed(false);
              if (blocker.state === 'blocked') blocker.reset();
            }}
          >
            Stay
          </AlertDialogCancel>
          <AlertDialogAction
            destructive
            onClick={() => {
              setFailed(false);
              controller.pause();
              if (blocker.state === 'blocked') blocker.proceed();
            }}
          >
            Leave without saving
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

