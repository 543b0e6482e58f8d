import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope, MessageOnly } from '@pawrx/contracts/envelope';
import { SESSION_MESSAGES, type Session } from '@pawrx/contracts/sessions';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/queries/query-keys';
import { toast } from '../../../lib/toast';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/**
 * Where the account is signed in (issue 25 item 5, decision 046): device, address, since when and
 * last seen, this device marked; sign one out, or every other one at once.
 */
export function SignedInDevices() {
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: queryKeys.sessions,
    queryFn: async () => (await api.get<Envelope<Session[]>>('/api/auth/sessions')).data,
  });
  const end = useMutation({
    mutationFn: async (id?: string) =>
      id
        ? (await api.delete<MessageOnly>(`/api/auth/sessions/${encodeURIComponent(id)}`)).message
        : (await api.delete<Envelope<{ ended: number }>>('/api/auth/sessions')).message,
    onSuccess: (message) => {
      toast.success(message);
      void client.invalidateQueries({ queryKey: queryKeys.sessions });
    },
    onError: (error) => toast.error(errorMessage(error, SESSION_MESSAGES.endFailed)),
  });

  if (sessions.isPending) return <Spinner label="Loading your devices…" className="py-4" />;
  if (sessions.isError) return <p role="alert">{SESSION_MESSAGES.loadFailed}</p>;
  const others = sessions.data.filter((s) => !s.current);
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100" aria-label="Signed-in devices">
        {sessions.data.map((s) => (
          <li key={s._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0 text-sm text-slate-700">
              <p className="font-medium text-slate-900">
                {s.device}
                {s.current && <span className="ml-2 text-emerald-800">(this device)</span>}
              </p>
              <p>
                {s.ip ?? 'Unknown address'} · signed in {when(s.createdAt)} · last seen{' '}
                {when(s.lastSeenAt)}
              </p>
            </div>
            {!s.current && (
              <Button
                variant="secondary"
                className="px-3 py-1.5 text-sm"
                disabled={end.isPending}
                onClick={() => end.mutate(s._id)}
                aria-label={`Sign out ${s.device}, signed in ${when(s.createdAt)}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        disabled={others.length === 0 || end.isPending}
        onClick={() => end.mutate(undefined)}
      >
        Sign out everywhere else
      </Button>
    </div>
  );
}
