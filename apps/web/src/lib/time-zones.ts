import { isTimeZone } from '@pawrx/contracts/zoned-time';

// Time zones as the account settings and sign-up see them: dose times are wall-clock times in
// the account's IANA zone (issue 14).

/** The browser's IANA zone, when it reports a valid one. */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

/** 'America/Argentina/Buenos_Aires' → 'America/Argentina/Buenos Aires'. */
export const timeZoneLabel = (zone: string): string => zone.replaceAll('_', ' ');

/**
 * Every zone this browser knows, plus UTC (Chromium's list leaves it out) and `current` (in case
 * this browser lacks the account's zone), sorted, as select options.
 */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = [...new Set([...known, 'UTC', current])].filter(isTimeZone).sort();
  return zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
}
