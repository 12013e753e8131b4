import { HydrationBoundary } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RotateCw, Search } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Form, Link, useSearchParams } from 'react-router';
import { claimTabSchema, type AdminClaim, type ClaimTab } from '@/shared/schemas/claim.schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList } from '@/web/components/ui/tabs';
import { TabLink, useTabNavigation } from '@/web/components/link-tabs';
import { listAddress } from '@/web/lib/link-params';
import { readPageCursor, startOfList } from '@/web/features/reviews/lib/review-filters';
import { paths } from '@/web/lib/paths';
import { useErrorText } from '@/web/lib/use-error-text';
import { useAdminClaims } from '@/web/features/admin/api/get-admin-claims';
import { useAdminStats } from '@/web/features/admin/api/get-admin-stats';
import { ClaimDetails, ClaimDetailsDialog } from '@/web/features/admin/components/claim-details-dialog';
import { AdminPageLinks } from '@/web/features/admin/components/admin-page-links';
import { ClaimRequestsTable } from '@/web/features/admin/components/claim-requests-table';
import { RegistrationsPanel } from '@/web/features/admin/components/registrations-panel';
import { useClaimActions } from '@/web/features/admin/use-claim-actions';
import { ActionFailureAlert } from '@/web/lib/action-result';
import { usePageTitle } from '@/web/lib/use-page-title';
import { adminClaimRequestsAction } from '../../lib/dashboard-actions.server';
import { getAdminClaimsData } from '../../lib/dashboard-pages.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import type { Route } from './+types/claim-requests';

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await getAdminClaimsData(request, context)),
  head: privateHead(context, 'admin:claimRequestsTitle', 'admin:claimRequestsSubtitle'),
});

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

/** Approve and reject sent as forms (before or without the page's scripts). */
export const action = ({ request, context }: Route.ActionArgs) => adminClaimRequestsAction(request, context);

type PageTab = ClaimTab | 'registrations';
const SEARCH_DEBOUNCE_MS = 300;

const isPageTab = (value: string | null): value is PageTab =>
  value === 'registrations' || claimTabSchema.safeParse(value).success;

function parseTab(value: string | null): PageTab {
  return isPageTab(value) ? value : 'pending';
}

/**
 * /admin/claim-requests: claims by status with search (kept in the URL), plus pending registrations. The
 * page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page refusedCursor={loaderData.refusedCursor} />
    </HydrationBoundary>
  );
}

/** `refusedCursor`: the address's `?cursor=` when the loader refused it (the first page is drawn). */
function Page({ refusedCursor }: { refusedCursor: string | null }) {
  const { t } = useTranslation('admin');
  usePageTitle(t('claimRequestsTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const q = (searchParams.get('q') ?? '').trim();
  // The tab's "Load more" is a link to `?cursor=` (the next page drawn by the loader without scripts).
  const { from, refused } = startOfList(readPageCursor(searchParams), refusedCursor);
  const stats = useAdminStats();
  const isClaimsTab = tab !== 'registrations';
  const claims = useAdminClaims({ status: isClaimsTab ? tab : 'pending', q }, { enabled: isClaimsTab, from });

  // The box is typed into freely; the URL (and so the query) follows after a short pause.
  const [draft, setDraft] = useState(q);
  const [urlQ, setUrlQ] = useState(q);
  if (urlQ !== q) {
    setUrlQ(q);
    setDraft(q);
  }
  useEffect(() => {
    const next = draft.trim();
    if (next === q) return;
    const timer = window.setTimeout(() => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete('cursor');
          if (next) params.set('q', next);
          else params.delete('q');
          return params;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, q, setSearchParams]);

  // The tabs are links (`?tab=`), so they open before or without the page's scripts.
  const tabHref = (value: PageTab) =>
    listAddress(paths.admin.claimRequests(), searchParams, null, { tab: value === 'pending' ? null : value });
  const selectTab = useTabNavigation((value) => (isPageTab(value) ? tabHref(value) : null));

  // With search text the tab count follows the search; on the registrations tab it is the platform total.
  const pendingCount =
    (isClaimsTab ? claims.data?.pages[0]?.counts.pending : undefined) ?? stats.data?.pendingClaims;
  const registrationsCount = stats.data?.pendingRegistrations;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">{t('claimRequestsTitle')}</h1>
        <p className="text-slate-600">{t('claimRequestsSubtitle')}</p>
      </header>
      <ActionFailureAlert
        fallback={t('loadErrorDescription')}
        intents={['claim-decision', 'registration-decision']}
      />

      <Tabs value={tab} onValueChange={selectTab}>
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <TabsList aria-label={t('statusFilter')}>
            <TabLink value="pending" to={tabHref('pending')}>
              {pendingCount === undefined ? t('tabPending') : t('tabPendingCount', { n: pendingCount })}
            </TabLink>
            <TabLink value="approved" to={tabHref('approved')}>
              {t('tabApproved')}
            </TabLink>
            <TabLink value="rejected" to={tabHref('rejected')}>
              {t('tabRejected')}
            </TabLink>
            <TabLink value="all" to={tabHref('all')}>
              {t('tabAll')}
            </TabLink>
            <TabLink value="registrations" to={tabHref('registrations')}>
              {registrationsCount === undefined
                ? t('tabRegistrations')
                : t('tabRegistrationsCount', { n: registrationsCount })}
            </TabLink>
          </TabsList>
          {isClaimsTab ? (
            // A GET form: Enter searches before or without scripts; with them the list follows the typing.
            <Form
              method="get"
              role="search"
              className="relative w-full md:max-w-sm"
              onSubmit={(event) => event.preventDefault()}
            >
              {tab === 'pending' ? null : <input type="hidden" name="tab" value={tab} />}
              <Search
                className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-500"
                aria-hidden="true"
              />
              <Input
                type="search"
                name="q"
                className="pl-9"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={t('searchPlaceholder')}
                aria-label={t('searchLabel')}
                maxLength={100}
              />
            </Form>
          ) : null}
        </div>
        <TabsContent value={tab} className="flex flex-col gap-4">
          {refused ? <Alert>{t('refusedCursor')}</Alert> : null}
          {isClaimsTab ? (
            <ClaimsTab claims={claims} hasSearch={q !== ''} from={from} />
          ) : (
            <RegistrationsPanel
              from={from}
              pageHref={(cursor) => listAddress(paths.admin.claimRequests(), searchParams, cursor)}
            />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function ClaimsTab({
  claims,
  hasSearch,
  from,
}: {
  claims: ReturnType<typeof useAdminClaims>;
  hasSearch: boolean;
  /** The cursor of the page the list starts at (the address's `?cursor=`), or null. */
  from: string | null;
}) {
  const { t } = useTranslation('admin');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const actions = useClaimActions({ onDecided: () => setSelectedId(null) });
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();

  if (claims.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (claims.isError) {
    return (
      <Alert className="flex flex-col items-start gap-2">
        <p className="font-semibold">{t('loadError')}</p>
        <p>{errorText(claims.error, t('loadErrorDescription'))}</p>
        <Button variant="outline" size="sm" onClick={() => void claims.refetch()}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {t('retry')}
        </Button>
      </Alert>
    );
  }

  const items = claims.data.pages.flatMap((page) => page.items);
  const selected: AdminClaim | null = items.find((claim) => claim.id === selectedId) ?? null;
  // `?view=<id>`: the details drawn on the page (a "View" tapped before or without scripts).
  const viewed = items.find((claim) => claim.id === searchParams.get('view')) ?? null;
  const pageHref = (cursor: string | null) =>
    listAddress(paths.admin.claimRequests(), searchParams, cursor, { view: null });
  const viewHref = (claim: AdminClaim | null) =>
    listAddress(paths.admin.claimRequests(), searchParams, from, { view: claim ? claim.id : null });
  const pageLinks = <AdminPageLinks list={claims} from={from} pageHref={pageHref} />;
  if (items.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          {hasSearch ? t('noMatches') : t('noClaims')}
        </p>
        {pageLinks}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {viewed ? (
        <Card data-testid="claim-details">
          <CardContent className="flex flex-col gap-4 pt-6">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-lg font-semibold">{t('claimDetailsTitle')}</h2>
              <Button asChild variant="outline" size="sm">
                <Link to={viewHref(null)} preventScrollReset>
                  {t('closeDetails')}
                </Link>
              </Button>
            </div>
            <ClaimDetails
              claim={viewed}
              onApprove={actions.approve}
              onReject={actions.reject}
              pendingDecision={actions.pendingId === viewed.id ? actions.pendingDecision : null}
            />
          </CardContent>
        </Card>
      ) : null}
      <ClaimRequestsTable
        claims={items}
        viewHref={viewHref}
        onView={(claim) => setSelectedId(claim.id)}
        onApprove={actions.approve}
        onReject={actions.reject}
        pendingId={actions.pendingId}
        pendingDecision={actions.pendingDecision}
      />
      {pageLinks}
      <ClaimDetailsDialog
        claim={selected}
        onOpenChange={(open) => {
          if (!open) setSelectedId(null);
        }}
        onApprove={actions.approve}
        onReject={actions.reject}
        pendingDecision={selected && actions.pendingId === selected.id ? actions.pendingDecision : null}
      />
    </div>
  );
}
