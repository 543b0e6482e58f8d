import { drugs } from './catalogue-entry';

// Dog group: heart, seizure and behavioural drugs.

export const DOG_HEART_NEURO = [
  // source: FDA-approved labels (Vetmedin, Enacard, UpCard, Salix); EMA labels (Fortekor,
  // Vasotop, Prilactone); Plumb's Veterinary Drug Handbook for the rest
  ...drugs('heart', [
    ['Pimobendan', 'Vetmedin', ['0.25 mg/kg twice daily']],
    ['Enalapril', 'Enacard, Vasotec', ['0.5 mg/kg once or twice daily']],
    ['Benazepril', 'Fortekor, Lotensin', ['0.25–0.5 mg/kg once daily']],
    ['Ramipril', 'Vasotop', ['0.125 mg/kg once daily']],
    ['Furosemide', 'Lasix, Salix', ['1–4 mg/kg every 8–24 hours']],
    ['Torsemide', 'UpCard, Demadex', ['0.1–0.6 mg/kg once daily']],
    ['Spironolactone', 'Prilactone, Aldactone', ['2 mg/kg once daily']],
    ['Hydrochlorothiazide', 'HydroDIURIL', ['2–4 mg/kg once or twice daily']],
    ['Digoxin', 'Lanoxin', ['0.003–0.005 mg/kg twice daily']],
    ['Diltiazem', 'Cardizem', ['0.5–1.5 mg/kg every 8 hours']],
    ['Atenolol', 'Tenormin', ['0.25–1 mg/kg once or twice daily']],
    ['Sotalol', 'Betapace', ['1–2 mg/kg twice daily']],
    ['Mexiletine', 'Mexitil', ['5–8 mg/kg every 8 hours']],
    ['Amiodarone', 'Cordarone', ['10 mg/kg twice daily for 7 days, then 5 mg/kg daily']],
    ['Amlodipine', 'Norvasc', ['0.1–0.5 mg/kg once daily']],
    ['Telmisartan', 'Micardis', ['1 mg/kg once daily']],
    ['Hydralazine', 'Apresoline', ['0.5–2 mg/kg twice daily']],
    ['Sildenafil', 'Revatio, Viagra', ['1–2 mg/kg every 8–12 hours']],
    ['Nitroglycerin ointment', 'Nitro-Bid', ['1/4–1 inch of 2% on skin every 6–8 hours']],
    ['Clopidogrel', 'Plavix', ['1–2 mg/kg once daily']],
    ['Rivaroxaban', 'Xarelto', ['0.5–1 mg/kg once daily']],
  ]),
  // source: Pexion label; ACVIM consensus on canine epilepsy (2015); Plumb's
  ...drugs('seizure', [
    ['Phenobarbital', 'Luminal, Solfoton', ['2–3 mg/kg twice daily']],
    ['Potassium bromide', 'K-BroVet', ['20–40 mg/kg once daily']],
    ['Levetiracetam', 'Keppra', ['20 mg/kg every 8 hours', '30 mg/kg twice daily (ER)']],
    ['Zonisamide', 'Zonegran', ['5–10 mg/kg twice daily']],
    ['Imepitoin', 'Pexion', ['10–30 mg/kg twice daily']],
    ['Diazepam', 'Valium', ['0.5–1 mg/kg IV or rectally']],
    ['Clorazepate', 'Tranxene', ['0.5–1 mg/kg twice daily']],
    ['Topiramate', 'Topamax', ['5–10 mg/kg twice daily']],
  ]),
  // source: FDA-approved labels (Reconcile, Clomicalm, Anipryl, Sileo); Plumb's
  ...drugs('behavioral', [
    ['Fluoxetine', 'Reconcile, Prozac', ['1–2 mg/kg once daily']],
    ['Clomipramine', 'Clomicalm', ['2–4 mg/kg once daily or divided']],
    ['Sertraline', 'Zoloft', ['1–3 mg/kg once daily']],
    ['Paroxetine', 'Paxil', ['0.5–2 mg/kg once daily']],
    ['Amitriptyline', 'Elavil', ['1–2 mg/kg twice daily']],
    ['Trazodone', 'Desyrel', ['3–5 mg/kg 1–2 hours before event', '50 mg tablet']],
    ['Selegiline', 'Anipryl', ['1 mg/kg once daily in the morning']],
    [
      'Dexmedetomidine oromucosal gel',
      'Sileo',
      ['125 mcg/m² on the gums, up to 5 times per event'],
    ],
    ['Alprazolam', 'Xanax', ['0.02–0.1 mg/kg before event']],
    ['Buspirone', 'BuSpar', ['1 mg/kg twice daily']],
    ['Clonidine', 'Catapres', ['0.01–0.05 mg/kg 1.5–2 hours before event']],
    [
      'Dog appeasing pheromone',
      'Adaptil',
      ['1 diffuser, replace every 30 days', '1 collar (4 weeks)'],
    ],
  ]),
];
