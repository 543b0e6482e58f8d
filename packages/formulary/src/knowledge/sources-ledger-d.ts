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
  'pharmacy-atopica-petcarerx': {
    publisher: 'PetCareRx veterinary pharmacy medication guide (Atopica, cyclosporine)',
    title:
      'Atopica: only in dogs of at least 4 lb and 6 months; not recommended in pregnant or lactating dogs or with malignant neoplasia; no vaccination during treatment',
    url: 'https://www.petcarerx.com/medication-guides/using-atopica-dermatitis-medicine-for-pets/1126',
  },
  'pharmacy-atopica-cats-petrescuerx': {
    publisher:
      'PetRescueRx veterinary pharmacy client information (Atopica for Cats; "What cats should not take this medication?")',
    title:
      'Atopica for Cats: not for cats with cancer or a history of it, FeLV or FIV, under 3 lb or 6 months, breeding cats, or pregnant or nursing queens',
    url: 'https://www.petrescuerx.com/index.cfm/product/20_38/atopica-for-cats.cfm',
  },
  'label-kbrovet-ca1': {
    publisher:
      'KBroVet-CA1 (potassium bromide chewable tablets, conditionally approved by FDA, application 141-544), label as printed by VetLabel',
    title:
      'Potassium bromide for dogs only: contraindicated with bromide hypersensitivity; animal safety warning: not for use in cats',
    url: 'https://vetlabel.com/lib/vet/meds/kbrovet-ca1-500/',
  },
  'practice-levetiracetam-catdoctor': {
    publisher: 'The Cat Doctor veterinary practice (UK), medication page: Levetiracetam',
    title:
      'Levetiracetam in cats: removed unchanged by the kidneys, so no problem in liver disease; few side effects (drowsiness, brief loss of appetite); concerns and cautions: tolerance with long-term use',
    url: 'https://thecatdoctor.co.uk/medications/levetiracetam/',
  },
  'vetguide-mycophenolate-caec': {
    publisher:
      'Complete Animal Eye Care veterinary medication guide (Mycophenolate mofetil: contraindications, adverse effects, interactions)',
    title:
      'Mycophenolate (CellCept) in animals: not with known sensitivity; severe renal dysfunction may need a dose adjustment; avoid use in pregnancy if at all possible, as risk to the fetus is possible; IV only over at least 2 hours',
    url: 'https://completeanimaleyecare.com/services/veterinary-medication-guide/mycophenolate-mofetil/',
  },
  'vetguide-orbifloxacin-caec': {
    publisher:
      'Complete Animal Eye Care veterinary medication guide (Orbax, orbifloxacin: contraindications)',
    title:
      'Orbifloxacin: not with known sensitivity; caution with possible CNS disorders (seizures); in pregnancy only when benefit outweighs risk, safety not established; caution with hepatic insufficiency; not in small and medium breed dogs 2 to 8 months or large and giant breeds up to a year; cats not over 7.5 mg/kg a day',
    url: 'https://completeanimaleyecare.com/services/veterinary-medication-guide/orbax/',
  },
  'spc-therios-cat-ch': {
    publisher:
      'Swiss veterinary medicines compendium (Tierarzneimittelkompendium, CliniPharm, University of Zurich): Therios 75 ad us. vet. chewable tablets for cats, SPC',
    title:
      'Cefalexin for cats: contraindicated in cats with severe renal dysfunction; not for kittens under 9 weeks; under 2.5 kg only after a benefit/risk assessment; reduce the dose in known renal insufficiency',
    url: 'https://www.vetpharm.uzh.ch/TAK/06000000/00066593.01',
  },
  'spc-rilexine-75-ch': {
    publisher:
      'Swiss veterinary medicines compendium (Tierarzneimittelkompendium, CliniPharm, University of Zurich): Rilexine 75 ad us. vet. chewable tablets for dogs and cats, SPC',
    title:
      'Cefalexin for dogs and cats: contraindicated in puppies and kittens under 1 kg and in kittens under 10 weeks',
    url: 'https://www.vetpharm.uzh.ch/tak/05000000/00051655.07',
  },
  'pil-cefaseptin-75': {
    publisher: 'Cefaseptin 75 mg tablets for dogs and cats, German package leaflet (medikamio)',
    title:
      'Cefalexin: must not be used in puppies or kittens under 1 kg or kittens younger than 10 weeks; reduce the dose in known renal insufficiency',
    url: 'https://medikamio.com/de-de/medikamente/cefaseptin-75-mg-tabletten-fur-hunde-und-katzen/pil',
  },
  'spc-rilexine-75-de': {
    publisher:
      'Rilexine 75 mg tablets for dogs and cats, German SPC (Fachinformation, 2008, via iMedikament)',
    title:
      'Cefalexin for dogs and cats: contraindicated with beta-lactam hypersensitivity or resistance and in renal insufficiency; use in pregnant and newborn dogs and cats only on strict indication',
    url: 'https://imedikament.de/rilexine-75-mg-tabletten-fuer-hunde-und-katzen?doc=1',
  },
} as const satisfies Record<string, SourceDef>;
