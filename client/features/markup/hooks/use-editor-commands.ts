import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EditorKind } from '../../../../common/markup/constants';
import type { MarkupBackground } from '../../../../common/markup/render-svg';
import { toast } from '../../../components/ui/use-toast';
import { fetchDrawingDxf } from '../api/download-drawing-dxf';
import { downloadBlob, renderMarkupPng } from '../dom/export-png';
import { unsavedChangeCount, type EditorStore } from '../model/editor-state';
import { exportFileName } from '../model/export-file-name';
import { locationPath } from '../model/marker-links';
import type { MarkupSync } from '../model/markup-sync';
import type { SaveStatus } from '../model/save-status';

export type EditorBusy = 'saving' | 'exporting' | 'exporting-dxf' | 'closing' | null;

export interface EditorCommandsOptions {
  store: EditorStore;
  kind: EditorKind;
  unitId: string | undefined;
  projectId: string | null;
  surveyId: string | null;
  sync: MarkupSync | null;
  status: SaveStatus;
  background: MarkupBackground | null;
  onClose: () => void;
  /** Puts the phone's More panel away (the PNG's download starts from it). */
  closeMore: () => void;
}

const failedToast = () => toast({ title: 'Save failed', description: 'Failed to save markup. Please try again.', variant: 'destructive' });

/**
 * What the editor's buttons do beyond the drawing: Save to Project, Download PNG, Cancel (asking
 * first when there are changes to take back), and leaving for a location or a photo's page.
 * Every way out keeps what was drawn on the device first.
 */
export function useEditorCommands({ store, kind, unitId, projectId, surveyId, sync, status, background, onClose, closeMore }: EditorCommandsOptions) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<EditorBusy>(null);
  const [discardOpen, setDiscardOpen] = useState(false);

  async function downloadPng() {
    closeMore();
    setBusy('exporting');
    try {
      const { history: drawn, scale: drawnScale } = store.getState();
      const blob = await renderMarkupPng({ elements: drawn.present, background, scale: drawnScale }, kind);
      downloadBlob(blob, exportFileName(kind, unitId, Date.now()));
    } catch {
      toast({ title: 'Export failed', description: 'The PNG could not be made. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  /** Download DXF (issue 28): the server makes it from the saved drawing, so what was drawn is saved first. */
  async function downloadDxf() {
    closeMore();
    if (!sync || !surveyId) return;
    setBusy('exporting-dxf');
    try {
      const outcome = await sync.save();
      if (outcome !== 'saved') {
        if (outcome === 'saved-on-device') {
          toast({ title: 'DXF needs a connection', description: 'The DXF is made from the drawing saved to the project. Try again once you are online.' });
        } else if (outcome === 'failed') failedToast();
        return;
      }
      const { blob, fileName } = await fetchDrawingDxf(surveyId);
      downloadBlob(blob, fileName);
    } catch {
      toast({ title: 'Download failed', description: 'The DXF could not be made. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function saveToProject() {
    if (!sync) {
      toast({ title: 'No project or survey selected', description: 'Please close and reopen the markup.', variant: 'destructive' });
      return;
    }
    if (store.getState().history.present.length === 0 && !background && status === 'saved') {
      toast({ title: 'Nothing to save', description: 'Please add some markup elements first.' });
      return;
    }
    setBusy('saving');
    const outcome = await sync.save();
    setBusy(null);
    // Saved (or kept on the device to go): Cancel no longer takes this back.
    if (outcome === 'saved' || outcome === 'saved-on-device') store.dispatch({ type: 'checkpoint' });
    switch (outcome) {
      case 'saved':
        toast(
          kind === 'site-map'
            ? { title: 'Markup saved', description: 'The site map markup is saved to the project.' }
            : { title: 'Floor plan saved', description: 'The floor plan markup is saved to the project.' },
        );
        break;
      case 'saved-on-device':
        toast({ title: 'Saved on this device', description: 'The drawing is kept here and will be sent to the project when you are back online.' });
        break;
      case 'failed':
        failedToast();
        break;
      case 'conflict':
        // The conflict dialog asks.
        break;
    }
  }

  async function close() {
    setBusy('closing');
    await sync?.leave();
    setBusy(null);
    onClose();
  }

  /** Cancel: with changes since the drawing was opened or saved it asks first, then takes them back. */
  function cancel() {
    if (unsavedChangeCount(store.getState()) > 0) setDiscardOpen(true);
    else void close();
  }

  async function discardAndClose() {
    // Recorded like any change: the draft sends the reversal of what autosave sent already.
    store.dispatch({ type: 'discard' });
    await close();
  }

  /** Opens the location a marker stands for; like Cancel, what was drawn goes to the device first. */
  async function openLocation(locationId: string) {
    if (!projectId) return;
    setBusy('closing');
    await sync?.leave();
    setBusy(null);
    void navigate(locationPath(projectId, locationId));
  }

  // Like the header's ways back: what was drawn is in the draft, kept on the device first.
  const leaveThen = useCallback(
    (go: () => void) => {
      setBusy('closing');
      void (sync?.leave() ?? Promise.resolve()).finally(() => {
        setBusy(null);
        go();
      });
    },
    [sync],
  );

  return { busy, discardOpen, setDiscardOpen, downloadPng, downloadDxf, saveToProject, cancel, discardAndClose, openLocation, leaveThen };
}
