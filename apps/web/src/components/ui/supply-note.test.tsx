import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupplyState } from '@pawrx/contracts/supply-state';
import { formatDateOnly } from '../../lib/date-only';
import { SupplyNote } from './supply-note';

// Issue 24 item 5: one widget writes a medication's supply state wherever a medication shows.

const day = '2026-12-04';
const DAY = formatDateOnly(day);

describe('SupplyNote', () => {
  it.each<[string, SupplyState, string | null, string]>([
    ['plenty left', { state: 'ok', runsOutOn: day, daysLeft: 12 }, null, `Runs out ${DAY}`],
    [
      'refill soon',
      { state: 'refill-soon', runsOutOn: day, daysLeft: 4 },
      'Refill soon',
      `Runs out ${DAY}`,
    ],
    [
      'the last day',
      { state: 'refill-soon', runsOutOn: day, daysLeft: 0 },
      'Refill soon',
      `Runs out today (${DAY})`,
    ],
    [
      'run out',
      { state: 'run-out', runsOutOn: day, daysLeft: -2 },
      'Supply run out',
      `Ran out ${DAY}`,
    ],
  ])('%s', (_name, supply, flag, text) => {
    render(<SupplyNote supply={supply} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    if (flag) expect(screen.getByText(flag)).toBeInTheDocument();
    else expect(screen.queryByText(/Refill soon|run out/)).not.toBeInTheDocument();
  });

  it('shows nothing when no supply was counted', () => {
    const { container } = render(
      <SupplyNote supply={{ state: 'none', runsOutOn: null, daysLeft: null }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
