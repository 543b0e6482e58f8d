// The installed app (issue 27): what the service worker and the pages it serves say to each other,
// and the words the user sees. The service worker and the page are built apart, so both read
// these names from here rather than each spelling them.

/** Cache Storage name of the account's records kept for offline use (pets, doses, cards). */
export const OFFLINE_DATA_CACHE = 'pawrx-data';
/** workbox-background-sync queue (IndexedDB) of dose logs made offline. */
export const DOSE_LOG_QUEUE = 'pawrx-dose-logs';
/** Answer header of a record served from the offline cache: when it was fetched (ISO 8601). */
export const FETCHED_AT_HEADER = 'x-pawrx-fetched-at';
/** Answer header of a write the service worker queued instead of sending. */
export const QUEUED_HEADER = 'x-pawrx-queued';

/** Messages between the page and the service worker (postMessage `type`s). */
export const SW_MESSAGES = {
  /** page → worker: the connection is back, send the queued writes now. */
  replay: 'pawrx:replay',
  /** worker → pages: queued writes were sent; read the records again. */
  replayed: 'pawrx:replayed',
  /** worker → pages: a record was answered from the offline cache (`fetchedAt`). */
  servedFromCache: 'pawrx:served-from-cache',
  /** page → waiting worker: take over now (the user chose Reload). */
  skipWaiting: 'SKIP_WAITING',
} as const;

/** Window event the page fires when queued writes were sent, so the records are read again. */
export const RECORDS_CHANGED_EVENT = 'pawrx:records-changed';

export const OFFLINE_MESSAGES = {
  offline: 'Offline',
  /** "Offline · updated 10:42": the oldest record on screen was fetched at `time`. */
  offlineUpdated: (time: string) => `Offline · updated ${time}`,
  updateAvailable: 'Update available',
  reload: 'Reload',
  /** A dose logged without a connection: kept on the phone, sent once when online. */
  doseQueued: 'Saved on this device; it will be sent when you are back online',
  /** After "Given" on a dose logged offline: shown on its row until the log is sent. */
  pendingSync: 'saved on this device, waiting to be sent',
} as const;
