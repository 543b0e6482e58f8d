import { act, render, screen } from '@testing-library/react';
import hotToast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@pawrx/contracts/constants';
import { AppToaster, useToastLimit } from './app-toaster';

/** Lists the messages of the toasts the store still shows. */
function VisibleToasts({ limit }: { limit?: number }) {
  useToastLimit(limit);
  const { toasts } = useToasterStore();
  return (
    <p data-testid="visible">
      {toasts
        .filter((t) => t.visible)
        .map((t) => String(t.message))
        .join('|')}
    </p>
  );
}

const visible = () => screen.getByTestId('visible').textContent!.split('|').filter(Boolean);

afterEach(() => {
  vi.useRealTimers();
});

describe('toast limit', () => {
  it(`keeps at most ${MAX_TOASTS} visible, dropping the oldest`, () => {
    render(<VisibleToasts />);
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 5; i += 1) hotToast(`Toast ${i}`);
    });
    expect(visible()).toHaveLength(MAX_TOASTS);
    expect(visible()).toContain(`Toast ${MAX_TOASTS + 5}`);
    expect(visible()).not.toContain('Toast 5');
  });

  it('dismisses the oldest beyond the given limit', () => {
    render(<VisibleToasts limit={3} />);
    act(() => {
      for (const n of ['a', 'b', 'c', 'd', 'e']) hotToast(n);
    });
    expect(visible()).toEqual(['e', 'd', 'c']);
  });
});

describe('toast timings (spec §9)', () => {
  it.each([
    ['success', (m: string) => hotToast.success(m), TOAST_DURATION_MS.success],
    ['error', (m: string) => hotToast.error(m), TOAST_DURATION_MS.error],
    ['blank', (m: string) => hotToast(m), TOAST_DURATION_MS.blank],
  ])('%s toasts leave after their duration', (_kind, show, duration) => {
    vi.useFakeTimers();
    render(
      <>
        <AppToaster />
        <VisibleToasts />
      </>,
    );
    act(() => void show('Saved'));
    act(() => {
      vi.advanceTimersByTime(duration - 100);
    });
    expect(visible()).toEqual(['Saved']);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(visible()).toEqual([]);
  });

  it('loading toasts stay', () => {
    vi.useFakeTimers();
    render(
      <>
        <AppToaster />
        <VisibleToasts />
      </>,
    );
    act(() => void hotToast.loading('Working'));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(visible()).toEqual(['Working']);
  });
});

describe('toast position (issue 24 item 13)', () => {
  /** The toaster's fixed container, found from a toast's text. */
  const container = (text: string) => {
    let node: HTMLElement | null = screen.getByText(text);
    while (node && node.style.position !== 'fixed') node = node.parentElement;
    return node!;
  };
  const withPhone = (matches: boolean) =>
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: matches && query === '(max-width: 639px)',
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );

  it('sits at the top, under the bar, on a phone: the list rows below stay clear', () => {
    withPhone(true);
    render(<AppToaster />);
    act(() => void hotToast.success('Given'));
    expect(container('Given').style.top).toBe('72px');
    // Each toast hangs from the top of the container, not from its bottom.
    expect(screen.getByText('Given').closest<HTMLElement>('div[style*="top: 0"]')).not.toBeNull();
    vi.unstubAllGlobals();
    act(() => hotToast.remove());
  });

  it('sits bottom-right, above the footer, on a wider screen', () => {
    withPhone(false);
    render(<AppToaster />);
    act(() => void hotToast.success('Saved'));
    expect(container('Saved').style.bottom).toBe('72px');
    vi.unstubAllGlobals();
    act(() => hotToast.remove());
  });
});
