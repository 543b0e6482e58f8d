import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

type Props = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive action (revoke access, revoke a link): Cancel or the red button. */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal
      title={title}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-slate-700">{children}</div>
    </Modal>
  );
}
