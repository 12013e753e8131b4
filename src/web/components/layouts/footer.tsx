import { Mail, Store } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { CONTACT_EMAIL, paths } from '@/web/lib/paths';
import { mainNavItems } from './nav-items';
import { FacebookIcon, InstagramIcon, TelegramIcon, TikTokIcon } from './social-icons';

const socialLinks: { href: string; labelKey: string; icon: ComponentType<{ className?: string }> }[] = [
  { href: 'https://www.facebook.com/speyapp', labelKey: 'socialFacebook', icon: FacebookIcon },
  { href: 'https://www.instagram.com/speyapp', labelKey: 'socialInstagram', icon: InstagramIcon },
  { href: 'https://t.me/speyapp', labelKey: 'socialTelegram', icon: TelegramIcon },
  { href: 'https://www.tiktok.com/@speyapp', labelKey: 'socialTikTok', icon: TikTokIcon },
];

const resourceLinks = [
  { to: paths.about(), labelKey: 'about' },
  { to: paths.pitchDeck(), labelKey: 'pitchDeck' },
  { to: paths.faq(), labelKey: 'faq' },
  { to: paths.blog(), labelKey: 'blog' },
  { to: paths.terms(), labelKey: 'terms' },
  { to: paths.privacy(), labelKey: 'privacy' },
];

const linkClass = 'text-sm text-slate-300 hover:text-white';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Link
            to={paths.home()}
            className="text-2xl font-extrabold text-white"
            aria-label={t('homeLinkLabel')}
          >
            {t('appName')}
          </Link>
          <p className="text-sm leading-relaxed">{t('footerDescription')}</p>
          <ul className="flex gap-3">
            {socialLinks.map(({ href, labelKey, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(labelKey)}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-600 hover:text-white"
                >
                  <Icon className="h-4 w-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="mb-3 text-sm font-semibold tracking-wide text-white uppercase"
          >
            {t('footerQuickLinks')}
          </h2>
          <ul className="flex flex-col gap-2">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
            {t('footerResources')}
          </h2>
          <ul className="flex flex-col gap-2">
            {resourceLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex flex-col gap-4">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footerContact')}</h2>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-flex items-center gap-2 text-sm text-slate-300 hover:text-white"
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            {CONTACT_EMAIL}
          </a>
          <p className="text-sm">{t('footerOwnersPitch')}</p>
          <Button asChild className="self-start">
            <Link to={paths.auth({ owner: true })}>
              <Store className="h-4 w-4" aria-hidden="true" />
              {t('manageRestaurant')}
            </Link>
          </Button>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400">
          {t('copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
