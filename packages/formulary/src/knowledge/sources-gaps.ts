// Sources for the coverage gaps filled in one pass: parasiticide label ages, dose rows for the
// parasiticide and human OTC ingredients, and equine and veterinary label facts. Spread into SOURCES
// by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const GAPS_SOURCES = {
  // Parasiticide labels
  'label-nexgard-spectra-canada': {
    publisher: 'Boehringer Ingelheim (Canadian label, via drugs.com)',
    title:
      'NexGard Spectra chewable tablets: indicated in dogs and puppies 8 weeks of age or older',
    url: 'http://Drugs.Com/vet/nexgard-spectra-chewable-tablets-75-15-mg-l-can.html',
  },
  'label-frontline-shield': {
    publisher: 'Boehringer Ingelheim (label cautions as printed by 1-800-PetMeds)',
    title:
      'Frontline Shield for dogs (fipronil, permethrin, pyriproxyfen): dogs and puppies 9 weeks or older weighing 5 lb or more; not on other animals',
    url: 'https://bdkx-034.dx.commercecloud.salesforce.com/s/1800petmeds/dog/otc-flea-and-tick/product/frontline-shield/prod12730.html',
  },
  'spc-fypryst-combo': {
    publisher:
      'Krka (Fypryst Combo spot-on for dogs SPC, the fipronil and (S)-methoprene generic of Frontline Combo)',
    title:
      'Fipronil 134 mg and (S)-methoprene 120.6 mg per 1.34 mL: not for puppies under 8 weeks or 2 kg, sick or convalescent animals, rabbits, cats or ferrets',
    url: 'https://www.labet.cz/fypryst-combo-spot-on-402-361-8mg-pes-obri-1-pip-px1379920/?vid=1379907',
  },
  'frontline-tri-act-leaflet': {
    publisher: 'Boehringer Ingelheim (Frontline Tri-Act product leaflets, Spain and Portugal)',
    title: 'Frontline Tri-Act may be used on puppies from 8 weeks of age and 2 kg',
    url: 'https://la-mascota-de-ibiza.odoo.com/shop/frontline-perro-40-60kg-pipeta-x1-5902',
  },
  'spc-milbemax-cat': {
    publisher: 'Elanco (NOAH Compendium: Milbemax and Milpro tablets for cats)',
    title:
      'Small-cat tablets not under 6 weeks or 0.5 kg; not studied in severely debilitated cats or cats with serious kidney or liver disease',
    url: 'https://www.noahcompendium.co.uk/?id=-462688',
  },
  'spc-vectra-felis': {
    publisher: 'Ceva (Vectra Felis SPC, EMA EU/2/14/164)',
    title:
      'Vectra Felis 423 mg/42.3 mg: not under 0.6 kg; safety not established under 7 weeks; 42.3–705 mg/kg dinotefuran, 4.23–70.5 mg/kg pyriproxyfen',
    url: 'https://patient-info.co.uk/vectra-felis-69645/summary-of-medicine-characteristics',
  },
  'spc-broadline-overdose': {
    publisher: 'Boehringer Ingelheim (Broadline SPC, EMA)',
    title: 'Broadline spot-on for cats: safety shown in healthy kittens aged 7 weeks and older',
    url: 'https://info.5y1.org/frontline-for-kittens-how-old_1_b46f5d.html',
  },
  'label-vectra-cats-us': {
    publisher: 'Ceva (Vectra for Cats label cautions, as printed by 1-800-PetMeds)',
    title:
      'Vectra for Cats: cats and kittens over 8 weeks and 2 lb; not on dogs; ask a vet first for weak, old, medicated, pregnant or nursing cats sensitive to pesticides',
    url: 'https://bdkx-034.dx.commercecloud.salesforce.com/s/1800petmeds/cat/otc-flea-and-tick/product/vectra-for/prod11999.html',
  },
  'label-proheart-6-safety': {
    publisher: 'Zoetis (ProHeart 6 important safety information)',
    title:
      'ProHeart 6: healthy dogs only; not for sick, debilitated or underweight dogs or dogs with a history of weight loss',
    url: 'https://www.zoetisus.com/products/dogs/proheart6/faq.aspx',
  },
  'spc-frontline-spot-on': {
    publisher: 'Boehringer Ingelheim (Frontline Spot On Dog and Cat data sheets)',
    title:
      'Frontline Spot On: not on puppies under 8 weeks or 2 kg, kittens under 8 weeks or 1 kg, unwell or convalescent animals, or rabbits',
    url: 'https://vetlink.clinic/product/frontline-spot-on-lge-dog-avm-gsl',
  },
  'spc-frontline-combo-cat': {
    publisher: 'Boehringer Ingelheim (NOAH Compendium: Frontline Combo Spot On Cat)',
    title:
      'Frontline Combo Cat: not on kittens under 8 weeks or 1 kg, sick (fever, systemic disease) or convalescent animals, or rabbits',
    url: 'http://www.noahcompendium.co.uk/?id=-467898',
  },
  // Parasiticide doses
  'spc-program-cats': {
    publisher: 'Elanco (Program Oral Suspension for Small Cats and Kittens SPC; 21 CFR 522.1289)',
    title:
      'Lufenuron 133 mg per ampoule for cats up to 4.5 kg (not under 0.5 kg), 30 mg/kg minimum monthly; injectable 10 mg/kg every 6 months',
    url: 'https://imedi.co.uk/program-oral-suspension-for-small-cats-and-kittens-133-mg/summary',
  },
  'cfr-pyrantel-dogs': {
    publisher: 'US FDA CVM (21 CFR 520.2042) and the Drontal Plus label',
    title:
      'Pyrantel pamoate tablets for dogs: at least 5 mg/kg base, 10 mg/kg for dogs of 5 lb or less; Drontal Plus 22.7 mg tablets from 2 lb',
    url: 'https://legalfix.com/CFR/2019/title-21/chapter-i/part-520/section-520%2E2042',
  },
  // Human OTC ingredients in dogs and cats
  'nelson-couto-antacids': {
    publisher: 'Small Animal Internal Medicine, 6th edition (Nelson and Couto), Table 28.4',
    title:
      'Selected antacid drugs: magnesium hydroxide, ranitidine and famotidine doses for dogs and cats',
    url: 'https://online.flipbuilder.com/ulbm/kmyu/files/basic-html/page467.html',
  },
  'csaim-gastritis-table': {
    publisher: 'Clinical Small Animal Internal Medicine, Table 51.3',
    title:
      'Commonly used medications for canine and feline gastritis (omeprazole, esomeprazole, pantoprazole, famotidine, ranitidine)',
    url: 'https://online.flipbuilder.com/ulbm/vuds/files/basic-html/page586.html',
  },
  'cimetidine-monographs': {
    publisher: 'WikiVet (vetbook.org) and PetCareRx medication guide',
    title:
      'Cimetidine in dogs and cats: 5–15 mg/kg every 8–12 hours (dogs); 3–5 mg/lb every 6–8 hours',
    url: 'http://www.vetbook.org/wiki/dog/index.php/Cimetidine',
  },
  'msd-laxatives-table': {
    publisher: 'MSD Veterinary Manual',
    title: 'Cathartic and laxative drugs (table): bisacodyl, magnesium salts, docusate',
    url: 'https://www.msdvetmanual.com/multimedia/table/cathartic-and-laxative-drugs',
  },
  'petmd-antacids': {
    publisher: 'PetMD',
    title: 'Antacids for dogs and cats: magnesium antacids should not be used in kidney failure',
    url: 'https://www.petmd.com/pet-medication/antacids',
  },
  'polzin-ckd-guidelines': {
    publisher:
      'Veterinary Medicine (dvm360): 11 guidelines for conservatively treating chronic kidney disease',
    title:
      'Oral sodium bicarbonate 8–12 mg/kg every 8–12 hours for the metabolic acidosis of kidney disease',
    url: 'http://veterinarymedicine.dvm360.com/vetmed/article/articleDetail.jsp?id=478487&sk=&date=&pageID=4',
  },
  'peg3350-pets': {
    publisher: 'PetPlace drug library and feline constipation guides',
    title:
      'Polyethylene glycol 3350 (MiraLAX) for dogs and cats: 1/8–1/4 teaspoon twice daily in a cat’s food',
    url: 'https://petplace.com/article/cats/drug-library/polyethylene-glycol-3350-miralax-for-dogs-and-cats',
  },
  'armstrong-antiemetics': {
    publisher: 'P. Jane Armstrong, DVM (Clinician’s Brief handout)',
    title:
      'Medications for acute vomiting in dogs and cats: dimenhydrinate 4–8 mg/kg every 8 hours',
    url: 'https://docslib.org/doc/10875579/medications-for-acute-vomiting-dogs-cats',
  },
  'merck-antiemetics-table': {
    publisher: 'Merck Veterinary Manual',
    title:
      'Antiemetic drugs (table): promethazine 2 mg/kg once daily, meclizine 4 mg/kg once daily',
    url: 'https://studylib.net/doc/6950679/antiemetic-drugs',
  },
  'vetbook-promethazine': {
    publisher: 'WikiVet (vetbook.org)',
    title: 'Promethazine in dogs: 2–5 mg/kg by mouth or injection every 24 hours',
    url: 'https://www.vetbook.org/wiki/dog/index.php/Promethazine',
  },
  'melatonin-cats': {
    publisher: 'Pet health guides on melatonin for cats',
    title: 'Melatonin for cats: 0.5–3 mg per cat about 30 minutes before the effect is wanted',
    url: 'https://didyouknowpets.com/melatonin-dosage-for-cats-finding-the-right-amount-for-your-feline-companion/',
  },
  'petmd-codeine': {
    publisher: 'PetMD, VetDepot and Ask A Vet codeine monographs',
    title: 'Codeine for dogs: 1–2 mg/kg every 6–12 hours; never used in cats',
    url: 'https://www.petmd.com/pet-medication/codeine-dogs',
  },
  'acetazolamide-pets': {
    publisher: 'Vet-ebooks veterinary drug list and Medi-Vet product information',
    title:
      'Acetazolamide: dogs 4–8 mg/kg every 8–12 hours (5–10 mg/kg for glaucoma); not recommended in cats',
    url: 'https://www.vet-ebooks.com/acetazolamide-uses-dose-and-side-effects/',
  },
  'dantrolene-pets': {
    publisher: 'Ask A Vet (Dr D. Houston, BVSc): dantrolene sodium guide',
    title:
      'Dantrolene in dogs and cats: 1–3 mg/kg IV for malignant hyperthermia, 5–10 mg/kg by mouth before anaesthesia',
    url: 'https://askavet.com/blogs/news/vet-guide-to-dantrolene-sodium-in-2025-muscle-relaxant-emergency-tool-for-pets-%F0%9F%90%BE',
  },
  'methenamine-pets': {
    publisher: 'VetSheet methenamine hippurate monograph',
    title:
      'Methenamine in dogs and cats: a second-line drug for recurrent bladder infections, effective only in acidic urine',
    url: 'https://vetsheet.com/drugs/th/methenamineHippurate/',
  },
  // Equine and veterinary labels
  'label-exodus': {
    publisher: 'Bimeda (DailyMed, ANADA 200-350)',
    title:
      'Exodus pyrantel pamoate paste: 3.6 g pyrantel base per 23.6 g syringe, treats 1,200 lb at 3 mg/lb',
    url: 'https://medic.hrt.org/dm/drug/exodus-pyrantel-pamoate-paste-bimeda-inc',
  },
  'label-strongid-t': {
    publisher: 'Zoetis (DailyMed: Strongid T)',
    title:
      'Strongid T pyrantel pamoate suspension 50 mg/mL: severely debilitated animals should not be treated',
    url: 'http://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?id=22938',
  },
  'label-pyrantel-tartrate': {
    publisher: 'Zoetis (Strongid C 2X label, via SmartPak)',
    title:
      'Pyrantel tartrate daily dewormer: foals once eating grain, mares at any stage of pregnancy, no effect on stallion fertility',
    url: 'https://www.smartpakequine.com/product/3602/productDescriptions?tabType=Instructions',
  },
  'spc-sedaxylan': {
    publisher: 'Dechra (Sedaxylan 20 mg/ml SPC)',
    title:
      'Sedaxylan (xylazine): contraindications in late pregnancy, obstruction, kidney, liver, heart or breathing disease, shock and diabetes',
    url: 'https://imedi.co.uk/sedaxylan-20-mg-ml-solution-for-injection-for-dogs-cats-horses-and-cattle',
  },
  'spc-ketaset': {
    publisher: 'Zoetis (NOAH Compendium: Ketaset injection)',
    title:
      'Ketaset (ketamine 100 mg/ml): not in animals with liver or kidney dysfunction; not the sole agent in horses or dogs',
    url: 'https://www.noahcompendium.co.uk/?id=-459607',
  },
  'label-dexamethasone-us': {
    publisher: 'US dexamethasone injection labels (Azium and generics)',
    title:
      'Dexamethasone 2 mg/mL: may induce parturition in the last trimester; except in emergencies not with chronic nephritis, Cushing’s disease or peptic ulcers',
    url: 'https://entirelypetspharmacy.com/dexamethasone-sp-inj04mg-100ml.html',
  },
  'cfr-gentamicin-uterine': {
    publisher: 'US FDA CVM (21 CFR 529.1044a) and the gentamicin 100 mg/mL equine labels',
    title:
      'Gentamicin solution for intrauterine infusion in mares: 2–2.5 g a day for 3–5 days during estrus',
    url: 'https://checkoutapi.com/regulations/title21_chapterI-i5_part529_section529.1044a',
  },
  'label-dolorex-us': {
    publisher: 'Merck Animal Health (Dolorex label) and Zoetis (Torbugesic label)',
    title:
      'Butorphanol 10 mg/mL for colic pain in adult horses and yearlings; not in breeding horses, weanlings or foals',
    url: 'https://www.merck-animal-health-equine.com/products/pharmaceuticals/dolorex',
  },
  'spc-finadyne': {
    publisher: 'MSD Animal Health (Finadyne 50 mg/ml solution for injection SPC)',
    title:
      'Finadyne (flunixin): not with heart, liver or kidney disease or possible gut ulceration or bleeding; not in pregnant mares',
    url: 'https://imedi.co.uk/finadyne-50-mg-ml-solution-for-injection',
  },
  'label-ketofen-us': {
    publisher: 'Zoetis (Ketofen label, DailyMed)',
    title:
      'Ketofen 100 mg/mL for horses: no known contraindications when used as directed; not for breeding animals',
    url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=412cb3e9-53dc-4068-a1ab-00b771112f88',
  },
  'spc-peptizole': {
    publisher: 'Norbrook (NOAH Compendium: Peptizole 370 mg/g oral paste)',
    title:
      'Peptizole (omeprazole): not recommended under 4 weeks or 70 kg; safety in pregnancy and lactation not assessed',
    url: 'https://www.noahcompendium.co.uk/?id=-471284&template=template_printview',
  },
  'spc-hyonate': {
    publisher: 'Boehringer Ingelheim (NOAH Compendium: Hyonate 10 mg/ml)',
    title:
      'Hyonate (sodium hyaluronate): 40 mg IV or 20 mg into a joint weekly for 3 doses; no known contraindications',
    url: 'https://www.noahcompendium.co.uk/?id=-453688&template=template_printview',
  },
  'spc-hylartil': {
    publisher: 'Zoetis (Hylartil Vet 10 mg/ml SPC, VMD)',
    title: 'Hylartil Vet (sodium hyaluronate 20 mg per 2 mL syringe): contraindications none',
    url: 'https://www.myhealthbox.eu/sw/hylartil-vet-10-mg-ml-solution-for-injection/3347860',
  },
} as const satisfies Record<string, SourceDef>;
