import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Harness() {
  const [active, setActive] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Records"
      tabs={[
        { key: 'a', label: 'Overview' },
        { key: 'b', label: 'Medications (2)' },
        { key: 'c', label: 'Reactions (0)' },
      ]}
      active={active}
      onChange={setActive}
    >
      <p>Panel {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects with click and moves with arrow keys, Home and End', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Medications (2)' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel b');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reactions (0)' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel c');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel a');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel c');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel c');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Reactions (0)');
  });
});
