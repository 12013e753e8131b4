import { useTranslation } from '@/web/i18n/use-translation';
import { scrollToSection } from '../use-slide-navigation';
import { pitchSectionIds } from './pitch-sections';

/** Dots on the right edge (large screens) to jump to any slide. */
export function PitchSectionNav() {
  const { t } = useTranslation('pitch');
  return (
    <nav
      aria-label={t('sectionNavLabel')}
      className="fixed top-1/2 right-4 z-40 hidden -translate-y-1/2 lg:block"
    >
      <ul className="flex flex-col gap-3">
        {pitchSectionIds.map((id) => {
          const label = t(`${id}Nav`);
          return (
            <li key={id}>
              <a
                href={`#${id}`}
                title={label}
                aria-label={t('goToSection', { section: label })}
                onClick={(event) => {
                  const section = document.getElementById(id);
                  if (!section) return;
                  event.preventDefault();
                  scrollToSection(section);
                }}
                className="block h-3 w-3 rounded-full border-2 border-slate-400 bg-white/80 transition-colors hover:border-brand-600 hover:bg-brand-600"
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
