import { EMERGENCY_MESSAGES, type EmergencyLinkCreated } from '@pawrx/contracts/emergency-links';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { QrCode } from '../../../components/ui/qr-code';
import { copyText } from '../../../lib/clipboard';
import { toast } from '../../../lib/toast';

type Props = { link: EmergencyLinkCreated; petName: string; onClose: () => void };

/**
 * The one time a link's URL is on screen (decision 034): the server keeps only its hash, so the
 * URL, its QR code and Copy live in this dialog and are gone once it closes.
 */
export function NewEmergencyLinkModal({ link, petName, onClose }: Props) {
  const onCopy = async () => {
    if (await copyText(link.url)) toast.success(EMERGENCY_MESSAGES.copied);
    else toast.error(EMERGENCY_MESSAGES.copyFailed);
  };
  return (
    <Modal
      title="Emergency link created"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
          <Button onClick={() => void onCopy()}>Copy link</Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm font-medium text-amber-800">{EMERGENCY_MESSAGES.shownOnce}</p>
        <input
          readOnly
          aria-label="Emergency link"
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs"
        />
        <QrCode value={link.url} label={`QR code of ${petName}'s emergency link`} />
      </div>
    </Modal>
  );
}
