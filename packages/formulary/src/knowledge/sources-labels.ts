// Sources for label contraindications and precautions (package inserts, SPCs, FDA CVM). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const LABEL_SOURCES = {
  'label-penicillin-procaine': {
    publisher: 'US FDA CVM (NADA 065-010 and others)',
    title:
      'Penicillin G procaine injectable suspension label: for deep intramuscular injection only; reactions to procaine',
  },
  'boothe-bromide-cats': {
    publisher: 'J Am Vet Med Assoc (Boothe DM et al., 2002)',
    title: 'Potassium bromide-associated pneumonitis in cats',
  },
  'spc-medetomidine': {
    publisher: 'NOAH Compendium (medetomidine 1 mg/ml injection SPCs)',
    title:
      'Medetomidine for dogs and cats: not in heart, liver or kidney disease, diabetes, pregnancy, shock, emaciation or serious debilitation',
    url: 'https://www.noahcompendium.co.uk/?id=-460533',
  },
  'spc-dexmedetomidine': {
    publisher: 'NOAH Compendium (Dexdomitor SPC)',
    title:
      'Dexmedetomidine: not in heart disease, severe systemic disease or moribund animals; not recommended in pregnancy, lactation or breeding males',
    url: 'https://www.noahcompendium.co.uk/?id=-459319',
  },
  'spc-equine-alpha2': {
    publisher: 'NOAH Compendium (Sedivet, detomidine and Domosedan Gel SPCs)',
    title:
      'Romifidine and detomidine for horses: not in the last month of pregnancy; not with severely impaired liver or kidney function; care in shock or dehydration',
    url: 'https://www.noahcompendium.co.uk/?id=-460521',
  },
  'spc-acp-stallion': {
    publisher: 'VMD / NOAH Compendium (ACP Injection 10 mg/ml SPC)',
    title:
      'Acepromazine injection for horses, contraindications: do not give to breeding stallions (paralysis of the retractor penis muscle); do not use with organophosphates and/or procaine hydrochloride (enhanced activity and potential toxicity)',
    url: 'https://imedi.co.uk/acp-injection-10-mg-ml-solution-for-injection/summary',
  },
  'spc-butorphanol': {
    publisher: 'NOAH Compendium (Torphadine, Dolorex and other butorphanol 10 mg/ml SPCs)',
    title:
      'Butorphanol: not in severe liver or kidney dysfunction, brain injury, obstructive airway disease or heart dysfunction',
    url: 'https://www.noahcompendium.co.uk/?id=-477622',
  },
  'spc-methadone': {
    publisher: 'NOAH Compendium (Comfortan, Methadyne SPCs)',
    title: 'Methadone for dogs and cats: not in severe liver and kidney dysfunction',
    url: 'http://www.noahcompendium.co.uk/?id=-449573',
  },
  'spc-ketamine': {
    publisher: 'NOAH Compendium (Ketaset, Narketan and other ketamine SPCs)',
    title:
      'Ketamine: not with liver or kidney disease, severe heart failure, high blood pressure, glaucoma, shock or seizure disorders',
    url: 'http://www.noahcompendium.co.uk/?id=-449219',
  },
  'spc-pexion': {
    publisher: 'EMA (Pexion SPC)',
    title:
      'Imepitoin: not in dogs with severely impaired liver function or severe kidney or heart disease',
    url: 'https://www.dietvet.com/en/product/10114/boehringer-ingelheim-pexion-400-mg-for-dogs-100-tablets.html',
  },
  'spc-libromide': {
    publisher: 'NOAH Compendium (Libromide SPC)',
    title:
      'Potassium bromide: not in dogs with severe kidney insufficiency; lower dose in kidney disease',
    url: 'http://www.noahcompendium.co.uk/?id=-449911',
  },
  'spc-phenobarbital': {
    publisher: 'NOAH Compendium (Epityl, Phenoleptil SPCs)',
    title:
      'Phenobarbital tablets for dogs: not in pregnant animals (one SPC) or with serious kidney or heart disease; care with impaired liver or kidney function',
    url: 'http://www.noahcompendium.co.uk/?id=-459394',
  },
  'spc-metronidazole': {
    publisher: 'NOAH Compendium (Metrobactin, Metrocare and other metronidazole SPCs)',
    title: 'Metronidazole tablets for dogs and cats: do not use in liver disorders',
    url: 'https://www.noahcompendium.co.uk/?id=-467982',
  },
  'spc-veraflox': {
    publisher: 'NOAH Compendium (Veraflox SPC)',
    title:
      'Pradofloxacin: not in dogs or cats with CNS disorders such as epilepsy, nor during pregnancy or lactation',
    url: 'https://www.noahcompendium.co.uk/?id=-479204',
  },
  'spc-enrofloxacin': {
    publisher: 'NOAH Compendium (Floxabactin, Baytril tablet SPCs)',
    title:
      'Enrofloxacin tablets: not in cats or dogs with seizure disorders; care in severe kidney or liver impairment',
    url: 'https://www.noahcompendium.co.uk/?id=-477393',
  },
  'spc-itrafungol': {
    publisher: 'VMD / drugs.com (Itrafungol SPC and Canadian label)',
    title:
      'Itraconazole oral solution for cats: not with impaired liver or kidney function, nor in pregnant or lactating queens',
    url: 'http://www.drugs.com/vet/itrafungol-oral-solution-can.html',
  },
  'griseofulvin-cats': {
    publisher:
      'Shelton et al., J Vet Intern Med 1990 (PubMed 2074557); WikiVet griseofulvin monograph',
    title:
      'Griseofulvin: severe neutropenia in FIV-positive cats; teratogenic; avoid breeding recently treated males',
    url: 'https://pubmed.ncbi.nlm.nih.gov/2074557/',
  },
  'spc-benazepril': {
    publisher: 'NOAH Compendium / HPRA (Fortekor, Benefortin, Benazecare SPCs)',
    title:
      'Benazepril: not in hypotension, hypovolaemia, hyponatraemia, acute kidney failure, aortic or pulmonary stenosis, pregnancy or lactation',
    url: 'https://www.noahcompendium.co.uk/?id=-448524',
  },
  'spc-semintra': {
    publisher: 'NOAH Compendium (Semintra SPC)',
    title:
      'Telmisartan for cats: not during pregnancy or lactation (harm to the unborn child in humans); not established in breeding cats or under 6 months; transient hypotension possible; monitor kidney function in severe kidney disease',
    url: 'https://www.noahcompendium.co.uk/?id=-469657',
  },
  'spc-furosemide': {
    publisher: 'HPRA / VMD (Furosoral and other furosemide tablet SPCs)',
    title:
      'Furosemide: not in hypovolaemia, hypotension, dehydration, anuria or electrolyte deficiency; care in liver disease and diabetes',
    url: 'https://myhealthbox.eu/en/furosoral-10-mg-tablets-for-cats-and-dogs/3579025',
  },
  'spc-upcard': {
    publisher: 'NOAH Compendium (UpCard SPC)',
    title:
      'Torasemide for dogs: not in renal failure, severe dehydration, hypovolaemia or hypotension; monitor kidney function and hydration; care in diabetes mellitus',
    url: 'https://www.noahcompendium.co.uk/?id=-459858',
  },
  'spc-prilactone': {
    publisher: 'VMD (Prilactone Next SPC); EMA public summary',
    title:
      'Spironolactone: not in breeding animals (developmental toxicity); not in hypoadrenocorticism, hyperkalaemia or hyponatraemia; care in liver disease',
    url: 'https://myhealthbox.eu/et/prilactone-next-100-mg-chewable-tablets-for-dogs/3349253',
  },
  'spc-amlodipine-cat': {
    publisher: 'NOAH Compendium (Amodip and other amlodipine tablets for cats SPCs)',
    title:
      'Amlodipine for cats: not in cardiogenic shock, severe aortic stenosis or severe liver failure; care in liver disease',
    url: 'https://www.noahcompendium.co.uk/?id=-472926',
  },
  'spc-pimobendan': {
    publisher: 'NOAH Compendium (Vetmedin, Zelys and other pimobendan SPCs)',
    title:
      'Pimobendan: not with severe liver impairment; test blood glucose in diabetic dogs; benefit-risk in pregnancy and lactation',
    url: 'https://www.noahcompendium.co.uk/?id=-461058&template=template_printview',
  },
  'spc-levothyroxine': {
    publisher: 'NOAH Compendium (Leventa, Thyforon, Thyroxanil SPCs); Thyro-Tabs Canine insert',
    title:
      'Levothyroxine for dogs: not with uncorrected adrenal insufficiency; care and a gradual start in heart disease and diabetes; not evaluated in breeding, pregnant or lactating dogs',
    url: 'https://www.noahcompendium.co.uk/?id=-477842',
  },
  'spc-dexamethasone': {
    publisher: 'NOAH Compendium (dexamethasone injection for horses, cattle, dogs and cats SPC)',
    title:
      'Dexamethasone: except in emergencies not in diabetes, kidney disease, congestive heart failure or viraemic viral infection; may induce or worsen laminitis in horses',
    url: 'https://www.noahcompendium.co.uk/?id=-454572',
  },
  'steroid-laminitis-evidence': {
    publisher: 'McGowan, Cooper and Ireland, Veterinary Evidence 2016',
    title:
      'Systemic corticosteroids and laminitis: weak evidence of risk in horses with endocrine disease (PPID, insulin dysregulation)',
    url: 'https://veterinaryevidence.org/index.php/ve/article/view/12',
  },
  'spc-atopica-cat': {
    publisher: 'NOAH Compendium (Atopica oral solution for cats and dogs SPC)',
    title:
      'Ciclosporin: not in cats infected with FeLV or FIV; not recommended in diabetic dogs; monitor creatinine in severe kidney insufficiency',
    url: 'http://www.noahcompendium.co.uk/?id=-481527',
  },
  'spc-mirataz': {
    publisher: 'NOAH Compendium (Mirataz SPC)',
    title:
      'Mirtazapine ointment for cats: not in breeding, pregnant or lactating cats; monitor liver and kidney values and blood glucose in diabetes',
    url: 'https://www.noahcompendium.co.uk/?id=-479120',
  },
  'capromorelin-info': {
    publisher: 'Elanco label text (Entyce, Elura); VCA and Veterinary Partner drug handouts',
    title:
      'Capromorelin: care in liver or kidney disease; not evaluated in breeding, pregnant or lactating animals; may raise blood sugar in cats',
    url: 'https://vcahospitals.com/know-your-pet/capromorelin',
  },
  'spc-meloxicam': {
    publisher: 'NOAH Compendium / VMD (Metacam, Meloxivet, Meloxidyl SPCs)',
    title:
      'Meloxicam for dogs and cats: not with impaired liver, heart or kidney function, nor in pregnant or lactating animals',
    url: 'https://medine.co.uk/meloxaid-1-5-mg-ml-oral-suspension-for-dogs/summary',
  },
  'spc-coxibs': {
    publisher: 'NOAH Compendium (Onsior, Previcox, Cimalgex, Trocoxil, Galliprant SPCs)',
    title:
      'COX-2 NSAIDs and grapiprant: not in pregnant or lactating (and for some, breeding) dogs; added risk with heart, kidney or liver impairment',
    url: 'https://www.noahcompendium.co.uk/?id=-485054',
  },
  'spc-masivet': {
    publisher: 'EMA (Masivet SPC)',
    title:
      'Masitinib: not in pregnant or lactating bitches, dogs under 6 months or 4 kg, nor with liver or kidney impairment, anaemia or neutropenia',
    url: 'https://fdocuments.in/document/annex-i-summary-of-product-studies-in-rats-have-shown-evidence-of-impaired-female.html',
  },
  'spc-galastop': {
    publisher: 'NOAH Compendium (Galastop and other cabergoline SPCs)',
    title:
      'Cabergoline: causes abortion; stops milk production; may lower blood pressure; care with impaired liver function',
    url: 'https://www.noahcompendium.co.uk/?id=-475791',
  },
  'spc-sglt2': {
    publisher: 'NOAH Compendium (Senvelgo SPC); FDA CVM on Bexacat and Senvelgo',
    title:
      'SGLT2 inhibitors for cats: not with ketoacidosis or severe dehydration; dehydration, pancreatitis, chronic diarrhoea and cachexia to be resolved first',
    url: 'https://www.noahcompendium.co.uk/?id=-483436',
  },
  'doxorubicin-heart': {
    publisher:
      'Hallman et al., J Vet Intern Med 2019; Ratterree et al., JAAHA 2012; Nelson & Couto, Small Animal Internal Medicine',
    title:
      'Doxorubicin cardiotoxicity in dogs: pre-existing heart disease precludes treatment; doxorubicin can harm the kidneys of cats',
    url: 'https://pubmed.ncbi.nlm.nih.gov/30697816/',
  },
  'toribio-pyrimethamine-foals': {
    publisher: 'Toribio et al., J Am Vet Med Assoc 1998; TheHorse.com (Reed)',
    title:
      'Congenital defects in foals of mares given sulfonamides with pyrimethamine during pregnancy',
    url: 'http://www.thehorse.com/articles/30986/epm-and-pregnancy',
  },
  'tms-label': {
    publisher:
      "US manufacturer label (sulfadiazine/trimethoprim) as cited in Plumb's; BSAVA formulary",
    title:
      'Potentiated sulfonamides: not with marked liver damage or blood dyscrasias; keep patients well hydrated',
    url: 'https://lbvetcare.ourpetsrx.com/Product/SMZTMP%20Tablet',
  },
  'spc-librela': {
    publisher: 'EMA (Librela SPC, EU/2/20/261)',
    title:
      'Bedinvetmab for dogs: not under 12 months, not in dogs intended for breeding, nor in pregnant or lactating animals',
    url: 'https://ec.europa.eu/health/documents/community-register/2023/20230331158678/anx_158678_en.pdf',
  },
  'spc-solensia': {
    publisher: 'EMA (Solensia SPC)',
    title:
      'Frunevetmab for cats: not under 12 months and/or under 2.5 kg, not in breeding animals, nor in pregnant or lactating cats',
    url: 'https://ec.europa.eu/health/documents/community-register/2021/20210217150435/anx_150435_pl.pdf',
  },
  'spc-cytopoint': {
    publisher: 'EMA (Cytopoint SPC)',
    title: 'Lokivetmab for dogs: not in dogs weighing less than 3 kg',
    url: 'https://ec.europa.eu/health/documents/community-register/2019/20190204143731/anx_143731_cs.pdf',
  },
  'spc-palladia': {
    publisher: 'EMA (Palladia SPC)',
    title:
      'Toceranib for dogs: not in pregnant, lactating or breeding dogs, dogs under 2 years or under 3 kg, nor with gastrointestinal bleeding',
    url: 'https://ec.europa.eu/health/documents/community-register/2020/20200211147119/anx_147119_en.pdf',
  },
  'spc-isemid': {
    publisher: 'EMA (Isemid SPC)',
    title:
      'Isemid (torasemide) chewable tablets for dogs from 2.5 kg: not in renal failure, dehydration, hypovolaemia or hypotension, nor with other loop diuretics',
    url: 'https://ec.europa.eu/health/documents/community-register/2019/20190109143165/anx_143165_en.pdf',
  },
} as const satisfies Record<string, SourceDef>;
