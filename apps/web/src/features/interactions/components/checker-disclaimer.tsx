/** The checker's disclaimer (spec §2). */
export function CheckerDisclaimer() {
  return (
    <p className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
      <strong>Disclaimer:</strong> This tool gives general guidance only and is not a substitute for
      professional veterinary advice. Always consult your veterinarian before starting, stopping or
      combining medications.
    </p>
  );
}
