import { drugs } from './catalogue-entry';

// Cat group: heart, blood pressure, anticoagulant, seizure and behavioural drugs.

export const CAT_HEART_NEURO = [
  // source: EMA/FDA labels (Semintra, Fortekor, Amodip); ACVIM hypertension consensus (2018);
  // FAT CAT and SUPERCAT trials (clopidogrel, rivaroxaban); Plumb's
  ...drugs('heart', [
    ['Atenolol', 'Tenormin', ['6.25–12.5 mg once or twice daily']],
    ['Amlodipine', 'Amodip, Norvasc', ['0.625–1.25 mg once daily']],
    [
      'Telmisartan',
      'Semintra',
      ['1 mg/kg once daily (proteinuria)', '2 mg/kg once daily (hypertension)'],
    ],
    ['Benazepril', 'Fortekor', ['0.5–1 mg/kg once daily']],
    ['Enalapril', 'Enacard', ['0.25–0.5 mg/kg once or twice daily']],
    ['Pimobendan', 'Vetmedin', ['0.625–1.25 mg twice daily']],
    ['Furosemide', 'Lasix, Salix', ['1–2 mg/kg every 12–24 hours']],
    ['Torsemide', 'Demadex', ['0.1–0.3 mg/kg once daily']],
    ['Spironolactone', 'Aldactone', ['1–2 mg/kg once daily']],
    ['Diltiazem', 'Cardizem', ['7.5 mg every 8 hours']],
    ['Sotalol', 'Betapace', ['2 mg/kg twice daily']],
    ['Clopidogrel', 'Plavix', ['18.75 mg (1/4 of 75 mg) once daily']],
    ['Rivaroxaban', 'Xarelto', ['2.5 mg once daily']],
    ['Enoxaparin', 'Lovenox', ['1 mg/kg SC every 12 hours']],
  ]),
  // source: Plumb's; ISFM/IVETF guidance on feline epilepsy
  ...drugs('seizure', [
    ['Phenobarbital', 'Luminal', ['1–2.5 mg/kg twice daily']],
    ['Levetiracetam', 'Keppra', ['20 mg/kg every 8 hours', '500 mg ER once daily']],
    ['Zonisamide', 'Zonegran', ['5–10 mg/kg once daily']],
    ['Diazepam', 'Valium', ['0.5–1 mg/kg IV or rectally']],
  ]),
  // source: Bonqat and Feliway labels; Plumb's; AAFP/ISFM feline-friendly handling guidelines
  ...drugs('behavioral', [
    ['Fluoxetine', 'Prozac', ['0.5–1 mg/kg once daily']],
    ['Clomipramine', 'Clomicalm', ['0.25–0.5 mg/kg once daily']],
    ['Paroxetine', 'Paxil', ['0.5–1 mg/kg once daily']],
    ['Amitriptyline', 'Elavil', ['2.5–12.5 mg once daily']],
    ['Buspirone', 'BuSpar', ['2.5–7.5 mg twice daily']],
    ['Trazodone', 'Desyrel', ['50–100 mg 1–2 hours before a visit']],
    ['Pregabalin', 'Bonqat', ['5 mg/kg 90 min before travel']],
    ['Alprazolam', 'Xanax', ['0.125–0.25 mg before event']],
    ['Feline facial pheromone', 'Feliway', ['1 diffuser, replace every 30 days']],
  ]),
];
