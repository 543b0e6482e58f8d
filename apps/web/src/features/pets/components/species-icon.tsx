import type { Species } from '@pawrx/contracts/enums';

// Species marks drawn as SVG: emoji glyphs depend on the system's fonts (many Linux desktops and
// headless browsers have none), these always render. Eyes are cut out with the background colour.

const EYES = (y: number, dx = 3) => (
  <>
    <circle cx={12 - dx} cy={y} r="1.1" className="fill-brand-50" />
    <circle cx={12 + dx} cy={y} r="1.1" className="fill-brand-50" />
  </>
);

const SHAPES: Record<Species, React.ReactNode> = {
  dog: (
    <>
      <ellipse cx="12" cy="13" rx="6.5" ry="6" />
      <ellipse cx="5.2" cy="10" rx="2.4" ry="4.5" transform="rotate(20 5.2 10)" />
      <ellipse cx="18.8" cy="10" rx="2.4" ry="4.5" transform="rotate(-20 18.8 10)" />
      {EYES(12)}
      <ellipse cx="12" cy="15.6" rx="1.6" ry="1.1" className="fill-brand-50" />
    </>
  ),
  cat: (
    <>
      <path d="M5 4l4.5 4.2h5L19 4l.5 9.5A7.5 7 0 0 1 12 20a7.5 7 0 0 1-7.5-6.5Z" />
      {EYES(12.5)}
      <path d="M11 15.5h2l-1 1.2Z" className="fill-brand-50" />
    </>
  ),
  bird: (
    <>
      <ellipse cx="11" cy="14" rx="7" ry="5.5" />
      <circle cx="15.5" cy="8.5" r="4" />
      <path d="M19 8l3.5 1.2L19 10.5Z" />
      <circle cx="16.3" cy="7.8" r="1" className="fill-brand-50" />
      <path d="M4.5 12.5 1.5 10l1 5Z" />
    </>
  ),
  rabbit: (
    <>
      <ellipse cx="9" cy="6" rx="1.9" ry="5" transform="rotate(-10 9 6)" />
      <ellipse cx="15" cy="6" rx="1.9" ry="5" transform="rotate(10 15 6)" />
      <ellipse cx="12" cy="15" rx="6" ry="5.5" />
      {EYES(14, 2.5)}
      <circle cx="12" cy="17" r="0.9" className="fill-brand-50" />
    </>
  ),
  other: (
    <>
      <ellipse cx="6" cy="9" rx="2" ry="2.6" />
      <ellipse cx="10" cy="5.5" rx="2" ry="2.6" />
      <ellipse cx="14" cy="5.5" rx="2" ry="2.6" />
      <ellipse cx="18" cy="9" rx="2" ry="2.6" />
      <path d="M12 10.5c-2.8 0-6 3.6-6 6.3 0 1.8 1.4 2.7 3 2.7 1.3 0 2-.6 3-.6s1.7.6 3 .6c1.6 0 3-.9 3-2.7 0-2.7-3.2-6.3-6-6.3Z" />
    </>
  ),
};

/** A species mark, decorative (the caller labels it). */
export function SpeciesIcon({ species, className = '' }: { species: Species; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`fill-current ${className}`}>
      {SHAPES[species] ?? SHAPES.other}
    </svg>
  );
}
