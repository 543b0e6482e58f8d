import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CALENDAR_MESSAGES } from '@pawrx/contracts/calendar';
import { ActionButton } from '../../../components/ui/action-button';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-errors';
import {
  calendarFeedQuery,
  useCalendarFeed,
  useResetCalendarFeed,
} from '../../../lib/queries/calendar-queries';
import { toast } from '../../../lib/toast';
import { ResetFeedModal } from './reset-feed-modal';

/** Resolves false when the browser refuses (no permission, not a secure page). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Subscribe in calendar": copies the account's secret feed URL (doses, appointments and
 * vaccinations) for Google, Apple or Outlook calendar, and shows it in case copying is blocked.
 * The link is only asked for on the first click: asking creates it.
 */
export function CalendarSubscribe() {
  const client = useQueryClient();
  const [shown, setShown] = useState(false);
  const [copying, setCopying] = useState(false);
  const [resetting, setResetting] = useState(false);
  const feed = useCalendarFeed(shown);
  const reset = useResetCalendarFeed();

  const subscribe = async () => {
    setCopying(true);
    try {
      const { url } = await client.fetchQuery(calendarFeedQuery());
      setShown(true);
      if (await copyText(url)) toast.success(CALENDAR_MESSAGES.copied);
      else toast.error(CALENDAR_MESSAGES.copyFailed);
    } catch (error) {
      toast.error(errorMessage(error, CALENDAR_MESSAGES.loadFailed));
    } finally {
      setCopying(false);
    }
  };

  const confirmReset = async () => {
    try {
      await reset.mutateAsync();
      toast.success(CALENDAR_MESSAGES.reset);
      setResetting(false);
    } catch (error) {
      toast.error(errorMessage(error, CALENDAR_MESSAGES.resetFailed));
    }
  };

  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        onClick={() => void subscribe()}
        busy={copying}
        className="w-full"
      >
        Subscribe in calendar
      </Button>
      <p className="text-xs text-slate-500">
        Copies a private link with every dose, appointment and vaccination, for Google, Apple or
        Outlook calendar (add a calendar “from URL”).
      </p>
      {shown && feed.data && (
        <div className="space-y-2">
          <TextField
            label="Calendar link"
            hint="Keep it private: anyone with this link can see your pets' schedule."
            readOnly
            value={feed.data.url}
            onFocus={(event) => event.currentTarget.select()}
            className="[&_input]:font-mono [&_input]:text-xs"
          />
          <ActionButton tone="red" onClick={() => setResetting(true)}>
            Reset link
          </ActionButton>
        </div>
      )}
      {resetting && (
        <ResetFeedModal
          busy={reset.isPending}
          onConfirm={() => void confirmReset()}
          onClose={() => setResetting(false)}
        />
      )}
    </div>
  );
}
