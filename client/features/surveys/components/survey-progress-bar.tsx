import { progressColor } from '../../../../common/survey/progress';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { PROGRESS_INDICATOR_CLASS } from '../model/location-entries';

/** A progress bar coloured by the spec's thresholds (100 green, 70-99 blue, 30-69 yellow, else gray). */
export function SurveyProgressBar({ percent, label, className }: { percent: number; label: string; className?: string }) {
  return (
    <Progress
      value={percent}
      aria-label={label}
      aria-valuetext={`${percent}%`}
      className={cn('h-2.5', className)}
      indicatorClassName={PROGRESS_INDICATOR_CLASS[progressColor(percent)]}
    />
  );
}
