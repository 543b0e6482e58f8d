import type { SourceId } from './sources';

// Some labels give a salt other than the one dose ranges and toxic doses are written for:
// diphenhydramine citrate 38 mg is the same diphenhydramine as the hydrochloride 25 mg, naproxen
// sodium 220 mg is 200 mg of naproxen. A record gives the amount as labelled with its `salt`, and
// the engine counts it as the reference form with the factor below (the ratio the labels print).

export const SALT_FACTORS: Readonly<
  Record<string, Readonly<Record<string, { factor: number; source: SourceId }>>>
> = {
  diphenhydramine: { citrate: { factor: 25 / 38, source: 'openfda-otc-label' } },
  naproxen: { sodium: { factor: 200 / 220, source: 'openfda-otc-label' } },
  // Pyrantel embonate (pamoate) is 34.7% pyrantel base: 14.4 mg of the salt is 5 mg of base.
  pyrantel: {
    embonate: { factor: 5 / 14.4, source: 'label-strongid-t' },
    pamoate: { factor: 5 / 14.4, source: 'label-strongid-t' },
  },
};

/** mg of the reference form for an amount labelled as `salt` of `drug`. */
export function referenceMg(drug: string, mg: number, salt: string | undefined): number {
  const factor = salt ? SALT_FACTORS[drug]?.[salt]?.factor : undefined;
  return factor === undefined ? mg : mg * factor;
}
