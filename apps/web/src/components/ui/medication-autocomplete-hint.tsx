import type { CatalogueEntry } from '@pawrx/formulary/catalogue/catalogue-entry';
import { useId } from 'react';
import { useCatalogueSearch } from './use-catalogue-search';

type CatalogueEntryHintProps = {
  entry: CatalogueEntry;
  species?: string;
  /** Fills the dosage field. */
  onDose: (dose: string) => void;
  /** The dose currently in the dosage field, shown as pressed. */
  selectedDose?: string;
};

/**
 * Under the name field once a catalogue entry is chosen: its common doses as chips that fill the
 * dosage, or, for a flagged entry, its warning instead (a warning is never offered as a dose).
 */
export function CatalogueEntryHint({
  entry,
  species,
  onDose,
  selectedDose,
}: CatalogueEntryHintProps) {
  const labelId = useId();
  const search = useCatalogueSearch(true);
  const flag = search ? search.flagForSpecies(entry, species) : entry.flag;

  if (flag)
    return (
      <div
        role="alert"
        className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
      >
        <p className="flex items-center gap-1.5 font-bold">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />
          </svg>
          {flag.level}
        </p>
        <p>{flag.note}</p>
      </div>
    );
  if (entry.commonDoses.length === 0) return null;
  return (
    <div className="mt-2">
      <p id={labelId} className="mb-1 text-xs font-medium text-slate-600">
        Common doses (click to fill the dosage):
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {entry.commonDoses.map((dose) => (
          <button
            key={dose}
            type="button"
            aria-pressed={dose === selectedDose}
            onClick={() => onDose(dose)}
            className={`rounded-full border px-2.5 py-1 text-xs font-medium ${
              dose === selectedDose
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100'
            }`}
          >
            {dose}
          </button>
        ))}
      </div>
    </div>
  );
}
