import { MEDICATION_MESSAGES } from '@pawrx/contracts/messages';
import {
  REACTION_EXTRA_MESSAGES,
  type Reaction,
  type ReactionCreateBody,
} from '@pawrx/contracts/reactions';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDeleteReaction, useSaveReaction } from '../api/reactions';

const CONFIRM_DELETE_REACTION = 'Are you sure you want to delete this adverse reaction?';

/** Save (new or corrected) and delete reactions, with the spec §8 toasts. */
export function useReactionActions(petId: string) {
  const save = useSaveReaction(petId);
  const remove = useDeleteReaction(petId);

  const saveReaction = async (body: ReactionCreateBody, editing?: Reaction): Promise<boolean> => {
    try {
      await save.mutateAsync(
        editing ? { kind: 'update', id: editing._id, body } : { kind: 'create', body },
      );
      toast.success(
        editing ? REACTION_EXTRA_MESSAGES.updated : MEDICATION_MESSAGES.reactionRecorded,
      );
      return true;
    } catch (error) {
      toast.error(
        errorMessage(
          error,
          MEDICATION_MESSAGES.reactionSaveError,
          MEDICATION_MESSAGES.networkError,
        ),
      );
      return false;
    }
  };

  const deleteReaction = async (reaction: Reaction) => {
    if (!window.confirm(CONFIRM_DELETE_REACTION)) return;
    try {
      await remove.mutateAsync(reaction._id);
      toast.success(REACTION_EXTRA_MESSAGES.deleted);
    } catch (error) {
      toast.error(errorMessage(error, 'Error deleting reaction', MEDICATION_MESSAGES.networkError));
    }
  };

  return { saveReaction, deleteReaction };
}
