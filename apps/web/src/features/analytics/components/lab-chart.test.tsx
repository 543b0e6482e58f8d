import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LabSeries } from '@pawrx/contracts/labs';
import { makeLabPoint } from '../../../test/factories';
import { LabChart } from './lab-chart';

const CREATININE: LabSeries = {
  key: 'creatinine',
  label: 'Creatinine',
  points: [
    makeLabPoint({ panelId: 'a', date: '2026-03-01', value: 1.2 }),
    makeLabPoint({ panelId: 'b', date: '2026-06-01', value: 2.8, flag: 'high' }),
    makeLabPoint({ panelId: 'c', date: '2026-09-01', value: 0.4, flag: 'low' }),
  ],
};

const chart = () => screen.getByRole('img', { name: /^Creatinine over time/ });

describe('LabChart', () => {
  it('names every value with its day and flag, for a screen reader', () => {
    render(<LabChart series={CREATININE} today="2026-10-01" />);
    expect(chart()).toHaveAccessibleName(
      'Creatinine over time: 1.2 mg/dL on Mar 1, 2026 (normal), 2.8 mg/dL on Jun 1, 2026 (high), 0.4 mg/dL on Sep 1, 2026 (low)',
    );
  });

  it('draws one point per value, out-of-range values in red, each titled with its flag', () => {
    render(<LabChart series={CREATININE} today="2026-10-01" />);
    const points = chart().querySelectorAll('circle');
    expect([...points].map((p) => p.getAttribute('class'))).toEqual([
      'fill-brand-600',
      'fill-red-600',
      'fill-red-600',
    ]);
    expect([...points].map((p) => p.textContent)).toEqual([
      '1.2 mg/dL, Mar 1, 2026, normal',
      '2.8 mg/dL, Jun 1, 2026, high',
      '0.4 mg/dL, Sep 1, 2026, low',
    ]);
    // The line joins them.
    expect(chart().querySelector('path.stroke-brand-600')).not.toBeNull();
  });

  it('shades the newest value’s range, and leaves it out when there is none', () => {
    const { unmount } = render(<LabChart series={CREATININE} today="2026-10-01" />);
    expect(chart().querySelector('rect.fill-emerald-50')).not.toBeNull();
    unmount();
    const noRange: LabSeries = {
      ...CREATININE,
      points: [
        makeLabPoint({
          value: 3,
          low: null,
          high: null,
          rangeLow: null,
          rangeHigh: null,
          rangeSource: 'none',
          flag: 'unknown',
        }),
      ],
    };
    render(<LabChart series={noRange} today="2026-10-01" />);
    expect(chart()).toHaveAccessibleName(/3 mg\/dL on Mar 1, 2026 \(unknown\)$/);
    expect(chart().querySelector('rect.fill-emerald-50')).toBeNull();
    expect(chart().querySelectorAll('circle.fill-brand-600')).toHaveLength(1);
  });
});
