type BrandLogoProps = { className?: string; showName?: boolean };

/** The PawRx mark (a paw in a rounded square) with the product name. */
export function BrandLogo({ className = '', showName = true }: BrandLogoProps) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <span
        aria-hidden="true"
        className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <ellipse cx="6" cy="9" rx="2" ry="2.6" />
          <ellipse cx="10" cy="5.5" rx="2" ry="2.6" />
          <ellipse cx="14" cy="5.5" rx="2" ry="2.6" />
          <ellipse cx="18" cy="9" rx="2" ry="2.6" />
          <path d="M12 10.5c-2.8 0-6 3.6-6 6.3 0 1.8 1.4 2.7 3 2.7 1.3 0 2-.6 3-.6s1.7.6 3 .6c1.6 0 3-.9 3-2.7 0-2.7-3.2-6.3-6-6.3Z" />
        </svg>
      </span>
      {showName && (
        <span className="text-xl">
          Paw<span className="text-brand-600">Rx</span>
        </span>
      )}
    </span>
  );
}
