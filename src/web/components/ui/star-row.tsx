export type StarFill = 'full' | 'half' | 'empty';

/**
 * Five 16px stars, amber where full or half, light grey otherwise; decorative (the caller names it).
 * One empty element: the stars are a CSS mask painted up to the rating (`.star-row` in styles.css), so a
 * list of dozens of ratings adds a few bytes each to the page instead of five SVG paths.
 */
export function StarRow({ fills }: { fills: readonly StarFill[] }) {
  const halves = fills.reduce((sum, fill) => sum + (fill === 'full' ? 2 : fill === 'half' ? 1 : 0), 0);
  return <span className="star-row" data-halves={halves} aria-hidden="true" />;
}
