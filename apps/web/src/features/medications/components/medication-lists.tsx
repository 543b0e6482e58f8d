import type { Medication } from '@pawrx/contracts/medications';
import type { Reaction } from '@pawrx/contracts/reactions';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { Spinner } from '../../../components/ui/spinner';
import { MedicationCard, type MedicationAction } from './medication-card';
import { ReactionCard } from './reaction-card';

type LoadState = { loading: boolean; failed: boolean; onRetry: () => void };

function Empty({ children }: { children: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {children}
    </p>
  );
}

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800"
    >
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
        Try again
      </button>
    </div>
  );
}

export function MedicationList({
  medications,
  empty,
  busy,
  onAction,
  ...state
}: LoadState & {
  medications: Medication[] | undefined;
  empty: string;
  busy: boolean;
  /** Absent for a role that cannot change medications: cards without actions. */
  onAction?: (action: MedicationAction, medication: Medication) => void;
}) {
  if (state.loading) return <Spinner label="Loading medications…" className="py-10" />;
  if (state.failed)
    return <Failed message={PET_MESSAGES.medicationsLoadFailed} onRetry={state.onRetry} />;
  if (!medications?.length) return <Empty>{empty}</Empty>;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {medications.map((m) => (
        <MedicationCard key={m._id} medication={m} busy={busy} onAction={onAction} />
      ))}
    </div>
  );
}

export function ReactionList({
  reactions,
  petName,
  onEdit,
  onDelete,
  ...state
}: LoadState & {
  reactions: Reaction[] | undefined;
  petName: string;
  onEdit?: (reaction: Reaction) => void;
  onDelete?: (reaction: Reaction) => void;
}) {
  if (state.loading) return <Spinner label="Loading adverse reactions…" className="py-10" />;
  // Spec §8: reaction-loading errors are only logged (the caller logs); offer a retry here.
  if (state.failed)
    return <Failed message="Adverse reactions could not be loaded." onRetry={state.onRetry} />;
  if (!reactions?.length) return <Empty>No adverse reactions recorded.</Empty>;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {reactions.map((r) => (
        <ReactionCard
          key={r._id}
          reaction={r}
          petName={petName}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </div>
  );
}
