import { confirmLabelFor, VERDICT_COPY } from '@pawrx/contracts/interactions';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { HeldMedication } from '../hooks/use-medication-save-flow';
import { hasFindings } from '../utils/precheck-findings';
import { PrecheckFindingList } from './precheck-finding-list';

type InteractionWarningModalProps = {
  held: HeldMedication;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

const countOf = (h: HeldMedication['known']) =>
  h.toxicMedications.length + h.drugInteractions.length;

/**
 * Spec §4: what the pre-check found, with Cancel and the verdict's confirm label. It leads with
 * what the new medication changes (the verdict is theirs); findings already true of the current
 * medications follow as a collapsed note.
 */
export function InteractionWarningModal({
  held,
  saving,
  onCancel,
  onConfirm,
}: InteractionWarningModalProps) {
  const { verdict, added, known } = held;
  const copy = VERDICT_COPY[verdict];
  const dangerous = verdict === 'dangerous';
  const knownCount = countOf(known);
  return (
    <Modal
      title="Drug Interaction Warning"
      onClose={onCancel}
      tone={dangerous ? 'danger' : 'default'}
      size="lg"
    >
      <div className="space-y-4">
        <div
          role="alert"
          className={`rounded-lg border p-4 ${dangerous ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
        >
          <p className="font-bold">{copy.title}</p>
          <p className="text-sm">{copy.message}</p>
        </div>
        <p className="text-sm text-slate-700">
          What adding <strong>{held.values.name}</strong> changes for this pet:
        </p>
        <PrecheckFindingList findings={added} />
        {hasFindings(known) && (
          <details className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-600">
            <summary className="cursor-pointer font-medium text-slate-700">
              Already on record: {knownCount} earlier {knownCount === 1 ? 'finding' : 'findings'}{' '}
              among the current medications
            </summary>
            <div className="mt-3">
              <PrecheckFindingList findings={known} quiet />
            </div>
          </details>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button variant={dangerous ? 'danger' : 'warning'} onClick={onConfirm} busy={saving}>
            {confirmLabelFor(verdict)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
