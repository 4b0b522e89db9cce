import { useCallback, useState } from 'react';
import { backgroundPlacement } from '../../../../common/markup/geometry';
import type { MarkupBackground } from '../../../../common/markup/render-svg';
import { CANVAS_WIDTH } from '../../../../common/markup/schema';
import { toast } from '../../../components/ui/use-toast';
import type { ScaleSource } from '../components/scale-dialog';
import type { EditorStore } from '../model/editor-state';
import { useEditorState } from './use-editor-store';

/**
 * Setting the drawing's scale: a line drawn over something of known length, or the plan's width
 * typed; and removing it (asked first). The scale itself is the drawing's, in the store.
 * Each way starts on the canvas, so the phone's More panel gets out of the way (`closeMore`).
 */
export function useScaleSetting(store: EditorStore, background: MarkupBackground | null, closeMore: () => void) {
  const calibration = useEditorState(store, (s) => s.calibration);
  // The scale typed as the plan's width: the width the plan image spans on the canvas (all of it without one).
  const [typing, setTyping] = useState(false);
  const [removeOpen, setRemoveOpen] = useState(false);
  const planSpan = background ? backgroundPlacement(background.width, background.height).width : CANVAS_WIDTH;
  const source: ScaleSource | null = calibration?.from && calibration.to
    ? { kind: 'line', from: calibration.from, to: calibration.to }
    : typing
      ? { kind: 'width', span: planSpan, hasPlan: background !== null }
      : null;

  const drawLine = useCallback(() => {
    closeMore();
    store.dispatch({ type: 'startCalibration' });
  }, [store, closeMore]);
  const cancelLine = useCallback(() => store.dispatch({ type: 'cancelCalibration' }), [store]);
  const typeWidth = useCallback(() => {
    closeMore();
    store.dispatch({ type: 'cancelCalibration' });
    setTyping(true);
  }, [store, closeMore]);
  const askRemove = useCallback(() => {
    closeMore();
    setRemoveOpen(true);
  }, [closeMore]);
  const closeDialog = useCallback(() => {
    setTyping(false);
    store.dispatch({ type: 'cancelCalibration' });
  }, [store]);
  const confirm = useCallback(
    (next: number) => {
      setTyping(false);
      store.dispatch({ type: 'setScale', scale: next });
      toast({ title: 'Scale set', description: 'Runs on this drawing are measured in feet.' });
    },
    [store],
  );
  const remove = useCallback(() => store.dispatch({ type: 'setScale', scale: null }), [store]);

  return { calibration, planSpan, source, removeOpen, setRemoveOpen, drawLine, cancelLine, typeWidth, askRemove, closeDialog, confirm, remove };
}
