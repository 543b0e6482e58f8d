import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDateOnly } from '../../../../lib/date-only';
import { makeMedication } from '../../../../test/factories';
import { MedicationsTab } from './medications-tab';

const day = '2026-12-04';
const DAY = formatDateOnly(day);

describe("the pet profile's medication rows", () => {
  it('carry the supply state next to the medication (issue 24 item 5)', () => {
    const refill = makeMedication({
      supply: { state: 'refill-soon', runsOutOn: day, daysLeft: 3 },
    });
    render(
      <MemoryRouter>
        <MedicationsTab list={{ current: [refill], history: [] }} failed={false} canAdd />
      </MemoryRouter>,
    );
    expect(screen.getByText('Refill soon')).toBeInTheDocument();
    expect(screen.getByText(`Runs out ${DAY}`)).toBeInTheDocument();
  });
});
