// Sources read for the cardio-renal part of the drug–drug interaction ledger (issue 22, ddi9): the
// interaction paragraphs of veterinary cardiology client handouts and compounding-pharmacy
// monographs for drugs used off label in dogs and cats. Spread into SOURCES by sources.ts, so every
// id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const DDI_C_SOURCES = {
  'cvca-clopidogrel-interactions': {
    publisher:
      'CVCA Cardiac Care for Pets (veterinary cardiology practice): clopidogrel drug handout',
    title:
      'Clopidogrel: more bleeding risk with aspirin, coumadin or NSAIDs (Rimadyl, Deramaxx, Metacam), though commonly given with aspirin; omeprazole lowers its effect; it raises torsemide levels',
    url: 'https://www.cvcaresidenttestprep.com/drug-handouts/clopidogrel/',
  },
  'ecvh-clopidogrel-interactions': {
    publisher: 'East Coast Heart Vet (veterinary cardiology service): clopidogrel drug information',
    title:
      'Clopidogrel: more bleeding with aspirin and NSAIDs; amlodipine, diltiazem and omeprazole may reduce its effect; can be used safely with heparins (enoxaparin); may raise torsemide levels',
    url: 'https://www.eastcoastheartvet.ca/clopidogrel/',
  },
  'cvca-diltiazem-interactions': {
    publisher:
      'CVCA Cardiac Care for Pets (veterinary cardiology practice): diltiazem drug handout',
    title:
      'Diltiazem: more risk of a slow heart rate and low blood pressure with beta-blockers (atenolol), amlodipine, acepromazine or ACE inhibitors; raises the effect of benzodiazepines and cyclosporine; the cardiologists allow for these when prescribing',
    url: 'https://www.cvcaresidenttestprep.com/drug-handouts/diltiazem/',
  },
  'cvca-atenolol-interactions': {
    publisher: 'CVCA Cardiac Care for Pets (veterinary cardiology practice): atenolol drug handout',
    title:
      'Atenolol: more risk of a slow heart rate or low blood pressure with acepromazine, amlodipine, diltiazem, enalapril or benazepril; the cardiologists allow for these when prescribing',
    url: 'https://cvcaresidenttestprep.com/?p=3753',
  },
  'ecvh-sildenafil-interactions': {
    publisher: 'East Coast Heart Vet (veterinary cardiology service): sildenafil drug information',
    title:
      'Sildenafil: risk of low blood pressure with other vasodilators (amlodipine, ACE inhibitors), with blood pressure checks advised; phenobarbital may lower and some antifungals raise its levels',
    url: 'https://www.eastcoastheartvet.ca/sildenafil/',
  },
  'rockridge-amlodipine-interactions': {
    publisher: 'Rockridge Pharmacy (veterinary compounding monograph): amlodipine',
    title:
      'Amlodipine: care with other drugs that lower blood pressure (excessive hypotension); grapefruit juice can raise its levels',
    url: 'https://www.rockridgepharmacy.com/vet-compounding/amlodipine',
  },
  'wedgewood-amlodipine-combinations': {
    publisher: 'Wedgewood Pharmacy (Ware: amlodipine for veterinary use, professional monograph)',
    title:
      'Amlodipine is a first-line treatment of hypertension in cats and can be combined with ACE inhibitors and beta-blockers',
    url: 'https://www.wedgewoodpharmacy.com/learning-center/professional-monographs/amlodipine-for-veterinary-use.html',
  },
  'cb-omeprazole-monograph': {
    publisher: 'Clinician’s Brief (omeprazole drug monograph, Prescriber Highlights)',
    title:
      'Omeprazole: may lower the absorption of drugs needing stomach acid (ampicillin, ketoconazole, iron) and of oral vitamin B12; may reduce clopidogrel activation; may prolong benzodiazepine effects; may slow cyclosporine breakdown; may increase warfarin effect and digoxin absorption; rifampin lowers its levels',
    url: 'https://cliniciansbrief.com/article/omeprazole',
  },
  'trepanier-top-ten-interactions': {
    publisher:
      'WSAVA World Congress Proceedings 2008, via VIN (Trepanier: Top ten potential drug interactions in dogs and cats)',
    title:
      'Sucralfate binds many drugs in the gut: fluoroquinolones poorly absorbed even hours later, tetracycline and doxycycline markedly reduced, H2 blockers only delayed (staggering probably not needed), theophylline, digoxin and azithromycin named too',
    url: 'https://vin.com/apputil/content/defaultadv1.aspx?catId=32736&id=3866571&pId=11268',
  },
  'trepanier-survival-guide': {
    publisher:
      'Clinician’s Brief (Trepanier: Survival guide, common drug interactions in small animal medicine, 2017)',
    title:
      'Sucralfate lowers the bioavailability of ciprofloxacin, doxycycline and minocycline in dogs: give the antibiotic 2 hours before, not after, sucralfate',
    url: 'https://www.cliniciansbrief.com/article/survival-guide-common-drug-interactions-small-animal-medicine',
  },
  'catdoctor-ondansetron': {
    publisher: 'The Cat Doctor (veterinary practice): ondansetron medication page',
    title:
      'Ondansetron in cats: well tolerated; probably should not be given with cisapride or just before a general anaesthetic',
    url: 'https://thecatdoctor.co.uk/medications/ondansetron/',
  },
  'cvca-digoxin-interactions': {
    publisher: 'CVCA Cardiac Care for Pets (veterinary cardiology practice): digoxin drug handout',
    title:
      'Digoxin: more toxicity risk with kidney disease, herding breeds (MDR1) and low potassium; antacids, kaolin-pectin, certain chemotherapy drugs and metoclopramide may lower digoxin levels, and some drugs raise them',
    url: 'https://cvcaresidenttestprep.com/drug-handouts/digoxin',
  },
  'wedgewood-digoxin': {
    publisher: 'Wedgewood Pharmacy (digoxin for dogs and cats, monograph)',
    title:
      'Digoxin is usually used with diuretics and ACE inhibitors in heart failure; narrow margin of safety, so serum levels are followed',
    url: 'https://wedgewood.com/medications/digoxin',
  },
  'provet-metoclopramide-interactions': {
    publisher:
      'Provet (UK veterinary information service): metoclopramide interactions and side effects (2013)',
    title:
      'Metoclopramide: opposes the gut effect of opioid and antimuscarinic drugs; speeds the absorption of aspirin and paracetamol; opposes bromocriptine on prolactin; dexamethasone adds to its anti-vomiting effect; with phenothiazines more nervous-system side effects',
    url: 'https://www.provet.co.uk/health/diseases/metoclopramide.htm',
  },
  'ecvh-hydrochlorothiazide-interactions': {
    publisher:
      'East Coast Heart Vet (veterinary cardiology service): hydrochlorothiazide drug information',
    title:
      'Hydrochlorothiazide: potassium loss may raise the risk of digoxin toxicity; NSAIDs may reduce its diuretic effect and raise the risk to the kidneys; may increase insulin needs in diabetic patients',
    url: 'https://www.eastcoastheartvet.ca/hydrochlorothiazide/',
  },
  'texaswest-propranolol': {
    publisher: 'Texas West Veterinary Hospital: propranolol client drug information',
    title:
      'Propranolol: use with extreme caution in pets taking digoxin, in diabetic pets (it masks the signs of low blood sugar), and in heart failure, slow heart rates, hyperthyroidism or asthma',
    url: 'https://www.texaswestveterinarian.com/propranolol/',
  },
  'ecvh-sotalol-interactions': {
    publisher: 'East Coast Heart Vet (veterinary cardiology service): sotalol drug information',
    title:
      'Sotalol: should not be used with amiodarone (pro-arrhythmic); antacids reduce its absorption (separate by 1-2 hours); azithromycin may raise the risk of toxicity; caution with erythromycin, fluoroquinolones and digoxin (arrhythmias)',
    url: 'https://www.eastcoastheartvet.ca/sotalol/',
  },
  'cvca-sotalol-interactions': {
    publisher: 'CVCA Cardiac Care for Pets (veterinary cardiology practice): sotalol drug handout',
    title:
      'Sotalol: cisapride, acepromazine, quinidine, procainamide and tricyclic antidepressants carry a small risk of worsening arrhythmia; verapamil and diltiazem may lower blood pressure and heart rate; often combined with mexiletine or digoxin',
    url: 'https://cvcaresidenttestprep.com/drug-handouts/sotalol',
  },
  'mims-apo-hydralazine-interactions': {
    publisher: 'MIMS Singapore (Apo-Hydralazine full prescribing information: drug interactions)',
    title:
      'Hydralazine: diuretics and other antihypertensives add to its fall in blood pressure (used to advantage, with careful dose adjustment); MAO inhibitors should be used with caution, as together they can markedly lower blood pressure; it may reduce the pressor response to epinephrine',
    url: 'https://www.mims.com/singapore/drug/info/apo-hydralazine/drug-interactions',
  },
  'rockridge-prazosin-interactions': {
    publisher: 'Rockridge Pharmacy (veterinary compounding monograph): prazosin',
    title:
      'Prazosin: avoid other drugs that lower blood pressure such as beta-blockers, sildenafil, verapamil and nifedipine; clonidine may reduce its effect; not for animals with low blood pressure or severe kidney disease',
    url: 'https://rockridgepharmacy.com/vet-compounding/prazosin',
  },
  'pharmacy-solutions-ursodiol': {
    publisher:
      'Pharmacy Solutions (rxcompound.com): ursodiol in cholestasis and hepatic disease, citing Plumb’s',
    title:
      'Ursodiol: aluminium-containing antacids and cholestyramine bind ursodiol and lower its effect; well tolerated in dogs and cats, but contraindicated in hindgut fermenters such as rabbits',
    url: 'https://rxcompound.com/ursodiol-in-cholestasis-and-hepatic-disease/',
  },
} as const satisfies Record<string, SourceDef>;
