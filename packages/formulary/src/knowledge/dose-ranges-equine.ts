import { r, type DoseRange } from './dose-range-row';

// Dose ranges for horses (adults and foals): label doses of equine products and the equine chapters of Plumb’s and the Merck Veterinary Manual. Sources named per row.
// Maxima are the top of the published range (a single label dose where that is all there is), so a
// dose is flagged only well above what vets give. Wormers with a wide margin of safety carry a
// wider tolerance; moxidectin does not (foals and small ponies are poisoned at a few times the dose).
// Fixed per-horse doses (hyaluronate, polysulfated glycosaminoglycan, inhaled ciclesonide) and
// penicillin in international units have no mg/kg maximum; the first two and the diclofenac cream
// (dosed as a ribbon of cream) have rows that give the label dose in `dosedIn`.

const H = ['horse'] as const;

// prettier-ignore
export const EQUINE_DOSE_RANGES: readonly DoseRange[] = [
  // Feed additives: selenium's safe range is narrow (NRC: about 1–3 mg a day needed, 20 mg a day at most for a 500 kg horse, counting feed, hay and supplements together)
  r('selenium', H, undefined, 0.04, 'about 1–3 mg a day for a 500 kg horse from all feeds and supplements; the upper safe intake is 20 mg a day (0.04 mg/kg)', { source: 'nrc-horse-selenium' }),
  // Wormers
  r('ivermectin', H, 0.2, 0.2, '0.2 mg/kg once by mouth (paste), repeated at intervals of weeks to months', {
    tolerance: 2, toxicMgKg: 2, toxicSigns: 'From about 2 mg/kg horses become dull and unsteady and may lose their sight; higher doses cause tremors and coma.', source: 'ivermectin-overdose-pony' }),
  r('moxidectin', H, 0.4, 0.4, '0.4 mg/kg once by mouth (gel), not more often than every 12 weeks', {
    toxicMgKg: 1, toxicSigns: 'Overdoses of about 1 mg/kg and more have caused depression, unsteadiness, tremors, seizures and coma, mostly in foals under 4 months and small ponies.', source: 'khan-moxidectin-equine' }),
  r('praziquantel', H, 2.5, 2.5, '1–2.5 mg/kg once by mouth, with ivermectin or moxidectin', { tolerance: 2, source: 'label-quest-plus' }),
  r('pyrantel', H, 13.2, 13.2, '6.6 mg/kg (pyrantel base) once by mouth; 13.2 mg/kg for tapeworms', { tolerance: 2, source: 'label-strongid' }),
  r('fenbendazole', H, 10, 10, '5 mg/kg once; 10 mg/kg for foals and ascarids, or daily for 5 days against encysted small strongyles', {
    tolerance: 5, source: 'label-panacur-equine' }),
  r('oxibendazole', H, 15, 15, '10 mg/kg once by mouth; 15 mg/kg for threadworms', { source: 'kates-oxibendazole' }),
  // NSAIDs
  r('phenylbutazone', H, 8.8, 8.8, '2.2–4.4 mg/kg once or twice daily; up to 8.8 mg/kg a day for the first day or two, never more than 4 g a day', {
    source: 'cfr-phenylbutazone' }),
  r('suxibuzone', H, 6.25, 12.5, '6.25 mg/kg twice daily for 2 days, then 3.1 mg/kg twice daily, then once daily or less', { source: 'spc-danilon' }),
  r('flunixin', H, 1.1, 1.1, '1.1 mg/kg once daily (or 0.25–0.5 mg/kg several times a day) for up to 5 days', { source: 'label-banamine' }),
  r('firocoxib', H, 0.1, 0.1, '0.1 mg/kg once daily for up to 14 days (a single 0.3 mg/kg loading dose is sometimes given)', {
    maxSingle: 0.3, source: 'label-equioxx' }),
  r('meloxicam', H, 0.6, 0.6, '0.6 mg/kg once daily for up to 14 days', { source: 'spc-metacam-horse' }),
  r('ketoprofen', H, 2.2, 2.2, '2.2 mg/kg intravenously once daily for up to 5 days', { source: 'label-ketofen-equine' }),
  r('vedaprofen', H, 2, 3, '2 mg/kg first, then 1 mg/kg every 12 hours for up to 14 days', { source: 'spc-quadrisol' }),
  r('naproxen', H, 10, 20, '10 mg/kg twice daily for up to 14 days', { source: 'cfr-naproxen-equine' }),
  // Antimicrobials
  r('trimethoprim', H, 5, 10, '5 mg/kg (with 25 mg/kg of the sulfonamide) once or twice daily', { source: 'spc-equibactin' }),
  r('sulfadiazine', H, 25, 50, '20–25 mg/kg (with trimethoprim or pyrimethamine) once or twice daily', { source: 'spc-equibactin' }),
  r('sulfamethoxazole', H, 25, 50, '15–30 mg/kg of trimethoprim-sulfamethoxazole together every 12 hours', { source: 'equine-oral-antibiotics' }),
  r('pyrimethamine', H, 1, 1, '1 mg/kg once daily (with 20 mg/kg sulfadiazine) for equine protozoal myeloencephalitis', { source: 'label-rebalance' }),
  r('ceftiofur', H, 10, 40, '2.2–4.4 mg/kg every 12–24 hours (ceftiofur sodium); 6.6 mg/kg twice, 4 days apart (Excede); foals up to 10 mg/kg every 6–12 hours', {
    source: 'merck-cephalosporin-doses' }),
  r('gentamicin', H, 12, 6.6, '6.6 mg/kg once daily in adults; 12 mg/kg every 36 hours in foals under 2 weeks', { source: 'giguere-equine-antimicrobials' }),
  r('amikacin', H, 25, 25, '10 mg/kg once daily in adults, 25 mg/kg once daily in foals', { source: 'giguere-equine-antimicrobials' }),
  // Up to 10 mg/kg once a day by slow IV or IM injection (UK oxytetracycline SPC, 3–10 mg/kg/24 h).
  r('oxytetracycline', H, 10, 13.2, '5–6.6 mg/kg slowly into the vein every 12 hours, or up to 10 mg/kg once a day', { source: 'giguere-equine-antimicrobials' }),
  r('doxycycline', H, 10, 20, '10 mg/kg by mouth every 12 hours (never into the vein)', { source: 'giguere-equine-antimicrobials' }),
  r('enrofloxacin', H, 7.5, 7.5, '5.5 mg/kg intravenously or 7.5 mg/kg by mouth once daily (adults)', { source: 'giguere-equine-antimicrobials' }),
  r('metronidazole', H, 20, 80, '15–20 mg/kg by mouth 2–4 times a day', { source: 'equine-oral-antibiotics' }),
  r('erythromycin', H, 25, 100, '25 mg/kg by mouth every 6–8 hours (foals)', { source: 'giguere-equine-antimicrobials' }),
  r('azithromycin', H, 10, 10, '10 mg/kg by mouth every 24–48 hours (foals)', { source: 'giguere-equine-antimicrobials' }),
  r('clarithromycin', H, 7.5, 15, '7.5 mg/kg by mouth every 12 hours (foals)', { source: 'giguere-equine-antimicrobials' }),
  r('chloramphenicol', H, 50, 200, '50 mg/kg by mouth every 6–12 hours', { source: 'giguere-equine-antimicrobials' }),
  r('rifampin', H, 10, 10, '5 mg/kg every 12 hours or 10 mg/kg once daily by mouth, with a macrolide for foals', {}),
  // Sedatives and anaesthetics
  // The US label's top is 0.04 mg/kg; the UK Domosedan SPC gives 0.04–0.08 mg/kg (0.4–0.8 mL per 100 kg) for deep sedation, so a dose up to 0.08 is a label dose (issue 22 label-dose sweep).
  r('detomidine', H, 0.08, undefined, '0.02–0.04 mg/kg by injection (US label), up to 0.08 mg/kg for deep sedation (UK SPC), or 0.04 mg/kg under the tongue (gel)', { source: 'spc-domosedan' }),
  r('romifidine', H, 0.12, undefined, '0.04–0.12 mg/kg intravenously', { source: 'label-sedivet' }),
  r('xylazine', H, 2.2, undefined, '1.1 mg/kg intravenously or 2.2 mg/kg intramuscularly', { maxIntravenous: 1.1, source: 'cfr-xylazine' }),
  r('acepromazine', H, 0.088, undefined, '0.044–0.088 mg/kg (2–4 mg per 100 lb) by injection', { source: 'cfr-acepromazine' }),
  r('butorphanol', H, 0.1, undefined, '0.1 mg/kg intravenously, repeated every 3–4 hours if needed', { source: 'label-torbugesic-equine' }),
  r('ketamine', H, 2.2, undefined, '2.2 mg/kg intravenously after sedation, to induce anaesthesia', {}),
  // Stomach and gut
  r('omeprazole', H, 4, 4, '4 mg/kg once daily to treat ulcers, 1–2 mg/kg once daily to prevent them', { source: 'label-gastrogard' }),
  r('ranitidine', H, 6.6, 20, '6.6 mg/kg by mouth every 8 hours', {}),
  r('sucralfate', H, 40, 160, '20–40 mg/kg by mouth every 6–8 hours', {}),
  // Airways, corticosteroids and hormones
  r('clenbuterol', H, 0.0032, 0.0064, '0.0008 mg/kg twice daily, raised step by step to at most 0.0032 mg/kg twice daily', { source: 'label-ventipulmin' }),
  r('ciclesonide', H, 0.0206, 0.0274, 'the same for every horse over 200 kg: 8 puffs (2.744 mg) twice daily for 5 days, then 12 puffs (4.116 mg) once daily for 5 days', {
    routes: ['inhaled'], source: 'label-aservo' }),
  r('dexamethasone', H, 0.1, 0.1, '0.05–0.1 mg/kg once daily, tapered', {}),
  r('prednisolone', H, 2.2, 2.2, '1–2.2 mg/kg by mouth once daily, tapered', {}),
  r('pergolide', H, 0.004, 0.004, '0.002 mg/kg once daily, adjusted up to 0.004 mg/kg', { source: 'label-prascend' }),
  r('levothyroxine', H, 0.1, 0.1, '0.01–0.06 mg/kg a day for low thyroid; about 0.1 mg/kg a day for weight loss in equine metabolic syndrome', { source: 'label-thyro-l' }),
  r('altrenogest', H, 0.044, 0.044, '0.044 mg/kg once daily (1 mL per 110 lb)', { tolerance: 2.1, source: 'label-regu-mate' }),
  // Bone, nerves and muscles
  r('clodronate', H, 1.8, 1.8, '1.8 mg/kg intramuscularly once (at most 900 mg per horse), repeated after months', { source: 'label-osphos' }),
  r('tiludronate', H, 1, 1, '1 mg/kg as a slow intravenous drip, once', { source: 'label-tildren' }),
  r('ponazuril', H, 15, 15, '5 mg/kg once daily for 28 days (15 mg/kg as a first loading dose)', { source: 'label-marquis' }),
  r('diclazuril', H, 1, 1, '1 mg/kg once daily for 28 days', { source: 'label-protazil' }),
  r('isoxsuprine', H, 1.2, 2.4, '0.6–1.2 mg/kg by mouth every 12 hours', {}),
  r('acetazolamide', H, 3, 9, '2.2–3 mg/kg by mouth every 8–12 hours for hyperkalaemic periodic paralysis', { source: 'equine-hypp-acetazolamide' }),
  r('dantrolene', H, 6, 6, '4–6 mg/kg by mouth about 1–2 hours before exercise', { source: 'mckenzie-dantrolene-horses' }),
  // Not used in horses (the species rules put each on the toxic list; these rows are data for coverage and the analysis)
  r('clindamycin', H, undefined, undefined, 'not given to horses', { notUsed: 'Lincosamides by mouth or injection cause severe, often fatal colitis in horses.', source: 'merck-equine-colitis' }),
  r('lincomycin', H, undefined, undefined, 'not given to horses', { notUsed: 'Lincomycin, even as a contaminant of medicated feed, causes severe, often fatal colitis in horses.', source: 'merck-equine-colitis' }),
  r('tylosin', H, undefined, undefined, 'not given to horses', { notUsed: 'Tylosin causes severe colitis in horses.', source: 'merck-equine-colitis' }),
  r('tilmicosin', H, undefined, undefined, 'not given to horses', { notUsed: 'An injection of tilmicosin can be fatal to a horse.', source: 'label-micotil' }),
  r('monensin', H, undefined, undefined, 'never fed to horses', { notUsed: 'Ionophore feed additives destroy heart muscle in horses at a small fraction of the cattle dose.', source: 'merck-ionophores' }),
  r('lasalocid', H, undefined, undefined, 'never fed to horses', { notUsed: 'Ionophore feed additives destroy heart muscle in horses at a small fraction of the cattle dose.', source: 'merck-ionophores' }),
  r('salinomycin', H, undefined, undefined, 'never fed to horses', { notUsed: 'Ionophore feed additives destroy heart muscle in horses at a small fraction of the poultry dose.', source: 'merck-ionophores' }),
  r('narasin', H, undefined, undefined, 'never fed to horses', { notUsed: 'Ionophore feed additives destroy heart muscle in horses at a small fraction of the poultry dose.', source: 'merck-ionophores' }),
  r('maduramicin', H, undefined, undefined, 'never fed to horses', { notUsed: 'Ionophore feed additives destroy heart muscle in horses at a small fraction of the poultry dose.', source: 'merck-ionophores' }),
  // Joint products and a skin cream dosed per horse, joint or ribbon of cream
  r('hyaluronate sodium', H, undefined, undefined, '40 mg (4 mL of a 10 mg/mL solution) into a vein, or 20 mg (2 mL) into a joint, once a week for up to 3 doses', { dosedIn: 'mg per horse or per joint', source: 'spc-hyonate' }),
  r('polysulfated glycosaminoglycan', H, undefined, undefined, '500 mg into a muscle every 4 days for 7 doses (Adequan i.m.); one 250 mg vial into a joint (Adequan i.a.)', { dosedIn: 'mg per horse or per joint', source: 'label-adequan-im' }),
  r('diclofenac', H, undefined, undefined, 'a 5-inch ribbon of 1% cream (about 73 mg of diclofenac) rubbed over the joint twice a day for up to 10 days', { routes: ['topical'], dosedIn: 'inches of 1% cream', source: 'label-surpass' }),
];
