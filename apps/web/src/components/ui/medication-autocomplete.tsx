import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { AUTOCOMPLETE } from '@pawrx/contracts/constants';
import type { CatalogueEntry } from '@pawrx/formulary/catalogue/catalogue-entry';
import { inputClass } from './text-field';
import { useCatalogueSearch } from './use-catalogue-search';

type MedicationAutocompleteProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the chosen catalogue entry (the input already shows its name). */
  onSelect: (entry: CatalogueEntry) => void;
  /** Pet species for the §9 filter: dog, cat, or anything else for every group. */
  species?: string;
  /** Where focus goes after a choice; default the next field of the form. */
  nextFieldId?: string;
  id?: string;
  name?: string;
  required?: boolean;
  error?: string;
  /** Shown under the field and read with it (e.g. "from label · check it"). */
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
};

const FOCUSABLE = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** Focus the given field, or the first enabled field after `from` in its form. */
function focusNext(from: HTMLElement, nextFieldId?: string) {
  const target = nextFieldId ? document.getElementById(nextFieldId) : null;
  if (target) return target.focus();
  const fields = [...(from.closest('form') ?? document).querySelectorAll<HTMLElement>(FOCUSABLE)];
  const next = fields.slice(fields.indexOf(from) + 1).find((f) => !f.hasAttribute('disabled'));
  next?.focus();
}

/**
 * The medication name field with catalogue suggestions (spec §9), as an ARIA 1.2 combobox:
 * from 2 characters, at most 15 suggestions, up/down/enter/escape, closes 150 ms after blur.
 */
export function MedicationAutocomplete(props: MedicationAutocompleteProps) {
  const { label, value, onChange, onSelect, species, nextFieldId, error, hint } = props;
  const autoId = useId();
  const inputId = props.id ?? autoId;
  const listId = `${inputId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useCatalogueSearch(wanted);

  const suggestions = useMemo(
    () =>
      search && value.trim().length >= AUTOCOMPLETE.minChars
        ? search.searchCatalogue(value, species, AUTOCOMPLETE.maxSuggestions)
        : [],
    [search, value, species],
  );
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (entry: CatalogueEntry) => {
    onChange(entry.name);
    onSelect(entry);
    close();
    if (inputRef.current) focusNext(inputRef.current, nextFieldId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (expanded ? (a + 1) % count : 0));
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (expanded && a > 0 ? a - 1 : count - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a surrounding dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name={props.name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        placeholder={props.placeholder}
        disabled={props.disabled}
        value={value}
        className={inputClass(Boolean(error))}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setWanted(true);
        }}
        onBlur={() => {
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(close, AUTOCOMPLETE.closeDelayMs);
        }}
        onChange={(event) => {
          onChange(event.target.value);
          setWanted(true);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {expanded &&
          suggestions.map((entry, index) => (
            // Keyboard choice happens on the combobox input (ARIA 1.2 pattern); a click is for mice.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={entry.name}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(entry)}
            >
              <span className="font-medium text-slate-900">{entry.name}</span>
              {entry.brandName && <span className="text-slate-500"> ({entry.brandName})</span>}
              <span className="ml-2 text-xs text-slate-400">{entry.category}</span>
              {search?.flagForSpecies(entry, species) && (
                <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-700">
                  {entry.flag?.level}
                </span>
              )}
            </li>
          ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded ? `${suggestions.length} suggestions available` : ''}
      </p>
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
