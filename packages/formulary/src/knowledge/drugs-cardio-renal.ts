import type { DrugEntry } from './types';

// Heart, blood pressure, kidney and blood-clotting drugs.

const HEART = ['cardiac'] as const;
const BP = ['blood pressure', 'cardiac'] as const;

// prettier-ignore
export const CARDIO_RENAL_DRUGS: readonly DrugEntry[] = [
  // RAAS
  { id: 'enalapril', classes: ['ace-inhibitor'], purposes: BP, aliases: ['enalapril maleate', 'enalaprilat'], brands: ['Enacard', 'Vasotec', 'Enalacare', 'Renitec'] },
  { id: 'benazepril', classes: ['ace-inhibitor'], purposes: ['blood pressure', 'cardiac', 'kidney support'], aliases: ['benazepril hcl', 'benazeprilat'], brands: ['Fortekor', 'Lotensin', 'Benakor', 'Benefortin', 'Vetpril', 'Nelio', 'Banacep', 'Benazecare'] },
  { id: 'ramipril', classes: ['ace-inhibitor'], purposes: BP, brands: ['Vasotop', 'Altace'] },
  { id: 'imidapril', classes: ['ace-inhibitor'], purposes: BP, brands: ['Prilium'] },
  { id: 'lisinopril', classes: ['ace-inhibitor'], purposes: BP, brands: ['Prinivil', 'Zestril', 'Qbrelis'] },
  { id: 'captopril', classes: ['ace-inhibitor'], purposes: BP, brands: ['Capoten'] },
  { id: 'telmisartan', classes: ['arb'], purposes: ['blood pressure', 'kidney support'], brands: ['Semintra', 'Micardis'] },
  { id: 'losartan', classes: ['arb'], purposes: BP, brands: ['Cozaar'] },
  { id: 'irbesartan', classes: ['arb'], purposes: BP, brands: ['Avapro'] },
  // Diuretics
  { id: 'furosemide', classes: ['loop-diuretic'], purposes: ['diuretic', 'cardiac'], aliases: ['frusemide', 'furosemid', 'furosamide'], brands: ['Lasix', 'Salix', 'Frusol', 'Dimazon', 'Diuride', 'Frusedale', 'Furoject', 'Furosoral'] }, // Furosoral: spc-furosoral (tablets for cats and dogs)
  { id: 'torsemide', classes: ['loop-diuretic'], purposes: ['diuretic', 'cardiac'], aliases: ['torasemide'], brands: ['Upcard', 'Demadex', 'Soaanz', 'Isemid'] }, // Isemid: spc-isemid
  { id: 'bumetanide', classes: ['loop-diuretic'], purposes: ['diuretic'], brands: ['Bumex'] },
  { id: 'hydrochlorothiazide', classes: ['thiazide-diuretic'], purposes: ['diuretic', 'blood pressure'], aliases: ['hctz'], brands: ['Microzide', 'HydroDiuril'] },
  { id: 'chlorothiazide', classes: ['thiazide-diuretic'], purposes: ['diuretic'], brands: ['Diuril'] },
  { id: 'spironolactone', classes: ['potassium-sparing-diuretic'], purposes: ['diuretic', 'cardiac'], brands: ['Aldactone', 'Prilactone', 'CaroSpir'] },
  { id: 'amiloride', classes: ['potassium-sparing-diuretic'], purposes: ['diuretic'], brands: ['Midamor'] },
  { id: 'acetazolamide', classes: ['carbonic-anhydrase-inhibitor', 'sulfonamide-nonantimicrobial'], purposes: ['eye', 'diuretic'], brands: ['Diamox'] },
  { id: 'dorzolamide', classes: ['carbonic-anhydrase-inhibitor', 'sulfonamide-nonantimicrobial'], purposes: ['eye'], brands: ['Trusopt'], route: 'ophthalmic' },
  { id: 'brinzolamide', classes: ['carbonic-anhydrase-inhibitor', 'sulfonamide-nonantimicrobial'], purposes: ['eye'], brands: ['Azopt'], route: 'ophthalmic' },
  { id: 'mannitol', classes: ['vasodilator'], purposes: ['diuretic'], brands: ['Osmitrol'] },
  // Inotropes, rate and rhythm
  { id: 'pimobendan', classes: ['inodilator'], purposes: HEART, aliases: ['pimobendane', 'pimobenden'], brands: ['Vetmedin', 'Vetmedin-CA1', 'Cardisure', 'Pimocard', 'Zelys', 'Pimotab'] },
  { id: 'digoxin', classes: ['cardiac-glycoside'], purposes: HEART, brands: ['Lanoxin', 'Cardoxin', 'Digitek'] },
  { id: 'atenolol', classes: ['beta-blocker-selective'], purposes: ['cardiac', 'blood pressure'], brands: ['Tenormin'] },
  { id: 'metoprolol', classes: ['beta-blocker-selective'], purposes: ['cardiac', 'blood pressure'], brands: ['Lopressor', 'Toprol', 'Toprol-XL'] },
  { id: 'esmolol', classes: ['beta-blocker-selective'], purposes: HEART, brands: ['Brevibloc'] },
  { id: 'propranolol', classes: ['beta-blocker-nonselective'], purposes: ['cardiac', 'blood pressure'], brands: ['Inderal', 'InnoPran', 'Hemangeol'] },
  { id: 'sotalol', classes: ['beta-blocker-nonselective', 'antiarrhythmic'], purposes: HEART, brands: ['Betapace', 'Sotacor'] },
  { id: 'carvedilol', classes: ['beta-blocker-nonselective'], purposes: HEART, brands: ['Coreg'] },
  { id: 'timolol', classes: ['beta-blocker-nonselective'], purposes: ['eye'], brands: ['Timoptic', 'Timoptol'], route: 'ophthalmic' },
  { id: 'amlodipine', classes: ['calcium-channel-blocker'], purposes: BP, aliases: ['amlodipine besylate', 'amlodopine', 'amlodipene'], brands: ['Norvasc', 'Amodip', 'Istin', 'Katerzia', 'Norliqva'] },
  { id: 'nifedipine', classes: ['calcium-channel-blocker'], purposes: BP, brands: ['Procardia', 'Adalat'] },
  { id: 'diltiazem', classes: ['ccb-nondihydropyridine', 'cyp3a-inhibitor'], purposes: HEART, brands: ['Cardizem', 'Dilacor', 'Dilacor XR', 'Tiazac', 'Cartia', 'HyperCard'] }, // HyperCard: spc-hypercard (10 mg tablets for cats)
  { id: 'verapamil', classes: ['ccb-nondihydropyridine', 'cyp3a-inhibitor', 'pgp-inhibitor'], purposes: HEART, brands: ['Calan', 'Isoptin', 'Verelan'] },
  { id: 'amiodarone', classes: ['antiarrhythmic', 'pgp-inhibitor'], purposes: HEART, brands: ['Cordarone', 'Pacerone'] },
  { id: 'mexiletine', classes: ['antiarrhythmic'], purposes: HEART, brands: ['Mexitil'] },
  { id: 'procainamide', classes: ['antiarrhythmic'], purposes: HEART, brands: ['Procanbid', 'Pronestyl'] },
  { id: 'quinidine', classes: ['antiarrhythmic', 'pgp-inhibitor'], purposes: HEART, brands: ['Quinidex'] },
  // Vasodilators
  { id: 'hydralazine', classes: ['vasodilator'], purposes: BP, brands: ['Apresoline'] },
  { id: 'sildenafil', classes: ['pde5-inhibitor'], purposes: ['cardiac', 'respiratory'], brands: ['Viagra', 'Revatio'] },
  { id: 'tadalafil', classes: ['pde5-inhibitor'], purposes: ['cardiac'], brands: ['Cialis', 'Adcirca'] },
  { id: 'nitroglycerin', classes: ['nitrate'], purposes: HEART, aliases: ['glyceryl trinitrate', 'nitroglycerine'], brands: ['Nitro-Bid', 'Nitrostat', 'Nitro-Dur'] },
  { id: 'isosorbide', classes: ['nitrate'], purposes: HEART, aliases: ['isosorbide mononitrate', 'isosorbide dinitrate'], brands: ['Isordil', 'Imdur'] },
  { id: 'prazosin', classes: ['alpha1-blocker'], purposes: ['urinary', 'blood pressure'], brands: ['Minipress'] },
  { id: 'phenoxybenzamine', classes: ['alpha1-blocker'], purposes: ['urinary', 'blood pressure'], brands: ['Dibenzyline'] },
  { id: 'tamsulosin', classes: ['alpha1-blocker'], purposes: ['urinary'], brands: ['Flomax'] },
  // Antithrombotics
  { id: 'clopidogrel', classes: ['antiplatelet'], purposes: ['blood clot prevention'], brands: ['Plavix'] },
  { id: 'rivaroxaban', classes: ['anticoagulant'], purposes: ['blood clot prevention'], brands: ['Xarelto'] },
  { id: 'apixaban', classes: ['anticoagulant'], purposes: ['blood clot prevention'], brands: ['Eliquis'] },
  { id: 'warfarin', classes: ['anticoagulant'], purposes: ['blood clot prevention'], brands: ['Coumadin', 'Jantoven'] },
  { id: 'heparin', classes: ['anticoagulant'], purposes: ['blood clot prevention'] },
  { id: 'enoxaparin', classes: ['anticoagulant'], purposes: ['blood clot prevention'], brands: ['Lovenox', 'Clexane'] },
  { id: 'dalteparin', classes: ['anticoagulant'], purposes: ['blood clot prevention'], brands: ['Fragmin'] },
  { id: 'tranexamic acid', classes: ['antifibrinolytic'], purposes: ['blood clot prevention', 'emergency/antidote'], aliases: ['txa'], brands: ['Cyklokapron', 'Lysteda'] },
  { id: 'aminocaproic acid', classes: ['antifibrinolytic'], purposes: ['emergency/antidote'], brands: ['Amicar'] },
  { id: 'epinephrine', classes: ['sympathomimetic'], purposes: ['emergency/antidote'], aliases: ['adrenaline'], brands: ['Adrenalin', 'EpiPen'] },
  { id: 'vasopressin', classes: ['hormone-other'], purposes: ['emergency/antidote'], brands: ['Vasostrict'] },
  { id: 'vitamin k1', classes: ['supplement'], purposes: ['emergency/antidote'], aliases: ['phytonadione', 'phytomenadione', 'vitamin k'], brands: ['Mephyton', 'Veta-K1', 'K1 Chewables', 'Konakion'] },
  // Kidney support
  { id: 'potassium chloride', classes: ['potassium-supplement'], purposes: ['kidney support', 'supplement'], aliases: ['kcl'], brands: ['K-Dur', 'Klor-Con'] },
  { id: 'potassium gluconate', classes: ['potassium-supplement'], purposes: ['kidney support', 'supplement'], brands: ['Tumil-K', 'Renal K+', 'Kaon'] },
  { id: 'potassium citrate', classes: ['potassium-supplement'], purposes: ['urinary', 'kidney support'], brands: ['Urocit-K', 'Polycitra-K'] },
  { id: 'aluminium hydroxide', classes: ['phosphate-binder', 'antacid', 'polyvalent-cation'], purposes: ['kidney support', 'acid reducer'], aliases: ['aluminum hydroxide'], brands: ['Amphojel', 'AlternaGEL'] },
  { id: 'lanthanum carbonate', classes: ['phosphate-binder', 'polyvalent-cation'], purposes: ['kidney support'], aliases: ['lanthanum'], brands: ['Lantharenol', 'Renalzin', 'Fosrenol'] },
  { id: 'sevelamer', classes: ['phosphate-binder'], purposes: ['kidney support'], brands: ['Renvela', 'Renagel'] },
  { id: 'chitosan phosphate binder', classes: ['phosphate-binder', 'polyvalent-cation'], purposes: ['kidney support'], aliases: ['chitosan'], brands: ['Epakitin', 'Ipakitine'] },
  { id: 'calcitriol', classes: ['vitamin-d'], purposes: ['kidney support'], brands: ['Rocaltrol', 'Calcijex'] },
  { id: 'epoetin alfa', classes: ['erythropoiesis-stimulant'], purposes: ['kidney support'], aliases: ['erythropoietin', 'epo'], brands: ['Epogen', 'Procrit'] },
  { id: 'darbepoetin', classes: ['erythropoiesis-stimulant'], purposes: ['kidney support'], aliases: ['darbepoetin alfa'], brands: ['Aranesp'] },
  { id: 'molidustat', classes: ['erythropoiesis-stimulant'], purposes: ['kidney support'], brands: ['Varenzin'] },
];
