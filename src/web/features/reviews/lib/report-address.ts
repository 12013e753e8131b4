import { useLocation, useSearchParams } from 'react-router';
import type { ReportTarget } from '@/shared/domain/moderation';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { listAddress } from '@/web/lib/link-params';

/** The address's parameter that draws a report form on the page: `review:<id>` or `reply:<id>`. */
export const REPORT_PARAM = 'report';

/** The id of what a report under this card is about: the review, or its owner's reply. */
export const reportedId = (review: ReviewCardView, target: ReportTarget) =>
  target === 'review' ? review.id : (review.reply?.id ?? '');

/** The value of REPORT_PARAM that asks for this report form. */
export const reportKey = (review: ReviewCardView, target: ReportTarget) =>
  `${target}:${reportedId(review, target)}`;

/** The page's address with the report form asked for (`key`), or without it (null). */
export function useReportAddress() {
  const location = useLocation();
  const [params] = useSearchParams();
  return (key: string | null) =>
    listAddress(location.pathname, params, params.get('cursor'), { [REPORT_PARAM]: key });
}
