import { useState } from 'react';
import type { WeightUnit } from '@pawrx/contracts/enums';
import { fromKg, WEIGHT_MESSAGES, type WeightEntry } from '@pawrx/contracts/weights';
import { ActionButton } from '../../../components/ui/action-button';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-errors';
import { formatDateOnly } from '../../../lib/date-only';
import { toast } from '../../../lib/toast';
import { useDeleteWeight } from '../api/delete-weight';

type Props = {
  petId: string;
  weights: readonly WeightEntry[];
  unit: WeightUnit;
  /** False for a member who may see the pet but not edit its profile. */
  canDelete: boolean;
};

const weightText = (kg: number, unit: WeightUnit) =>
  unit === 'kg' ? `${fromKg(kg, 'kg')} kg` : `${fromKg(kg, 'lbs')} lbs (${fromKg(kg, 'kg')} kg)`;

/** The weighings, newest first, each deletable after a confirmation. */
export function WeightHistory({ petId, weights, unit, canDelete }: Props) {
  const remove = useDeleteWeight(petId);
  const [pending, setPending] = useState<WeightEntry | null>(null);
  const newestFirst = [...weights].reverse();

  const confirm = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      toast.success(WEIGHT_MESSAGES.deleted);
    } catch (error) {
      toast.error(errorMessage(error, WEIGHT_MESSAGES.deleteError));
    } finally {
      setPending(null);
    }
  };

  if (weights.length === 0)
    return <p className="text-sm text-slate-500">No weights recorded yet.</p>;
  return (
    <>
      <ul aria-label="Recorded weights" className="divide-y divide-slate-100">
        {newestFirst.map((w) => (
          <li key={w.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div>
              <p className="font-medium text-slate-900">{weightText(w.weightKg, unit)}</p>
              <p className="text-sm text-slate-500">
                {formatDateOnly(w.date)}
                {w.note ? ` · ${w.note}` : ''}
              </p>
            </div>
            {canDelete && (
              <ActionButton
                tone="red"
                aria-label={`Delete the weight of ${formatDateOnly(w.date)}`}
                onClick={() => setPending(w)}
              >
                Delete
              </ActionButton>
            )}
          </li>
        ))}
      </ul>
      {pending && (
        <Modal
          title="Delete Weight"
          size="sm"
          tone="danger"
          onClose={() => setPending(null)}
          footer={
            <>
              <Button
                variant="secondary"
                onClick={() => setPending(null)}
                disabled={remove.isPending}
              >
                Cancel
              </Button>
              <Button
                variant="danger"
                onClick={() => void confirm()}
                busy={remove.isPending}
                busyLabel="Deleting…"
              >
                Delete Weight
              </Button>
            </>
          }
        >
          <p className="text-slate-700">
            Delete the weight of <strong>{weightText(pending.weightKg, unit)}</strong> recorded on{' '}
            {formatDateOnly(pending.date)}? If it is the newest, the pet’s weight goes back to the
            one before.
          </p>
        </Modal>
      )}
    </>
  );
}
