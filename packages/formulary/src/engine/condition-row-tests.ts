import type { Species } from '@pawrx/contracts/enums';
import { expect, it } from 'vitest';
import type { ConditionRule } from '../knowledge/condition-rules';
import { conditionFindings } from './test-support';

/** [rule id, species, condition as owners type it, medication as 'Name|dosage|frequency']. */
export type ConditionRowCase = readonly [string, Species, string, string];

const described = (species: Species, conditions: string[], med: string) =>
  conditionFindings(species, conditions, med).map((f) => f.description);

/**
 * The three checks every ledger's label condition rows get (decision 042), written once: each
 * sampled row fires for a pet with the condition as owners write it, at the rule's risk for that
 * species; stays silent when the pet has an unrelated condition instead; and stays silent for the
 * near misses given (another drug of the class, or a species the label does not speak of).
 * Call inside a `describe`.
 */
export function conditionRowTests(
  rules: ReadonlyMap<string, ConditionRule>,
  samples: readonly ConditionRowCase[],
  nearMisses: readonly ConditionRowCase[] = [],
  unrelatedCondition = 'arthritis',
): void {
  it.each(samples)('%s fires (%s, "%s", %s)', (id, species, condition, med) => {
    const rule = rules.get(id);
    expect(rule, id).toBeDefined();
    const mine = conditionFindings(species, [condition], med).find(
      (f) => f.description === rule!.description,
    );
    expect(mine, id).toBeDefined();
    expect(mine!.riskLevel).toBe(rule!.speciesRisk?.[species] ?? rule!.risk);
    expect(mine!.medication2).toBe(`${condition} (condition)`);
  });

  it.each(samples)(
    `%s stays silent with ${unrelatedCondition} instead (%s)`,
    (id, species, _c, med) => {
      expect(described(species, [unrelatedCondition], med)).not.toContain(
        rules.get(id)!.description,
      );
    },
  );

  if (nearMisses.length > 0)
    it.each(nearMisses)(
      '%s stays silent for a near miss (%s, "%s", %s)',
      (id, species, condition, med) => {
        const rule = rules.get(id);
        expect(rule, id).toBeDefined();
        expect(described(species, [condition], med)).not.toContain(rule!.description);
      },
    );
}
