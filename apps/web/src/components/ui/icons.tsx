// Small inline SVG marks (emoji fonts are not on every system, e.g. Debian's Chromium).

type IconProps = { className?: string };
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const PillIcon = ({ className = 'size-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
    <path d="M10.5 20.5a4.95 4.95 0 0 1-7-7l7-7a4.95 4.95 0 0 1 7 7z" />
    <path d="m8.5 8.5 7 7" />
  </svg>
);

export const AlertIcon = ({ className = 'size-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </svg>
);

export const ClipboardIcon = ({ className = 'size-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2M9 12h6M9 16h6" />
  </svg>
);

export const PawIcon = ({ className = 'size-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
    <circle cx="5" cy="10" r="2.2" />
    <circle cx="9.5" cy="5.5" r="2.2" />
    <circle cx="14.5" cy="5.5" r="2.2" />
    <circle cx="19" cy="10" r="2.2" />
    <path d="M12 11c-3 0-6.5 4.3-6.5 7a2.5 2.5 0 0 0 3.3 2.4c1-.3 2.1-.6 3.2-.6s2.2.3 3.2.6a2.5 2.5 0 0 0 3.3-2.4c0-2.7-3.5-7-6.5-7z" />
  </svg>
);

export const CloseIcon = ({ className = 'size-5' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
