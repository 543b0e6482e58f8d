/** A 24px stroke icon drawn from one or more SVG path strings (decorative). */
export function Icon({
  paths,
  className = 'size-6',
}: {
  paths: readonly string[];
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const ICONS = {
  pill: ['M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7z', 'M7 10l7 7'],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  alert: ['M12 3l10 18H2z', 'M12 10v4', 'M12 17.5v.01'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4'],
  file: ['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M9 13h6', 'M9 17h6'],
  chart: ['M4 20V4', 'M4 20h16', 'M8 16l4-5 3 3 5-6'],
  heart: ['M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z'],
  clock: ['M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z', 'M12 7v5l3 2'],
  paws: [
    'M8 14a4 4 0 0 1 8 0c0 2-2 3-4 3s-4-1-4-3z',
    'M7 8v.01',
    'M11 5v.01',
    'M15 6v.01',
    'M18 10v.01',
  ],
  smile: [
    'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
    'M8.5 14a4 4 0 0 0 7 0',
    'M9 9.5v.01',
    'M15 9.5v.01',
  ],
  arrow: ['M5 12h14', 'M13 6l6 6-6 6'],
  check: ['M5 12l4 4 10-10'],
  stethoscope: [
    'M6 3H5v5a5 5 0 0 0 10 0V3h-1',
    'M10 13v2a5 5 0 0 0 10 0v-2',
    'M20 9a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  ],
} as const;
