import { PenLine, Search } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths, type AuthNavigationState } from '@/web/lib/paths';
import { useMe } from '@/web/lib/session';
import hero640 from './images/hero-640.webp';
import hero1200 from './images/hero-1200.webp';
import hero1600 from './images/hero-1600.webp';

/**
 * The hero photo ships with the app in three widths; the build gives them hashed names, so browsers
 * keep them for a year. (src/web/public/images/hero-1200.webp is the same photo under a fixed address,
 * for link previews.) The server preloads the same srcset and sizes from the build manifest.
 */
const HERO_SRC = hero1200;
const HERO_SRCSET = `${hero640} 640w, ${hero1200} 1200w, ${hero1600} 1600w`;

/** Headline, the two calls to action and the hero photo (the page's LCP element: never lazy). */
export function HomeHero() {
  const { t } = useTranslation('home');
  const { data: me } = useMe();
  const navigate = useNavigate();

  const writeReview = (event: React.MouseEvent) => {
    // Signed out (known): sign up first, then come back to the review form.
    if (me !== null) return;
    event.preventDefault();
    const state: AuthNavigationState = {
      isSignUp: true,
      returnTo: paths.submit(),
      message: t('signUpToReview'),
    };
    void navigate(paths.auth(), { state });
  };

  return (
    <section className="relative isolate overflow-hidden bg-[#5b2a16]">
      <img
        src={HERO_SRC}
        srcSet={HERO_SRCSET}
        sizes="100vw"
        width={1600}
        height={900}
        alt={t('heroImageAlt')}
        fetchPriority="high"
        loading="eager"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-black/80 via-black/55 to-black/20"
        aria-hidden="true"
      />
      <div className="mx-auto flex min-h-[28rem] max-w-7xl flex-col justify-center gap-6 px-4 py-16 sm:px-6 md:min-h-[34rem] lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-amber-200 uppercase">{t('heroEyebrow')}</p>
        <h1 className="max-w-2xl text-4xl leading-tight font-bold text-white sm:text-5xl">
          {t('heroTitle')}
        </h1>
        <p className="max-w-xl text-lg text-white/90">{t('heroSubtitle')}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={paths.submit()} onClick={writeReview}>
              <PenLine className="h-5 w-5" aria-hidden="true" />
              {t('ctaWriteReview')}
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/70 bg-white/10 text-white hover:bg-white/20"
          >
            <Link to={paths.restaurants()}>
              <Search className="h-5 w-5" aria-hidden="true" />
              {t('ctaBrowse')}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
