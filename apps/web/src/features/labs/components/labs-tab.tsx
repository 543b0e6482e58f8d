import { useState } from 'react';
import { can } from '@pawrx/contracts/pet-access';
import type { Pet } from '@pawrx/contracts/pets';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-errors';
import { formatDateOnly } from '../../../lib/date-only';
import { toast } from '../../../lib/toast';
import { useDeleteLabPanel, useLabs } from '../api/labs-api';
import { LabPanelForm } from './lab-panel-form';
import { LabResultsTable } from './lab-results-table';

type Props = {
  pet: Pet;
  /** A document's text to fill the form from (Documents tab, "Enter these values…"). */
  prefillText?: string;
  onPrefillUsed?: () => void;
};

/** The Labs tab (issue 30): latest value of each test with its flag, panels, add a panel. */
export function LabsTab({ pet, prefillText, onPrefillUsed }: Props) {
  const labs = useLabs(pet._id);
  const remove = useDeleteLabPanel(pet._id);
  const [adding, setAdding] = useState(Boolean(prefillText));
  const canWrite = can(pet.role, 'write-labs');

  if (labs.isPending) return <Spinner label="Loading lab results…" className="py-10" />;
  if (labs.isError)
    return (
      <div role="alert" className="space-y-2 py-6 text-sm text-red-700">
        <p>{errorMessage(labs.error, 'Lab results could not be loaded.')}</p>
        <Button variant="secondary" onClick={() => void labs.refetch()}>
          Try again
        </Button>
      </div>
    );

  const { panels } = labs.data;
  return (
    <section aria-labelledby="labs-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="labs-heading" className="text-lg font-semibold text-slate-900">
          Lab results
        </h2>
        {canWrite && !adding && <Button onClick={() => setAdding(true)}>Add lab results</Button>}
      </div>
      {adding && (
        <LabPanelForm
          petId={pet._id}
          initialText={prefillText}
          onDone={() => {
            setAdding(false);
            onPrefillUsed?.();
          }}
        />
      )}
      {panels.length === 0 ? (
        <p className="py-6 text-sm text-slate-600">
          No lab results yet. Add the values from a blood test to see them flagged and to let the
          Quick Check take them into account.
        </p>
      ) : (
        <>
          <LabResultsTable labs={labs.data} />
          <h3 className="pt-2 text-base font-semibold text-slate-900">Panels</h3>
          <ul className="divide-y divide-slate-100">
            {panels.map((panel) => (
              <li key={panel.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-sm text-slate-800">
                  {formatDateOnly(panel.date)}
                  {panel.source && ` · ${panel.source}`} · {panel.results.length} results
                  {panel.results.some((r) => r.flag === 'high' || r.flag === 'low') &&
                    ' · out of range values'}
                </span>
                {canWrite && (
                  <Button
                    variant="danger-outline"
                    aria-label={`Delete the lab panel of ${formatDateOnly(panel.date)}`}
                    busy={remove.isPending && remove.variables === panel.id}
                    onClick={() =>
                      remove.mutate(panel.id, {
                        onError: (e) => toast.error(errorMessage(e, 'Error deleting lab panel')),
                      })
                    }
                  >
                    Delete
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
