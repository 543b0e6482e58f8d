import type { ReactionSeverity } from '@pawrx/contracts/enums';

// Spec §4 severity colours (mild yellow, moderate orange, severe red, life-threatening darker red)
// for the chart's marks, as SVG fill and stroke classes.

export const SEVERITY_FILL: Record<ReactionSeverity, string> = {
  mild: 'fill-yellow-500',
  moderate: 'fill-orange-500',
  severe: 'fill-red-600',
  'life-threatening': 'fill-red-900',
};

export const SEVERITY_STROKE: Record<ReactionSeverity, string> = {
  mild: 'stroke-yellow-500',
  moderate: 'stroke-orange-500',
  severe: 'stroke-red-600',
  'life-threatening': 'stroke-red-900',
};
