import type { Species } from '@pawrx/contracts/enums';
import type { MedicationToCheck } from '@pawrx/contracts/interactions';
import type { ClassId } from '../knowledge/classes';
import { LOCAL_ROUTES, type DoseFacts, type DrugEntry, type Route } from '../knowledge/types';
import { DRUGS, NAME_INDEX } from './drug-index';
import { readDose, readGramsOfProduct, type DoseReading } from './dose-reading';
import { readProductAmount, readProductDose, readProductGrams } from './product-reading';
import { containsPhrase, normaliseText, tokenise } from './normalise-text';
import { boundedPartsMemo } from './memo';
import { saysDiluted } from './name-strength';
import { parseDose, saysIntravenous, type ParsedDose } from './parse-dose';
import { parseFrequency, type ParsedFrequency } from './parse-frequency';
import { resolveName, type ResolvedName } from './resolve-name';

// Everything the rule families need about one medication, computed once per check: the
// resolved ingredients with their classes, the display name ('Rimadyl (carprofen)'), the route
// and the parsed dose and frequency.

export interface Component {
  drug: DrugEntry;
  classes: ReadonlySet<ClassId>;
}

export interface MedContext {
  index: number;
  input: MedicationToCheck;
  name: ResolvedName;
  display: string;
  components: readonly Component[];
  route: Route;
  /** False for eye/ear/skin/inhaled/collar use: most interaction rules are about systemic drugs. */
  systemic: boolean;
  /** Given into a vein, as the dose, frequency or name says ('37 mL IV'). */
  intravenous: boolean;
  dose: ParsedDose;
  frequency: ParsedFrequency;
  /** Drug id named beside the amount ('272 mcg ivermectin'), if any. */
  doseIngredient: string | null;
  /** How mg were worked out from a count or volume ('1 tablet' of 'Rimadyl 100mg'), if they were. */
  reading: DoseReading | null;
}

/**
 * The generic shown beside a brand: the product's name (without a note in brackets) or the
 * ingredients. Two products typed in one field ('Heartgard Plus / Nexgard') list every ingredient.
 */
export function genericLabel(name: ResolvedName): string {
  if (name.product && name.drugs.length <= name.product.components.length) {
    const cut = name.product.name.indexOf(' (');
    return cut > 0 ? name.product.name.slice(0, cut) : name.product.name;
  }
  return name.drugs.map((d) => d.id).join('/');
}

/**
 * 'Rimadyl' → 'Rimadyl (carprofen)'; 'Carprofen' stays 'Carprofen'. Foods, plants and household
 * products keep the owner's words and gain the generic only when it adds something ('coffee
 * (caffeine)', 'antifreeze (ethylene glycol)', but 'Raisins' and 'Daylily' stay as typed).
 */
export function displayName(name: ResolvedName): string {
  if (name.drugs.length === 0) return name.typed;
  const typed = normaliseText(name.typed);
  const named = name.drugs.every((drug) => {
    const id = normaliseText(drug.id);
    const nonDrug = drug.kind === 'food' || drug.kind === 'plant' || drug.kind === 'household';
    return nonDrug ? typed.includes(id) || id.includes(typed) : containsPhrase(typed, id);
  });
  return named ? name.typed : `${name.typed} (${genericLabel(name)})`;
}

function ingredientId(word: string | null, drugs: readonly DrugEntry[]): string | null {
  if (!word) return null;
  const hit = NAME_INDEX.get(normaliseText(word));
  const id = hit?.type === 'drug' ? hit.drug.id : null;
  return id && drugs.some((d) => d.id === id) ? id : null;
}

/** No amount in mg or mg/kg was written, so a count or volume may be worked out. */
const noAmount = (d: ParsedDose): boolean =>
  d.amountMg === null &&
  d.mgPerKg === null &&
  d.mgPerKgPerDay === null &&
  d.amountPerDayMg === null;

/** What a dose reading is for: the one ingredient, or the combination dosed as a whole. */
function readingKey(name: ResolvedName): string | null {
  if (name.drugs.length === 1) return name.drugs[0]!.id;
  return name.product && name.product.components.length > 1 ? name.product.name : null;
}

/** A brand sold per species ('Revolution') read as the product labelled for this pet's species. */
function forSpecies(name: ResolvedName, species: Species): ResolvedName {
  const variants = name.productVariants;
  if (!variants) return name;
  const product = variants.find((p) => p.record?.label?.species.includes(species)) ?? variants[0]!;
  return { ...name, product, defaultRoute: product.route ?? name.defaultRoute };
}

type ReadMedication = Omit<MedContext, 'index' | 'input'>;
const readMedications = boundedPartsMemo<ReadMedication>(5_000);

/** One medication line as the rules see it; worked out once per distinct line (see memo.ts). */
export function buildContext(
  input: MedicationToCheck,
  index: number,
  species: Species = 'dog',
  weightKg: number | null = null,
): MedContext {
  const parts = [`${species}|${weightKg}`, input.name, input.dosage ?? '', input.frequency ?? ''];
  return {
    index,
    input,
    ...readMedications(parts, () => readMedication(input, species, weightKg)),
  };
}

function readMedication(
  input: MedicationToCheck,
  species: Species,
  weightKg: number | null,
): ReadMedication {
  const name = forSpecies(resolveName(input.name), species);
  let dose = parseDose(input.dosage ?? '');
  let frequency = parseFrequency(input.frequency ?? '');
  if (frequency.timesPerDay === null && !frequency.single) {
    const fromDose = parseFrequency(input.dosage ?? '');
    if (fromDose.timesPerDay !== null || fromDose.single) frequency = fromDose;
  }
  if (dose.single && frequency.timesPerDay === null) frequency = { ...frequency, single: true };
  // A product record knows its route: '1 chew' typed for a spot-on is not a dose by mouth.
  const record = name.product?.record;
  const route: Route = siteOf(
    name.namedRoute ??
      (record ? record.route : null) ??
      dose.route ??
      name.defaultRoute ??
      'unknown',
    [dose.route, record?.route ?? null],
  );
  const key = readingKey(name);
  const dosage = input.dosage ?? '';
  const reading = !noAmount(dose)
    ? ((record?.perGram && dose.inGrams && dose.amountMg !== null && dose.ingredient === null
        ? readProductGrams(record, input.name, dose.amountMg / 1000, weightKg, species)
        : null) ??
      (record && dose.amountMg !== null && dose.ingredient === null
        ? readProductAmount(record, input.name, dose.amountMg, weightKg, species)
        : null) ??
      (dose.inGrams && dose.amountMg !== null && dose.ingredient === null
        ? readGramsOfProduct(input.name, dose.amountMg / 1000)
        : null))
    : ((record && !saysDiluted(input.name)
        ? readProductDose(record, input.name, dosage, weightKg, species)
        : null) ??
      (key !== null ? readDose({ typedName: input.name, dosage, key, route, species }) : null));
  if (reading && (!reading.perIngredient || reading.perIngredient.size === 1)) {
    dose = { ...dose, amountMg: reading.mg };
  }
  const components = name.drugs.map((drug) => ({
    drug,
    classes: DRUGS.get(drug.id)?.classes ?? new Set<ClassId>(),
  }));
  return {
    name,
    display: displayName(name),
    components,
    route,
    systemic: !LOCAL_ROUTES.has(route),
    intravenous:
      dose.intravenous ||
      saysIntravenous(tokenise(input.name)) ||
      saysIntravenous(tokenise(input.frequency ?? '')),
    dose,
    frequency,
    doseIngredient: ingredientId(dose.ingredient, name.drugs),
    reading,
  };
}

const EMPTY_DOSE = (med: MedContext): DoseFacts => ({
  perDoseMgKg: null,
  perDayMgKg: null,
  perDoseMg: null,
  timesPerDay: null,
  single: false,
  route: med.route,
  intravenous: med.intravenous,
});

/**
 * mg/kg facts for one ingredient (drugId) or for the product as a whole (drugId null). The typed
 * amount belongs to an ingredient when it names it, or when the medication has one ingredient.
 */
export function doseFacts(
  med: MedContext,
  drugId: string | null,
  weightKg: number | null,
): DoseFacts {
  const { dose, frequency } = med;
  const single = frequency.single || dose.single;
  const perIngredient = med.reading?.perIngredient;
  if (perIngredient && perIngredient.size > 1) {
    const mg = drugId === null ? undefined : perIngredient.get(drugId);
    if (mg === undefined) return EMPTY_DOSE(med);
    return amountFacts(mg, weightKg, single ? null : frequency.timesPerDay, single, med);
  }
  const applies =
    drugId === null
      ? med.doseIngredient === null && med.components.length > 1
      : med.doseIngredient !== null
        ? med.doseIngredient === drugId
        : med.components.length === 1;
  if (!applies) return EMPTY_DOSE(med);
  const weight = weightKg !== null && weightKg > 0 ? weightKg : null;
  const times = single ? null : frequency.timesPerDay;
  let perDose: number | null = null;
  if (dose.amountMg !== null && weight !== null) perDose = dose.amountMg / weight;
  else if (dose.mgPerKg !== null) perDose = dose.mgPerKg;
  let perDay: number | null = dose.mgPerKgPerDay;
  if (perDay === null && dose.amountPerDayMg !== null && weight !== null) {
    perDay = dose.amountPerDayMg / weight;
  }
  if (perDose === null && perDay !== null && times !== null && times > 0) perDose = perDay / times;
  if (perDay === null && perDose !== null && times !== null) perDay = perDose * times;
  return {
    perDoseMgKg: perDose,
    perDayMgKg: perDay,
    perDoseMg: dose.amountMg,
    timesPerDay: times,
    single,
    route: med.route,
    intravenous: med.intravenous,
  };
}

/** mg/kg facts for a known mg per administration. */
function amountFacts(
  mg: number,
  weightKg: number | null,
  times: number | null,
  single: boolean,
  med: MedContext,
): DoseFacts {
  const perDose = weightKg !== null && weightKg > 0 ? mg / weightKg : null;
  const perDay = perDose !== null && times !== null ? perDose * times : null;
  return {
    perDoseMgKg: perDose,
    perDayMgKg: perDay,
    perDoseMg: mg,
    timesPerDay: times,
    single,
    route: med.route,
    intravenous: med.intravenous,
  };
}

/**
 * An ointment or cream put in the ear or the eye is an ear or eye product: 'Otomax ointment' with
 * '4 drops in the affected ear' reaches the middle ear through a torn eardrum as any ear drop does.
 */
function siteOf(route: Route, others: ReadonlyArray<Route | null>): Route {
  if (route !== 'topical') return route;
  return others.find((r): r is Route => r === 'otic' || r === 'ophthalmic') ?? route;
}
