import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabKey = 'current' | 'history' | 'reactions';
export const TAB_KEYS: readonly TabKey[] = ['current', 'history', 'reactions'];
const TAB_LABELS: Record<TabKey, string> = {
  current: 'Current Medications',
  history: 'History',
  reactions: 'Adverse Reactions',
};

type MedicationTabsProps = {
  active: TabKey;
  counts: Record<TabKey, number | undefined>;
  onChange: (tab: TabKey) => void;
  children: ReactNode;
};

/** ARIA tabs: arrow keys, Home and End move between them; the panel follows the active tab. */
export function MedicationTabs({ active, counts, onChange, children }: MedicationTabsProps) {
  const refs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TAB_KEYS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? TAB_KEYS[(index + 1) % TAB_KEYS.length]
        : event.key === 'ArrowLeft'
          ? TAB_KEYS[(index + TAB_KEYS.length - 1) % TAB_KEYS.length]
          : event.key === 'Home'
            ? TAB_KEYS[0]
            : event.key === 'End'
              ? TAB_KEYS[TAB_KEYS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Medication records"
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {TAB_KEYS.map((key) => (
          <button
            key={key}
            ref={(node) => {
              refs.current[key] = node;
            }}
            id={`tab-${key}`}
            type="button"
            role="tab"
            aria-selected={key === active}
            aria-controls={`panel-${key}`}
            tabIndex={key === active ? 0 : -1}
            onClick={() => onChange(key)}
            onKeyDown={onKeyDown}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap ${
              key === active
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-500 hover:text-slate-700'
            }`}
          >
            {TAB_LABELS[key]} ({counts[key] ?? 0})
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${active}`}
        aria-labelledby={`tab-${active}`}
        tabIndex={0}
        className="pt-4 outline-none"
      >
        {children}
      </div>
    </div>
  );
}
