import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

type ResetFeedModalProps = { busy: boolean; onConfirm: () => void; onClose: () => void };

/** Confirms a new calendar link: the current one stops working for every calendar using it. */
export function ResetFeedModal({ busy, onConfirm, onClose }: ResetFeedModalProps) {
  return (
    <Modal
      title="Reset calendar link?"
      tone="danger"
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} busyLabel="Resetting…" onClick={onConfirm}>
            Reset link
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        The current link stops working at once, and calendars subscribed to it stop updating.
        Subscribe again with the new link afterwards.
      </p>
    </Modal>
  );
}
