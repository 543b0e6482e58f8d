// Sources for dose ranges and toxic doses for dogs and cats (labels, Plumb's, Merck Veterinary Manual, ASPCA APCC, Pet Poison Helpline). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const DOSE_SOURCES = {
  // Merck / MSD Veterinary Manual dose tables
  'merck-cardio-table': {
    publisher: 'Merck Veterinary Manual',
    title: 'Commonly used cardiovascular drugs and dosages (table)',
    url: 'https://www.merckvetmanual.com/multimedia/table/commonly-used-cardiovascular-drugs-and-dosages',
  },
  'msd-cardiac-table': {
    publisher: 'MSD Veterinary Manual',
    title: 'Cardiac medications of dogs and cats (table)',
    url: 'https://www.msdvetmanual.com/multimedia/table/cardiac-medications-of-dogs-and-cats',
  },
  'msd-antithrombotic-table': {
    publisher: 'MSD Veterinary Manual',
    title: 'Antithrombotic drugs: dosing recommendations for dogs and cats (table)',
    url: 'https://www.msdvetmanual.com/multimedia/table/antithrombotic-drugs',
  },
  'merck-opioids-table': {
    publisher: 'Merck Veterinary Manual',
    title: 'Opioids used in emergency practice (table)',
    url: 'https://merckvetmanual.com/multimedia/table/opioids-used-in-emergency-practice',
  },
  'merck-cephalosporins-table': {
    publisher: 'Merck Veterinary Manual',
    title: 'Dosages of cephalosporins (table)',
    url: 'https://www.merckvetmanual.com/multimedia/table/dosages-of-cephalosporins',
  },
  'msd-antihistamines-table': {
    publisher: 'MSD Veterinary Manual',
    title: 'Second-generation antihistamines: therapeutic and toxic doses (table)',
    url: 'https://www.msdvetmanual.com/multimedia/table/second-generation-antihistamines',
  },
  'merck-cold-cough': {
    publisher: 'Merck Veterinary Manual',
    title: 'Cold and cough medications (toxicity): antihistamines, decongestants',
    url: 'https://www.merckvetmanual.com/toxicology/toxicities-from-human-drugs/cold-and-cough-medications-toxicity',
  },
  'merck-topical-agents': {
    publisher: 'Merck Veterinary Manual',
    title: 'Topical agents (toxicity): 5-fluorouracil and calcipotriene',
    url: 'https://www.merckvetmanual.com/toxicology/toxicities-from-human-drugs/topical-agents-toxicity',
  },
  // Textbook tables and formularies
  'nelson-couto-antiarrhythmics': {
    publisher: 'Small Animal Internal Medicine, 6th ed. (Nelson & Couto)',
    title: 'Table 4.2: dosage of antiarrhythmic drugs (lidocaine, mexiletine, diltiazem)',
  },
  'nelson-couto-micturition': {
    publisher: 'Small Animal Internal Medicine, 6th ed. (Nelson & Couto)',
    title: 'Table 45.1: commonly used drugs for micturition disorders (prazosin, DES, estriol)',
  },
  'derm-antibiotics-table': {
    publisher: 'Small Animal Dermatology, 3rd ed.',
    title: 'Table 13.1: systemic antibiotics for pyoderma (amikacin, cefovecin, chloramphenicol)',
  },
  'small-animal-derm': {
    publisher: 'Small Animal Dermatology, 3rd ed.',
    title: 'Treatment of vasculitis (sulfasalazine, dapsone) and the drug formulary appendix',
  },
  'papich-antimicrobials': {
    publisher: 'Papich, Managing Microbes',
    title: 'Doses recommended for antimicrobial drugs in dogs and cats (chart)',
  },
  'osu-antimicrobials': {
    publisher: 'The Ohio State University CVM',
    title: 'Selected antimicrobial information, companion animal: tylosin',
    url: 'https://ohiostate.pressbooks.pub/osuvmcabxuse/chapter/abx_tylosin-companion',
  },
  'plumbs-aminoglycosides': {
    publisher: "Plumb's Veterinary Drug Handbook, 9th ed. (as tabulated by IRIS)",
    title: 'Once-daily aminoglycoside doses in dogs and cats (amikacin, gentamicin, tobramycin)',
  },
  'cfr-animal-drugs': {
    publisher: 'US Code of Federal Regulations, 21 CFR parts 520 and 522',
    title:
      'Conditions of use of approved animal drugs (alfaxalone, lincomycin, neomycin, acepromazine)',
  },
  'heartvets-formulary': {
    publisher: 'Heartvets (veterinary cardiology referral service)',
    title: 'Cardiology drug formulary (hydralazine)',
    url: 'https://heartvets.co.uk/drug-formulary',
  },
  'vetebooks-monographs': {
    publisher: 'Vet-eBooks drug list',
    title: 'Sotalol, prazosin and vitamin D (calcitriol) in dogs and cats: doses',
  },
  'papich-handbook': {
    publisher: 'Saunders Handbook of Veterinary Drugs (Papich)',
    title: 'Terbutaline: small animal dosage (as tabulated by VetDosing)',
  },
  'label-atravet': {
    publisher: 'Boehringer Ingelheim (Canada)',
    title: 'Atravet (acepromazine) injectable label: dogs and cats',
  },
  'endocrinevet-desmopressin': {
    publisher: 'EndocrineVet (Peterson)',
    title: 'Desmopressin doses and dose adjustments in dogs and cats with diabetes insipidus',
  },
  'sa-anesthesia-dosages': {
    publisher: 'Small animal anaesthesia drug dosages (teaching chart, 2022)',
    title: 'Premedication and induction doses for dogs and cats',
  },
  'vasg-alpha2': {
    publisher: 'Veterinary Anesthesia and Analgesia Support Group',
    title: 'Medetomidine and dexmedetomidine: label doses by body size',
    url: 'http://vasg.org/m_thru_o.htm',
  },
  'vettimes-sedation': {
    publisher: 'Vet Times',
    title: 'Updates on sedation and anaesthesia in small animals: drug combinations and doses',
  },
  'zeropain-opioids': {
    publisher: 'Zero Pain Philosophy',
    title: 'Opioids in dogs and cats: commonly used and UK licensed doses',
    url: 'https://www.zeropainphilosophy.com/post/opioids-in-dogs-and-cats',
  },
  'vettimes-fip-2024': {
    publisher: 'Vet Times (Taylor, Tasker et al., 2024)',
    title: 'Update on treating FIP using antiviral drugs (remdesivir, GS-441524)',
  },
  // Labels
  'label-alfaxan': {
    publisher: 'Jurox / Zoetis',
    title: 'Alfaxan Multidose (alfaxalone) label: induction doses for dogs and cats',
  },
  'label-telazol': {
    publisher: 'Zoetis',
    title: 'Telazol (tiletamine and zolazepam) package insert',
  },
  'label-nocita': { publisher: 'Elanco', title: 'Nocita (bupivacaine liposome) package insert' },
  'spc-cimalgex': { publisher: 'NOAH Compendium', title: 'Cimalgex (cimicoxib) SPC: dosing table' },
  'label-trocoxil': { publisher: 'Zoetis', title: 'Trocoxil (mavacoxib) SPC' },
  'label-librela': { publisher: 'Zoetis', title: 'Librela (bedinvetmab) package insert' },
  'label-solensia': { publisher: 'Zoetis', title: 'Solensia (frunevetmab) package insert' },
  'label-cytopoint': { publisher: 'Zoetis', title: 'Cytopoint (lokivetmab) package insert' },
  'label-palladia': { publisher: 'Zoetis', title: 'Palladia (toceranib) package insert' },
  'label-tanovea': { publisher: 'Elanco', title: 'Tanovea (rabacfosadine) package insert' },
  'label-laverdia': { publisher: 'Anivive', title: 'Laverdia-CA1 (verdinexor) package insert' },
  'label-stelfonta': { publisher: 'Virbac', title: 'Stelfonta (tigilanol tiglate) package insert' },
  'label-immiticide': {
    publisher: 'Boehringer Ingelheim',
    title: 'Immiticide (melarsomine) package insert: dose and overdose',
  },
  'label-imizol': { publisher: 'Merck Animal Health', title: 'Imizol (imidocarb) package insert' },
  'label-percorten': {
    publisher: 'Elanco',
    title: 'Percorten-V and Zycortal (desoxycorticosterone pivalate) package inserts',
  },
  'label-adequan': {
    publisher: 'American Regent',
    title: 'Adequan Canine (polysulfated glycosaminoglycan) package insert',
  },
  'label-cartrophen': { publisher: 'Biopharm', title: 'Cartrophen Vet (pentosan polysulfate) SPC' },
  'label-senvelgo': { publisher: 'Boehringer Ingelheim', title: 'Senvelgo (velagliflozin) label' },
  'label-antizol': { publisher: 'Paladin', title: 'Antizol-Vet (fomepizole) package insert' },
  'label-apometic': { publisher: 'Forte Healthcare', title: 'Apometic (apomorphine) SPC' },
  'label-clevor': { publisher: 'Vetoquinol', title: 'Clevor (ropinirole eye drops) SPC' },
  'label-incurin': { publisher: 'MSD Animal Health', title: 'Incurin (estriol) package insert' },
  'label-antisedan': { publisher: 'Zoetis', title: 'Antisedan (atipamezole) package insert' },
  'label-domitor': {
    publisher: 'Zoetis',
    title: 'Domitor (medetomidine) and Zenalpha (medetomidine/vatinoxan) package inserts',
  },
  'label-robaxin': { publisher: 'Zoetis', title: 'Robaxin-V (methocarbamol) package insert' },
  'label-orbax': { publisher: 'Merck Animal Health', title: 'Orbax (orbifloxacin) package insert' },
  'label-albon': {
    publisher: 'Zoetis',
    title: 'Albon (sulfadimethoxine) and Primor (ormetoprim/sulfadimethoxine) package inserts',
  },
  'label-antirobe': {
    publisher: 'Zoetis',
    title: 'Antirobe (clindamycin) package insert: 5.5–33 mg/kg in dogs, 11–33 mg/kg in cats',
  },
  'label-virbagen': { publisher: 'Virbac', title: 'Virbagen Omega (interferon omega) SPC' },
  'label-fortekor': {
    publisher: 'Elanco',
    title: 'Fortekor (benazepril) SPC: 0.5–1 mg/kg once daily in cats with kidney disease',
  },
  'jvim-levetiracetam-cats': {
    publisher: 'J Vet Intern Med (Barnes Heller et al., 2018)',
    title: 'Once-daily extended-release levetiracetam (500 mg per cat) in healthy cats',
  },
  'label-zylkene': { publisher: 'Vetoquinol', title: 'Zylkene (alpha-casozepine) label' },
  'label-anxitane': { publisher: 'Virbac', title: 'Anxitane (L-theanine) label' },
  'label-denosyl': { publisher: 'Nutramax', title: 'Denosyl (S-adenosylmethionine) label' },
  'label-temaril-p': {
    publisher: 'Zoetis',
    title: 'Temaril-P (trimeprazine and prednisolone) package insert',
  },
  // Poison centres and toxicology
  'aspca-top-toxicoses': {
    publisher: 'Veterinary Medicine / ASPCA APCC (Meadows & Gwaltney-Brant, 2006)',
    title: 'The 10 most common toxicoses in dogs (ibuprofen, acetaminophen, N-acetylcysteine)',
  },
  'acvp-poison-control': {
    publisher: 'American College of Veterinary Pharmacists',
    title: 'Pet poison control list: baclofen, pseudoephedrine and phenylephrine',
    url: 'https://vetmeds.org/pet-poison-control-list/Baclofen',
  },
  'javma-duloxetine': {
    publisher: 'JAVMA (2019)',
    title: 'Duloxetine ingestion in 364 dogs',
  },
  'javma-methylphenidate': {
    publisher: 'JAVMA (Genovese et al., 2010)',
    title: 'Methylphenidate toxicosis in dogs: 128 cases (2001–2008)',
  },
  'amphetamine-dogs': {
    publisher: 'VETgirl; Proc Soc Exp Biol Med',
    title:
      'Amphetamine toxicity in dogs (signs from 1 mg/kg); acute lethality of amphetamines in dogs',
  },
  'cliniciansbrief-isoniazid': {
    publisher: "Clinician's Brief (ASPCA APCC)",
    title: 'Isoniazid toxicosis in dogs',
  },
} as const satisfies Record<string, SourceDef>;
