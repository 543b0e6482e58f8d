/** Spec §2: this is a demonstration project; a real emergency needs a local veterinarian. */
export function DemoProjectNote() {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0 text-amber-600"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 8v5M12 16h.01" />
      </svg>
      <p>
        <strong className="font-semibold">PawRx is a demonstration (portfolio) project.</strong> If
        your pet has a medical emergency, do not wait for a reply here: contact your local
        veterinarian or an emergency animal clinic right away.
      </p>
    </div>
  );
}
