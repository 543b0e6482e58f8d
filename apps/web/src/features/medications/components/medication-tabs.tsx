import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';

export type TabKey = 'current' | 'history' | 'reactions';
const TAB_KEYS: readonly TabKey[] = ['current', 'history', 'reactions'];
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

/** The medications page's three tabs, with their counts, on the shared Tabs widget. */
export function MedicationTabs({ active, counts, onChange, children }: MedicationTabsProps) {
  const tabs = TAB_KEYS.map((key) => ({ key, label: `${TAB_LABELS[key]} (${counts[key] ?? 0})` }));
  return (
    <Tabs label="Medication records" tabs={tabs} active={active} onChange={onChange}>
      {children}
    </Tabs>
  );
}
