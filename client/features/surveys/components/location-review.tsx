import { useState, type FormEvent, type ReactNode } from 'react';
import { CheckCircle2, Loader2, MessageSquareWarning, Undo2 } from 'lucide-react';
import type { Survey } from '../../../../common/schemas/surveys';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useCurrentUser, useViewAs } from '../../../lib/session';
import { useReviewSurvey } from '../api/review-survey';
import { REVIEW_LABELS, mayReview, returnedComment, reviewActions, shownReviewState } from '../model/review-status';

const BADGE_CLASS = { pending: 'bg-amber-600', approved: 'bg-green-700', returned: 'bg-red-700' } as const;

/** The location's review state (Pending review, Approved, Returned) beside its completion badge. */
export function ReviewBadge({ survey }: { survey: Pick<Survey, 'isCompleted' | 'review'> }) {
  const state = shownReviewState(survey);
  if (!state) return null;
  return <Badge className={BADGE_CLASS[state]}>{REVIEW_LABELS[state]}</Badge>;
}

/** The office's comment at the top of a returned location, until it is completed again. */
export function ReturnedNotice({ survey }: { survey: Pick<Survey, 'isCompleted' | 'review'> }) {
  const comment = returnedComment(survey);
  if (comment === null) return null;
  return (
    <div role="note" aria-label="Returned by the office" className="flex gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950">
      <MessageSquareWarning className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">Returned by the office</p>
        <p className="break-words whitespace-pre-wrap">{comment}</p>
      </div>
    </div>
  );
}

export interface ReviewDecision {
  /** Which decisions are open to this caller now (none for surveyors). */
  approve: boolean;
  return: boolean;
  pending: boolean;
  decideApprove: () => void;
  /** Opens the Return dialog, which asks why. */
  startReturn: () => void;
  /** The Return dialog, to render once. */
  dialog: ReactNode;
}

/** Approve and Return for the office (company admins and root) on one location; Return asks why. */
export function useReviewDecision(survey: Survey | undefined, name: string): ReviewDecision {
  const { abilities } = useViewAs();
  const { user } = useCurrentUser();
  const review = useReviewSurvey();
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  // The review queue moves one decision from location to location: a comment begun stays with its own.
  const [forId, setForId] = useState(survey?.id);
  if (survey?.id !== forId) {
    setForId(survey?.id);
    setReturning(false);
    setComment('');
    setMissing(false);
  }
  const open = survey && user && mayReview(abilities) ? reviewActions(survey) : { approve: false, return: false };

  function decide(decision: 'approve' | 'return', text: string | null) {
    if (!survey || !user) return;
    review.mutate(
      { survey, decision, comment: text, reviewer: user.id, name },
      {
        onSuccess: (outcome) => {
          const done = decision === 'approve' ? 'Location approved' : 'Location returned';
          toast({ title: done, description: outcome.status === 'saved-on-device' ? 'Saved on this device. It will be sent when you’re back online.' : undefined });
          setReturning(false);
          setComment('');
        },
        onError: (error) => toast({ title: 'Review not saved', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  }

  function submitReturn(event: FormEvent) {
    event.preventDefault();
    const text = comment.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    decide('return', text);
  }

  const dialog = (
    <Dialog open={returning} onOpenChange={setReturning}>
      <DialogContent>
        <form onSubmit={submitReturn} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Return this location?</DialogTitle>
            <DialogDescription>{name} reopens for the surveyor with your comment at its top.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="review-comment">What needs fixing</Label>
            <Textarea
              id="review-comment"
              value={comment}
              maxLength={2000}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? 'review-comment-error' : undefined}
              onChange={(event) => {
                setComment(event.target.value);
                setMissing(false);
              }}
            />
            {missing && (
              <p id="review-comment-error" className="text-sm text-destructive">
                A comment is required: the surveyor must know what to fix.
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setReturning(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={review.isPending}>
              {review.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Return location
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );

  return {
    ...open,
    pending: review.isPending,
    decideApprove: () => {
      if (open.approve && !review.isPending) decide('approve', null);
    },
    startReturn: () => {
      if (open.return) setReturning(true);
    },
    dialog,
  };
}

/** The Approve and Return buttons of a decision, with its dialog; nothing when neither is open. */
export function ReviewButtons({ decision }: { decision: ReviewDecision }) {
  if (!decision.approve && !decision.return) return null;
  return (
    <section aria-label="Review" className="flex flex-wrap items-center gap-2">
      {decision.approve && (
        <Button onClick={decision.decideApprove} disabled={decision.pending} className="bg-green-700 hover:bg-green-800">
          {decision.pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          Approve
        </Button>
      )}
      <Button variant="outline" onClick={decision.startReturn} disabled={decision.pending}>
        <Undo2 aria-hidden="true" />
        Return
      </Button>
      {decision.dialog}
    </section>
  );
}

/** Approve and Return on a location's page and in the review queue. */
export function ReviewActions({ survey, name }: { survey: Survey; name: string }) {
  return <ReviewButtons decision={useReviewDecision(survey, name)} />;
}
