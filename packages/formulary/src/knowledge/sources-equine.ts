// Sources for equine products and equine chapters (FDA CVM labels, NOAH SPCs, AAEP guidelines, Merck Veterinary Manual). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const EQUINE_SOURCES = {
  // Anthelmintics
  'label-ivermectin-paste': {
    publisher:
      'US FDA CVM (21 CFR 520.1192; NADA 134-314) and the US ivermectin 1.87% paste labels',
    title:
      'Ivermectin paste 1.87% for horses: 200 mcg/kg, one 6.08 g syringe treats 1,250 lb, marks of 250 lb',
    url: 'https://www.smartpakequine.com/product/6127/productDescriptions?tabType=Instructions',
  },
  'spc-noromectin-equine': {
    publisher: 'Norbrook (NOAH Compendium / VMD)',
    title:
      'Noromectin Equine Paste SPC: 140 mg ivermectin per syringe, treats 700 kg; overdose signs from 1.8 mg/kg',
    url: 'https://www.noahcompendium.co.uk/?id=-448976',
  },
  'spc-animec': {
    publisher: 'Chanelle (Animec paste SPC, via hyperdrug.co.uk)',
    title:
      'Animec ivermectin 18.7 mg/g paste: one syringe doses a 700 kg horse; not for dogs or cats',
    url: 'https://www.hyperdrug.co.uk/animec-paste-wormer-for-horses/productinfo/ANIMEC',
  },
  'label-equimax': {
    publisher: 'Bimeda / Virbac (FDA label; NOAH and vetisearch SPC)',
    title:
      'Equimax (ivermectin 1.87%, praziquantel 14.03%) paste: 6.42 g syringe treats 1,320 lb (US); 7.49 g treats 700 kg (UK); not under 2 weeks',
    url: 'https://vetisearch.co.uk/spcs/42689-equimax-gel',
  },
  'spc-eqvalan-duo': {
    publisher: 'Boehringer Ingelheim (NOAH Compendium)',
    title:
      'Eqvalan Duo (ivermectin, praziquantel) oral paste SPC: not recommended in foals under 2 months or stallions',
    url: 'http://www.noahcompendium.co.uk/?id=-481181',
  },
  'label-quest-plus': {
    publisher: 'Zoetis (DailyMed SPL)',
    title:
      'Quest Plus Gel (moxidectin 20 mg/mL, praziquantel 125 mg/mL): horses and ponies six months of age and older',
    url: 'https://vetlabel.com/lib/vet/meds/quest-plus/',
  },
  'spc-equest': {
    publisher: 'Zoetis UK (NOAH Compendium)',
    title:
      'Equest (moxidectin 18.92 mg/g, 280 mg per 14.8 g syringe, treats 700 kg; not under 4 months) and Equest Pramox (not under 6.5 months) SPCs',
    url: 'http://www.noahcompendium.co.uk/?id=-457263',
  },
  'khan-moxidectin-equine': {
    publisher: 'ASPCA Animal Poison Control Center (Khan et al.)',
    title:
      'A review of moxidectin overdose cases in equines, 1998–2000: signs at 1.0–5.1 mg/kg, mostly foals under 4 months',
    url: 'https://litmetric.com/detail/12136974/A-review-of-moxidectin-overdose-cases-in-equines-from-1998-through-2000',
  },
  'ivermectin-overdose-pony': {
    publisher: 'J Vet Intern Med (Bruenisholz et al., 2012)',
    title:
      'Ivermectin overdose in a miniature Shetland pony: no signs up to 1.8 mg/kg in adults, lethargy, ataxia and blindness from 2 mg/kg',
  },
  'label-strongid': {
    publisher: 'Zoetis and generic pyrantel pamoate paste labels (DailyMed Equistrength)',
    title:
      'Strongid Paste and pyrantel pamoate paste: 3.6 g pyrantel base per 23.6 g syringe, 3 mg/lb, one syringe treats 1,200 lb; Strongid T 50 mg/mL',
    url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=7a797f0f-2d2c-4d84-8769-db3c910612d3',
  },
  'label-panacur-equine': {
    publisher: 'Merck Animal Health (DailyMed, drugs.com)',
    title:
      'Panacur (fenbendazole) Paste 10%: 100 mg/g, 25 g syringe treats 1,100 lb at 5 mg/kg; 10 mg/kg for foals and the 5-day course; no effects at 1,000 mg/kg',
    url: 'https://fda.report/DailyMed/75d0be83-78e4-4ae3-8d80-09798e310100',
  },
  'kates-oxibendazole': {
    publisher: 'Veterinary Record (Kates, Colglazier & Enzie, 1975)',
    title:
      'Oxibendazole: critical anthelmintic trials in equids at 5, 10 and 15 mg/kg; Anthelcide EQ label',
    url: 'http://veterinaryrecord.bmj.com/content/97/23/442',
  },
  // NSAIDs
  'cfr-phenylbutazone': {
    publisher: 'US FDA CVM (21 CFR 520.1720a–d, 522.1720; Butatron label)',
    title:
      'Phenylbutazone for horses: 1–2 g per 500 lb daily, not over 4 g a day; 1 g tablets, 20% paste, 1 g granule packets; not in serious liver, kidney or heart disease or blood disorders',
    url: 'http://laws9.com/cfr/text/21/520/1720c',
  },
  'spc-equipalazone': {
    publisher: 'Dechra (NOAH Compendium, vetisearch)',
    title:
      'Equipalazone powder (1 g sachets), paste (1 g per division) and 200 mg/mL injection: 8.8 mg/kg/day on day 1, then 4.4 and 2.2 mg/kg/day',
    url: 'https://vetisearch.co.uk/spcs/43058-equipalazone-original',
  },
  'spc-ketofen-uk': {
    publisher: 'Boehringer Ingelheim (UK SPC, AN 01491/2013; Ketink SPC AN 00276/2016)',
    title:
      'Ketofen 10% (ketoprofen) for horses: no other NSAID at the same time or within 24 hours; not with heart, liver or kidney disease, gut ulcers or bleeding, or blood dyscrasia; extra risk under 6 weeks; Ketink: not in foals in their first month',
    url: 'https://imedi.co.uk/ketofen-10-solution-for-injection',
  },
  'spc-danilon-nf': {
    publisher: 'Ecuphar (SPC DE/V/0326/001/DC, Danilon Equidos NF)',
    title:
      'Danilon Equidos NF (suxibuzone) for non-food horses and ponies: not with gut disorders, blood dyscrasia or clotting disorders, heart, liver or kidney disease, under one month old, or with other NSAIDs',
    url: 'https://docslib.org/doc/5444670/version-8-1-01-2017-annex-i-summary-of-product',
  },
  'spc-xylasol': {
    publisher: 'Dechra / Alfasan (UK SPC Xylasol 100 mg/ml, AN 00910/2014)',
    title:
      'Xylazine 100 mg/ml for cattle and horses: not in gut obstruction, severe kidney or liver impairment, breathing or heart disorders, low blood pressure or shock, diabetes, a history of seizures, foals under 2 weeks, or the last stage of pregnancy',
    url: 'https://studylib.net/doc/7313723/revised--november-2014-an--00910-2014-summary-of',
  },
  'spc-torphadine': {
    publisher: 'Le Vet / Dechra (UK SPC Torphadine 10 mg/ml, NOAH -477622)',
    title:
      'Butorphanol for dogs, cats and horses: not with severe liver or kidney dysfunction, brain injury, obstructive airway disease, heart dysfunction or spastic conditions; with detomidine not in dysrhythmia, bradycardia, impaction colic or pregnancy',
    url: 'https://www.noahcompendium.co.uk/?id=-477622',
  },
  'spc-gastrogard-uk': {
    publisher: 'Boehringer Ingelheim (UK SPC, NOAH Compendium)',
    title:
      'GastroGard (omeprazole) oral paste for horses: not recommended under 4 weeks or 70 kg, nor in pregnant or lactating mares (no data); may delay the elimination of warfarin; interaction with drugs metabolised by liver enzymes cannot be excluded',
    url: 'http://www.noahcompendium.co.uk/?id=-453661',
  },
  'pil-ventipulmin-granules-at': {
    publisher:
      'Boehringer Ingelheim (Ventipulmin granules and Equipulmin syrup package leaflets, Austria, via medikamio)',
    title:
      'Clenbuterol for horses: stronger effects with glucocorticoids, beta2-agonists, anticholinergics and methylxanthines; arrhythmia risk with halogenated anaesthetics and digitalis; weakens oxytocin, ergot alkaloids and prostaglandin F2-alpha; blocked by beta-blockers; not to nursing mares in the foal’s first two months',
    url: 'https://medikamio.com/de-at/medikamente/ventipulmin-16-ugg-granulat-zum-eingeben-fur-pferde/pil',
  },
  'spc-alonate-p': {
    publisher:
      'Alonate-P 400 mg/g pyrantel embonate oral paste for horses and ponies (UK SPC, AN 00498/2014; NOAH -447022)',
    title:
      'Pyrantel embonate paste: not for foals under 4 weeks of age; contraindicated in severely debilitated animals',
    url: 'http://studylib.net/doc/7236603/alonate-p-400-mg-g-oral-paste-for-horses-and-ponies',
  },
  'msd-regumate-dk': {
    publisher: 'MSD Animal Health Denmark (Regumate Equine: administration and use)',
    title:
      'Regumate Equine (altrenogest) for mares: not in mares with past endometritis, mares whose milk is taken for people, or males; griseofulvin given at the same time may affect its action',
    url: 'https://dk.msd-animal-health.wpcust.com/produkter/regumate-equine/administration-og-anvendelse/',
  },
  'spc-danilon': {
    publisher: 'Dechra (SPC: Danilon Equidos / Suxilon)',
    title:
      'Danilon Equidos suxibuzone 1.5 g granule sachets: 12.5 mg/kg/day for 2 days, then 6.25, then 3.1 mg/kg/day',
    url: 'https://myhealthbox.eu/en/medicine/suxilon-equidos-15-g-granules-for-top-dressing/2094888',
  },
  'label-banamine': {
    publisher: 'Merck Animal Health (21 CFR 520.970b, 522.970)',
    title:
      'Banamine (flunixin): 1,500 mg per 30 g paste syringe, 50 mg/mL injection; 0.5 mg/lb (1.1 mg/kg) a day for up to 5 days',
    url: 'https://www.law.cornell.edu/cfr/text/21/522.970',
  },
  'cfr-flunixin-paste': {
    publisher: 'US FDA CVM (21 CFR 520.970b) and the Banamine Paste label on DailyMed',
    title:
      'Flunixin paste for horses: 0.5 mg/lb daily for up to 5 days; effect on pregnancy not determined; no effect on stallion spermatogenesis; not for horses intended for food',
    url: 'http://federal.elaws.us/cfr/title21.part520.section520.970b',
  },
  'spc-phenylject': {
    publisher: 'Interchemie (Phenylject phenylbutazone injection for horses, product information)',
    title:
      'Phenylbutazone injection: corticosteroids worsen NSAID gut ulceration, avoid nephrotoxic drugs such as aminoglycosides, protein-binding competition; never in horses for human consumption',
    url: 'https://interchemie.com/veterinary-medicines/phenylject',
  },
  'pil-flunixin-norbrook-at': {
    publisher: 'Norbrook (Austrian package leaflet, Flunixin 5 injection for animals, medikamio)',
    title:
      'Flunixin injection: no other NSAID or corticosteroid at the same time or within 24 hours; avoid nephrotoxic drugs and methoxyflurane; not in pregnant animals; more side effects under 6 weeks and in old animals',
    url: 'https://preview.medikamio.com/de-at/medikamente/flunixin-5-norbrook-injektionslosung-fur-tiere/pil',
  },
  'spc-metacam-horse-se': {
    publisher:
      'Boehringer Ingelheim (Swedish product information for Metacam 15 mg/ml oral suspension for horses, FASS)',
    title:
      'Metacam for horses: not with glucocorticosteroids, other NSAIDs or anticoagulants; not in pregnant or lactating mares; not under 6 weeks',
    url: 'https://www.fass.se/LIF/product?docType=32&nplId=20031008000017&userType=1',
  },
  'label-equioxx': {
    publisher: 'Boehringer Ingelheim (21 CFR 520.930; Equioxx label)',
    title:
      'Equioxx (firocoxib) oral paste 0.82%: 0.1 mg/kg once daily for up to 14 days; marks of 250 lb; care in dehydrated horses and horses with kidney, heart or liver disease',
    url: 'https://medi-vet.com/Equioxx-Oral-Paste-for-Horses-6-93-g-p/16571.htm',
  },
  'spc-metacam-horse': {
    publisher: 'Boehringer Ingelheim (NOAH Compendium)',
    title:
      'Metacam 15 mg/ml oral suspension for horses and Metacam 20 mg/ml injection: 0.6 mg/kg; not under 6 weeks, not in pregnant or lactating mares',
    url: 'https://www.noahcompendium.co.uk/?id=-447661&template=template_printview',
  },
  'spc-quadrisol': {
    publisher: 'MSD Animal Health (EMA EPAR, SPC)',
    title:
      'Quadrisol 100 mg/ml oral gel for horses (vedaprofen): not in foals under 6 months or lactating mares',
    url: 'https://patient-info.co.uk/quadrisol-71040/summary-of-medicine-characteristics',
  },
  'label-ketofen-equine': {
    publisher: 'Zoetis (21 CFR 522.1225)',
    title:
      'Ketofen (ketoprofen) 100 mg/mL: 2.2 mg/kg intravenously once daily for up to 5 days in horses',
  },
  'label-surpass': {
    publisher: 'Boehringer Ingelheim',
    title: 'Surpass (diclofenac sodium 1%) topical anti-inflammatory cream for horses',
  },
  'cfr-naproxen-equine': {
    publisher: 'US FDA CVM (21 CFR 520.1468)',
    title: 'Naproxen granules for horses: 500 mg/g, 10 mg/kg twice daily for up to 14 days',
    url: 'https://casetext.com/regulation/code-of-federal-regulations/title-21-food-and-drugs/chapter-i-food-and-drug-administration-department-of-health-and-human-services/subchapter-e-animal-drugs-feeds-and-related-products/part-520-oral-dosage-form-new-animal-drugs/section-5201468-naproxen',
  },
  // Antimicrobials
  'cfr-tms-powder': {
    publisher: 'US FDA CVM (21 CFR 520.2613; Uniprim)',
    title:
      'Trimethoprim and sulfadiazine powder: 67 mg trimethoprim and 333 mg sulfadiazine per gram; 3.75 g per 50 kg a day',
    url: 'http://cfr.laws-info.com/text/21/520/2613',
  },
  'spc-equibactin': {
    publisher: 'Dechra (vetisearch SPC)',
    title:
      'Equibactin vet.: 30 mg/kg of trimethoprim and sulfadiazine together (5 + 25 mg/kg), 10 g powder per 100 kg once or twice daily',
    url: 'https://vetisearch.co.uk/spcs/44817-equibactin-vet',
  },
  'koenig-tms-horses': {
    publisher: 'J Equine Vet Sci (Koenig, Hawkins & Reinemeyer, 2014)',
    title:
      'Elevated doses of an oral trimethoprim–sulfadiazine suspension (24 mg/kg twice daily) in mature horses',
  },
  'label-equisul-sdt': {
    publisher: 'Aurora Pharmaceutical (Equisul-SDT label; PetMD summary)',
    title:
      'Equisul-SDT (sulfadiazine and trimethoprim oral suspension): 24 mg/kg together twice daily, about 2.7 mL per 100 lb; care in liver disease; not evaluated in breeding, pregnant or lactating horses or under one year',
    url: 'https://www.petmd.com/pet-medication/equisul-sdt-sulfadiazine-trimethoprim-for-horses',
  },
  'giguere-equine-antimicrobials': {
    publisher: 'Antimicrobial Therapy in Veterinary Medicine (Giguère et al.), Table 27.3',
    title: 'Common antimicrobial drug dosages in horses and foals',
    url: 'https://docslib.org/doc/13200088/table-27-3-common-antimicrobial-drug-dosage-in-horses-a',
  },
  'merck-cephalosporin-doses': {
    publisher: 'Merck Veterinary Manual',
    title:
      'Dosages of cephalosporins: ceftiofur sodium 2.2–4.4 mg/kg; ceftiofur crystalline free acid 6.6 mg/kg at 0 and 96 hours in horses',
    url: 'https://www.merckvetmanual.com/multimedia/table/dosages-of-cephalosporins',
  },
  'equine-oral-antibiotics': {
    publisher: 'Equine practice client handout (docslib)',
    title:
      'Common oral antibiotics for horses: trimethoprim-sulfa 960 mg tablets at 15–30 mg/kg twice daily; metronidazole 500 mg tablets at 15–20 mg/kg',
    url: 'https://docslib.org/doc/1214323/common-oral-antibiotics-for-horses-antibiotics-are-commonly-used-in',
  },
  'ellerbrock-enrofloxacin-foals': {
    publisher: 'Equine Vet J (Ellerbrock et al., 2019)',
    title:
      'Enrofloxacin in late pregnancy and in young foals: foals treated after birth developed cartilage and tendon lesions',
    url: 'https://equimanagement.com/research-medical/enrofloxacin-during-equine-pregnancy/',
  },
  'macrolides-foals': {
    publisher: 'Compend Contin Educ Vet (Lakritz & Wilson, 2002); University of Florida',
    title:
      'Erythromycin and other macrolides for Rhodococcus equi pneumonia in foals: hyperthermia in foals, colitis in adult horses',
    url: 'https://ucdavis.pure.elsevier.com/en/publications/erythromycin-and-other-macrolide-antibiotics-for-treating-rhodoco',
  },
  // Sedatives
  'label-dormosedan': {
    publisher: 'Zoetis (21 CFR 522.536, 529.536; Dormosedan and Dormosedan Gel labels)',
    title:
      'Detomidine 10 mg/mL injection (20–40 mcg/kg) and 7.6 mg/mL oromucosal gel (40 mcg/kg): no intravenous potentiated sulfonamides in sedated horses',
    url: 'https://www.petsupplies4less.com/Rx-Dormosedan-Gel-3-mL_p_10028.html',
  },
  'spc-sedivet-uk': {
    publisher: 'Boehringer Ingelheim (NOAH Compendium: Sedivet 10 mg/ml injection for horses)',
    title:
      'Sedivet: not in the last month of pregnancy; sedation deepened by tranquillisers, other sedatives and opioids; no intravenous trimethoprim-sulfonamide in a horse sedated with it',
    url: 'https://www.noahcompendium.co.uk/?id=-447794',
  },
  'label-sedivet': {
    publisher: 'Boehringer Ingelheim (21 CFR 522.2076)',
    title: 'Sedivet (romifidine) 10 mg/mL: 40–120 mcg/kg intravenously in adult horses',
    url: 'http://laws9.com/cfr/text/21/522/2076',
  },
  'cfr-xylazine': {
    publisher: 'US FDA CVM (21 CFR 522.2662)',
    title: 'Xylazine 100 mg/mL for horses: 0.5 mg/lb intravenously or 1 mg/lb intramuscularly',
    url: 'http://www.law.cornell.edu/cfr/text/21/522.2662',
  },
  'cfr-acepromazine': {
    publisher: 'US FDA CVM (21 CFR 522.23)',
    title: 'Acepromazine maleate 10 mg/mL: horses 2–4 mg per 100 lb',
    url: 'http://federal.elaws.us/cfr/21-cfr-522.23',
  },
  'spc-acepromazine-horse': {
    publisher: 'NOAH Compendium (acepromazine for horses SPC); AAEP 2009 (Wagner)',
    title:
      'Acepromazine in horses: not in epilepsy, pregnancy, lactation, heart failure or bleeding disorders; penile prolapse in stallions',
    url: 'https://www.noahcompendium.co.uk/?id=-475708',
  },
  'label-torbugesic-equine': {
    publisher: 'Zoetis (21 CFR 522.246)',
    title: 'Torbugesic (butorphanol tartrate) 10 mg/mL: 0.1 mg/kg intravenously in horses',
  },
  'spc-domosedan': {
    publisher: 'Zoetis UK (NOAH Compendium SPCs)',
    title:
      'Domosedan injection and Domosedan Gel: not with intravenous potentiated sulphonamides; not in heart failure, liver or kidney impairment; not in the last month of pregnancy',
    url: 'https://www.noahcompendium.co.uk/?id=-459368',
  },
  'spc-domidine': {
    publisher: 'Dechra (Domidine 10 mg/ml SPC)',
    title:
      'Domidine (detomidine 10 mg/ml) for horses and cattle: not with heart, respiratory, liver or kidney disease, in dehydrated or diabetic animals',
    url: 'https://www.viovet.co.uk/Domidine/c31037/',
  },
  'spc-butorphanol-equine': {
    publisher: 'vetisearch SPCs (Dolorex vet., Butador) and Butorgesic product information',
    title: 'Butorphanol 10 mg/ml for horses: 0.05–0.1 mg/kg intravenously for colic pain',
    url: 'https://vetisearch.co.uk/spcs/88190-butador',
  },
  'spc-xylazine-equine': {
    publisher: 'vetisearch SPC (Sedaxylan vet.) and Xylazine 100 mg/mL product information',
    title:
      'Xylazine 20 mg/ml and 100 mg/ml for horses: 1.1 mg/kg intravenously, 2.2 mg/kg intramuscularly; not in obstructive colic',
    url: 'https://avet.health/product-detail/xylazine?hsLang=en',
  },
  // Gut
  'label-gastrogard': {
    publisher: 'Boehringer Ingelheim (GastroGard label and UK SPC)',
    title:
      'GastroGard (omeprazole) paste: 2.28 g per syringe treats 1,250 lb at 4 mg/kg; foals from 4 weeks; not evaluated in pregnant or lactating mares',
    url: 'http://ulcergard.com/treat-with-gastrogard/product-label',
  },
  'label-ulcergard': {
    publisher: 'Boehringer Ingelheim',
    title:
      'UlcerGard (omeprazole) 2.28 g syringe: 1 mg/kg a day, horses of at least 600 lb; not evaluated in pregnant mares',
    url: 'https://pethealthmarket.com/UlcerGard-Omeprazole-2-28-gm-Oral-Paste-Syringe-p/16829-04.htm',
  },
  'spc-equinor': {
    publisher: 'Norbrook (HMA / Irish Medicines Board SPC)',
    title:
      'Equinor 370 mg/g omeprazole oral paste for horses: not recommended under 4 weeks of age or 70 kg',
    url: 'https://myhealthbox.eu/en/medicine/equinor-oral-paste-for-horses/2091945',
  },
  // Respiratory and hormones
  'label-ventipulmin': {
    publisher: 'Boehringer Ingelheim (US label; NOAH Compendium SPC)',
    title:
      'Ventipulmin (clenbuterol) syrup: 72.5 mcg/mL (US), 25 mcg/mL (UK); 0.8–3.2 mcg/kg twice daily; not in mares near term or horses with heart disease',
    url: 'https://medi-vet.com/Ventipulmin-Syrup-p/10532.htm',
  },
  'label-aservo': {
    publisher: 'Boehringer Ingelheim (NOAH Compendium SPC; US label)',
    title: 'Aservo EquiHaler (ciclesonide 343 mcg per actuation) for severe equine asthma',
    url: 'https://www.noahcompendium.co.uk/?id=-475907',
  },
  'label-prascend': {
    publisher: 'Boehringer Ingelheim (US label; NOAH Compendium SPC)',
    title:
      'Prascend (pergolide) 1 mg tablets: 2 mcg/kg, not over 4 mcg/kg a day; not under 2 years (UK); not evaluated in breeding, pregnant or lactating horses',
    url: 'https://pinpawsrx.com/pro-details/medication/1/554701919883481/Prascend+Tablets+1+mg+-+160+Count',
  },
  'spc-pergolide-generics': {
    publisher: 'VMD and HPRA SPCs (Pergoquin, Pergocoat, Prasequine)',
    title: 'Pergolide 0.5 mg and 1 mg tablets for horses: not in horses under 2 years of age',
    url: 'https://myhealthbox.eu/en/pergoquin-1-mg-tablets-for-horses/6931854',
  },
  'label-thyro-l': {
    publisher: 'LLOYD Inc. (DailyMed); ThyroVet (drugs.com)',
    title:
      'Levothyroxine sodium powder 0.22% for horses: 12 mg per level teaspoon; 1–6 mg per 100 kg a day',
    url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=a1191afb-827c-4bd6-8495-f5da1c18fa0b',
  },
  'label-regu-mate': {
    publisher: 'Merck Animal Health (Regu-Mate label; Regumate Equine UK SPC)',
    title: 'Altrenogest 2.2 mg/mL oral solution: 0.044 mg/kg (1 mL per 110 lb) daily for 15 days',
    url: 'https://medi-vet.com/Regu-Mate-Solution-p/15020.htm',
  },
  'label-adequan-im': {
    publisher: 'American Regent',
    title: 'Adequan i.m. (polysulfated glycosaminoglycan) 500 mg/5 mL every 4 days for 7 doses',
    url: 'https://adequan.com/veterinarians/dosing-and-administration',
  },
  'label-legend': {
    publisher: 'Boehringer Ingelheim',
    title:
      'Legend (hyaluronate sodium) 10 mg/mL: 40 mg intravenously or 20 mg into a joint, weekly for 3 doses',
    url: 'https://www.petsmart.com/pharmacy/farm-animal/arthritis-and-pain-relief/legend-10mg%2Fml-4ml-vial-66597.html',
  },
  'label-osphos': {
    publisher: 'Dechra (21 CFR 522.454; UK SPC)',
    title:
      'Osphos (clodronate disodium) 60 mg/mL: 1.8 mg/kg intramuscularly up to 900 mg; not under 4 years or with impaired kidney function (UK)',
    url: 'https://www.noahcompendium.co.uk/?id=-469338',
  },
  'label-tildren': {
    publisher: 'Dechra / Bimeda (US package insert; UK SPC)',
    title:
      'Tildren (tiludronate) 1 mg/kg by intravenous infusion; no NSAIDs alongside; not with kidney disease; not under 3 years (UK)',
    url: 'https://tildren.us/product-inserts',
  },
  'label-marquis': {
    publisher: 'Boehringer Ingelheim',
    title:
      'Marquis (ponazuril 15%) paste: 127 g syringe, 150 mg/g, treats a 1,200 lb horse for 7 days at 5 mg/kg',
    url: 'https://medi-vet.com/Marquis-Antiprotozoal-Oral-Paste-4-Syriinges-p/10944.htm',
  },
  'label-protazil': {
    publisher: 'Merck Animal Health (21 CFR 520.606)',
    title:
      'Protazil (diclazuril 1.56%) pellets: 1 mg/kg a day for 28 days; not evaluated in breeding, pregnant or lactating horses',
    url: 'https://www.merck-animal-health-equine.com/products/pharmaceuticals/protazil',
  },
  'label-rebalance': {
    publisher: 'PRN Pharmacal',
    title:
      'ReBalance (sulfadiazine 250 mg/mL, pyrimethamine 12.5 mg/mL) oral suspension for equine protozoal myeloencephalitis',
  },
  'baird-fluphenazine-horses': {
    publisher: 'JAVMA (Baird et al., 2006)',
    title: 'Adverse extrapyramidal effects in four horses given fluphenazine decanoate',
    url: 'https://avmajournals.avma.org/view/journals/javma/229/1/javma.229.1.104.xml',
  },
  'mckenzie-dantrolene-horses': {
    publisher: 'Equine Vet J Suppl (McKenzie et al., 2010)',
    title:
      'Plasma dantrolene after 6 mg/kg by stomach tube in horses, and the effect of feed restriction',
    url: 'https://www.ncbi.nlm.nih.gov/pubmed/21059069',
  },
  'equine-hypp-acetazolamide': {
    publisher: 'Veterinary pharmacy product information (acetazolamide 250 mg tablets)',
    title: 'Acetazolamide for hyperkalaemic periodic paralysis in horses: about 3 mg/kg by mouth',
    url: 'https://www.medi-vet.com/Acetazolamide-250-mg-Tablets-p/16195.htm',
  },
} as const satisfies Record<string, SourceDef>;
