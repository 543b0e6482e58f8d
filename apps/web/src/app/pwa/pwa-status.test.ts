import { describe, expect, it, vi } from 'vitest';
import { createPwaStatus } from './pwa-status';

const bar = (id: string) => document.querySelector(`[data-testid="${id}"]`);

describe('the installed app notices', () => {
  it('says "Offline" while offline and the oldest record time once records come from the phone', () => {
    const status = createPwaStatus(document, true);
    expect(bar('offline-status')).toBeNull();
    status.offline();
    expect(bar('offline-status')?.textContent).toBe('Offline');
    const later = new Date(2026, 10, 28, 10, 50).toISOString();
    const earlier = new Date(2026, 10, 28, 10, 42).toISOString();
    status.servedFromCache(later);
    status.servedFromCache(earlier);
    status.servedFromCache(later);
    expect(bar('offline-status')?.textContent).toBe('Offline · updated 10:42');
    expect(bar('offline-status')?.getAttribute('role')).toBe('status');
    status.online();
    expect(bar('offline-status')).toBeNull();
  });

  it('offers Reload for a new build and calls it once', () => {
    const status = createPwaStatus(document, true);
    const reload = vi.fn();
    status.offerUpdate(reload);
    status.offerUpdate(reload);
    expect(document.querySelectorAll('[data-testid="update-status"]')).toHaveLength(1);
    expect(bar('update-status')?.textContent).toBe('Update available · Reload');
    const button = bar('update-status')!.querySelector('button')!;
    button.click();
    button.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
  });
});
