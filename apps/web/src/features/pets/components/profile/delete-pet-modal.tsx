import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';

type Props = { petName: string; busy: boolean; onConfirm: () => void; onClose: () => void };

/** Delete Pet Profile: deletion is permanent (spec §4), so it asks first. */
export function DeletePetModal({ petName, busy, onConfirm, onClose }: Props) {
  return (
    <Modal
      title="Delete Pet Profile"
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={onConfirm}
            busy={busy}
            busyLabel="Deleting…"
            className="bg-red-600 hover:bg-red-700 disabled:bg-red-600/50"
          >
            Delete Permanently
          </Button>
        </>
      }
    >
      <p className="text-slate-700">
        Are you sure you want to delete <strong>{petName}</strong>&apos;s profile? Their
        medications, reactions, vaccinations and appointments will be deleted too. This cannot be
        undone.
      </p>
    </Modal>
  );
}
