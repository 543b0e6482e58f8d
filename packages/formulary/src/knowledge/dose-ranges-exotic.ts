import { r, type DoseRange } from './dose-range-row';
import type { Species } from './types';

// The exotic formulary: dose ranges for rabbits, guinea pigs, small rodents, ferrets, birds and reptiles (Carpenter’s Exotic Animal Formulary and peer-reviewed papers), or ‘not used’ where the references say so. Sources named per row.
// Each maximum is the upper end of the published range (exotic doses are often far above dog and cat doses). Rows for a species and drug already in dose-ranges.ts (meloxicam, enrofloxacin and ivermectin in rabbits and birds, trimethoprim-sulfamethoxazole in rabbits) are not repeated: the first row found wins.

const RB: readonly Species[] = ['rabbit'];
const GP: readonly Species[] = ['guinea-pig'];
const SR: readonly Species[] = ['small-rodent'];
const RODENTS: readonly Species[] = ['guinea-pig', 'small-rodent'];
const FE: readonly Species[] = ['ferret'];
const BI: readonly Species[] = ['bird'];
const TO: readonly Species[] = ['tortoise'];
const LI: readonly Species[] = ['lizard'];
const SN: readonly Species[] = ['snake'];
const LS: readonly Species[] = ['lizard', 'snake'];
const REP: readonly Species[] = ['tortoise', 'lizard', 'snake'];
const MAMMALS: readonly Species[] = ['rabbit', 'guinea-pig', 'small-rodent', 'ferret'];

// prettier-ignore
export const EXOTIC_DOSE_RANGES: readonly DoseRange[] = [
  // Fluoroquinolones
  r('enrofloxacin', RODENTS, 20, 40, '5–20 mg/kg every 12–24 hours (Baytril label for rodents: 10 mg/kg once daily)', { source: 'carpenter-exotics' }),
  r('enrofloxacin', FE, 20, 40, '5–20 mg/kg every 12–24 hours', { source: 'carpenter-exotics' }),
  r('enrofloxacin', REP, 10, 10, '5–10 mg/kg every 24–48 hours (Baytril label 5 mg/kg); 5 mg/kg every 12 hours in star tortoises', { source: 'enrofloxacin-star-tortoises' }),
  r('marbofloxacin', RB, 7, 14, '2–5 mg/kg once daily; 7 mg/kg twice daily for 14 days was well tolerated in pet rabbits', { source: 'marbofloxacin-rabbits' }),
  r('ciprofloxacin', FE, 30, 30, '10–30 mg/kg once daily', { source: 'carpenter-ferrets' }),
  r('ciprofloxacin', REP, 11, 11, '10 mg/kg every 48 hours (pythons 11 mg/kg every 2–3 days)', { source: 'merck-reptile-antimicrobials' }),
  // Potentiated sulfonamides (dosed as the combined product)
  r('trimethoprim-sulfamethoxazole', RODENTS, 30, 60, '15–30 mg/kg every 12 hours', { source: 'carpenter-exotics' }),
  r('trimethoprim-sulfadiazine', [...RB, ...RODENTS], 30, 60, '15–30 mg/kg every 12 hours', { source: 'carpenter-exotics' }),
  r('trimethoprim-sulfamethoxazole', FE, 30, 60, '15–30 mg/kg every 12 hours', { source: 'carpenter-exotics' }),
  r('trimethoprim-sulfadiazine', FE, 30, 60, '15–30 mg/kg every 12 hours', { source: 'carpenter-exotics' }),
  r('trimethoprim-sulfamethoxazole', REP, 30, 30, '30 mg/kg once daily for 2 days, then every 48 hours', { source: 'carpenter-reptiles' }),
  r('trimethoprim-sulfadiazine', REP, 30, 30, '30 mg/kg once daily for 2 days, then every 48 hours', { source: 'carpenter-reptiles' }),
  // Tetracyclines and macrolides
  r('doxycycline', RB, 5, 10, '2.5–5 mg/kg every 12 hours', { source: 'carpenter-exotics' }),
  r('doxycycline', GP, 5, 10, '2.5–5 mg/kg every 12 hours', { source: 'carpenter-exotics' }),
  r('doxycycline', SR, 10, 20, '2.5–10 mg/kg every 12 hours (rats with mycoplasmosis at the upper end)', { source: 'carpenter-exotics' }),
  r('doxycycline', FE, 10, 20, '5–10 mg/kg every 12 hours', { source: 'carpenter-exotics' }),
  r('doxycycline', BI, 50, 50, '25–50 mg/kg once daily for 45 days for psittacosis (25 mg/kg in African greys, cockatoos and macaws; 40–50 mg/kg in cockatiels and Amazons)', { source: 'nasphv-psittacosis' }),
  r('azithromycin', RB, 30, 30, '15–30 mg/kg once daily', { source: 'carpenter-exotics' }),
  r('azithromycin', FE, 5, 5, '5 mg/kg once daily', { source: 'carpenter-ferrets' }),
  r('azithromycin', SN, 10, 10, '10 mg/kg every 3–7 days (ball pythons)', { source: 'merck-reptile-antimicrobials' }),
  r('clarithromycin', FE, 50, 50, '12.5 mg/kg every 8–12 hours, or 50 mg/kg a day (once or divided) for Helicobacter', { source: 'carpenter-ferrets' }),
  // Amphenicols and nitroimidazoles
  r('chloramphenicol', RB, 50, 150, '30–50 mg/kg every 8–24 hours', { source: 'carpenter-exotics' }),
  r('chloramphenicol', RODENTS, 50, 150, '30–50 mg/kg every 8–12 hours', { source: 'carpenter-exotics' }),
  r('chloramphenicol', FE, 50, 100, '25–50 mg/kg every 12 hours', { source: 'carpenter-ferrets' }),
  r('chloramphenicol', REP, 50, 100, '20–40 mg/kg once daily in most species; 50 mg/kg every 12–72 hours in snakes, by species', { source: 'merck-reptile-antimicrobials' }),
  r('metronidazole', RB, 20, 40, '20 mg/kg every 12 hours', { source: 'carpenter-exotics' }),
  r('metronidazole', RODENTS, 40, 40, '10–40 mg/kg once daily, or 10–20 mg/kg every 12 hours (chinchillas eat less at 20 mg/kg twice daily)', { source: 'carpenter-exotics' }),
  r('metronidazole', FE, 20, 60, '15–20 mg/kg every 8–12 hours (with amoxicillin for Helicobacter)', { source: 'carpenter-exotics' }),
  r('metronidazole', LI, 200, 50, '40–100 mg/kg once, repeated in 10–14 days (up to 200 mg/kg in geckos); daily courses up to 50 mg/kg; neurological signs above 200 mg/kg', { source: 'reptile-metronidazole' }),
  r('metronidazole', TO, 100, 50, '40–100 mg/kg once, repeated in 10–14 days; daily courses up to 50 mg/kg', { source: 'reptile-metronidazole' }),
  r('metronidazole', SN, 100, 50, '40–100 mg/kg once, repeated in 10–14 days; king, milk, indigo snakes and Uracoan rattlers 40 mg/kg only (deaths at 100 mg/kg); daily courses up to 50 mg/kg', { source: 'reptile-metronidazole' }),
  // Beta-lactams (ferrets, birds and reptiles; never by mouth in hindgut fermenters)
  r('amoxicillin', FE, 30, 90, '20 mg/kg every 12 hours; 30 mg/kg every 8 hours for Helicobacter', { source: 'carpenter-ferrets' }),
  r('amoxicillin-clavulanate', FE, 25, 75, '13–25 mg/kg every 8–12 hours', { source: 'carpenter-ferrets' }),
  r('amoxicillin-clavulanate', BI, 250, 500, '125 mg/kg every 6–12 hours in most species; up to 250 mg/kg in doves', { source: 'carpenter-birds' }),
  r('amoxicillin', REP, 22, 44, '22 mg/kg by mouth every 12–24 hours, usually with an aminoglycoside', { source: 'carpenter-reptiles' }),
  r('ampicillin', FE, 30, 90, '5–30 mg/kg every 8–12 hours', { source: 'carpenter-ferrets' }),
  r('ampicillin', TO, 50, 100, '20–50 mg/kg every 12–24 hours (tortoises 50 mg/kg every 12 hours)', { source: 'merck-reptile-antimicrobials' }),
  r('ampicillin', LS, 20, 40, '10–20 mg/kg every 12 hours', { source: 'merck-reptile-antimicrobials' }),
  r('cephalexin', FE, 30, 90, '15–30 mg/kg every 8–12 hours', { source: 'carpenter-ferrets' }),
  r('cefadroxil', FE, 20, 40, '15–20 mg/kg every 12 hours', { source: 'carpenter-ferrets' }),
  r('cefovecin', FE, 8, 8, '8 mg/kg by injection every 2–3 days', { source: 'carpenter-ferrets' }),
  r('ceftazidime', REP, 40, 40, '20–40 mg/kg by injection every 2–3 days', { source: 'merck-reptile-antimicrobials' }),
  r('ceftiofur', TO, 4, 4, '2.2–4 mg/kg once daily', { source: 'merck-reptile-antimicrobials' }),
  r('ceftiofur', LI, 5, 5, '5 mg/kg once daily', { source: 'merck-reptile-antimicrobials' }),
  r('ceftiofur', SN, 2.2, 2.2, '2.2 mg/kg every 48 hours', { source: 'merck-reptile-antimicrobials' }),
  r('clindamycin', FE, 12.5, 25, '5.5–10 mg/kg every 12 hours; 12.5 mg/kg for toxoplasmosis', { source: 'carpenter-ferrets' }),
  r('clindamycin', REP, 5, 10, '5 mg/kg by mouth every 12 hours', { source: 'merck-reptile-antimicrobials' }),
  // Aminoglycosides (keep the patient hydrated)
  r('amikacin', FE, 16, 30, '8–16 mg/kg a day divided every 8–24 hours, or 10–15 mg/kg every 12 hours', { source: 'carpenter-ferrets' }),
  r('amikacin', BI, 30, 60, '10–15 mg/kg every 8–12 hours; 15–30 mg/kg every 12–24 hours in some species', { source: 'carpenter-birds' }),
  r('amikacin', REP, 5, 5, '5 mg/kg once, then 2.5 mg/kg every 72 hours (tortoises 5 mg/kg every 48 hours)', { source: 'merck-reptile-antimicrobials' }),
  // Antiparasitics
  r('fenbendazole', RB, 20, 20, '20 mg/kg once daily for 9 days (prevention) or 28 days (treatment of E. cuniculi); 3 times this dose for 30 days caused no harm', { source: 'label-panacur-rabbit' }),
  r('fenbendazole', REP, 100, 100, '50–100 mg/kg by mouth, repeated in 2 weeks; 100 mg/kg every 48 hours for 3 doses for ascarids', { source: 'carpenter-reptiles' }),
  r('ivermectin', RODENTS, 0.5, 0.5, '0.2–0.5 mg/kg, repeated every 7–14 days', { source: 'carpenter-exotics' }),
  r('ivermectin', FE, 0.4, 0.4, '0.05–0.2 mg/kg monthly for heartworm prevention; up to 0.4 mg/kg for ear mites', { source: 'carpenter-exotics' }),
  r('ivermectin', LS, 0.2, 0.2, '0.2 mg/kg, repeated in 2 weeks (not in skinks or indigo snakes)', { source: 'carpenter-reptiles' }),
  r('ivermectin', TO, undefined, undefined, 'never used in tortoises and turtles', { notUsed: 'Ivermectin paralyses and kills tortoises and turtles, even at lizard and snake doses.', source: 'ivermectin-chelonians' }),
  r('milbemycin', FE, 2.33, 2.33, '1.15–2.33 mg/kg by mouth monthly for heartworm prevention', { source: 'tvp-ferret-heartworm' }),
  r('selamectin', FE, 18, 18, '6–18 mg/kg on the skin every 30 days', { source: 'tvp-ferret-heartworm' }),
  r('selamectin', RB, 18, 18, '6–18 mg/kg on the skin every 7–30 days', { source: 'carpenter-exotics' }),
  r('imidacloprid', FE, 80, 80, 'one 0.4 mL cat pipette per ferret (about 20–80 mg/kg) on the skin monthly', { source: 'label-advantage-multi-ferret' }),
  r('praziquantel', [...MAMMALS, ...BI, ...REP], 10, 10, '5–10 mg/kg, repeated in 10–14 days; wide safety margin', { tolerance: 2, source: 'carpenter-exotics' }),
  r('levamisole', TO, 5, 5, '5 mg/kg by injection, repeated in 2 weeks; very narrow safety margin', { source: 'carpenter-reptiles' }),
  r('levamisole', LS, 10, 10, '10 mg/kg by injection, repeated in 2 weeks; very narrow safety margin', { source: 'carpenter-reptiles' }),
  r('toltrazuril', BI, 7, 7, '7 mg/kg a day for 2 days in the drinking water (chickens and turkeys)', { source: 'label-baycox-poultry' }),
  // Analgesics
  r('meloxicam', GP, 1.5, undefined, 'label: 0.2 mg/kg on day 1, then 0.1 mg/kg once daily; single doses up to 1.5 mg/kg by mouth have been studied', { source: 'meloxicam-guinea-pig-pk' }),
  r('meloxicam', SR, 2, 2, '0.2–2 mg/kg once daily (rats and mice at the upper end)', { source: 'carpenter-exotics' }),
  r('meloxicam', FE, 0.3, 0.3, '0.1–0.3 mg/kg once daily', { source: 'bvna-ferret-analgesia' }),
  r('meloxicam', REP, 0.4, 0.4, '0.1–0.4 mg/kg every 24–48 hours', { source: 'merck-reptile-analgesics' }),
  r('buprenorphine', RB, 0.05, 0.2, '0.01–0.05 mg/kg every 6–12 hours', { source: 'rabbit-evidence-base' }),
  r('buprenorphine', GP, 0.05, 0.15, '0.01–0.05 mg/kg every 8–12 hours', { source: 'carpenter-exotics' }),
  r('buprenorphine', SR, 0.1, 0.4, '0.01–0.1 mg/kg every 6–12 hours (rats and mice 0.05–0.1 mg/kg)', { source: 'carpenter-exotics' }),
  r('buprenorphine', FE, 0.03, 0.09, '0.01–0.03 mg/kg every 8–12 hours', { source: 'carpenter-exotics' }),
  r('buprenorphine', BI, 2, undefined, '0.25–0.5 mg/kg every 6 hours; 2 mg/kg studied in Amazon parrots without side effects', { source: 'buprenorphine-amazons' }),
  r('butorphanol', RB, 0.5, undefined, '0.1–0.5 mg/kg by injection every 2–4 hours', { source: 'carpenter-exotics' }),
  r('butorphanol', RODENTS, 2, undefined, '0.2–2 mg/kg by injection every 2–4 hours', { source: 'carpenter-exotics' }),
  r('butorphanol', FE, 0.5, 1.5, '0.05–0.5 mg/kg every 8–12 hours', { source: 'carpenter-exotics' }),
  r('butorphanol', BI, 4, undefined, '0.5–4 mg/kg by injection every 1–4 hours', { source: 'avian-analgesia-wsava' }),
  r('butorphanol', SN, 20, 20, 'up to 20 mg/kg by injection (corn snakes)', { source: 'merck-reptile-analgesics' }),
  r('butorphanol', [...LI, ...TO], undefined, undefined, 'not an analgesic in bearded dragons or red-eared sliders', { notUsed: 'Butorphanol gave no pain relief in bearded dragons or red-eared sliders; reptile vets use morphine, hydromorphone or tramadol.', source: 'merck-reptile-analgesics' }),
  r('tramadol', BI, 30, 120, 'raptors 5–11 mg/kg every 12 hours; parrots 15–30 mg/kg every 6 hours', { source: 'avian-analgesia-wsava' }),
  r('tramadol', TO, 10, 10, '5–10 mg/kg by mouth every 2–3 days (red-eared sliders)', { source: 'merck-reptile-analgesics' }),
  r('hydromorphone', BI, 0.6, 2.4, '0.6 mg/kg by injection every 6 hours', { source: 'avian-analgesia-wsava' }),
  r('hydromorphone', TO, 0.5, 0.5, '0.5 mg/kg by injection once daily', { source: 'merck-reptile-analgesics' }),
  r('morphine', TO, 5, 5, '1–5 mg/kg by injection once daily (red-eared sliders; depresses breathing)', { source: 'merck-reptile-analgesics' }),
  r('morphine', LI, 10, 10, '10 mg/kg by injection once daily (bearded dragons)', { source: 'merck-reptile-analgesics' }),
  r('morphine', SN, undefined, undefined, 'not an analgesic in snakes', { notUsed: 'Morphine does not relieve pain in snakes.', source: 'merck-reptile-analgesics' }),
  r('carprofen', REP, 4, 4, '1–4 mg/kg once daily', { source: 'reptile-analgesia-lawton' }),
  r('ketoprofen', REP, 2, 2, '2 mg/kg by injection once daily', { source: 'reptile-analgesia-lawton' }),
  r('ketoprofen', BI, undefined, undefined, 'not recommended in birds', { notUsed: 'Ketoprofen has killed male eiders and caused kidney damage in budgerigars within a week; meloxicam is the bird NSAID.', notUsedRisk: 'Medium', source: 'bsava-pain-birds' }),
  // Gut
  r('metoclopramide', RB, 1, 4, '0.2–1 mg/kg every 6–8 hours', { source: 'carpenter-exotics' }),
  r('cisapride', SR, 10, 20, '0.5 mg/kg every 8–12 hours; 10 mg/kg every 12 hours studied in chinchillas without side effects', { source: 'cisapride-chinchillas' }),
  r('ranitidine', RB, 5, 10, '2–5 mg/kg every 12 hours', { source: 'carpenter-exotics' }),
  r('ranitidine', FE, 3.5, 7, '3.5 mg/kg every 12 hours', { source: 'carpenter-exotics' }),
  r('famotidine', FE, 0.5, 0.5, '0.25–0.5 mg/kg once daily', { source: 'carpenter-exotics' }),
  r('loperamide', RODENTS, 0.1, 0.3, '0.1 mg/kg every 8 hours; short courses only (gut stasis)', { source: 'carpenter-rodents' }),
  // Antifungals
  r('itraconazole', BI, 10, 20, '5–10 mg/kg once or twice daily; African grey parrots no more than 5 mg/kg once daily', { source: 'avian-antifungals' }),
  r('voriconazole', BI, 21, 42, '10–21 mg/kg every 12 hours (most birds 12–18 mg/kg)', { source: 'voriconazole-psittacines' }),
  r('terbinafine', BI, 15, 30, '10–15 mg/kg every 12–24 hours; a single 60 mg/kg dose was tolerated by Amazon parrots', { maxSingle: 60, source: 'terbinafine-amazons' }),
  r('amphotericin b', BI, 1.5, 4.5, '1.5 mg/kg into a vein every 8 hours for 3–7 days', { source: 'avian-antifungals' }),
  // Hormones, heart and metabolism
  r('prednisone', FE, 2, 4, '0.5–2 mg/kg every 12 hours for insulinoma', { source: 'msd-ferret-endocrine' }),
  r('prednisolone', FE, 2, 4, '0.5–2 mg/kg every 12 hours for insulinoma (as for prednisone)', { source: 'msd-ferret-endocrine' }),
  r('diazoxide', FE, 30, 60, '5–30 mg/kg every 12 hours for insulinoma', { source: 'msd-ferret-endocrine' }),
  r('leuprolide', GP, 0.3, 0.3, '0.2–0.3 mg/kg depot injection every 28 days for ovarian cysts', { maxSingle: 0.3, source: 'carpenter-rodents' }),
  r('furosemide', FE, 4, 16, '1–4 mg/kg every 6–24 hours', { source: 'tvp-ferret-heartworm' }),
  r('benazepril', FE, 0.5, 0.5, '0.25–0.5 mg/kg once daily', { source: 'tvp-ferret-heartworm' }),
  r('enalapril', [...RB, ...FE], 0.5, 0.5, '0.25–0.5 mg/kg every 24–48 hours', { source: 'carpenter-exotics' }),
  r('pimobendan', FE, 1.25, 2.5, '0.5–1.25 mg/kg every 12 hours', { source: 'tvp-ferret-heartworm' }),
  r('pimobendan', RB, 0.3, 0.6, '0.1–0.3 mg/kg every 12–24 hours', { source: 'carpenter-exotics' }),
  r('midazolam', FE, 0.3, undefined, '0.1–0.3 mg/kg by injection to calm a ferret in heart failure', { source: 'tvp-ferret-heartworm' }),
  r('edetate calcium disodium', BI, 40, 80, '35–40 mg/kg by injection every 12 hours for 5 days (lead or zinc poisoning)', { source: 'cedta-cockatiels' }),
  r('vitamin c', GP, 50, 50, '10–30 mg/kg a day to maintain; up to 50 mg/kg a day for deficiency (over 150 mg/kg routinely can worsen joint disease)', { tolerance: 2.5, source: 'guinea-pig-vitamin-c' }),
  // Behaviour and seizures (birds)
  r('amitriptyline', BI, 5, 10, '1–5 mg/kg every 12–24 hours for feather damaging', { toxicMgKg: 9, toxicSigns: 'At 9 mg/kg an African grey parrot reached toxic blood levels with regurgitation, wobbliness and dullness.', source: 'amitriptyline-psittacines' }),
  r('buspirone', BI, 0.5, 1, '0.5 mg/kg every 12 hours', { source: 'carpenter-birds' }),
  r('zonisamide', BI, 20, 40, '20 mg/kg every 12 hours (Amazon parrots)', { source: 'zonisamide-amazons' }),
  // Not used: the species rule says why; these rows keep the formulary complete for the analysis
  r('clindamycin', [...RB, ...RODENTS], undefined, undefined, 'never given to rabbits, guinea pigs or small rodents', { notUsed: 'Lincosamides cause fatal Clostridium enterotoxaemia in hindgut fermenters.', source: 'carpenter-exotics' }),
  r('lincomycin', [...RB, ...RODENTS], undefined, undefined, 'never given to rabbits, guinea pigs or small rodents', { notUsed: 'Lincosamides cause fatal Clostridium enterotoxaemia in hindgut fermenters.', source: 'carpenter-exotics' }),
  r('amoxicillin', [...RB, ...GP], undefined, undefined, 'not given to rabbits by mouth, nor to guinea pigs by any route', { notUsed: 'Amoxicillin upsets the hindgut flora of rabbits and guinea pigs and causes fatal enterotoxaemia.', source: 'carpenter-exotics' }),
  r('ampicillin', [...RB, ...GP], undefined, undefined, 'not given to rabbits or guinea pigs', { notUsed: 'Ampicillin upsets the hindgut flora of rabbits and guinea pigs and causes fatal enterotoxaemia.', source: 'carpenter-exotics' }),
  r('streptomycin', RODENTS, undefined, undefined, 'never given to guinea pigs or small rodents', { notUsed: 'Streptomycin is directly toxic to guinea pigs, gerbils, hamsters and mice.', source: 'vetpedia-guinea-pig-antibiotics' }),
  r('dihydrostreptomycin', RODENTS, undefined, undefined, 'never given to guinea pigs or small rodents', { notUsed: 'Dihydrostreptomycin is directly toxic to guinea pigs and small rodents (neuromuscular block).', source: 'vetpedia-guinea-pig-antibiotics' }),
  r('fipronil', RB, undefined, undefined, 'never used on rabbits', { notUsed: 'Fipronil has caused seizures and deaths in rabbits.', source: 'label-frontline' }),
  r('acetaminophen', FE, undefined, undefined, 'never given to ferrets', { notUsed: 'Ferrets clear acetaminophen poorly; it damages their red cells and liver.', source: 'quesenberry-exotics' }),
];
