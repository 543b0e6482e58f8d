import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PET_NOTE_MESSAGES, petNoteBodySchema, type PetNoteBody } from '@pawrx/contracts/pet-notes';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useAddNote } from '../api/add-note';
import { submitHandler } from '../../../lib/submit-handler';

/** A new note on the record (the contract's schema validates it here and on the server). */
export function AddNoteForm({ petId }: { petId: string }) {
  const add = useAddNote(petId);
  const { register, handleSubmit, reset, formState } = useForm<PetNoteBody>({
    resolver: zodResolver(petNoteBodySchema),
    defaultValues: { text: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      toast.success(PET_NOTE_MESSAGES.added);
      reset();
    } catch (error) {
      toast.error(errorMessage(error, PET_NOTE_MESSAGES.addError));
    }
  });
  return (
    <form onSubmit={submitHandler(onSubmit)} noValidate className="space-y-2">
      <TextareaField
        label="New note"
        rows={3}
        error={formState.errors.text?.message}
        {...register('text')}
      />
      <Button
        type="submit"
        className="px-3 py-1.5 text-sm"
        busy={add.isPending}
        busyLabel="Adding…"
      >
        Add note
      </Button>
    </form>
  );
}
