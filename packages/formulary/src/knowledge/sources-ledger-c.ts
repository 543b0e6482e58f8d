// Sources read for the label ledger's remaining drugs, list c (issue 22, ledger-c): SPCs and
// inserts of corticosteroids, cardiac, hormonal and behaviour drugs, and public veterinary
// monographs and client handouts for human drugs used off label. Spread into SOURCES by
// sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const LEDGER_C_SOURCES = {
  'monograph-budesonide-rockridge': {
    publisher:
      'Rockridge Pharmacy (veterinary compounding monograph; budesonide for dogs and cats)',
    title:
      'Budesonide (off label, dogs and cats): not with hypersensitivity to corticosteroids; use cautiously with infections, diabetes, ulcers, cataracts or liver disease; low systemic exposure because the liver clears most of it on first pass',
    url: 'https://www.rockridgepharmacy.com/vet-compounding/budesonide',
  },
  'monograph-budesonide-diamondback': {
    publisher:
      'Diamondback Drugs (veterinary compounding pharmacy; budesonide for veterinary use, IBD in cats and dogs)',
    title:
      'Budesonide: use with caution with an active infection, ulcers, cataracts, diabetes or liver impairment; do not stop abruptly',
    url: 'https://www.diamondbackdrugs.com/budesonide-for-veterinary-use-ibd-in-cats-and-dogs/',
  },
  'handout-furosemide-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (furosemide; "What dogs/cats should not take this medication?")',
    title:
      'Furosemide: not for dehydrated pets, pets having difficulty urinating, pets with an electrolyte imbalance, pregnant and nursing pets or pets allergic to furosemide or sulfa drugs; caution with kidney or liver disease, diabetes and a history of calcium oxalate stones',
    url: 'https://www.texaswestveterinarian.com/furosemide/',
  },
  'spc-furosoral': {
    publisher:
      'HPRA (Ireland) via myhealthbox (Furosoral 10 mg and 40 mg tablets for cats and dogs SPC)',
    title:
      'Furosemide: do not use with hypovolaemia, hypotension or dehydration, renal failure with anuria, electrolyte deficiency, acute glomerular nephritis, after excessive doses of cardiac glycosides or with other loop diuretics; caution with electrolyte or water imbalance, impaired liver function (may precipitate hepatic coma), diabetes mellitus and nephrotic syndrome',
    url: 'https://myhealthbox.eu/en/furosoral-10-mg-tablets-for-cats-and-dogs/3579025',
  },
  'guide-diazepam-vetdepot': {
    publisher: 'VetDepot veterinary medication guide (diazepam; major uses and common precautions)',
    title:
      'Diazepam: caution with liver or kidney disease, in debilitated or geriatric animals and in coma, shock or significant respiratory depression; rarely used in cats, where the risk of severe liver toxicity is much higher; not with a known allergy to it',
    url: 'http://explore.vetdepot.com/medications/Diazepam/',
  },
  'handout-prednisolone-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (prednisone/prednisolone; "What dogs/cats should not take this medication?")',
    title:
      'Prednisone and prednisolone: not in pregnant animals or breeding males, nor with systemic fungal infection, some types of mange, past seizures, stomach or corneal ulcers, osteoporosis, high blood pressure, liver or kidney disease, congestive heart failure or serious infections; caution in very young animals and diabetics',
    url: 'https://www.texaswestveterinarian.com/prednisone-prednisolone/',
  },
  'pil-prednisolon-inj-at': {
    publisher:
      'medikamio (Prednisolon ad us. vet. 10 mg/ml injection for cattle, horses, dogs and cats, Austrian package leaflet: special precautions)',
    title:
      'Prednisolone: glucocorticoids only after a strict indication in growing, old or malnourished animals, in lactating animals and in pregnant animals (possible teratogenic effect); infections may run a severe course during treatment',
    url: 'https://medikamio.com/de-at/medikamente/prednisolon-ad-us-vet-10-mgml-injektionssuspension-fur-rinder-pferde-hunde-und-katzen/pil',
  },
  'spc-ziapam': {
    publisher:
      'iMedikament.de (Ziapam 5 mg/ml diazepam solution for injection for cats and dogs, German SPC)',
    title:
      'Diazepam for dogs and cats: do not use in animals with severe liver disease; use with caution with liver or kidney disease, in debilitated, dehydrated, anaemic, obese or geriatric animals, in shock or coma, with marked respiratory depression and with glaucoma',
    url: 'https://imedikament.de/ziapam',
  },
  'fk-galastop': {
    publisher:
      'Felleskatalogen (Norway), Galastop vet. 50 micrograms/ml oral drops for dogs and cats, product monograph',
    title:
      'Cabergoline: contraindicated in pregnancy (induces abortion after day 35); use with caution in animals with heart failure or kidney or liver insufficiency; pregnancy and lactation section: contraindicated in pregnant animals',
    url: 'https://www.felleskatalogen.no/medisin-vet/galastop-vet-ceva-salute-animale-559545',
  },
  'leaflet-galastop-nl': {
    publisher:
      'diergeneesmiddelen.info (Netherlands), Galastop 50 micrograms/ml oral solution for bitches and queens, package leaflet',
    title:
      'Cabergoline: contraindications none; do not use in pregnant animals except to end a pregnancy (abortion or death in utero); do not use in lactating animals except when lactation is to be stopped',
    url: 'https://www.diergeneesmiddelen.info/overigen/galastop',
  },
  'guide-tramadol-vetdepot': {
    publisher: 'VetDepot veterinary medication guide (tramadol; major uses and common precautions)',
    title:
      'Tramadol: caution with other drugs causing CNS or respiratory depression, with a seizure disorder or seizure-lowering drugs, in geriatric or severely debilitated animals and with impaired kidney or liver function; not with a known allergy to it',
    url: 'http://explore.vetdepot.com/medications/Tramadol/',
  },
  'spc-megecat': {
    publisher:
      'ANSES-ANMV (France), Megecat megestrol acetate tablets for queens, summary of product characteristics (RCP)',
    title:
      'Megestrol acetate for cats: contraindicated in prepubertal or pregnant queens, queens under oestrogen treatment, with uterine infection, liver insufficiency or diabetes; pregnancy section: do not give to pregnant queens; genital and mammary disorders and diabetes reported as adverse effects',
    url: 'http://www.ircp.anmv.anses.fr/rcp.aspx?NomMedicament=MEGECAT',
  },
  'leaflet-megecat': {
    publisher: 'Med-Vet (France), Megecat package leaflet',
    title:
      'Megestrol acetate for cats: not for prepubertal or pregnant queens, queens under oestrogen treatment, with genital disease, mammary tumours, liver insufficiency or diabetes; give only after a veterinary benefit/risk assessment, for the shortest time',
    url: 'https://med-vet.fr/produits/notice/3605870000098',
  },
} as const satisfies Record<string, SourceDef>;
