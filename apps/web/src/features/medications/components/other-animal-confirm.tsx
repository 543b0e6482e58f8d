import { LABEL_SCAN_MESSAGES } from '@pawrx/contracts/label-scan';
import { ConfirmModal } from '../../../components/ui/confirm-modal';

type Props = {
  labelName: string;
  petName: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asked before saving a scanned label printed for another animal (issue 28). */
export function OtherAnimalConfirm({ labelName, petName, busy, onConfirm, onClose }: Props) {
  return (
    <ConfirmModal
      title={LABEL_SCAN_MESSAGES.otherAnimal(labelName)}
      confirmLabel={LABEL_SCAN_MESSAGES.saveAnyway(petName)}
      busy={busy}
      busyLabel="Saving…"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        The label names {labelName}, not {petName}. {LABEL_SCAN_MESSAGES.otherAnimalDetail(petName)}
      </p>
    </ConfirmModal>
  );
}

/** The warning shown in the form as soon as the label is read. */
export function OtherAnimalNote({ labelName, petName }: { labelName: string; petName: string }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p className="font-semibold">{LABEL_SCAN_MESSAGES.otherAnimal(labelName)}</p>
      <p>{LABEL_SCAN_MESSAGES.otherAnimalDetail(petName)}</p>
    </div>
  );
}
