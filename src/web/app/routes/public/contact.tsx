import { Flag, Mail, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { ContentPage } from '@/web/features/content/components/content-page';
import { CONTACT_EMAIL, paths } from '@/web/lib/paths';
import type { Route } from './+types/contact';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

function ContactCard({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="text-brand-600">{icon}</div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <CardDescription>{body}</CardDescription>
      </CardHeader>
      <CardContent>{action}</CardContent>
    </Card>
  );
}

export default function Component() {
  const { t } = useTranslation('pages');
  return (
    <ContentPage title={t('contactTitle')} intro={t('contactIntro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactCard
          icon={<Mail className="h-6 w-6" aria-hidden="true" />}
          title={t('contactEmailTitle')}
          body={t('contactEmailBody')}
          action={
            <Button asChild className="max-w-full">
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </Button>
          }
        />
        <ContactCard
          icon={<Store className="h-6 w-6" aria-hidden="true" />}
          title={t('contactOwnersTitle')}
          body={t('contactOwnersBody')}
          action={
            <Button asChild variant="outline">
              <Link to={paths.becomeAPartner()}>{t('contactOwnersLink')}</Link>
            </Button>
          }
        />
        <ContactCard
          icon={<Flag className="h-6 w-6" aria-hidden="true" />}
          title={t('contactReportTitle')}
          body={t('contactReportBody')}
          action={
            <Button asChild variant="outline">
              <a href={`mailto:${CONTACT_EMAIL}`}>{t('contactUs')}</a>
            </Button>
          }
        />
        <ContactCard
          icon={<Mail className="h-6 w-6" aria-hidden="true" />}
          title={t('stillHaveQuestions')}
          body={t('stillHaveQuestionsBody')}
          action={
            <Button asChild variant="outline">
              <Link to={paths.faq()}>{t('contactFaqLink')}</Link>
            </Button>
          }
        />
      </div>
    </ContentPage>
  );
}
