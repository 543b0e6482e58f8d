import { aheadText, earlyGivenQuestion, type Dose } from '@pawrx/contracts/doses';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

type Props = {
  dose: Dose;
  /** The dose's time as the row writes it. */
  time: string;
  /** How far ahead of its time the dose is, read when Given was pressed. */
  minutesAhead: number;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before Given on a dose hours ahead of its time: a stray tap must not log it early. */
export function EarlyGivenConfirm({ dose, time, minutesAhead, onConfirm, onClose }: Props) {
  return (
    <Modal
      title={`Give ${dose.medicationName} early?`}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Given now</Button>
        </>
      }
    >
      <p className="text-slate-700">
        {earlyGivenQuestion(dose.medicationName, time, aheadText(minutesAhead))}
      </p>
    </Modal>
  );
}
