// Sources read for the ledger-d pass of the label ledger (issue 22, decision 042): the seizure,
// antimicrobial and immune drugs of that list. Spread into SOURCES by sources.ts, so every id here
// is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const LEDGER_D_SOURCES = {
  'compounding-zonisamide-diamondback': {
    publisher:
      'Diamondback Drugs veterinary compounding pharmacy (Zonisamide for veterinary use: precautions and considerations)',
    title:
      'Zonisamide (off label in dogs and cats): not for dogs hypersensitive to sulfa drugs; avoid in pregnant or nursing dogs, as it can lead to birth defects; rare hyperthermia, skin reactions and blood disorders',
    url: 'https://www.diamondbackdrugs.com/zonisamide-for-veterinary-use/',
  },
  'monograph-zonisamide-plumbs-copy': {
    publisher:
      "Veterinary drug monograph in the Plumb's format (Zonegran, zonisamide capsules), as reproduced by cynologist.com",
    title:
      'Zonisamide: a known teratogen in dogs; contraindicated only with hypersensitivity to it or to sulfonamides; adverse effects in dogs sedation, ataxia and inappetence',
    url: 'http://cynologist.com/index.php/veterinary-drugs/zonegran-zonisamide-25-mg-50-mg-100-mg-capsules',
  },
  'label-zydaclin': {
    publisher:
      'ZydaClin (clindamycin) Oral Drops for dogs and cats, US label (ANADA 200-538), warnings and precautions as reproduced by MedicationDaily',
    title:
      'Clindamycin drops for dogs and cats: periodic liver and kidney tests and blood counts in treatment of a month or more; very severe kidney or liver disease with severe metabolic aberrations dosed with caution; safety in gestating bitches and queens or breeding male dogs and cats not established',
    url: 'http://www.medicationdaily.com/zydaclin/info/warnings-and-precautions',
  },
} as const satisfies Record<string, SourceDef>;
