// Sources for the label facts of everyday dog and cat prescriptions (SPCs on the NOAH Compendium,
// US package inserts, and Plumb's-style monographs for human drugs used off label). Spread into
// SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const RX_LABEL_SOURCES = {
  'spc-suprelorin': {
    publisher: 'NOAH Compendium (Suprelorin 4.7 mg and 9.4 mg implant SPCs)',
    title: 'Deslorelin implant for dogs and cats: contraindications none',
    url: 'https://www.noahcompendium.co.uk/?id=-460773',
  },
  'spc-ypozane': {
    publisher: 'NOAH Compendium (Ypozane tablets for dogs SPC)',
    title:
      'Osaterone: contraindications none; may lower cortisol for weeks (monitor stressed or Addisonian dogs); caution with a history of liver disease',
    url: 'https://www.noahcompendium.co.uk/?id=-460902',
  },
  'spc-reconcile': {
    publisher: 'NOAH Compendium / EMA (Reconcile chewable tablets for dogs SPC)',
    title:
      'Fluoxetine: not in dogs under 4 kg or with epilepsy or a history of seizures, nor with drugs that lower the seizure threshold (phenothiazines); safety not established under 6 months',
    url: 'https://hyperdrug.co.uk/reconcile-chewable-tablets-pack-of-30-pom',
  },
  'spc-convenia': {
    publisher: 'NOAH Compendium / Zoetis (Convenia SPC and US package insert)',
    title:
      'Cefovecin: not in dogs and cats under 8 weeks; safety not determined in breeding or lactating animals',
    url: 'https://vetisearch.co.uk/spcs/88461-convenia',
  },
  'label-convenia-us': {
    publisher: 'Zoetis (Convenia US package insert; "Convenia in your practice" sheet)',
    title:
      'Cefovecin (US): minimum pet age for use 4 months; safety not determined in lactating or breeding animals; not for pets with a history of allergy to penicillins or cephalosporins',
    url: 'https://docslib.org/doc/4914214/convenia%C2%AE-cefovecin-sodium-in-your-practice',
  },
  'spc-cefalexin-dog-cat': {
    publisher: 'NOAH Compendium (cefalexin palatable tablets for dogs and cats SPC)',
    title:
      'Cefalexin: not to treat puppies under 1 kg or kittens under 9 weeks; reduce the dose in known kidney insufficiency (excreted mainly by the kidneys)',
    url: 'https://www.noahcompendium.co.uk/?id=-460690',
  },
  'spc-cefalexin-dog': {
    publisher: 'NOAH Compendium (cefalexin tablets for dogs SPC)',
    title:
      'Cefalexin for dogs: do not use in severe renal failure; reduce the dose in known renal insufficiency; not recommended under 2.5 kg',
    url: 'https://www.noahcompendium.co.uk/?id=-448756',
  },
  'label-simplicef': {
    publisher:
      'Zoetis / Dechra (Simplicef and generic cefpodoxime proxetil tablets, ANADA 200-543)',
    title:
      'Cefpodoxime: safety in pregnant and lactating bitches and breeding male dogs not established',
    url: 'https://docslib.org/doc/9809828/cefpodoxime-proxetil-tablets',
  },
  'spc-bonqat': {
    publisher: 'NOAH Compendium (Bonqat 50 mg/ml oral solution for cats SPC)',
    title:
      'Pregabalin for cats: safety not established under 2 kg, under 5 months, over 15 years, or with moderate to severe kidney, liver or heart disease',
    url: 'https://www.noahcompendium.co.uk/?id=-487827',
  },
  'spc-atopica-dog': {
    publisher: 'NOAH Compendium (Atopica oral solution for cats and dogs SPC); US Atopica insert',
    title:
      'Ciclosporin: not in dogs under 6 months or under 2 kg; not with a history of malignancy',
    url: 'http://www.noahcompendium.co.uk/?id=-481527',
  },
  'label-atopica-cat': {
    publisher: 'Elanco (Atopica for Cats package insert, US)',
    title: 'Ciclosporin oral solution for cats at least 6 months old and 1.4 kg (3 lb)',
    url: 'https://drugs-library.com/drugs/atopica-for-cats.html',
  },
  'spc-amoxicillin-clavulanate': {
    publisher: 'NOAH Compendium (amoxicillin/clavulanic acid tablets for dogs and cats SPCs)',
    title:
      'Amoxicillin-clavulanate: not in serious kidney dysfunction with little or no urine; dose carefully evaluated in liver or kidney failure',
    url: 'https://www.noahcompendium.co.uk/?id=-459270',
  },
  'spc-metacam-cat': {
    publisher:
      'NOAH Compendium (Metacam 0.5 mg/ml oral suspension for cats and guinea pigs; Metacam injection SPCs)',
    title:
      'Meloxicam in cats: not in pregnant or lactating cats, nor with gut irritation or bleeding, impaired liver, heart or kidney function or bleeding disorders; not under 6 weeks; avoid when dehydrated, hypovolaemic or hypotensive',
    url: 'http://www.noahcompendium.co.uk/?id=-447600',
  },
  'spc-onsior': {
    publisher:
      'NOAH Compendium / EMA (Onsior tablets for cats, tablets for dogs SPCs; cat package leaflet)',
    title:
      'Robenacoxib: not with gut ulceration, nor in pregnant, lactating or (cat leaflet) breeding animals; safety not established under 2.5 kg, cats under 4 months, dog tablets under 3 months; dog tablets not with liver disease; added risk with heart, kidney or liver impairment or dehydration',
    url: 'http://www.noahcompendium.co.uk/?id=-462371',
  },
  'spc-previcox': {
    publisher: 'NOAH Compendium (Previcox chewable tablets for dogs SPC)',
    title:
      'Firocoxib: not in pregnant or lactating bitches, under 10 weeks or 3 kg, nor with gut bleeding, blood dyscrasia or bleeding disorders; added risk with kidney, heart or liver impairment; avoid when dehydrated or hypotensive',
    url: 'http://www.noahcompendium.co.uk/?id=-453888',
  },
  'spc-trocoxil': {
    publisher: 'NOAH Compendium (Trocoxil chewable tablets for dogs SPC)',
    title:
      'Mavacoxib: not under 12 months or 5 kg, nor with gut ulceration or bleeding, bleeding disorders, impaired kidney or liver function, heart insufficiency, nor in pregnant, breeding or lactating dogs; avoid when dehydrated or hypotensive',
    url: 'https://www.noahcompendium.co.uk/?id=-485054',
  },
  'spc-galliprant': {
    publisher: 'EMA (Galliprant tablets for dogs package leaflet); Elanco US insert',
    title:
      'Grapiprant: not in pregnant, lactating or breeding dogs (EU); use in dogs with heart disease not studied (US)',
    url: 'https://patient-info.co.uk/galliprant-70484/patient-leaflet',
  },
  'label-carprofen-us': {
    publisher: 'Rimadyl / Carprovet (carprofen) US package inserts',
    title:
      'Carprofen: for dogs only, do not use in cats; safe use under 6 weeks, in pregnant, breeding or lactating dogs not established; greatest risk with kidney, liver or heart disease, dehydration or bleeding disorders',
    url: 'https://www.petsupplies4less.com/Rx-Carprovet-Carprofen--Rimadyl-Generic-Chewable-Tab-75mg-60s_p_7177.html',
  },
  'label-deracoxib-us': {
    publisher: 'Deramaxx and generic deracoxib chewable tablets (US package inserts)',
    title:
      'Deracoxib: for dogs only, do not use in cats; safe use under 4 months, in breeding, pregnant or lactating dogs not evaluated; greatest risk when dehydrated, on diuretics, or with kidney, heart or liver dysfunction',
    url: 'https://vetlabel.com/lib/vet/meds/deracoxib-chewable/page/2/',
  },
  'spc-fortekor': {
    publisher:
      'NOAH Compendium / VMD (Fortekor and Fortekor Flavour tablets for cats and dogs SPCs)',
    title:
      'Benazepril: not in hypotension, hypovolaemia, hyponatraemia, acute kidney failure, outflow obstruction (aortic or pulmonary stenosis), pregnancy or lactation (ACE inhibitors harm the unborn child in humans); not established under 2.5 kg',
    url: 'http://www.noahcompendium.co.uk/?id=-462287',
  },
  'spc-enacard': {
    publisher: 'NOAH Compendium (Enacard tablets for dogs SPC); 21 CFR 520.804',
    title:
      'Enalapril: not with cardiac output failure (aortic stenosis); not recommended in pregnant bitches; safety in breeding dogs not established',
    url: 'https://www.noahcompendium.co.uk/?id=-453404&template=template_printview',
  },
  'spc-vasotop': {
    publisher: 'VMD / ANMV (Vasotop and Vasotop P tablets for dogs SPCs)',
    title:
      'Ramipril: not with haemodynamically relevant stenosis or obstructive HCM; not in pregnant or lactating bitches for lack of data; acute hypotension when hypovolaemic or dehydrated; benefit-risk in kidney or liver disease',
    url: 'https://studylib.net/doc/8038053/summary-of-product-characteristics',
  },
  'label-upcard-ca1': {
    publisher:
      'Vetoquinol (UpCard-CA1 torsemide, US conditional approval, important safety information)',
    title:
      'Torsemide for dogs: not with renal failure, anuria, severe dehydration, hypovolaemia or hypotension; not evaluated in breeding, pregnant or lactating dogs',
    url: 'https://upcardca1.com/faq',
  },
  'cvca-amlodipine': {
    publisher:
      'CVCA Cardiac Care for Pets (veterinary cardiology practice): amlodipine client handout',
    title:
      'Amlodipine: not for pets with liver disease or in shock, nor breeding, pregnant or nursing animals',
    url: 'https://blog.cvcavets.com/blog/amlodipine?hs_amp=true',
  },
  'spc-felimazole': {
    publisher: 'VMD / HPRA (Felimazole coated tablets for cats SPCs); Dechra US Felimazole label',
    title:
      'Methimazole (thiamazole) for cats: not with systemic disease such as primary liver disease or diabetes mellitus, autoimmune disease, white cell or platelet disorders, nor in pregnant or lactating queens (teratogenic and embryotoxic in laboratory animals); US: not in renal failure; not evaluated in breeding males',
    url: 'https://myhealthbox.eu/en/felimazole-5-mg-coated-tablets-for-cats/4772848',
  },
  'spc-vetoryl': {
    publisher: 'NOAH Compendium (Vetoryl hard capsules and flavoured tablets for dogs SPCs)',
    title:
      'Trilostane: not in dogs under 3 kg (5-30 mg capsules), nor with primary liver disease or kidney insufficiency; monitor diabetic dogs; extreme caution with anaemia',
    url: 'https://www.noahcompendium.co.uk/?id=-450431&template=template_printview',
  },
  'vetoryl-us-summary': {
    publisher: 'Texas West Veterinarian (client summary of the US Vetoryl label)',
    title:
      'Trilostane: for dogs only; do not use in pregnant dogs; safe use not established in nursing dogs or breeding males; caution with anaemia, liver or kidney disease',
    url: 'https://www.texaswestveterinarian.com/trilostane/',
  },
  'osu-antimicrobial-chloramphenicol': {
    publisher:
      'The Ohio State University Veterinary Medical Center, Antimicrobial Use Guidelines (companion animal): chloramphenicol',
    title:
      'Chloramphenicol: should not be used in animals with pre-existing leukopenia or anaemia; reversible bone marrow suppression very common in cats, especially beyond 14 days; eliminated by hepatic metabolism',
    url: 'https://ohiostate.pressbooks.pub/osuvmcabxuse/chapter/abx_chloramphenicol-companion/',
  },
  'spc-baytril-flavour': {
    publisher: 'NOAH Compendium / VMD (Baytril Flavour Tablets 15, 50, 150, 250 mg SPCs)',
    title:
      'Enrofloxacin: not in dogs under 12 months (18 in giant breeds); not recommended in cats under 8 weeks; caution with severe kidney or liver impairment; cats: blindness above the dose; may be used safely in pregnant and lactating animals (dog tablets)',
    url: 'https://www.noahcompendium.co.uk/?id=-481457',
  },
  'spc-marbocare': {
    publisher: 'NOAH Compendium (Marbocare flavour and Marbocyl P tablets SPCs); Marbocare leaflet',
    title:
      'Marbofloxacin: not in dogs under 12 months (18 in giant breeds) or cats under 16 weeks; caution in epilepsy; safety not assessed in pregnant or lactating dogs (no teratogenicity in laboratory animals): benefit-risk',
    url: 'https://www.noahcompendium.co.uk/?id=-473766',
  },
  'spc-veraflox-cat': {
    publisher:
      'NOAH Compendium (Veraflox 25 mg/ml oral suspension for cats SPC); Veraflox EU leaflet',
    title:
      'Pradofloxacin in cats: not under 6 weeks, nor with CNS disorders such as epilepsy, nor in pregnancy (eye malformations in the rat foetus) or lactation (arthropathy in young animals); no effect on fertility shown',
    url: 'https://www.noahcompendium.co.uk/?id=-479763',
  },
  'spc-baytril-cat-suspension': {
    publisher: 'VMD (Baytril flavour 25 mg/ml oral suspension for cat SPC)',
    title:
      'Enrofloxacin for cats: not with existing cartilage growth impairment or a history of seizures (CNS stimulation)',
    url: 'https://imedi.co.uk/baytril-flavour-25-mg-ml-oral-suspension-for-cat/summary',
  },
  'spc-apoquel': {
    publisher:
      'EMA (Apoquel film-coated tablets for dogs package leaflet); Zoetis US Apoquel insert',
    title:
      'Oclacitinib: not in dogs under 12 months or 3 kg, nor with immune suppression such as hyperadrenocorticism or progressive malignant neoplasia (EU); not with serious infections; may increase susceptibility to infection including demodicosis and exacerbate neoplasia (US)',
    url: 'https://patient-info.co.uk/apoquel-69721/patient-leaflet',
  },
  'spc-bonqat-full': {
    publisher:
      'NOAH Compendium / EMA (Bonqat 50 mg/ml oral solution for cats SPC, sections 4.3-4.7)',
    title:
      'Pregabalin for cats: contraindications hypersensitivity only; safety not established under 2 kg, under 5 months, over 15 years, in moderate to severe kidney, liver or heart disease, or in breeding, pregnant or lactating cats (embryofoetal toxicity at high doses in laboratory animals)',
    url: 'https://pharmo.dk/products/560165',
  },
  'zonisamide-hepatopathy-dogs': {
    publisher:
      'Multicentre retrospective study, J Vet Intern Med: incidence of hepatopathies in 384 dogs given zonisamide orally',
    title:
      'Zonisamide: acute, potentially life-threatening hepatopathy in under 1% of dogs within the first 3 weeks; subclinical ALT/ALP rises in under 10% on long-term use',
    url: 'https://discovery.researcher.life/article/incidence-of-hepatopathies-in-dogs-administered-zonisamide-orally-a-retrospective-study-of-384-cases/0ef15a17ba913cfca937c31c3f3cbd6a',
  },
  'spc-mirataz-full': {
    publisher:
      'NOAH Compendium / EMA (Mirataz 20 mg/g transdermal ointment for cats SPC); US Mirataz label',
    title:
      'Mirtazapine for cats: not in breeding, pregnant or lactating cats, nor under 7.5 months or 2 kg (US: not evaluated under 6 months or 2 kg); safety not established with severe kidney disease or neoplasia; monitor liver and kidney values, and glycaemia in diabetic cats',
    url: 'https://www.noahcompendium.co.uk/?id=-479120',
  },
  'label-cerenia-injection': {
    publisher: 'Zoetis (Cerenia injectable solution and tablets, US package inserts; Cerenia SPC)',
    title:
      'Maropitant: injection for dogs and cats 16 weeks and older, tablets for dogs 8 weeks and older (bone marrow hypoplasia in puppies under 11 weeks); not evaluated in breeding, pregnant or lactating animals or with gut obstruction; caution with liver dysfunction and (SPC) heart disease',
    url: 'https://medi-vet.com/Cerenia-Injectable-Solution-20-ml-p/18085.htm',
  },
  'label-elura': {
    publisher: 'Elanco (Elura capromorelin oral solution for cats, US label via DailyMed)',
    title:
      'Capromorelin for cats: not with acromegaly; may raise blood glucose, use in diabetes not evaluated; caution with heart disease or severe dehydration (bradycardia, hypotension) and liver dysfunction; not evaluated under 5 months',
    url: 'https://fda.report/DailyMed/be4beb9c-f39b-4b23-9c35-f72a049a3250',
  },
  'spc-clinacin': {
    publisher:
      'Clinacin tablets for dogs (clindamycin) package leaflet, Austria; Antirobe US label',
    title:
      'Clindamycin for dogs: caution and serum monitoring with severe kidney and/or liver impairment with severe metabolic disturbance; not teratogenic in rats, but safety in pregnant bitches and breeding males not established: benefit-risk in pregnancy and lactation',
    url: 'https://medikamio.com/de-at/medikamente/clinacin-300-mg-tabletten-fur-hunde/pil',
  },
  // Third ledger pass (decision 042): behaviour, hormone and steroid labels.
  'spc-reconcile-2024': {
    publisher: 'NOAH Compendium (Reconcile chewable tablets for dogs SPC, sections 3.3-3.5)',
    title:
      'Fluoxetine: do not use under 4 kg or with epilepsy or a history of seizures; safety not established under 6 months or 4 kg; stop treatment if seizures occur',
    url: 'https://www.noahcompendium.co.uk/?id=-489476',
  },
  'label-reconcile-us': {
    publisher: 'Elanco (Reconcile US package insert, as printed by Medi-Vet and 1800PetMeds)',
    title:
      'Fluoxetine (US): contraindicated with epilepsy or a history of seizures, with drugs that lower the seizure threshold and with MAOIs; effects in breeding, pregnant or lactating dogs and in puppies under 6 months not studied',
    url: 'https://www.medi-vet.com/Reconcile-64mg-30-Tablets-p/16344.htm',
  },
  'spc-clomicalm': {
    publisher: 'NOAH Compendium (Clomicalm tablets for dogs SPC)',
    title:
      'Clomipramine: do not use in male breeding dogs; efficacy and safety not established under 1.25 kg or 6 months; caution after benefit-risk assessment with cardiovascular dysfunction or epilepsy, care with narrow-angle glaucoma, reduced gut motility or urinary retention',
    url: 'https://www.noahcompendium.co.uk/?id=-488325&template=template_printview',
  },
  'spc-selgian': {
    publisher: 'NOAH Compendium (Selgian selegiline tablets for dogs SPC)',
    title:
      'Selegiline: may act on prolactin secretion, so in the absence of studies not to be given to pregnant or lactating bitches; not with pethidine, fluoxetine or phenothiazines',
    url: 'https://www.noahcompendium.co.uk/?id=-474351&template=template_printview',
  },
  'spc-selgian-de': {
    publisher:
      'info-patient.de (SELGIAN 10 mg and 20 mg tablets for dogs, German SPC, sections 4.3 to 4.6)',
    title:
      'Selegiline: not in pregnant or nursing bitches (it may lower prolactin secretion); may bring out latent aggression, so pair it with behaviour therapy; no special precautions for use in animals beyond ruling out medical causes; no minimum age or weight',
    url: 'https://info-patient.de/selgian-10mg-187155/zusammenfassende-informationen',
  },
  'spc-thyforon': {
    publisher: 'NOAH Compendium (Thyforon flavoured tablets for dogs SPC)',
    title:
      'Levothyroxine: not with uncorrected adrenal insufficiency; the extra demand on a poorly functioning heart may cause decompensation and congestive heart failure; gradual introduction with heart disease, diabetes, kidney or liver dysfunction',
    url: 'https://www.noahcompendium.co.uk/?id=-475666',
  },
  'spc-prednicortone': {
    publisher: 'NOAH Compendium (Prednicortone 5 mg and 20 mg tablets for dogs and cats SPC)',
    title:
      'Prednisolone: do not use with uncontrolled viral or fungal infection, diabetes, hyperadrenocorticism, osteoporosis, heart or kidney dysfunction, corneal ulcers, gut ulceration, burns, glaucoma, with live vaccines, or during pregnancy; caution in old or malnourished animals, hypertension and weakened immunity',
    url: 'https://www.noahcompendium.co.uk/?id=-467119',
  },
  'spc-prednidale': {
    publisher: 'NOAH Compendium (Prednidale 5 mg tablets for dogs and cats, 25 mg for dogs SPC)',
    title:
      'Prednisolone: do not use with renal insufficiency, diabetes mellitus or corneal ulceration, with live vaccines, or in pregnant animals',
    url: 'https://www.noahcompendium.co.uk/?id=-450118',
  },
  'spc-prednicare': {
    publisher: 'Animalcare (Prednicare tablets for dogs and cats SPC, via Hyperdrug and imedi)',
    title:
      'Prednisolone: do not use with uncontrolled infections, diabetes, hyperadrenocorticism, osteoporosis, heart failure, severe renal insufficiency, corneal or gut ulceration, glaucoma, or during pregnancy (older SPC: late pregnancy may cause early parturition and abortion); caution with epilepsy, hypertension or previous steroid myopathy',
    url: 'https://hyperdrug.co.uk/prednicare-tablets-prednisolone/',
  },
  'label-prednistab': {
    publisher: 'Lloyd (Prednis-Tab prednisolone tablets US label, via PetSupplies4Less)',
    title:
      'Prednisolone (US): not in viral infections, peptic or corneal ulcer or Cushingoid syndrome; diabetes, osteoporosis, hypertension, heart failure and renal insufficiency need carefully controlled use; in the last third of pregnancy may induce premature parturition, dystocia, fetal death, retained placenta and metritis; cleft palate and other defects in pups',
    url: 'https://www.petsupplies4less.com/Rx-Prednisolone-Prednistab_p_23821.html',
  },
  'label-itrafungol-us': {
    publisher: 'Virbac (Itrafungol oral solution for cats, US safety information)',
    title:
      'Itraconazole for cats (US): not shown safe in pregnant cats, use in pregnant or lactating cats only when benefits outweigh risks; caution with kidney or liver dysfunction; monitor cats with heart disease',
    url: 'https://us.virbac.com/products/supplements/itrafungol-itraconazole-oral-solution-for-cats',
  },
  'plumbs-offlabel-cautions': {
    publisher: "Plumb's Veterinary Drug Handbook (contraindications and precautions sections)",
    title:
      'Human drugs used off label in dogs and cats: kidney and liver dose adjustments, glaucoma, heart disease and seizure cautions',
  },
  'spc-zycortal': {
    publisher:
      'EMA (Zycortal 25 mg/ml prolonged-release suspension for injection for dogs SPC, Annex I)',
    title:
      'Desoxycortone pivalate: contraindicated only with hypersensitivity; rehydrate a dog in Addisonian crisis before starting; caution with congestive heart disease, severe kidney disease, primary liver insufficiency or oedema',
    url: 'https://fdocuments.in/document/annex-i-summary-of-product-characteristics-3-avoid-contact-with-the-eyes-and-skin.html',
  },
  'spc-zycortal-fr': {
    publisher: 'EMA (Zycortal SPC, French Annex I text, section 4.7)',
    title:
      'Desoxycortone pivalate: safety not established in breeding, pregnant or lactating animals; use only after a benefit/risk assessment by the vet',
    url: 'https://studylibfr.com/doc/9966732/zycortal--inn-desoxycortone-pivalate',
  },
} as const satisfies Record<string, SourceDef>;
