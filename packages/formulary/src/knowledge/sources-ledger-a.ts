// Sources read for the label ledger's first half (issue 22, ledger-a): US regulations that are the
// label text of veterinary corticosteroids, insulin package inserts, and public veterinary
// medication handouts for human drugs used off label. Spread into SOURCES by sources.ts.

type SourceDef = { publisher: string; title: string; url?: string };

export const LEDGER_A_SOURCES = {
  'cfr-corticosteroid-warning': {
    publisher: 'US Code of Federal Regulations, 21 CFR 510.410 (via laws9.com)',
    title:
      'Corticosteroids for oral, injectable and ophthalmic use in animals: every label must warn that in the last trimester they may bring on premature parturition, dystocia, fetal death, retained placenta and metritis, and that in pregnant dogs they have caused cleft palate and other defects',
    url: 'http://laws9.com/cfr/text/21/510/410',
  },
  'cfr-methylprednisolone': {
    publisher:
      'US Code of Federal Regulations, 21 CFR 520.1408 (methylprednisolone tablets, dogs and cats)',
    title:
      'Methylprednisolone: contraindicated with peptic ulcer, Cushingoid syndrome, arrested tuberculosis or acute psychoses; diabetes, osteoporosis, thrombophlebitis, hypertension, congestive heart failure and renal insufficiency need carefully controlled use; last-trimester warning',
    url: 'http://laws9.com/cfr/text/21/520/1408',
  },
  'cfr-dexamethasone': {
    publisher:
      'US Code of Federal Regulations, 21 CFR 520.540b(b) (tablets, dogs and cats), 520.540c (chewable tablets, dogs; earlier text) and 522.540 (injection, dogs and cats)',
    title:
      'Dexamethasone: not in viral infections, nor (except in emergencies) with tuberculosis, chronic nephritis, Cushingoid syndrome or peptic ulcers (dog chewable tablets); last-trimester warning; the dog-and-cat tablet and injection sections give amounts and indications only',
    url: 'http://laws9.com/cfr/text/21/520/540c',
  },
  'cfr-prednisone': {
    publisher:
      'US Code of Federal Regulations, 21 CFR 522.1890 (sterile prednisone suspension, dogs, cats and horses)',
    title:
      'Prednisone suspension for dogs and cats: amounts and indication only; its label carries the corticosteroid warning of 21 CFR 510.410',
    url: 'https://www.law.cornell.edu/cfr/text/21/522.1890',
  },
  'cfr-triamcinolone': {
    publisher:
      'US Code of Federal Regulations, 21 CFR 520.2483 (triamcinolone acetonide tablets, dogs and cats)',
    title:
      'Triamcinolone tablets for dogs and cats: amounts and indication; special considerations are those of 21 CFR 510.410',
    url: 'https://ecfr.okayd.com/browse/21/520/520.2483',
  },
  'label-prozinc-us': {
    publisher:
      'Boehringer Ingelheim (ProZinc US package insert for dogs and cats, as printed by PetRx)',
    title:
      'Protamine zinc insulin: not during episodes of hypoglycaemia; safety and effectiveness not evaluated in puppies, kittens, or breeding, pregnant and lactating animals',
    url: 'https://petrx.com/collections/all/products/petrx-pharmacy-prozinc-insulin-u-40-for-dogs-and-cats-10-ml',
  },
  'spc-prozinc': {
    publisher: 'NOAH Compendium (ProZinc 40 IU/ml suspension for injection for cats and dogs SPC)',
    title:
      'Insulin human (protamine zinc): not for the acute management of diabetic ketoacidosis; contraindications otherwise hypersensitivity only',
    url: 'http://www.noahcompendium.co.uk/?id=-447766',
  },
  'handout-gabapentin-jamdvm': {
    publisher:
      "Veterinary medication handout for gabapentin (Plumb's-style client guide, published by a veterinary practice, jamdvm.com)",
    title:
      'Gabapentin (off label in dogs and cats): do not use in animals allergic to it or to pregabalin; caution with kidney disease, working animals, and animals that are pregnant, nursing or intended for breeding',
    url: 'https://www.jamdvm.com/gabapentin',
  },
  'handout-gabapentin-seattle': {
    publisher: 'Seattle Humane veterinary care handout (gabapentin, revised 2020)',
    title:
      'Gabapentin: caution in pets with kidney or liver disease and in working dogs; safe use not established in pregnant or nursing pets',
    url: 'https://seattlehumane.org/resource-library/veterinary-care-handouts/Gabapentin',
  },
  'label-simbadol': {
    publisher:
      'Zoetis (Simbadol buprenorphine injection for cats, US prescribing information and technical monograph)',
    title:
      'Buprenorphine for cats: not evaluated in breeding, pregnant or lactating cats, in cats younger than 4 months or in moribund cats; caution with impaired liver function; not with known opioid intolerance',
    url: 'https://studyres.com/doc/14674916/simbadol-technical-monograph',
  },
  'spc-vetergesic': {
    publisher:
      'NOAH Compendium (Vetergesic 0.3 mg/ml solution for injection for dogs and cats SPC)',
    title:
      'Buprenorphine: not by the intrathecal or peridural route, nor before a caesarean section; greater risk with kidney, heart or liver dysfunction or shock (benefit/risk by the vet); caution in liver disease, especially biliary; safety not shown under 7 weeks',
    url: 'https://www.noahcompendium.co.uk/?id=-466874',
  },
  'pil-buprenodale-de': {
    publisher:
      'medikamio (Buprenodale Multidose 0.3 mg/ml injection for dogs, cats and horses, German package leaflet: special warnings)',
    title:
      'Buprenorphine: benefit/risk by the vet with impaired breathing, kidney, heart or liver dysfunction, shock, debilitated cats and puppies or kittens under 7 weeks; pregnancy: not before a caesarean section; use during lactation is not recommended',
    url: 'https://preview.medikamio.com/de-de/medikamente/buprenodale-multidose-03-mgml-injektionslosung-fur-hunde-katzen-und-pferde/pil',
  },
  'spc-vidalta': {
    publisher: 'NOAH Compendium / VMD (Vidalta carbimazole prolonged-release tablets for cats SPC)',
    title:
      'Carbimazole for cats: not with concurrent systemic disease such as severe primary liver disease or diabetes mellitus, autoimmune disease, altered blood counts, platelet disorders or coagulopathies; monitor kidney and liver function',
    url: 'http://www.noahcompendium.co.uk/?id=-456262',
  },
  'spc-vidalta-ch': {
    publisher:
      'Tierarzneimittelkompendium der Schweiz (Vidalta 10 mg and 15 mg prolonged-release tablets for cats, sections 4.1 to 4.4)',
    title:
      'Carbimazole for cats: not with primary liver disease or diabetes mellitus, signs of autoimmune disease, altered blood counts, platelet changes or coagulopathies; not in pregnant or lactating queens (see 4.7); adjust treatment to each cat on a benefit/risk basis',
    url: 'https://vptserver1.uzh.ch/tak/06000000/00062984.01',
  },
  'cfr-megestrol': {
    publisher:
      'US Code of Federal Regulations, 21 CFR 520.1341 (Ovaban megestrol acetate tablets, female dogs)',
    title:
      'Megestrol acetate for bitches: not before or during the first oestrus, not in pregnant animals, not with disease of the reproductive system or mammary tumours; no more than two consecutive courses',
    url: 'http://cfr.laws-info.com/text/21/520/1341',
  },
  'spc-tramadol-dog': {
    publisher: 'NOAH Compendium / HPRA (tramadol tablets for dogs SPCs: Tralieve, Tramvetol)',
    title:
      'Tramadol for dogs: not with tricyclic antidepressants, MAO inhibitors or serotonin reuptake inhibitors, nor in animals with epilepsy; caution with kidney impairment (dose adjustment) or liver impairment (less active metabolite, less effect)',
    url: 'https://www.noahcompendium.co.uk/?id=-472551',
  },
  'handout-alprazolam-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (alprazolam; "What dogs/cats should not take this medication?")',
    title:
      'Alprazolam (off label): caution with liver or kidney disease, in older or debilitated animals, with certain glaucomas and in working dogs; not for pregnant or nursing animals or pets allergic to benzodiazepines',
    url: 'https://www.texaswestveterinarian.com/alprazolam/',
  },
  'handout-amitriptyline-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (amitriptyline; "What dogs/cats should not take this medication?")',
    title:
      'Amitriptyline (off label): not with prior sensitivity to tricyclics or with MAO inhibitors; extreme caution with seizures; caution with thyroid, liver, dry-eye, glaucoma, heart-rhythm disorders, diabetes or adrenal tumours; not for pregnant pets',
    url: 'https://www.texaswestveterinarian.com/amitriptyline-hydrochloride/',
  },
  'handout-atenolol-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (atenolol; "What dogs/cats should not take this medication?")',
    title:
      'Atenolol (off label): not with heart block, slow heart rate or some types of heart failure; caution in diabetes, kidney disease and lung disease such as asthma; not with allergy to beta-blockers',
    url: 'https://www.texaswestveterinarian.com/atenolol/',
  },
  'handout-clomipramine-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (clomipramine; "What dogs/cats should not take this medication?")',
    title:
      'Clomipramine: not for male breeding dogs or nursing mothers; caution with seizures, liver, heart, glaucoma, thyroid disorders, urinary retention or reduced gut function',
    url: 'https://www.texaswestveterinarian.com/clomipramine/',
  },
  'handout-digoxin-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (digoxin; "What dogs/cats should not take this medication?")',
    title:
      'Digoxin: not with ventricular fibrillation or digitalis overdose, nor in cats with hypertrophic cardiomyopathy; caution in Collie breeds, obese pets, kidney or thyroid disease, severe lung disease or electrolyte imbalance; safety not determined in breeding, pregnant or nursing animals',
    url: 'https://www.texaswestveterinarian.com/digoxin/',
  },
  'factsheet-digoxin-vetstream': {
    publisher:
      'Vetstream client factsheet (Medication: Digoxin, for dogs), as published by a veterinary practice',
    title:
      'Digoxin: not with ventricular arrhythmias or heart block; not recommended with outflow tract obstruction; cats are more susceptible to its toxicity; extreme caution with kidney disease, low protein or ascites; caution with abnormal potassium and in pregnant or lactating animals',
    url: 'https://forestvets.co.uk/pet-factsheets/?Dogs&factsheets-types=Y2FuaXM=&nodeguid=80354',
  },
  'vtb-trazodone-plumbs': {
    publisher:
      "Veterinary Team Brief drug summary (trazodone), compiled and summarized from Plumb's Veterinary Drugs by Shannon Palermo, VMD",
    title:
      'Trazodone: not with hypersensitivity to it or with MAO inhibitors (amitraz, selegiline); caution with severe heart disease or liver or kidney impairment',
    url: 'https://www.veterinaryteambrief.com/article/trazodone-0',
  },
  'handout-trazodone-aceofspays': {
    publisher: 'Ace of Spays veterinary clinic client handout (trazodone)',
    title:
      'Trazodone: not with known allergy to it or with MAO inhibitors; tell the vet about liver or kidney disease, nursing, or working dogs; safety in pregnant or nursing pets not established',
    url: 'https://aceofspays.com/trazodone/',
  },
  'handout-fludrocortisone-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (fludrocortisone; "What dogs/cats should not take this medication?")',
    title:
      'Fludrocortisone: safe for use during pregnancy; it enters the milk, so treated mothers should not nurse; not with serious bacterial, fungal or viral infection, stomach ulcers, hypothyroidism, diabetes, liver, heart or kidney disease',
    url: 'https://www.texaswestveterinarian.com/fludrocortisone/',
  },
  'handout-mitotane-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (mitotane; "What dogs/cats should not take this medication?")',
    title:
      "Mitotane (for Cushing's disease in dogs): caution with diabetes, liver or kidney disease; not for pregnant or nursing dogs; pregnant women should not handle it",
    url: 'https://www.texaswestveterinarian.com/mitotane/',
  },
  'handout-bromide-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (potassium bromide; "What dogs/cats should not take this medication?")',
    title:
      'Potassium bromide: caution with a history of pancreatitis, kidney disease, older animals or other health problems; some cats develop a severe asthma-like lung condition; not for pregnant or nursing pets',
    url: 'https://www.texaswestveterinarian.com/bromide-potassium/',
  },
  'spc-hypercard': {
    publisher:
      'NOAH Compendium / VMD / HPRA (HyperCard diltiazem 10 mg coated tablets for cats SPC)',
    title:
      'Diltiazem for cats with hypertrophic cardiomyopathy: not with 2nd or 3rd degree AV block, hypotension, sick sinus syndrome or severe bradycardia, liver or kidney disease, under 12 months or 3 kg, with beta-blockers or digoxin, or in pregnant or lactating females; caution in congestive heart failure; monitor glucose in diabetics; treat hyperthyroidism first',
    url: 'https://www.noahcompendium.co.uk/?id=-449832',
  },
} as const satisfies Record<string, SourceDef>;
