import { r, type DoseRange } from './dose-range-row';

// Ingredients that dogs and cats get only on the skin, in the eyes or in the ears (shampoos, dips,
// ear and eye products): no dose by mouth. Skin, eye and ear routes are never dose-checked; these
// rows say so for the coverage count and the analysis. Ingredients of such products that also have
// a systemic dose (gentamicin, neomycin, tobramycin, atropine, erythromycin) have it in their area.

const D = ['dog'] as const;
const C = ['cat'] as const;
const DC = ['dog', 'cat'] as const;

const LOCAL_ONLY = 'Used on the skin, eyes or ears only; no dose by mouth.';
const local = (drug: string, species: readonly ('dog' | 'cat')[], usual: string): DoseRange =>
  r(drug, species, undefined, undefined, usual, { notUsed: LOCAL_ONLY });

// prettier-ignore
export const OTHER_DOSE_RANGES: readonly DoseRange[] = [
  // Skin: shampoos, dips, creams and sprays
  local('chlorhexidine', DC, 'Shampoo or wipes 2–3 times weekly with 10 minutes of contact.'),
  local('benzoyl peroxide', D, 'Shampoo 1–2 times weekly.'),
  local('miconazole', DC, 'In shampoos twice weekly, and in ear drops.'),
  local('lime sulfur', DC, 'Diluted dip once or twice weekly, as the label directs.'),
  local('mupirocin', D, 'Ointment on the skin twice daily.'),
  // Mupirocin is approved for dogs only; the monograph reproduced by a pet pharmacy names feline acne among its other uses.
  r('mupirocin', C, undefined, undefined, 'Ointment on the skin (feline acne).', { notUsed: 'Used on the skin only, no dose by mouth; the ointment base is polyethylene glycol, which the maker warns can harm the kidneys when spread over large deep wounds.', source: 'mupirocin-monograph-retail' }),
  local('silver sulfadiazine', D, 'Cream on the skin once or twice daily, and in ear drops.'),
  local('hydrocortisone aceponate', D, 'Spray, 2 pumps per 10 × 10 cm of skin once daily for 7 days.'),
  local('bacitracin', D, 'Eye and skin ointments with neomycin and polymyxin B.'),
  // Cats get it in eye ointments with neomycin and polymyxin B; rare anaphylaxis has followed such
  // ointments (polymyxin B was in every one of the 61 cats reported), so the row says so in words.
  r('bacitracin', C, undefined, undefined, 'Eye ointments with neomycin and polymyxin B.', { notUsed: 'Used on the eyes and skin only, no dose by mouth; rare anaphylaxis within hours has been reported in cats after eye ointments containing polymyxin B.', source: 'hume-smith-ophthalmic-cats' }),
  // Ear products
  local('clotrimazole', D, 'In ear drops once or twice daily.'),
  // Cats: a one-hour intranasal infusion under anaesthesia treated nasal aspergillosis in two cats without complications.
  r('clotrimazole', C, undefined, undefined, 'A one-hour infusion into the nose under anaesthesia for nasal aspergillosis.', { notUsed: 'Used in the nose, ears or on the skin only; no dose by mouth.', source: 'furrow-clotrimazole-cats' }),
  local('betamethasone', D, 'In ear drops and ear gels.'),
  local('mometasone', D, 'In ear drops and ear gels.'),
  local('florfenicol', D, 'In long-acting ear gels given in the clinic.'),
  local('posaconazole', D, 'In ear drops once daily for 7 days.'),
  local('thiostrepton', D, 'In ear and skin ointments.'),
  local('nystatin', D, 'In ear and skin ointments.'),
  local('thiabendazole', DC, 'In ear drops twice daily.'),
  local('polymyxin b', DC, 'In eye and ear drops and ointments.'),
  local('ear cleanser', DC, 'Fill the ear canal and massage 2–3 times weekly.'),
  // Eye products
  local('ofloxacin', DC, 'Eye drops every 6–8 hours.'),
  local('ketorolac', DC, 'Eye drops every 6–12 hours.'),
  local('dorzolamide', DC, 'Eye drops every 8 hours.'),
  local('timolol', D, 'Eye drops twice daily.'),
  local('latanoprost', D, 'Eye drops once or twice daily.'),
  local('cyclosporine ophthalmic', D, 'Eye ointment twice daily.'),
  local('tacrolimus', D, 'Eye drops twice daily.'),
  local('idoxuridine', C, 'Eye drops every 4–6 hours.'),
  local('cidofovir', C, 'Eye drops twice daily.'),
  // Vitamin B12
  r('cobalamin', DC, 0.125, 0.125, '250 micrograms per cat or dog under 5 kg, up to 1500 micrograms for large dogs, by injection weekly (0.125 mg/kg for a 2 kg pet)', { tolerance: 2 }),
];
