import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@pawrx/contracts/account';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-errors';
import { deleteAccount, fetchDeletionPlan } from '../api/account-data';
import {
  DELETE_PET,
  defaultChoices,
  handOverBody,
  type HandOverChoices,
} from '../utils/account-data-rules';
import { HandOverChoice } from './hand-over-choice';

type Props = { onClose: () => void; onDeleted: (message: string) => void };

/**
 * The confirmation of "Delete my account": what goes, each co-owned pet's fate (handed over by
 * default, so nobody loses a pet they care for by a hasty click), and the password.
 */
export function DeleteAccountDialog({ onClose, onDeleted }: Props) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [choices, setChoices] = useState<HandOverChoices | null>(null);
  const plan = useQuery({ queryKey: ['account', 'deletion-plan'], queryFn: fetchDeletionPlan });
  const pets = plan.data ?? [];
  const chosen = choices ?? defaultChoices(pets);
  const remove = useMutation({
    mutationFn: () => deleteAccount({ password, handOver: handOverBody(chosen) }),
    onSuccess: onDeleted,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password === '');
    if (password !== '') remove.mutate();
  };

  return (
    <Modal
      title="Delete your account?"
      tone="danger"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            busy={remove.isPending}
            busyLabel="Deleting…"
            disabled={!plan.isSuccess}
          >
            Delete my account
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <div className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">This cannot be undone. Deleting your account removes:</p>
          <ul className="mt-1 list-disc pl-5">
            <li>your sign-in, profile and every device signed in</li>
            <li>
              every pet you own, with its medications, dose log, weights, reactions, vaccinations,
              appointments, notes, photos and emergency links (unless handed over below)
            </li>
            <li>your place in pets other people share with you</li>
          </ul>
          <p className="mt-1">Download your data first if you want a copy.</p>
        </div>
        {plan.isPending && <Spinner label="Checking your shared pets…" className="py-2" />}
        {plan.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(plan.error, 'Your shared pets could not be loaded. Close and try again.')}
          </p>
        )}
        {pets.map((pet) => (
          <HandOverChoice
            key={pet.petId}
            pet={pet}
            value={chosen[pet.petId] ?? DELETE_PET}
            onChange={(to) => setChoices({ ...chosen, [pet.petId]: to })}
          />
        ))}
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing ? ACCOUNT_MESSAGES.passwordRequired : undefined}
        />
        {remove.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(remove.error, 'Your account could not be deleted. Try again.')}
          </p>
        )}
      </form>
    </Modal>
  );
}
