import { useEffect } from 'react';

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight', 'PageDown']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft', 'PageUp']);

const EDGE = 4;

/** The section that holds the top of the viewport. */
function findCurrentIndex(sections: HTMLElement[]) {
  let current = 0;
  sections.forEach((section, index) => {
    if (section.getBoundingClientRect().top <= EDGE) current = index;
  });
  return current;
}

/** Which section a key should bring into view; undefined leaves the key to the browser. */
function findTargetIndex(key: string, sections: HTMLElement[], scrollingTo?: number): number | undefined {
  const current = scrollingTo ?? findCurrentIndex(sections);
  const section = sections[current];
  if (!section) return undefined;
  // While a smooth scroll runs, count from where it is going so quick presses are not lost.
  const rect =
    scrollingTo === undefined ? section.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
  // A section taller than the screen (phones) is read with the arrows first; PageDown/PageUp still jump.
  if (key === 'ArrowDown' && rect.bottom > window.innerHeight + EDGE) return undefined;
  if (key === 'ArrowUp' && rect.top < -EDGE) return undefined;
  if (NEXT_KEYS.has(key)) return Math.min(sections.length - 1, current + 1);
  if (PREVIOUS_KEYS.has(key)) return rect.top < -EDGE ? current : Math.max(0, current - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return sections.length - 1;
  return undefined;
}

function isTypingTarget(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export function scrollToSection(section: HTMLElement) {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Slide-style keyboard navigation for a page of full-screen sections (presentation clickers send
 * PageDown/PageUp): arrows and PageDown/PageUp move one section, Home/End go to the first/last.
 */
export function useSlideNavigation(sectionSelector: string) {
  useEffect(() => {
    let pending: { index: number; until: number } | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTypingTarget(event.target)) return;
      const sections = Array.from(document.querySelectorAll<HTMLElement>(sectionSelector));
      if (sections.length === 0) return;
      const scrollingTo = pending && performance.now() < pending.until ? pending.index : undefined;
      const target = findTargetIndex(event.key, sections, scrollingTo);
      const section = target === undefined ? undefined : sections[target];
      if (target === undefined || !section) return;
      event.preventDefault();
      pending = { index: target, until: performance.now() + 700 };
      scrollToSection(section);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [sectionSelector]);
}

/** Snaps the document's scrolling to sections while the page is shown (firmly on large screens). */
export function useScrollSnap() {
  useEffect(() => {
    const root = document.documentElement;
    const classes = ['snap-y', 'snap-proximity', 'md:snap-mandatory'];
    root.classList.add(...classes);
    return () => root.classList.remove(...classes);
  }, []);
}
