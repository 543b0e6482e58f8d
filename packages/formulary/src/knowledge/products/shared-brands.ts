// Brand names sold for both dogs and cats as different products (a different amount per pipette
// or chew, a different label): 'Revolution' is Revolution for Dogs on a dog's profile and
// Revolution for Cats on a cat's. The engine picks the record labelled for the pet's species, or
// the first one listed for any other species.

export const SHARED_BRANDS: ReadonlyArray<readonly [name: string, recordIds: readonly string[]]> = [
  ['Revolution', ['revolution-dog', 'revolution-cat']],
  ['Stronghold', ['stronghold-dog', 'stronghold-cat']],
  ['Advantage Multi', ['advantage-multi-dog', 'advantage-multi-cat']],
  ['Advocate', ['advocate-dog', 'advocate-cat']],
  ['Comfortis', ['comfortis-dog', 'comfortis-cat']],
  ['Milbemax', ['milbemax-dog', 'milbemax-cat']],
  ['Milpro', ['milpro-dog', 'milpro-cat']],
  ['Seresto', ['seresto-dog', 'seresto-cat']],
  ['Seresto collar', ['seresto-dog', 'seresto-cat']],
  ['Frontline Plus', ['frontline-plus-dog', 'frontline-plus-cat']],
  ['Frontline Gold', ['frontline-gold-dog', 'frontline-gold-cat']],
  ['Profender', ['profender-dog', 'profender-cat']],
];
