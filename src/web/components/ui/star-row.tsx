export type StarFill = 'full' | 'half' | 'empty';

// Lucide's star and star-half outlines (24-unit grid, ISC licence), drawn as one SVG: a list page shows
// dozens of ratings, and an icon component per star made a phone's first render noticeably slower.
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STAR_HALF =
  'M12 18.338a2.1 2.1 0 0 0-.987.244L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.12 2.12 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.12 2.12 0 0 0 1.597-1.16l2.309-4.679A.53.53 0 0 1 12 2';
/** A star is 24 units (16px, h-4), with 3 units (2px, gap-0.5) between stars. */
const STAR_PITCH = 27;

/** Five 16px stars, amber where full or half, light grey otherwise; decorative (the caller names it). */
export function StarRow({ fills }: { fills: readonly StarFill[] }) {
  return (
    <svg
      viewBox={`0 0 ${STAR_PITCH * (fills.length - 1) + 24} 24`}
      className="h-4 w-[5.5rem] shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {fills.map((fill, index) => (
        <g key={index} transform={`translate(${index * STAR_PITCH} 0)`}>
          <path d={STAR} className="fill-slate-200 text-slate-200" />
          {fill === 'empty' ? null : (
            <path d={fill === 'full' ? STAR : STAR_HALF} className="fill-amber-400 text-amber-400" />
          )}
        </g>
      ))}
    </svg>
  );
}
