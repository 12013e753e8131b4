import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { ContactCallout, ContentPage } from '@/web/features/content/components/content-page';
import { FaqList, type FaqItem } from '@/web/features/content/components/faq-list';
import { paths } from '@/web/lib/paths';
import type { Route } from './+types/faq';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

export default function Component() {
  const { t } = useTranslation('pages');
  const items: FaqItem[] = [
    { id: 'what-is-spey', question: t('faqWhatIsSpeyQuestion'), answer: t('faqWhatIsSpeyAnswer') },
    { id: 'spey-review', question: t('faqSpeyReviewQuestion'), answer: t('faqSpeyReviewAnswer') },
    { id: 'anonymity', question: t('faqAnonymityQuestion'), answer: t('faqAnonymityAnswer') },
    { id: 'account', question: t('faqAccountQuestion'), answer: t('faqAccountAnswer') },
    {
      id: 'claim',
      question: t('faqClaimQuestion'),
      answer: t('faqClaimAnswer'),
      extra: (
        <Link to={paths.becomeAPartner()} className={linkClass}>
          {t('faqClaimLink')}
        </Link>
      ),
    },
    { id: 'claim-verification', question: t('faqClaimVerifyQuestion'), answer: t('faqClaimVerifyAnswer') },
    {
      id: 'register',
      question: t('faqRegisterQuestion'),
      answer: t('faqRegisterAnswer'),
      extra: (
        <Link to={paths.registerRestaurant()} className={linkClass}>
          {t('faqRegisterLink')}
        </Link>
      ),
    },
    { id: 'price', question: t('faqPriceQuestion'), answer: t('faqPriceAnswer') },
    { id: 'my-reviews', question: t('faqMyReviewsQuestion'), answer: t('faqMyReviewsAnswer') },
  ];
  return (
    <ContentPage title={t('faqTitle')} intro={t('faqIntro')}>
      <FaqList items={items} openFirst />
      <ContactCallout />
    </ContentPage>
  );
}
