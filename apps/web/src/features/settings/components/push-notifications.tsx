import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope, MessageOnly } from '@pawrx/contracts/envelope';
import { PUSH_MESSAGES, type PushDevice } from '@pawrx/contracts/push';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/queries/query-keys';
import { toast } from '../../../lib/toast';
import {
  pushSupport,
  subscribeDevice,
  subscriptionBody,
  workerRegistration,
} from '../utils/push-subscription';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';

/** A failure the user can act on, in words (never a bare exception name). */
class PushSetupError extends Error {}

const saveSubscription = async (subscription: PushSubscription): Promise<PushDevice> => {
  const body = subscriptionBody(subscription);
  if (!body) throw new PushSetupError(PUSH_MESSAGES.subscribeFailed('no keys'));
  return (await api.post<Envelope<PushDevice>>('/api/push/subscriptions', body)).data;
};

/** Asks for permission, subscribes with the browser's push service, and hands PawRx the result. */
async function turnOn(): Promise<PushDevice> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(PUSH_MESSAGES.denied);
  const registration = await workerRegistration();
  if (!registration) throw new PushSetupError(PUSH_MESSAGES.noWorker);
  const { publicKey } = (await api.get<Envelope<{ publicKey: string }>>('/api/push/public-key'))
    .data;
  let subscription: PushSubscription;
  try {
    subscription = await subscribeDevice(registration, publicKey);
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'no reason given';
    throw new PushSetupError(PUSH_MESSAGES.subscribeFailed(reason));
  }
  return saveSubscription(subscription);
}

/**
 * "Notifications on this device" (issue 27 item 3, decision 055): turn push reminders on for this
 * browser, see every device that has them, remove one. A browser already subscribed says so again
 * on each visit (its keys refreshed), which also marks it "this device" in the list.
 */
export function PushNotifications() {
  const client = useQueryClient();
  const supported = pushSupport() === 'supported';
  const [thisDevice, setThisDevice] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const devices = useQuery({
    queryKey: queryKeys.pushDevices,
    queryFn: async () => (await api.get<Envelope<PushDevice[]>>('/api/push/subscriptions')).data,
  });
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.pushDevices });

  useEffect(() => {
    if (!supported || Notification.permission !== 'granted') return;
    let live = true;
    void (async () => {
      const registration = await navigator.serviceWorker.getRegistration('/PawRx/');
      const subscription = await registration?.pushManager.getSubscription();
      if (!subscription || !live) return;
      const device = await saveSubscription(subscription).catch(() => undefined);
      if (device && live) {
        setThisDevice(device._id);
        void refresh();
      }
    })();
    return () => {
      live = false;
    };
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported]);

  const enable = useMutation({
    mutationFn: turnOn,
    onMutate: () => setProblem(undefined),
    onSuccess: (device) => {
      setThisDevice(device._id);
      toast.success(PUSH_MESSAGES.subscribed);
      void refresh();
    },
    onError: (error) =>
      setProblem(
        error instanceof PushSetupError
          ? error.message
          : errorMessage(error, PUSH_MESSAGES.subscribeFailed('no answer')),
      ),
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const { message } = await api.delete<MessageOnly>(
        `/api/push/subscriptions/${encodeURIComponent(id)}`,
      );
      if (id === thisDevice) {
        const registration = await navigator.serviceWorker.getRegistration('/PawRx/');
        await (await registration?.pushManager.getSubscription())?.unsubscribe();
        setThisDevice(undefined);
      }
      return message;
    },
    onSuccess: (message) => {
      toast.success(message);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error, PUSH_MESSAGES.removeFailed)),
  });

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Reminders as notifications on this phone or computer, with <strong>Given</strong> and{' '}
        <strong>Skip</strong> right on the notification.
      </p>
      {!supported ? (
        <p role="status" className="text-sm text-slate-700">
          {PUSH_MESSAGES.unsupported}
        </p>
      ) : thisDevice ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {PUSH_MESSAGES.thisDeviceOn}
        </p>
      ) : (
        <Button
          busy={enable.isPending}
          busyLabel={PUSH_MESSAGES.turningOn}
          onClick={() => enable.mutate()}
        >
          {PUSH_MESSAGES.turnOn}
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {devices.isPending ? (
        <Spinner label="Loading your devices…" className="py-4" />
      ) : devices.isError ? (
        <p role="alert">{PUSH_MESSAGES.loadFailed}</p>
      ) : devices.data.length === 0 ? (
        <p className="text-sm text-slate-600">{PUSH_MESSAGES.noDevices}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Devices with notifications">
          {devices.data.map((d) => (
            <li key={d._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm text-slate-700">
                <p className="font-medium text-slate-900">
                  {d.device}
                  {d._id === thisDevice && (
                    <span className="ml-2 text-emerald-800">(this device)</span>
                  )}
                </p>
                <p>
                  {d.service} · on since {when(d.createdAt)}
                  {d.lastSentAt ? ` · last reminder ${when(d.lastSentAt)}` : ''}
                </p>
              </div>
              <Button
                variant="secondary"
                className="px-3 py-1.5 text-sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(d._id)}
                aria-label={`Remove ${d.device}, on since ${when(d.createdAt)}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
