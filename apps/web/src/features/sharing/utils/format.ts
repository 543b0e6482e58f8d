/** "Mar 10, 2026, 11:59 PM" in the viewer's locale and zone. */
export const formatDateTime = (iso: string, locale?: string): string =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
