import type { Page } from '@playwright/test';

/** '08:00' as the app writes it in the browser's locale (lib/date-only formatTime). */
export const localTime = (page: Page, time: string): Promise<string> =>
  page.evaluate((t) => {
    const [h, m] = t.split(':').map(Number) as [number, number];
    return new Date(2000, 0, 1, h, m).toLocaleTimeString(undefined, {
      hour: 'numeric',
      minute: '2-digit',
    });
  }, time);
