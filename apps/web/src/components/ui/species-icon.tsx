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
  'guinea-pig': (
    <>
      <ellipse cx="12" cy="14" rx="9" ry="6" />
      <circle cx="7" cy="9.5" r="2" />
      <circle cx="17" cy="9.5" r="2" />
      {EYES(12.5, 3.5)}
      <ellipse cx="12" cy="16" rx="1.4" ry="0.9" className="fill-brand-50" />
    </>
  ),
  ferret: (
    <>
      <path d="M2 15c2-4 6-5 10-5h4c2.5 0 5 1.5 6 4-1.5 1.8-3.5 2.5-6 2.5H8c-2.5 0-4.5.5-6-1.5Z" />
      <circle cx="19" cy="9.5" r="1.6" />
      <circle cx="18.3" cy="12.6" r="0.8" className="fill-brand-50" />
      <path d="M2 15 .5 19l3-2.5Z" />
    </>
  ),
  'small-rodent': (
    <>
      <circle cx="7" cy="7.5" r="3.2" />
      <circle cx="17" cy="7.5" r="3.2" />
      <ellipse cx="12" cy="14" rx="6.5" ry="6" />
      {EYES(13, 2.6)}
      <circle cx="12" cy="16" r="0.9" className="fill-brand-50" />
    </>
  ),
  tortoise: (
    <>
      <path d="M3 15a8 7 0 0 1 16 0Z" />
      <ellipse cx="20.5" cy="13.5" rx="2.5" ry="2" />
      <rect x="5" y="15" width="2.5" height="3.5" rx="1" />
      <rect x="14.5" y="15" width="2.5" height="3.5" rx="1" />
      <path d="M7 11.5h8M11 8.5v6.5" className="fill-none stroke-brand-50" strokeWidth="1" />
    </>
  ),
  lizard: (
    <>
      <ellipse cx="11" cy="12" rx="6" ry="3" />
      <ellipse cx="18.5" cy="11" rx="3" ry="2" />
      <path d="M5.5 12.5C3 13 1.5 15 1 18c1.5-2 3-3 5-3.5Z" />
      <path
        d="M8 14.5 6 18M14 14.5l2 3.5M8 9.5 6 6M14 9.5l2-3.5"
        className="fill-none stroke-current"
        strokeWidth="1.5"
      />
      <circle cx="19.2" cy="10.4" r="0.7" className="fill-brand-50" />
    </>
  ),
  snake: (
    <>
      <path
        d="M18 5c-3 0-5 1.5-5 4s4 3 4 6-3 4.5-6 4.5S4 18 4 16"
        className="fill-none stroke-current"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <ellipse cx="18.5" cy="5" rx="3" ry="2.2" />
      <circle cx="19.3" cy="4.4" r="0.7" className="fill-brand-50" />
    </>
  ),
  horse: (
    <>
      <path d="M8 21V13c0-4 2.5-8 6-9.5L15 2l1 2.5c3 1.5 5 4.5 5 7.5l-1.5 1.5L16 12l-2 2v7Z" />
      <path d="M14.5 4.5C11 5 9 8 8.5 11" className="fill-none stroke-brand-50" strokeWidth="0.8" />
      <circle cx="17.3" cy="7.5" r="0.9" className="fill-brand-50" />
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
