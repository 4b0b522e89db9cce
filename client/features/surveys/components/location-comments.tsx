import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CloudOff, Loader2, Send } from 'lucide-react';
import { COMMENT_MAX_LENGTH } from '../../../../common/schemas/comments';
import { mentionRuns } from '../../../../common/review/mentions';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { displayName } from '../../../lib/person-name';
import { useCurrentUser } from '../../../lib/session';
import { useCreateComment } from '../api/create-comment';
import { useSurveyComments } from '../api/get-comments';

/** A comment's words with its @names set apart. */
function CommentText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {mentionRuns(text).map((run, index) =>
        run.mention ? (
          <strong key={index} className="rounded bg-primary/10 px-0.5 font-semibold text-primary">
            {run.text}
          </strong>
        ) : (
          run.text
        ),
      )}
    </p>
  );
}

/** A location's comments, newest last, and the box to add one; a comment written offline waits in the outbox. */
export function LocationComments({ surveyId, locationName }: { surveyId: string; locationName: string }) {
  const { user } = useCurrentUser();
  const { comments, isPending, isError, fetchStatus } = useSurveyComments(surveyId);
  const create = useCreateComment();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  function send(event?: FormEvent) {
    event?.preventDefault();
    const words = text.trim();
    if (!words) {
      setMissing(true);
      return;
    }
    if (!user) return;
    create.mutate(
      { surveyId, text: words, author: { id: user.id, name: displayName(user) }, locationName },
      {
        onSuccess: () => setText(''),
        onError: (error) => toast({ title: 'Comment not sent', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  }

  // Ctrl+Enter (⌘+Enter) sends, as in every chat; Enter alone starts a new line.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
  }

  return (
    <div className="grid gap-4">
      {isPending && comments.length === 0 && fetchStatus !== 'paused' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading comments...
        </p>
      ) : isError && comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">The comments could not be loaded.</p>
      ) : comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{fetchStatus === 'paused' ? 'Comments load when the connection is back.' : 'No comments yet.'}</p>
      ) : (
        <ol aria-label="Comments" className="grid gap-3">
          {comments.map((comment) => (
            <li key={comment.id} className="grid gap-1 rounded-md border border-border px-3 py-2 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold">{comment.authorName ?? 'Someone'}</span>
                <span className="text-xs text-muted-foreground">{formatDateTime(comment.createdAt)}</span>
                {comment.pending?.created && (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800">
                    <CloudOff className="size-3.5" aria-hidden="true" />
                    Waiting to be sent
                  </span>
                )}
              </p>
              <CommentText text={comment.text} />
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} className="grid gap-2" noValidate>
        <Label htmlFor={`comment-${surveyId}`}>Add a comment</Label>
        <Textarea
          id={`comment-${surveyId}`}
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={missing || undefined}
          aria-describedby={`comment-${surveyId}-hint`}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
        />
        <p id={`comment-${surveyId}-hint`} className={missing ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {missing ? 'Write something first.' : 'Type @ and a colleague’s name to notify them.'}
        </p>
        <Button type="submit" className="w-fit" disabled={create.isPending || !user}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          Send
        </Button>
      </form>
    </div>
  );
}
