import {
  ArrowDown,
  BadgeCheck,
  Ban,
  CalendarClock,
  Check,
  Dices,
  Globe,
  Languages,
  LayoutDashboard,
  Mail,
  Megaphone,
  Minus,
  MessagesSquare,
  ShieldAlert,
  Stamp,
  Tag,
  Users,
  X,
} from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { CONTACT_EMAIL, paths } from '@/web/lib/paths';
import { cn } from '@/web/lib/cn';
import { PitchCard, PitchFigure, PitchSlide } from './pitch-slide';

/** The slides in order; ids are the anchors and the keys of their navigation labels. */
export const pitchSectionIds = [
  'hero',
  'problems',
  'workarounds',
  'solution',
  'market',
  'competition',
  'roadmap',
  'contact',
] as const;
export type PitchSectionId = (typeof pitchSectionIds)[number];

export function HeroSection() {
  const { t } = useTranslation('pitch');
  return (
    <section
      id="hero"
      data-pitch-section=""
      aria-labelledby="hero-title"
      className="flex min-h-screen snap-start flex-col items-center justify-center bg-gradient-to-br from-brand-700 via-brand-600 to-rose-500 px-6 py-20 text-center text-white"
    >
      <p className="text-lg font-semibold tracking-widest uppercase opacity-90 md:text-2xl">
        {t('heroEyebrow')}
      </p>
      <h1 id="hero-title" className="mt-4 text-7xl font-extrabold tracking-tight md:text-9xl">
        {t('heroTitle')}
      </h1>
      <p className="mt-6 max-w-4xl text-2xl font-semibold text-balance md:text-4xl">{t('heroTagline')}</p>
      <p className="mt-6 max-w-3xl text-lg text-balance opacity-90 md:text-2xl">{t('heroBody')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.restaurants()}>{t('heroCta')}</Link>
        </Button>
        <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/15">
          <a href="#problems">
            {t('heroNext')}
            <ArrowDown className="h-5 w-5" aria-hidden="true" />
          </a>
        </Button>
      </div>
      <p className="mt-12 hidden text-base opacity-80 md:block">{t('keyboardHint')}</p>
    </section>
  );
}

export function ProblemsSection() {
  const { t } = useTranslation('pitch');
  return (
    <PitchSlide
      id="problems"
      eyebrow={t('problemsEyebrow')}
      title={t('problemsTitle')}
      className="bg-slate-50"
    >
      <div className="mt-6 grid gap-4 md:mt-8 md:grid-cols-2 md:gap-5">
        <PitchCard icon={<Ban />} title={t('problemFakeTitle')} body={t('problemFakeBody')} />
        <PitchCard icon={<ShieldAlert />} title={t('problemRiskTitle')} body={t('problemRiskBody')} />
        <PitchCard icon={<Languages />} title={t('problemKhmerTitle')} body={t('problemKhmerBody')} />
        <PitchCard icon={<LayoutDashboard />} title={t('problemOwnersTitle')} body={t('problemOwnersBody')} />
      </div>
    </PitchSlide>
  );
}

export function WorkaroundsSection() {
  const { t } = useTranslation('pitch');
  return (
    <PitchSlide id="workarounds" eyebrow={t('workaroundsEyebrow')} title={t('workaroundsTitle')}>
      <p className="mt-4 max-w-4xl text-lg text-slate-600 md:text-xl 2xl:text-2xl">{t('workaroundsIntro')}</p>
      <div className="mt-6 grid gap-4 md:mt-8 md:grid-cols-2 md:gap-5">
        <PitchCard
          icon={<MessagesSquare />}
          title={t('workaroundFacebookTitle')}
          body={t('workaroundFacebookBody')}
        />
        <PitchCard icon={<Users />} title={t('workaroundFriendsTitle')} body={t('workaroundFriendsBody')} />
        <PitchCard icon={<Globe />} title={t('workaroundForeignTitle')} body={t('workaroundForeignBody')} />
        <PitchCard icon={<Dices />} title={t('workaroundLuckTitle')} body={t('workaroundLuckBody')} />
      </div>
    </PitchSlide>
  );
}

export function SolutionSection() {
  const { t } = useTranslation('pitch');
  return (
    <PitchSlide
      id="solution"
      eyebrow={t('solutionEyebrow')}
      title={t('solutionTitle')}
      className="bg-brand-50"
    >
      <div className="mt-6 grid gap-4 md:mt-8 md:grid-cols-2 md:gap-5">
        <PitchCard icon={<Languages />} title={t('solutionKhmerTitle')} body={t('solutionKhmerBody')} />
        <PitchCard icon={<Stamp />} title={t('solutionStampTitle')} body={t('solutionStampBody')} />
        <PitchCard
          icon={<LayoutDashboard />}
          title={t('solutionOwnersTitle')}
          body={t('solutionOwnersBody')}
        />
        <div className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm md:p-6">
          <h3 className="flex items-center gap-3 text-xl font-bold md:text-2xl">
            <Tag className="h-7 w-7 shrink-0 text-brand-600 md:h-8 md:w-8" aria-hidden="true" />
            {t('solutionPriceTitle')}
          </h3>
          <p className="mt-2 text-base text-slate-600 md:text-lg 2xl:text-xl">{t('solutionPriceBody')}</p>
          <p className="mt-2 flex flex-wrap items-baseline gap-3">
            <span className="text-3xl font-extrabold text-brand-700 md:text-4xl">{t('solutionPrice')}</span>
            <span className="text-base text-slate-600 md:text-xl">{t('solutionPriceNote')}</span>
          </p>
        </div>
      </div>
    </PitchSlide>
  );
}

export function MarketSection() {
  const { t } = useTranslation('pitch');
  return (
    <PitchSlide
      id="market"
      eyebrow={t('marketEyebrow')}
      title={t('marketTitle')}
      className="bg-slate-900 text-white"
      eyebrowClassName="text-brand-100"
    >
      <div className="mt-6 grid gap-4 sm:grid-cols-2 md:mt-8 md:gap-5 xl:grid-cols-4">
        <PitchFigure value={t('marketInternetValue')} label={t('marketInternetLabel')} />
        <PitchFigure value={t('marketMobileValue')} label={t('marketMobileLabel')} />
        <PitchFigure value={t('marketDigitalValue')} label={t('marketDigitalLabel')} />
        <PitchFigure value={t('marketFoodValue')} label={t('marketFoodLabel')} className="bg-brand-600" />
      </div>
      <p className="mt-6 max-w-4xl text-lg text-slate-300 md:text-xl 2xl:text-2xl">{t('marketNote')}</p>
    </PitchSlide>
  );
}

type Support = 'yes' | 'no' | 'partly';
const competitors: { key: string; values: [Support, Support, Support, Support]; isSpey?: boolean }[] = [
  { key: 'competitorGoogle', values: ['no', 'no', 'yes', 'yes'] },
  { key: 'competitorFacebook', values: ['partly', 'no', 'no', 'no'] },
  { key: 'competitorTripadvisor', values: ['no', 'no', 'yes', 'yes'] },
  { key: 'competitorSpey', values: ['yes', 'yes', 'yes', 'yes'], isSpey: true },
];
const supportIcons = { yes: Check, no: X, partly: Minus } as const;

function SupportCell({ value }: { value: Support }) {
  const { t } = useTranslation('pitch');
  const Icon = supportIcons[value];
  return (
    <td className="px-4 py-3 md:px-6">
      <span
        className={cn(
          'inline-flex items-center gap-2 font-semibold',
          value === 'yes' ? 'text-green-700' : value === 'no' ? 'text-red-700' : 'text-amber-700',
        )}
      >
        <Icon className="h-6 w-6 shrink-0" aria-hidden="true" />
        {t(value)}
      </span>
    </td>
  );
}

export function CompetitionSection() {
  const { t } = useTranslation('pitch');
  const columns = ['competitionKhmer', 'competitionAnonymous', 'competitionOwners', 'competitionSearch'];
  return (
    <PitchSlide id="competition" eyebrow={t('competitionEyebrow')} title={t('competitionTitle')}>
      <p className="mt-4 max-w-4xl text-lg text-slate-600 md:text-xl 2xl:text-2xl">{t('competitionIntro')}</p>
      {/* Scrolls sideways on a phone: a named region that the keyboard can reach and scroll. */}
      <div
        role="region"
        aria-label={t('competitionCaption')}
        tabIndex={0}
        className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 shadow-sm md:mt-8"
      >
        <table className="w-full min-w-[40rem] text-left text-base md:text-lg 2xl:text-xl">
          <caption className="sr-only">{t('competitionCaption')}</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-4 py-3 md:px-6">
                {t('competitionService')}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 md:px-6">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {competitors.map((row) => (
              <tr key={row.key} className={cn('border-t border-slate-200', row.isSpey && 'bg-brand-50')}>
                <th scope="row" className={cn('px-4 py-3 font-bold md:px-6', row.isSpey && 'text-brand-700')}>
                  {t(row.key)}
                </th>
                {row.values.map((value, index) => (
                  <SupportCell key={columns[index]} value={value} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PitchSlide>
  );
}

const phases = [
  { n: 1, icon: Megaphone },
  { n: 2, icon: Users },
  { n: 3, icon: CalendarClock },
] as const;
const targets = ['Restaurants', 'Users', 'Revenue', 'Efficiency'] as const;

export function RoadmapSection() {
  const { t } = useTranslation('pitch');
  return (
    <PitchSlide id="roadmap" eyebrow={t('roadmapEyebrow')} title={t('roadmapTitle')} className="bg-slate-50">
      <ol className="mt-6 grid gap-4 md:mt-8 md:grid-cols-3 md:gap-5">
        {phases.map(({ n, icon: Icon }) => (
          <li key={n} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-3 py-0.5 text-base font-bold text-white md:text-lg">
              <Icon className="h-5 w-5" aria-hidden="true" />
              {t(`roadmapPhase${n}When`)}
            </p>
            <h3 className="mt-3 text-xl font-bold md:text-2xl">{t(`roadmapPhase${n}Title`)}</h3>
            <p className="mt-2 text-base text-slate-600 md:text-lg">{t(`roadmapPhase${n}Body`)}</p>
          </li>
        ))}
      </ol>
      <h3 className="mt-8 text-xl font-bold md:text-2xl">{t('targetsTitle')}</h3>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4 md:gap-5">
        {targets.map((target) => (
          <li key={target} className="rounded-2xl bg-slate-900 p-4 text-white md:p-5">
            <p className="text-3xl font-extrabold md:text-5xl">{t(`target${target}Value`)}</p>
            <p className="mt-1 text-base text-slate-300 md:text-lg">{t(`target${target}Label`)}</p>
          </li>
        ))}
      </ul>
    </PitchSlide>
  );
}

export function ContactSection() {
  const { t } = useTranslation('pitch');
  return (
    <PitchSlide
      id="contact"
      eyebrow={t('contactEyebrow')}
      title={t('contactTitle')}
      className="bg-brand-700 text-white"
      eyebrowClassName="text-brand-100"
    >
      <p className="mt-4 max-w-4xl text-lg text-balance opacity-90 md:text-2xl">{t('contactBody')}</p>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button asChild size="lg" variant="secondary" className="h-14 px-8 text-lg md:text-xl">
          <a href={`mailto:${CONTACT_EMAIL}`}>
            <Mail className="h-6 w-6" aria-hidden="true" />
            {t('contactEmailLabel')}: {CONTACT_EMAIL}
          </a>
        </Button>
        <Button
          asChild
          size="lg"
          variant="ghost"
          className="h-14 px-8 text-lg text-white hover:bg-white/15 md:text-xl"
        >
          <Link to={paths.restaurants()}>
            <BadgeCheck className="h-6 w-6" aria-hidden="true" />
            {t('heroCta')}
          </Link>
        </Button>
      </div>
    </PitchSlide>
  );
}
