import { ACTIVITY_MESSAGES } from '@pawrx/contracts/activity';
import { Spinner } from '../../../components/ui/spinner';
import { usePetActivity } from '../../../lib/queries/sharing-queries';
import { formatDateTime } from '../utils/format';
import { useViewerZone } from '../../../lib/viewer-zone';

/** The audit log: who did what and when, newest first. */
export function ActivityPanel({ petId }: { petId: string }) {
  const activity = usePetActivity(petId);
  const zone = useViewerZone();
  return (
    <section aria-labelledby="activity-title" className="space-y-2">
      <h3 id="activity-title" className="font-semibold text-slate-900">
        Activity
      </h3>
      {activity.isPending ? (
        <Spinner label="Loading activity…" className="py-4" />
      ) : activity.isError ? (
        <p className="text-sm text-red-700">{ACTIVITY_MESSAGES.loadError}</p>
      ) : activity.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing recorded yet.</p>
      ) : (
        // The log scrolls: a keyboard user focuses it to scroll with the arrow keys (axe
        // scrollable-region-focusable, issue 24 item 14); its name says what it holds.
        <div
          role="region"
          aria-label="Activity log, newest first"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must take focus
          tabIndex={0}
          className="max-h-80 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ol className="space-y-1.5 text-sm" aria-label="Activity log">
            {activity.data.map((entry) => (
              <li key={entry._id} className="flex flex-wrap gap-x-2">
                <time dateTime={entry.at} className="text-slate-500">
                  {formatDateTime(entry.at, zone)}
                </time>
                <span className="font-medium text-slate-800">{entry.actor.name}</span>
                <span className="min-w-0 break-words text-slate-700">{entry.summary}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
