import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { PitchSectionNav } from '@/web/features/pitch/components/pitch-section-nav';
import {
  CompetitionSection,
  ContactSection,
  HeroSection,
  MarketSection,
  ProblemsSection,
  RoadmapSection,
  SolutionSection,
  WorkaroundsSection,
} from '@/web/features/pitch/components/pitch-sections';
import { PITCH_SECTION_SELECTOR } from '@/web/features/pitch/components/pitch-slide';
import { ScrollProgressBar } from '@/web/features/pitch/components/scroll-progress-bar';
import { useScrollSnap, useSlideNavigation } from '@/web/features/pitch/use-slide-navigation';
import { paths } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { Route } from './+types/pitch-deck';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The pitch, outside the shared layout: one full-screen slide per section, usable on a projector. */
export default function Component() {
  const { t } = useTranslation('pitch');
  usePageTitle(t('pageTitle'));
  useScrollSnap();
  useSlideNavigation(PITCH_SECTION_SELECTOR);
  return (
    <div className="bg-white text-slate-900">
      <ScrollProgressBar />
      <Link
        to={paths.home()}
        className="fixed top-4 left-4 z-40 inline-flex items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-sm font-semibold text-slate-900 shadow-md backdrop-blur hover:bg-white md:text-base"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('backToHome')}
      </Link>
      <PitchSectionNav />
      <main>
        <HeroSection />
        <ProblemsSection />
        <WorkaroundsSection />
        <SolutionSection />
        <MarketSection />
        <CompetitionSection />
        <RoadmapSection />
        <ContactSection />
      </main>
    </div>
  );
}
