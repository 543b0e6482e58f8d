import { OFFLINE_MESSAGES } from '@pawrx/contracts/offline';

// The installed app's two notices, drawn without React so that the registration chunk stays
// small and shows on every page: "Offline · updated 10:42" while the records on screen come from
// the phone, and "Update available · Reload" when a new build is ready.

const TIME = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type PwaStatus = ReturnType<typeof createPwaStatus>;

const BAR = 'fixed inset-x-0 z-50 flex items-center justify-center gap-3 px-4 py-2 text-sm shadow';

export function createPwaStatus(doc: Document, startsOnline: boolean) {
  let isOnline = startsOnline;
  /** The oldest fetch time of the records shown from the cache since the connection went. */
  let oldest: string | undefined;

  const offlineBar = doc.createElement('div');
  offlineBar.setAttribute('role', 'status');
  offlineBar.dataset.testid = 'offline-status';
  offlineBar.className = `${BAR} bottom-0 bg-slate-800 text-white`;

  const updateBar = doc.createElement('div');
  updateBar.setAttribute('role', 'status');
  updateBar.dataset.testid = 'update-status';
  updateBar.className = `${BAR} top-0 bg-teal-800 text-white`;

  function render() {
    const show = !isOnline || oldest !== undefined;
    offlineBar.textContent = oldest
      ? OFFLINE_MESSAGES.offlineUpdated(TIME.format(new Date(oldest)))
      : OFFLINE_MESSAGES.offline;
    if (show && !offlineBar.isConnected) doc.body.append(offlineBar);
    if (!show) offlineBar.remove();
  }
  render();

  return {
    offline() {
      isOnline = false;
      render();
    },
    online() {
      isOnline = true;
      oldest = undefined;
      render();
    },
    /** A record was answered from the cache, fetched at `fetchedAt` (ISO 8601). */
    servedFromCache(fetchedAt: string) {
      if (oldest === undefined || fetchedAt < oldest) oldest = fetchedAt;
      render();
    },
    offerUpdate(reload: () => void) {
      updateBar.replaceChildren(OFFLINE_MESSAGES.updateAvailable, ' · ');
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'rounded-md bg-white px-2 py-0.5 font-semibold text-teal-800';
      button.textContent = OFFLINE_MESSAGES.reload;
      button.addEventListener('click', () => {
        button.disabled = true;
        reload();
      });
      updateBar.append(button);
      if (!updateBar.isConnected) doc.body.append(updateBar);
    },
  };
}
