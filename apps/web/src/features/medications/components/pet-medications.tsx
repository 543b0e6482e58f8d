import { useEffect, useState } from 'react';
import type { Medication } from '@pawrx/contracts/medications';
import { can } from '@pawrx/contracts/pet-access';
import type { PetSummary } from '@pawrx/contracts/pets';
import type { Reaction } from '@pawrx/contracts/reactions';
import { Button } from '../../../components/ui/button';
import { usePetMedications, usePetReactions } from '../../../lib/queries/pet-queries';
import { useMedicationActions } from '../hooks/use-medication-actions';
import { useMedicationSaveFlow } from '../hooks/use-medication-save-flow';
import { useReactionActions } from '../hooks/use-reaction-actions';
import { AlertIcon } from '../../../components/ui/icons';
import { InteractionWarningModal } from './interaction-warning-modal';
import { MedicationFormModal } from './medication-form-modal';
import { MedicationList, ReactionList } from './medication-lists';
import { MedicationRequestModal } from './medication-request-modal';
import { MedicationTabs, type TabKey } from './medication-tabs';
import { PetSummaryCard } from './pet-summary-card';
import { ReactionFormModal } from './reaction-form-modal';

type Dialog =
  | { kind: 'medication'; medication?: Medication }
  | { kind: 'reaction'; reaction?: Reaction }
  | { kind: 'request' }
  | null;

/** /medications with a pet selected (spec §2): summary, actions, the three tabs and the modals. */
export function PetMedications({ pet, onBack }: { pet: PetSummary; onBack: () => void }) {
  const medications = usePetMedications(pet._id);
  const reactions = usePetReactions(pet._id);
  const [tab, setTab] = useState<TabKey>('current');
  const [dialog, setDialog] = useState<Dialog>(null);
  const current = medications.data?.current ?? [];
  const flow = useMedicationSaveFlow(pet._id, current);
  const actions = useMedicationActions(pet._id, flow.persist);
  const reactionActions = useReactionActions(pet._id);
  // A shared pet offers only what the viewer's role may do (a caregiver records reactions).
  const rights = {
    medications: can(pet.role, 'write-medications'),
    addReaction: can(pet.role, 'add-reactions'),
    editReactions: can(pet.role, 'edit-reactions'),
  };

  useEffect(() => {
    // Spec §8: reaction-loading errors are only logged.
    if (reactions.error) console.error('Could not load adverse reactions', reactions.error);
  }, [reactions.error]);

  const editing = dialog?.kind === 'medication' ? dialog.medication : undefined;
  const closeDialog = () => setDialog(null);
  const loadState = (q: typeof medications | typeof reactions) => ({
    loading: q.isPending,
    failed: q.isError,
    onRetry: () => void q.refetch(),
  });

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{pet.name}'s Medications</h1>
        <Button variant="secondary" onClick={onBack}>
          ← Back to Pet Selection
        </Button>
      </header>
      <PetSummaryCard pet={pet} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {rights.medications && (
          <Button onClick={() => setDialog({ kind: 'medication' })}>+ Add Medication</Button>
        )}
        {rights.addReaction && (
          <Button
            variant="secondary"
            className="border-red-300 text-red-700"
            onClick={() => setDialog({ kind: 'reaction' })}
          >
            <AlertIcon className="size-5" />
            Report Adverse Reaction
          </Button>
        )}
        <Button variant="secondary" onClick={() => setDialog({ kind: 'request' })}>
          Request New Medication
        </Button>
      </div>
      <MedicationTabs
        active={tab}
        onChange={setTab}
        counts={{
          current: medications.data?.current.length,
          history: medications.data?.history.length,
          reactions: reactions.data?.length,
        }}
      >
        {tab === 'reactions' ? (
          <ReactionList
            {...loadState(reactions)}
            reactions={reactions.data}
            petName={pet.name}
            onEdit={
              rights.editReactions
                ? (reaction) => setDialog({ kind: 'reaction', reaction })
                : undefined
            }
            // Toasts its own failure; nothing to wait for here.
            onDelete={
              rights.editReactions
                ? (reaction) => void reactionActions.deleteReaction(reaction)
                : undefined
            }
          />
        ) : (
          <MedicationList
            {...loadState(medications)}
            medications={medications.data?.[tab]}
            empty={
              tab === 'current'
                ? 'No current medications. Add one to get started.'
                : 'No past medications yet.'
            }
            busy={flow.saving || actions.deleting}
            onAction={
              rights.medications
                ? (action, medication) => {
                    if (action === 'edit') setDialog({ kind: 'medication', medication });
                    else if (action === 'delete') void actions.deleteMedication(medication);
                    else void actions.changeStatus(medication, action);
                  }
                : undefined
            }
          />
        )}
      </MedicationTabs>

      {dialog?.kind === 'medication' && (
        <MedicationFormModal
          key={editing?._id ?? 'new'}
          medication={editing}
          species={pet.species}
          petName={pet.name}
          onClose={closeDialog}
          onSubmit={async (values) => {
            if ((await flow.submit(values, editing)) === 'saved') closeDialog();
          }}
        />
      )}
      {flow.held && (
        <InteractionWarningModal
          held={flow.held}
          saving={flow.saving}
          onCancel={flow.cancelHeld}
          onConfirm={() =>
            // confirmHeld toasts a failed save and resolves false; it never rejects.
            void flow.confirmHeld().then((saved) => saved && closeDialog())
          }
        />
      )}
      {dialog?.kind === 'reaction' && (
        <ReactionFormModal
          reaction={dialog.reaction}
          medications={[...current, ...(medications.data?.history ?? [])]}
          onClose={closeDialog}
          onSubmit={(body) => reactionActions.saveReaction(body, dialog.reaction)}
        />
      )}
      {dialog?.kind === 'request' && (
        <MedicationRequestModal species={pet.species} onClose={closeDialog} />
      )}
    </div>
  );
}
