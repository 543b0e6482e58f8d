import { lazy, Suspense, useState } from 'react';
import { can } from '@pawrx/contracts/pet-access';
import type { Pet } from '@pawrx/contracts/pets';
import { Spinner } from '../../../../components/ui/spinner';
import { Tabs, type TabItem } from '../../../../components/ui/tabs';
import { PetAppointmentsTab } from '../../../appointments/components/pet-appointments-tab';
import { usePetMedications, usePetReactions } from '../../../../lib/queries/pet-queries';
import { MedicalHistoryTab } from './medical-history-tab';
import { MedicationsTab } from './medications-tab';
import { OverviewTab } from './overview-tab';
import { ReactionsTab } from './reactions-tab';

// Charts and forms of the Analytics tab load only when it is opened (issue 15).
const AnalyticsTab = lazy(() =>
  import('../../../analytics/components/analytics-tab').then((m) => ({ default: m.AnalyticsTab })),
);

// Lab results (issue 30) load only when their tab is opened, like Analytics.
const LabsTab = lazy(() =>
  import('../../../labs/components/labs-tab').then((m) => ({ default: m.LabsTab })),
);

// Documents (issue 30) load only when their tab is opened; OCR loads only on a photo's upload.
const DocumentsTab = lazy(() =>
  import('../../../documents/components/documents-tab').then((m) => ({
    default: m.DocumentsTab,
  })),
);

// Expenses (issue 30) too: only the owners see the tab, as only they may read expenses.
const ExpensesTab = lazy(() =>
  import('../../../expenses/components/expenses-tab').then((m) => ({ default: m.ExpensesTab })),
);

type TabKey =
  | 'overview'
  | 'medications'
  | 'history'
  | 'appointments'
  | 'reactions'
  | 'labs'
  | 'documents'
  | 'expenses'
  | 'analytics';

/** The five profile tabs of spec §2, with their counts, and Analytics (issue 15). */
export function ProfileTabs({ pet, onAddAppointment }: { pet: Pet; onAddAppointment: () => void }) {
  const [active, setActive] = useState<TabKey>('overview');
  // A lab result's text handed from the Documents tab to the Labs tab's form.
  const [labText, setLabText] = useState<string | undefined>();
  const medications = usePetMedications(pet._id);
  const reactions = usePetReactions(pet._id);
  const scheduledCount = pet.appointments.filter((a) => a.status === 'scheduled').length;

  const tabs: TabItem<TabKey>[] = [
    { key: 'overview', label: 'Overview' },
    { key: 'medications', label: `Medications (${medications.data?.current.length ?? 0})` },
    { key: 'history', label: 'Medical History' },
    { key: 'appointments', label: `Appointments (${scheduledCount})` },
    { key: 'reactions', label: `Reactions (${reactions.data?.length ?? 0})` },
    { key: 'labs', label: 'Labs' },
    { key: 'documents', label: 'Documents' },
    ...(can(pet.role, 'read-expenses') ? [{ key: 'expenses' as const, label: 'Expenses' }] : []),
    { key: 'analytics', label: 'Analytics' },
  ];

  return (
    <Tabs label={`${pet.name}'s records`} tabs={tabs} active={active} onChange={setActive}>
      {active === 'overview' && (
        <OverviewTab
          pet={pet}
          medications={medications.data?.current}
          medicationsFailed={medications.isError}
          reactions={reactions.data}
        />
      )}
      {active === 'medications' && (
        <MedicationsTab
          list={medications.data}
          failed={medications.isError}
          canAdd={can(pet.role, 'write-medications')}
        />
      )}
      {active === 'history' && <MedicalHistoryTab pet={pet} />}
      {active === 'appointments' && (
        <PetAppointmentsTab
          petId={pet._id}
          appointments={pet.appointments}
          onAdd={can(pet.role, 'write-appointments') ? onAddAppointment : undefined}
        />
      )}
      {active === 'reactions' && (
        <ReactionsTab pet={pet} reactions={reactions.data} failed={reactions.isError} />
      )}
      {active === 'labs' && (
        <Suspense fallback={<Spinner label="Loading lab results…" className="py-10" />}>
          <LabsTab pet={pet} prefillText={labText} onPrefillUsed={() => setLabText(undefined)} />
        </Suspense>
      )}
      {active === 'documents' && (
        <Suspense fallback={<Spinner label="Loading documents…" className="py-10" />}>
          <DocumentsTab
            pet={pet}
            onEnterLabValues={
              can(pet.role, 'write-labs')
                ? (text) => {
                    setLabText(text);
                    setActive('labs');
                  }
                : undefined
            }
          />
        </Suspense>
      )}
      {active === 'expenses' && (
        <Suspense fallback={<Spinner label="Loading expenses…" className="py-10" />}>
          <ExpensesTab pet={pet} />
        </Suspense>
      )}
      {active === 'analytics' && (
        <Suspense fallback={<Spinner label="Loading analytics…" className="py-10" />}>
          <AnalyticsTab pet={pet} />
        </Suspense>
      )}
    </Tabs>
  );
}
