import { SPECIES_NOUNS } from '@pawrx/contracts/species';
import { EVERY_SPECIES, speciesExcept } from './species-groups';
import type { RiskLevel, Species, SpeciesRule } from './types';
import type { SourceId } from './sources';

// Foods, plants and household products by species (ASPCA APCC; Pet Poison Helpline; FDA; Merck
// Veterinary Manual). `toxic` species get a toxicMedications entry at that severity; `caution`
// species get a finding at that risk; species not listed get nothing (e.g. grapes for a parrot).
// The rows were written for dog, cat, rabbit, bird and 'other'; a species added later and not
// named in a row takes the row's 'other' reading, which was written for small and exotic pets.

type BySpecies = Partial<Record<Species, RiskLevel>>;

interface ToxinRow {
  ids: readonly string[];
  toxic: BySpecies;
  caution?: BySpecies;
  reason: string;
  recommendation: string;
  source: SourceId;
  /**
   * Later-added species that take nothing from this row's 'other' reading because a row or rule
   * of their own, read from a source that names them, gives their reading (decision 057).
   */
  notRead?: readonly Species[];
  /**
   * Later-added species that take the 'other' reading and for which a read source does name the
   * item (knowledge-coverage/exotic-toxins.ts): their finding does not carry the note below.
   */
  otherReadFor?: readonly Species[];
  /**
   * A published dose below which signs are not expected (mg/kg, by species): when the amount is
   * known and below it, the species gets a Low finding instead of the toxic list. Unknown amounts
   * (a pet that got into the coffee) keep the toxic reading.
   */
  signsFrom?: {
    mgKg: Partial<Record<Species, number>>;
    /**
     * Where the source also gives the dose of serious poisoning (caffeine in dogs: mild signs from
     * 20 mg/kg, effects on the heart from 40 mg/kg): between the two the species gets a Medium
     * caution, and only from this dose the toxic list.
     */
    seriousMgKg?: Partial<Record<Species, number>>;
    source: SourceId;
  };
}

const ALL = (risk: RiskLevel): BySpecies =>
  Object.fromEntries(EVERY_SPECIES.map((s) => [s, risk])) as BySpecies;
const READ_AS_OTHER = speciesExcept('dog', 'cat', 'rabbit', 'bird', 'other');

/**
 * Exotic pets whose 'other' reading no source names (decision 058): the level is kept, so a real
 * danger is not turned safe, but the finding says the reading was not read for that species.
 */
const UNREAD_NOTE_SPECIES: readonly Species[] = ['ferret', 'tortoise', 'lizard', 'snake'];
const unreadNote = (species: Species): string =>
  ` No reference we read names this for ${SPECIES_NOUNS[species]}s: this is the general reading for small and exotic pets, given as a precaution.`;

/** The row with every later-added species it does not name given the 'other' reading. */
function withOtherReading(row: ToxinRow): {
  toxic: BySpecies;
  caution: BySpecies;
  unread: ReadonlySet<Species>;
} {
  const toxic = { ...row.toxic };
  const caution = { ...row.caution };
  const unread = new Set<Species>();
  for (const species of READ_AS_OTHER) {
    if (species in toxic || species in caution || row.notRead?.includes(species)) continue;
    if (toxic.other) toxic[species] = toxic.other;
    else if (caution.other) caution[species] = caution.other;
    else continue;
    if (UNREAD_NOTE_SPECIES.includes(species) && !row.otherReadFor?.includes(species))
      unread.add(species);
  }
  return { toxic, caution, unread };
}
const CALL = 'If your pet ate any, call your vet or an animal poison line now.';

// prettier-ignore
const ROWS: readonly ToxinRow[] = [
  { ids: ['chocolate'], toxic: ALL('High'), reason: 'Chocolate contains theobromine and caffeine, which cause vomiting, racing heart, tremors and seizures; darker chocolate is more dangerous.', recommendation: `Keep chocolate away from pets. ${CALL}`, source: 'aspca-foods' },
  // Methylxanthines: mild signs from about 20 mg/kg in dogs (and cats), heart effects at 40–50, seizures from 60 (Merck Veterinary Manual).
  { ids: ['caffeine'], toxic: ALL('High'), reason: 'Caffeine overstimulates the heart and nervous system of pets (restlessness, fast heart rate, tremors, seizures).', recommendation: `Keep coffee, tea, energy drinks and caffeine pills out of reach. ${CALL}`, source: 'aspca-foods', signsFrom: { mgKg: { dog: 20, cat: 20 }, seriousMgKg: { dog: 40 }, source: 'vet-methylxanthine-thresholds' } },
  { ids: ['xylitol'], toxic: { dog: 'Critical' }, caution: { cat: 'Low', other: 'Medium', rabbit: 'Medium', bird: 'Medium' }, reason: 'Xylitol (sugar-free gum, sweets, some peanut butters) causes a rapid, severe drop in blood sugar and liver failure in dogs.', recommendation: `Never give xylitol-sweetened products. ${CALL}`, source: 'fda-xylitol' },
  // Grapes for bearded dragons: an occasional treat (Vet Health Centre), so lizards take no 'other' reading here; raisins keep it (row below, decision 057).
  { ids: ['grapes', 'raisins'], toxic: { dog: 'Critical', cat: 'High' }, caution: { other: 'Medium' }, notRead: ['lizard'], otherReadFor: ['ferret'], reason: 'Grapes, raisins, currants and sultanas can cause sudden kidney failure in dogs and cats; the toxic amount is unpredictable.', recommendation: `Do not feed any. ${CALL}`, source: 'aspca-foods' },
  // Merck Veterinary Manual (grape, raisin and tamarind toxicosis); ASPCA APCC case series (Wegenast 2022, JVECC): tamarinds and cream of tartar, anuric kidney failure in dogs. Cats are not known to share dogs' sensitivity to tartaric acid.
  { ids: ['tartaric acid'], toxic: { dog: 'High' }, reason: 'Tamarinds and cream of tartar are rich in tartaric acid, the likely poison in grapes: dogs that ate tamarind or cream of tartar (in play dough) went into kidney failure, some fatally.', recommendation: `Do not feed tamarind or anything with cream of tartar. ${CALL}`, source: 'merck-grape-tamarind' },
  { ids: ['onion', 'garlic', 'chives', 'leeks'], toxic: ALL('High'), reason: 'Onions, garlic and other Allium plants destroy red blood cells (anaemia); cats are the most sensitive, and powders and supplements are concentrated.', recommendation: `Do not feed Allium foods or garlic supplements. ${CALL}`, source: 'aspca-foods' },
  // Avocado for lizards and snakes: no source names a reptile poisoned, so they take their reading from toxins-exotic.ts (a reptile practice's page), not from 'other' (decision 057).
  { ids: ['avocado'], toxic: { bird: 'Critical', rabbit: 'High', other: 'High' }, caution: { dog: 'Low', cat: 'Low' }, notRead: ['lizard', 'snake'], otherReadFor: ['tortoise'], reason: 'Avocado contains persin, which causes heart damage and sudden death in birds and rabbits; in dogs and cats it mainly upsets the stomach and the pit can block the gut.', recommendation: `Do not feed avocado. ${CALL}`, source: 'merck-bird-toxins' },
  { ids: ['macadamia nuts'], toxic: { dog: 'High' }, caution: { cat: 'Medium', other: 'Medium' }, reason: 'Macadamia nuts cause weakness, tremors, vomiting and fever in dogs.', recommendation: `Keep macadamia nuts away from pets. ${CALL}`, source: 'aspca-foods' },
  { ids: ['ethanol'], toxic: { ...ALL('High'), bird: 'Critical' }, reason: 'Alcohol causes vomiting, low blood sugar, breathing depression and coma in pets at small amounts.', recommendation: `Never give alcohol. ${CALL}`, source: 'aspca-foods' },
  { ids: ['hops'], toxic: { dog: 'Critical', cat: 'High' }, reason: 'Hops trigger a dangerous rise in body temperature in dogs.', recommendation: CALL, source: 'aspca-foods' },
  { ids: ['raw yeast dough'], toxic: ALL('High'), reason: 'Raw yeast dough expands in the stomach and ferments into alcohol.', recommendation: CALL, source: 'aspca-foods' },
  { ids: ['nutmeg', 'rhubarb leaves'], toxic: { bird: 'High' }, caution: { dog: 'Medium', cat: 'Medium', rabbit: 'Medium', other: 'Medium' }, otherReadFor: ['lizard'], reason: 'This food contains a toxin (myristicin in nutmeg, oxalates in rhubarb leaves) that is harmful in larger amounts.', recommendation: 'Avoid feeding it and ask your vet if a large amount was eaten.', source: 'aspca-foods' },
  // Tomato greenery (not the ripe fruit, which is not an alias): an APCC toxicology brief for dogs and cats, and an exotic practice's list that adds birds and rabbits; mostly stomach upset, so a caution. Guinea pigs have their own row (toxins-exotic.ts).
  { ids: ['tomato plant'], toxic: {}, caution: { dog: 'Medium', cat: 'Medium', bird: 'Medium', rabbit: 'Medium' }, reason: 'The leaves, stems, flowers and green fruit of tomato plants contain tomatine, which upsets the stomach and gut and in larger amounts can slow the heart and cause weakness or tremors; ripe tomatoes are not the problem.', recommendation: 'Keep pets out of the tomato patch; call your vet if a lot was eaten or your pet is unwell.', source: 'vetlearn-garden-plants' },
  { ids: ['salt'], toxic: { dog: 'High', cat: 'High', bird: 'High' }, caution: { rabbit: 'Medium', other: 'Medium' }, reason: 'Large amounts of salt (play dough, rock salt, salty snacks) cause sodium poisoning: vomiting, tremors, seizures.', recommendation: 'Avoid salty foods and offer water; call your vet if a large amount was eaten.', source: 'aspca-foods' },
  { ids: ['moldy food'], toxic: ALL('High'), reason: 'Mouldy food and compost can contain tremor-causing mycotoxins.', recommendation: CALL, source: 'aspca-household' },
  { ids: ['star fruit'], toxic: { cat: 'High', dog: 'High' }, caution: { other: 'Medium' }, reason: 'Star fruit contains soluble oxalates that can injure the kidneys.', recommendation: CALL, source: 'aspca-plants' },
  // Fireflies (Photinus) carry lucibufagins, heart toxins like those of toads; pet lizards from lands without them eat them and die (Knight et al., J Chem Ecol 1999).
  { ids: ['firefly'], toxic: { lizard: 'Critical', tortoise: 'High', snake: 'High' }, reason: 'Fireflies (lightning bugs) carry lucibufagins, heart poisons like those of toads: a bearded dragon died after eating a single firefly, and a chameleon and other pet reptiles have died the same way.', recommendation: 'Never feed fireflies or wild-caught bugs to a reptile. If one was eaten, go to a reptile vet now.', source: 'firefly-lizards' },
  // Plants
  { ids: ['lily'], toxic: { cat: 'Critical' }, caution: { dog: 'Low', rabbit: 'Medium', other: 'Medium' }, reason: 'True lilies (Lilium) and daylilies (Hemerocallis) cause acute kidney failure in cats: a few petals, leaves, pollen or vase water are enough.', recommendation: 'Keep lilies out of any home with cats. If your cat touched or chewed one, go to a vet now; early treatment saves kidneys.', source: 'fda-lilies' },
  { ids: ['lily of the valley', 'oleander', 'foxglove', 'yew', 'autumn crocus', 'castor bean'], toxic: { dog: 'Critical', cat: 'Critical', rabbit: 'Critical', bird: 'Critical', other: 'Critical' }, reason: 'This plant contains heart or cell poisons (cardiac glycosides, taxines, colchicine or ricin) that can kill pets.', recommendation: CALL, source: 'aspca-plants' },
  // Red maple: only horses are named by the references (Three Oaks Equine; Springhill Equine), so the row names only the horse.
  { ids: ['red maple'], toxic: { horse: 'Critical' }, reason: 'Wilted or dried red maple leaves and bark destroy a horse’s red blood cells (methaemoglobin, haemolytic anaemia) and can shut down the kidneys; signs start one to two days after eating them and many affected horses die.', recommendation: 'Keep horses away from fallen red maple branches and autumn leaves. If yours ate any, call your vet at once.', source: 'threeoaks-red-maple' },
  // Merck Veterinary Manual (cantharidin): 4–6 g of dried beetles may kill a horse; also toxic to dogs, cats, rabbits and rats (no grade given for them, so High).
  { ids: ['blister beetle'], toxic: { horse: 'Critical', dog: 'High', cat: 'High', rabbit: 'High', 'small-rodent': 'High' }, reason: 'Blister beetles carry cantharidin, which blisters the mouth, stomach, gut and bladder and damages the heart and kidneys; a few grams of dried beetles baled in alfalfa hay can kill a horse, and the poison does not fade in stored hay.', recommendation: 'Stop feeding that hay at once and call your vet now; there is no antidote, so early care matters.', source: 'merck-blister-beetle' },
  // eXtension: black walnut shavings cause laminitis in horses (contact is enough); dogs: hulls cause gastroenteritis.
  { ids: ['black walnut'], toxic: { horse: 'High' }, caution: { dog: 'Medium' }, reason: 'Black walnut wood (shavings, sawdust, bark) brings on laminitis in horses within 8 to 24 hours of standing on it, and colic if eaten; in dogs the nut hulls upset the stomach and gut.', recommendation: 'Take the horse off the bedding at once, hose the legs and call your vet; keep dogs away from fallen hulls.', source: 'extension-black-walnut' },
  // Atypical myopathy (Equitas; The Irish Field): hypoglycin A in sycamore seeds, seedlings and leaves; about 75% of affected horses die.
  { ids: ['sycamore seeds'], toxic: { horse: 'Critical' }, reason: 'Sycamore seeds (helicopters), seedlings and leaves carry hypoglycin A, which stops horse muscles burning fat for energy (atypical myopathy): stiffness, trembling, dark urine and collapse, fatal in about three horses in four.', recommendation: 'Move horses off pasture with sycamore seeds or seedlings and call your vet at once if one is stiff, weak or passes dark urine.', source: 'sycamore-atypical-myopathy' },
  // VCA (ragwort poisoning in horses): cumulative liver damage from weeks of eating it (mostly dried in hay); one mouthful is not expected to poison, so a caution.
  { ids: ['ragwort'], toxic: {}, caution: { horse: 'Medium' }, reason: 'Ragwort (fresh, or dried in hay where it loses its bitter taste) carries pyrrolizidine alkaloids that scar a horse’s liver; the damage adds up over weeks and is irreversible by the time signs show.', recommendation: 'Remove ragwort from the pasture and do not feed hay that contains it; ask your vet about a liver blood test if your horse has been eating it.', source: 'vca-ragwort-horses' },
  { ids: ['sago palm'], toxic: { dog: 'Critical', cat: 'Critical', rabbit: 'High', bird: 'High', other: 'High' }, reason: 'Every part of the sago palm, especially the seeds, causes liver failure.', recommendation: CALL, source: 'aspca-plants' },
  { ids: ['azalea', 'daffodil'], toxic: ALL('High'), reason: 'This plant causes vomiting, drooling, weakness and, in larger amounts, heart-rhythm problems.', recommendation: CALL, source: 'aspca-plants' },
  { ids: ['peace lily', 'dieffenbachia'], toxic: {}, caution: ALL('Medium'), reason: 'This plant contains insoluble oxalate crystals that burn the mouth and cause drooling and vomiting (it is not a kidney-toxic true lily).', recommendation: 'Rinse the mouth and call your vet if swelling or vomiting persists.', source: 'aspca-plants' },
  { ids: ['kalanchoe', 'tulip', 'aloe vera', 'mistletoe', 'cyclamen', 'english ivy'], toxic: {}, caution: ALL('Medium'), reason: 'This plant upsets the stomach and can affect the heart in larger amounts.', recommendation: 'Keep it out of reach and call your vet if your pet ate a large amount.', source: 'aspca-plants' },
  { ids: ['poinsettia', 'glyphosate'], toxic: {}, caution: ALL('Low'), reason: 'This mainly irritates the mouth and stomach.', recommendation: 'Keep it out of reach; call your vet if vomiting persists.', source: 'aspca-plants' },
  { ids: ['cannabis'], toxic: ALL('High'), reason: 'THC causes wobbliness, dribbling urine, slow heart rate and coma in pets; edibles may also contain chocolate or xylitol.', recommendation: CALL, source: 'aspca-household' },
  { ids: ['wild mushrooms', 'blue-green algae'], toxic: ALL('Critical'), reason: 'Some mushrooms and blue-green algae contain liver and nerve toxins that kill within hours.', recommendation: CALL, source: 'merck-toxicology' },
  { ids: ['nicotine'], toxic: { ...ALL('High'), bird: 'Critical' }, reason: 'Nicotine (cigarettes, gum, patches, vape liquid) causes vomiting, tremors and a racing heart in pets.', recommendation: CALL, source: 'aspca-household' },
  // Household
  { ids: ['ethylene glycol'], toxic: ALL('Critical'), reason: 'Antifreeze (ethylene glycol) causes fatal kidney failure; a teaspoon can kill a cat.', recommendation: 'This is an emergency: go to a vet now, treatment must start within hours.', source: 'merck-toxicology' },
  { ids: ['methanol', 'naphthalene', 'button battery', 'lead', 'expanding glue', 'phenol disinfectants', 'liquid potpourri'], toxic: { ...ALL('High'), bird: 'Critical' }, reason: 'This household product poisons pets (organ damage, burns or heavy-metal poisoning).', recommendation: CALL, source: 'aspca-household' },
  { ids: ['rodenticide', 'brodifacoum', 'bromethalin', 'cholecalciferol rodenticide', 'zinc phosphide'], toxic: ALL('Critical'), reason: 'Rat and mouse poisons cause internal bleeding, brain swelling, kidney failure or lung damage depending on the type.', recommendation: 'Go to a vet now and bring the packaging so the poison type is known.', source: 'merck-toxicology' },
  { ids: ['toad toxin'], toxic: { dog: 'Critical', cat: 'Critical', rabbit: 'High', bird: 'High', other: 'High' }, reason: 'Toad skin secretions (Bufo, cane and Colorado River toads) cause heavy drooling, heart-rhythm problems and seizures within minutes.', recommendation: 'Wipe the gums with a damp cloth, rinse the mouth from the side, and go to a vet now.', source: 'merck-toxicology' },
  { ids: ['metaldehyde'], toxic: ALL('Critical'), reason: 'Slug and snail bait causes severe tremors, seizures and overheating.', recommendation: CALL, source: 'merck-toxicology' },
  { ids: ['tea tree oil'], toxic: ALL('High'), reason: 'Concentrated tea tree oil causes weakness, tremors and liver damage, even on the skin; cats are most sensitive.', recommendation: 'Wash it off with mild dish soap and call your vet.', source: 'aspca-essential-oils' },
  { ids: ['essential oils', 'camphor'], toxic: { cat: 'High', bird: 'High' }, caution: { dog: 'Medium', rabbit: 'Medium', other: 'Medium' }, reason: 'Concentrated essential oils are absorbed through skin and lungs; cats cannot break many of them down and birds react to diffuser vapour.', recommendation: 'Do not apply essential oils to pets or diffuse them near cats or birds.', source: 'aspca-essential-oils' },
  { ids: ['teflon fumes', 'aerosol sprays'], toxic: { bird: 'Critical' }, reason: 'Fumes from overheated non-stick (PTFE) cookware and aerosols kill pet birds within minutes.', recommendation: 'Move the bird to fresh air at once and call an avian vet; keep birds out of the kitchen.', source: 'merck-bird-toxins' },
  { ids: ['zinc oxide'], toxic: { ...ALL('High'), bird: 'Critical' }, reason: 'Zinc (pennies, nuts and bolts, zinc oxide cream) destroys red blood cells and damages the kidneys and pancreas.', recommendation: CALL, source: 'merck-toxicology' },
  { ids: ['bleach', 'detergent pods', 'ice melt', 'fertilizer'], toxic: {}, caution: ALL('Medium'), reason: 'This household product irritates or burns the mouth and stomach.', recommendation: 'Rinse the mouth and call your vet or an animal poison line.', source: 'aspca-household' },
  // Fruit pits and apple seeds, read apart from nutmeg and rhubarb (decision 057): the ASPCA reading for dogs, cats, rabbits and other pets is unchanged.
  { ids: ['fruit pits'], toxic: {}, caution: { dog: 'Medium', cat: 'Medium', rabbit: 'Medium', other: 'Medium' }, reason: 'Fruit pits and apple seeds contain amygdalin, which can release cyanide when a seed is crushed or chewed; whole pits can also block the gut.', recommendation: 'Remove pits and cores before feeding fruit, and ask your vet if a large amount was eaten or chewed.', source: 'aspca-foods' },
  // Birds: accidental eating of apple, pear, apricot or plum seeds is extremely low risk, the toxic dose being more than a parrot is likely to eat and whole seeds passing through (SV Animal Health Campus); pet-bird handouts still say to core fruit. A caution, not the toxic list (decision 057).
  { ids: ['fruit pits'], toxic: {}, caution: { bird: 'Medium' }, reason: 'Apple and pear seeds and the pits of apricots, plums, cherries and peaches contain amygdalin, which releases cyanide when the seed is ground; the toxic dose is more than a bird is likely to eat, and whole seeds usually pass through, so an accidental seed or two is very unlikely to harm.', recommendation: 'Core fruit and remove pits before feeding your bird; call an avian vet if it chewed up many seeds or a large pit, or seems unwell.', source: 'sv-exotic-toxic-foods' },
  // Houseplants and household items read for dogs and cats only (household-toxins.ts): the sources name no other species.
  { ids: ['jade plant'], toxic: {}, caution: { dog: 'Medium', cat: 'Medium' }, reason: 'Jade plant (Crassula) is toxic to dogs and cats: eating it causes vomiting, depression and incoordination, usually mild to moderate.', recommendation: 'Keep it out of reach and call your vet if your pet ate some or is wobbly or vomiting.', source: 'aspca-jade-plant' },
  { ids: ['asparagus fern'], toxic: {}, caution: { dog: 'Medium', cat: 'Medium' }, reason: 'Asparagus fern is not a true fern: its berries cause vomiting, diarrhoea and belly pain in dogs and cats, and repeated contact irritates the skin.', recommendation: 'Keep it out of reach and call your vet if vomiting or diarrhoea persists.', source: 'hoodvet-asparagus-fern' },
  { ids: ['amaryllis'], toxic: {}, caution: { dog: 'Medium', cat: 'Medium' }, reason: 'Amaryllis causes vomiting, diarrhoea, belly pain, drooling, depression and sometimes tremors in dogs and cats; the bulb is worse than the leaves or flowers.', recommendation: 'Keep bulbs and plants out of reach and call your vet if your pet ate some, above all the bulb.', source: 'extension-amaryllis' },
  { ids: ['glow jewelry'], toxic: {}, caution: { dog: 'Low', cat: 'Low' }, reason: 'Glow sticks and glow jewelry hold dibutyl phthalate, which is very bitter but not very toxic: one bite brings on dramatic drooling, gagging and retching, and it stings the skin and eyes; cats swallow more while grooming it off.', recommendation: 'Give a little food or milk to clear the taste, wash the liquid off the fur, and call your vet if your pet keeps vomiting or its eyes stay red.', source: 'pph-glow-jewelry' },
  { ids: ['insect bait station'], toxic: {}, caution: { dog: 'Low' }, reason: 'Ant and roach bait stations rarely poison dogs; the bigger risk is the swallowed plastic casing blocking the bowel.', recommendation: 'Call your vet if your dog swallowed the casing, or vomits, strains or stops eating.', source: 'pph-top-toxins-2013' },
  // Raisins for lizards keep the 'other' reading the grapes row gave them: no source read calls them safe (decision 057).
  { ids: ['raisins'], toxic: {}, caution: { lizard: 'Medium' }, reason: 'Grapes, raisins, currants and sultanas can cause sudden kidney failure in dogs and cats; the toxic amount is unpredictable.', recommendation: `Do not feed any. ${CALL}`, source: 'aspca-foods' },
];

function expand(row: ToxinRow, index: number): SpeciesRule[] {
  const rules: SpeciesRule[] = [];
  const { toxic, caution, unread } = withOtherReading(row);
  const add = (outcome: 'toxic' | 'caution', bySpecies: BySpecies): void => {
    for (const [species, risk] of Object.entries(bySpecies) as Array<[Species, RiskLevel]>) {
      const from = row.signsFrom?.mgKg[species];
      const rule: SpeciesRule = {
        id: `toxin-${index}-${outcome}-${species}`,
        match: { drugs: row.ids },
        species: [species],
        risk,
        outcome,
        description: unread.has(species) ? `${row.reason}${unreadNote(species)}` : row.reason,
        recommendation: row.recommendation,
        source: row.source,
      };
      if (from === undefined || outcome !== 'toxic') {
        rules.push(rule);
        continue;
      }
      const serious = row.signsFrom?.seriousMgKg?.[species] ?? from;
      rules.push({ ...rule, when: (d) => d.perDoseMgKg === null || d.perDoseMgKg >= serious });
      if (serious > from) {
        rules.push({
          ...rule,
          id: `${rule.id}-mild`,
          outcome: 'caution',
          risk: 'Medium',
          when: (d) => d.perDoseMgKg !== null && d.perDoseMgKg >= from && d.perDoseMgKg < serious,
          description: `${row.reason.replace(/\.$/u, '')}; this amount is above the ${from} mg/kg at which mild signs (vomiting, restlessness, thirst) start but below the ${serious} mg/kg at which the heart is affected.`,
          recommendation:
            'Do not give more. Call your vet or an animal poison line now; watch for vomiting, restlessness, panting or a racing heart.',
          source: row.signsFrom!.source,
        });
      }
      rules.push({
        ...rule,
        id: `${rule.id}-below`,
        outcome: 'caution',
        risk: 'Low',
        when: (d) => d.perDoseMgKg !== null && d.perDoseMgKg < from,
        description: `${row.reason.replace(/\.$/u, '')}; this amount is below the ${from} mg/kg at which signs are usually first seen.`,
        recommendation:
          'Keep to this amount or less, and call your vet if your pet becomes restless or its heart races.',
        source: row.signsFrom!.source,
      });
    }
  };
  add('toxic', toxic);
  add('caution', caution);
  return rules;
}

export const TOXIN_RULES: readonly SpeciesRule[] = ROWS.flatMap(expand);
