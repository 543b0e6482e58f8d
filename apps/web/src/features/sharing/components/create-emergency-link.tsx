import { useState } from 'react';
import { EMERGENCY_MESSAGES, type EmergencyLinkCreated } from '@pawrx/contracts/emergency-links';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useCreateEmergencyLink } from '../api/emergency-links';
import { NewEmergencyLinkModal } from './new-emergency-link-modal';

/** Durations offered; the API takes any whole number of hours from 1 to 168. */
const DURATIONS = [
  { value: '1', label: '1 hour' },
  { value: '12', label: '12 hours' },
  { value: '24', label: '24 hours' },
  { value: '72', label: '3 days' },
  { value: '168', label: '7 days' },
];

/** Creates a link valid for the chosen hours and shows its URL and QR code once, in a dialog. */
export function CreateEmergencyLink({ petId, petName }: { petId: string; petName: string }) {
  const create = useCreateEmergencyLink(petId);
  const [hours, setHours] = useState('24');
  const [created, setCreated] = useState<EmergencyLinkCreated | null>(null);

  const onCreate = async () => {
    try {
      setCreated(await create.mutateAsync(Number(hours)));
      toast.success(EMERGENCY_MESSAGES.created);
    } catch (error) {
      toast.error(errorMessage(error, EMERGENCY_MESSAGES.createError));
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label="Valid for"
        options={DURATIONS}
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        className="w-40"
      />
      <Button onClick={() => void onCreate()} busy={create.isPending} busyLabel="Creating…">
        Create emergency link
      </Button>
      {created && (
        <NewEmergencyLinkModal link={created} petName={petName} onClose={() => setCreated(null)} />
      )}
    </div>
  );
}
