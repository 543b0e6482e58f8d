import { ADVERSE_EVENT_MESSAGES } from '@pawrx/contracts/reports';
import { ActionButton } from '../../../components/ui/action-button';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDownloadAdverseEvent } from '../api/download-adverse-event';

type Props = { petId: string; petName: string; reactionId: string; reactionDate: string };

/**
 * Downloads the reaction as a PDF pre-filled for Form FDA 1932a, with a page on where to send
 * it (the manufacturer first, or FDA's Center for Veterinary Medicine).
 */
export function AdverseEventButton(props: Props) {
  const download = useDownloadAdverseEvent();
  const onClick = async () => {
    try {
      await download.mutateAsync(props);
      toast.success(ADVERSE_EVENT_MESSAGES.downloaded);
    } catch (error) {
      toast.error(errorMessage(error, ADVERSE_EVENT_MESSAGES.failed));
    }
  };
  return (
    <ActionButton
      tone="blue"
      onClick={() => void onClick()}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
    >
      {download.isPending ? 'Preparing PDF…' : 'Report to regulator (PDF)'}
    </ActionButton>
  );
}
