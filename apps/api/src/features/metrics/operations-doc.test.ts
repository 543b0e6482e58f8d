import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_METRIC_NAMES, METRIC_NAMES } from './metrics.registry';

// docs/operations.md carries the Grafana dashboard and the alert rules: they must parse, and
// every metric they query must be one PawRx exports, or a dashboard would show empty panels.

const doc = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../docs/operations.md'),
  'utf8',
);
const fenced = (language: string) =>
  [...doc.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```', 'g'))].map((m) => m[1]!);

const HISTOGRAM_SERIES = ['_bucket', '_count', '_sum'];
const exported = new Set<string>([
  ...Object.values(METRIC_NAMES).flatMap((name) =>
    name === METRIC_NAMES.requestDuration
      ? HISTOGRAM_SERIES.map((suffix) => name + suffix)
      : [name],
  ),
  ...DEFAULT_METRIC_NAMES,
]);
const metricsIn = (expr: string) => expr.match(/\b(?:pawrx|nodejs|process)_[a-z0-9_]+/g) ?? [];

interface Panel {
  title: string;
  targets: Array<{ expr: string }>;
}

describe('docs/operations.md', () => {
  const [dashboardJson] = fenced('json');

  it('holds one dashboard that is valid JSON with panels that query something', () => {
    expect(fenced('json')).toHaveLength(1);
    const dashboard = JSON.parse(dashboardJson!) as { title: string; panels: Panel[] };
    expect(dashboard.title).toBe('PawRx');
    expect(dashboard.panels.length).toBeGreaterThan(5);
    for (const panel of dashboard.panels)
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
  });

  it('queries only metrics PawRx exports, in the dashboard and in the alerts', () => {
    const dashboard = JSON.parse(dashboardJson!) as { panels: Panel[] };
    const exprs = [
      ...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)),
      ...fenced('yaml').flatMap((block) => [...block.matchAll(/expr: (.*)/g)].map((m) => m[1]!)),
    ];
    expect(exprs.length).toBeGreaterThan(15);
    const named = exprs.flatMap(metricsIn);
    expect(named.filter((name) => !exported.has(name))).toEqual([]);
    // And every PawRx metric is shown somewhere.
    for (const name of Object.values(METRIC_NAMES))
      expect(
        named.some((n) => n.startsWith(name)),
        name,
      ).toBe(true);
  });

  it('lists every PawRx metric in its table', () => {
    for (const name of Object.values(METRIC_NAMES)) expect(doc).toContain(`| \`${name}\` |`);
  });
});
