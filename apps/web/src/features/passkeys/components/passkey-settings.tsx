import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope, MessageOnly } from '@pawrx/contracts/envelope';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX, type Passkey } from '@pawrx/contracts/passkeys';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/queries/query-keys';
import { toast } from '../../../lib/toast';

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : 'never';

/**
 * Settings › Passkeys (issue 25 item 6, decision 050): add one with a name (the password is asked
 * again), see when each was made and last used, remove one after a confirmation.
 */
export function PasskeySettings() {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const passkeys = useQuery({
    queryKey: queryKeys.passkeys,
    queryFn: async () => (await api.get<Envelope<Passkey[]>>('/api/auth/passkeys')).data,
    // "Last used" changes with each passkey sign-in, which happens away from this page.
    refetchOnMount: 'always',
  });
  const remove = useMutation({
    mutationFn: async (id: string) =>
      (await api.delete<MessageOnly>(`/api/auth/passkeys/${encodeURIComponent(id)}`)).message,
    onSuccess: (message) => {
      toast.success(message);
      setRemoving(null);
      void client.invalidateQueries({ queryKey: queryKeys.passkeys });
    },
    onError: (error) => toast.error(errorMessage(error, PASSKEY_MESSAGES.removeFailed)),
  });

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim() || !password) {
      setProblem(!name.trim() ? 'Name is required' : 'Password is required');
      return;
    }
    setAdding(true);
    setProblem(null);
    try {
      const { addPasskey } = await import('../utils/passkey-ceremony');
      const result = await addPasskey(password, name.trim());
      if (!result.ok) return setProblem(result.message);
      toast.success(PASSKEY_MESSAGES.added);
      setName('');
      setPassword('');
      void client.invalidateQueries({ queryKey: queryKeys.passkeys });
    } catch {
      setProblem(PASSKEY_MESSAGES.addFailed); // the chunk did not load (offline)
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Sign in with your fingerprint, face or device PIN instead of your password. Your password
        keeps working.
      </p>
      {passkeys.isPending ? (
        <Spinner label="Loading your passkeys…" className="py-4" />
      ) : passkeys.isError ? (
        <p role="alert">{PASSKEY_MESSAGES.loadFailed}</p>
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-slate-700">No passkeys yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Passkeys">
          {passkeys.data.map((p) => (
            <li key={p._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm text-slate-700">
                <p className="font-medium break-words text-slate-900">{p.name}</p>
                <p>
                  added {when(p.createdAt)} · last used {when(p.lastUsedAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                className="px-3 py-1.5 text-sm"
                onClick={() => setRemoving(p)}
                aria-label={`Remove passkey ${p.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} noValidate className="space-y-3" aria-busy={adding}>
        <TextField
          label="Passkey name"
          hint="For example the device it is on"
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          disabled={adding}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={adding}
        />
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <Button type="submit" busy={adding} busyLabel="Adding passkey…">
          Add a passkey
        </Button>
      </form>
      {removing && (
        <ConfirmModal
          title="Remove this passkey?"
          confirmLabel="Remove passkey"
          busyLabel="Removing…"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing._id)}
          onClose={() => setRemoving(null)}
        >
          <p>
            &ldquo;{removing.name}&rdquo; will no longer sign you in. Remove it from the device too,
            in its passkey settings.
          </p>
        </ConfirmModal>
      )}
    </div>
  );
}
