import { EyeOff, Stamp, UserSearch } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { toast } from '@/web/lib/toast';
import type { ModerationAction } from '@/shared/domain/moderation';
import type { ModerationItem } from '@/shared/schemas/moderation.schema';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Input, Label, NativeSelect } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useTranslation } from '@/web/i18n/use-translation';
import { paths } from '@/web/lib/paths';
import { listAddress } from '@/web/lib/link-params';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { readQueueView } from '../lib/queue-filter';
import { useErrorText } from '@/web/lib/use-error-text';
import {
  useModerateItem,
  useModerationQueue,
  useRevealAuthor,
  type QueueSort,
  type QueueStatus,
  type ReviewAuthor,
} from '../api/admin-moderation';
import { useModerationDate } from '../use-moderation-date';

/**
 * /admin/reports: items with open reports, newest or most reported first, with hide, restore and dismiss.
 * The view is in the address (`?status=hidden&sort=most-reported`): the statuses are links and the order
 * a GET form, so both work before and without the page's scripts.
 */
export function ModerationQueue() {
  const { t } = useTranslation('moderation');
  const [params, setParams] = useSearchParams();
  const hasMounted = useHasMounted();
  const { status, sort } = readQueueView(params);
  const queue = useModerationQueue(status, sort);
  const viewAddress = (changes: { status?: QueueStatus; sort?: QueueSort }) => {
    const next = { status, sort, ...changes };
    return listAddress(paths.admin.reports(), params, null, {
      status: next.status === 'open' ? null : next.status,
      sort: next.sort === 'newest' ? null : next.sort,
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('statusLabel')} className="flex gap-2">
        {(['open', 'hidden'] as const).map((value) => (
          <Button key={value} asChild size="sm" variant={status === value ? 'primary' : 'outline'}>
            <Link
              to={viewAddress({ status: value })}
              preventScrollReset
              aria-current={status === value ? 'true' : undefined}
              data-testid={`queue-status-${value}`}
            >
              {value === 'open' ? t('statusOpen') : t('statusHidden')}
            </Link>
          </Button>
        ))}
      </nav>
      <form method="get" action={paths.admin.reports()} className="flex items-center gap-2">
        {status === 'open' ? null : <input type="hidden" name="status" value={status} />}
        <Label htmlFor="queue-sort">{t('sortLabel')}</Label>
        <NativeSelect
          id="queue-sort"
          name="sort"
          value={sort}
          onChange={(event) => {
            const next = event.target.value === 'most-reported' ? 'most-reported' : 'newest';
            setParams(new URLSearchParams(viewAddress({ sort: next }).split('?')[1] ?? ''), {
              preventScrollReset: true,
            });
          }}
          className="w-auto"
        >
          <option value="newest">{t('sortNewest')}</option>
          <option value="most-reported">{t('sortMostReported')}</option>
        </NativeSelect>
        {hasMounted ? null : (
          <Button type="submit" size="sm" variant="outline">
            {t('sortApply')}
          </Button>
        )}
      </form>
      {queue.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-48 w-full" />
          ))}
        </div>
      ) : queue.isError ? (
        <Alert className="flex items-center justify-between gap-2">
          <span>{t('loadError')}</span>
          <Button variant="outline" size="sm" onClick={() => void queue.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : queue.data.items.length === 0 ? (
        <p className="py-8 text-center text-slate-600" data-testid="queue-empty">
          {status === 'open' ? t('queueEmpty') : t('hiddenEmpty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="moderation-queue">
          {queue.data.items.map((item) => (
            <li key={`${item.target}-${item.id}`}>
              <QueueItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function QueueItem({ item }: { item: ModerationItem }) {
  const { t } = useTranslation('moderation');
  const formatDate = useModerationDate();
  const errorText = useErrorText();
  const moderate = useModerateItem();
  const reveal = useRevealAuthor();
  const [note, setNote] = useState('');
  const [author, setAuthor] = useState<ReviewAuthor | null>(null);
  const isHidden = item.target === 'review' ? item.review.isHidden : Boolean(item.reply?.isHidden);
  const noteId = `note-${item.target}-${item.id}`;

  const act = (action: ModerationAction) =>
    moderate.mutate(
      { target: item.target, id: item.id, action, note: note.trim() || undefined },
      {
        onSuccess: () => toast.success(t(`done_${action}`)),
        onError: (failure) => toast.error(t('error'), { description: errorText(failure, t('actionFailed')) }),
      },
    );

  const showAuthor = () =>
    reveal.mutate(item.review.id, {
      onSuccess: setAuthor,
      onError: (failure) => toast.error(t('error'), { description: errorText(failure, t('actionFailed')) }),
    });

  return (
    <Card data-testid="queue-item" data-item-id={item.id}>
      <CardContent className="flex flex-col gap-3 pt-5">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.restaurant(item.restaurant.id)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {item.restaurant.name}
          </Link>
          <Badge tone="outline">{item.target === 'review' ? t('targetReview') : t('targetReply')}</Badge>
          {isHidden ? (
            <Badge tone="warning">
              <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
              {t('hidden')}
            </Badge>
          ) : null}
          <Badge tone="danger" data-testid="report-count">
            {t('reportCount', { count: item.reportCount })}
          </Badge>
          <span className="text-xs text-slate-500">
            {t('latestReport', { date: formatDate(item.latestReportAt) })}
          </span>
        </div>

        <div className="rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-amber-600" aria-label={t('ratingLabel', { rating: item.review.rating })}>
              {'★'.repeat(item.review.rating)}
              <span className="text-slate-300">{'★'.repeat(5 - item.review.rating)}</span>
            </span>
            {item.review.isSpey ? (
              <Badge tone="brand">
                <Stamp className="h-3.5 w-3.5" aria-hidden="true" />
                {t('speyStamp')}
              </Badge>
            ) : null}
            <span className="text-slate-600">
              {item.review.author
                ? item.review.author.username
                : author
                  ? t('authorShown', {
                      username: author.username ?? t('fallbackAuthor'),
                      count: author.reviewCount,
                    })
                  : t('anonymousAuthor')}
            </span>
            {item.review.author || author ? null : (
              <Button variant="link" size="sm" onClick={showAuthor} disabled={reveal.isPending}>
                <UserSearch className="h-4 w-4" aria-hidden="true" />
                {t('showAuthor')}
              </Button>
            )}
          </div>
          <p className="mt-2 break-words whitespace-pre-line text-slate-800">{item.review.content}</p>
          {item.reply ? (
            <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-slate-50 p-2 text-sm">
              <p className="font-semibold">{t('ownerResponse')}</p>
              <p className="break-words whitespace-pre-line text-slate-700">{item.reply.content}</p>
            </div>
          ) : null}
        </div>

        <div className="flex flex-wrap gap-2" data-testid="report-reasons">
          {item.reasons.map(({ reason, count }) => (
            <Badge key={reason} tone="neutral">
              {t(`reason_${reason}`)} · {count}
            </Badge>
          ))}
        </div>
        {item.notes.length ? (
          <ul className="flex flex-col gap-1 text-sm text-slate-700">
            {item.notes.map((entry, index) => (
              <li key={index}>
                <span className="font-medium">{t(`reason_${entry.reason}`)}:</span> {entry.note}
              </li>
            ))}
          </ul>
        ) : null}

        <Form
          method="post"
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            // With scripts: a request without a reload; without them the page's action does the same.
            event.preventDefault();
            const value = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
            if (value === 'hide' || value === 'restore' || value === 'dismiss') act(value);
          }}
        >
          {/* Enter in the note field sends nothing: the form's default button is this disabled one. */}
          <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />
          <input type="hidden" name="intent" value="moderate" />
          <input type="hidden" name="target" value={item.target} />
          <input type="hidden" name="id" value={item.id} />
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor={noteId}>{t('actionNote')}</Label>
            <Input
              id={noteId}
              name="note"
              value={note}
              maxLength={1000}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="flex gap-2">
            <Button
              type="submit"
              name="action"
              value="hide"
              variant="destructive"
              size="sm"
              disabled={moderate.isPending}
            >
              {t('actionHide')}
            </Button>
            <Button
              type="submit"
              name="action"
              value="restore"
              variant="outline"
              size="sm"
              disabled={moderate.isPending}
            >
              {t('actionRestore')}
            </Button>
            <Button
              type="submit"
              name="action"
              value="dismiss"
              variant="outline"
              size="sm"
              disabled={moderate.isPending}
            >
              {t('actionDismiss')}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
