import { memo, type Ref } from 'react';
import { ChevronUp, Redo2, SlidersHorizontal, Undo2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface EditBarProps {
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDeleteSelected: () => void;
  /** The phone's panel of less frequent actions: its id, whether it is open, and its toggle. */
  moreId: string;
  moreOpen: boolean;
  onToggleMore: () => void;
  moreRef?: Ref<HTMLButtonElement>;
}

/**
 * Undo, Redo and Delete Selected, always one tap away; on a phone also More, which opens the
 * panel that wide screens show in full.
 */
export const EditBar = memo(function EditBar(props: EditBarProps) {
  const item = 'h-auto min-h-11 min-w-11 gap-1.5 px-2.5 lg:flex-col lg:gap-0.5 lg:px-1 lg:py-1.5 lg:text-xs';
  // Under 380 px the four do not fit with their words: Undo, Redo and Delete keep their icons
  // (and their names for screen readers and tooltips), More keeps its word.
  const narrow = 'max-[379px]:sr-only';
  return (
    <div role="toolbar" aria-label="Edit" className="flex items-center gap-1.5 px-2 pt-2 lg:grid lg:grid-cols-3 lg:p-0">
      <Button variant="outline" className={item} disabled={!props.canUndo} onClick={props.onUndo} title="Undo (Ctrl+Z)">
        <Undo2 aria-hidden="true" />
        <span className={narrow}>Undo</span>
      </Button>
      <Button variant="outline" className={item} disabled={!props.canRedo} onClick={props.onRedo} title="Redo (Ctrl+Shift+Z)">
        <Redo2 aria-hidden="true" />
        <span className={narrow}>Redo</span>
      </Button>
      <Button variant="outline" className={item} disabled={!props.hasSelection} onClick={props.onDeleteSelected} title="Delete Selected (Delete)">
        <X aria-hidden="true" />
        <span className={narrow}>
          Delete<span className="sr-only"> Selected</span>
        </span>
      </Button>
      <Button
        ref={props.moreRef}
        variant={props.moreOpen ? 'secondary' : 'outline'}
        className={cn(item, 'ml-auto lg:hidden')}
        aria-expanded={props.moreOpen}
        aria-controls={props.moreId}
        onClick={props.onToggleMore}
      >
        <SlidersHorizontal aria-hidden="true" />
        More
        <ChevronUp className={cn('-ml-0.5 transition-transform', !props.moreOpen && 'rotate-180')} aria-hidden="true" />
      </Button>
    </div>
  );
});
