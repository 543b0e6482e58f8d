import { drugs } from './catalogue-entry';

// Cat group: ophthalmic, otic and topical skin products.

export const CAT_EYE_EAR_SKIN = [
  // source: Plumb's; Maggs, Slatter's Fundamentals of Veterinary Ophthalmology (feline herpes)
  ...drugs('eye', [
    ['Oxytetracycline/Polymyxin B', 'Terramycin', ['1/4 inch ointment every 6–12 hours']],
    ['Erythromycin ophthalmic', 'Ilotycin', ['1/4 inch ointment every 6–8 hours']],
    ['Tobramycin ophthalmic', 'Tobrex', ['1 drop every 6–8 hours']],
    ['Ofloxacin ophthalmic', 'Ocuflox', ['1 drop every 6–8 hours']],
    ['Idoxuridine ophthalmic', 'compounded 0.1%', ['1 drop every 4–6 hours']],
    ['Cidofovir ophthalmic', 'compounded 0.5%', ['1 drop twice daily']],
    ['Prednisolone acetate ophthalmic', 'Pred Forte', ['1 drop every 6–12 hours']],
    ['Dorzolamide', 'Trusopt', ['1 drop every 8 hours']],
    ['Ketorolac ophthalmic', 'Acular', ['1 drop every 6–12 hours']],
    ['Atropine ophthalmic', 'Isopto Atropine', ['1 drop every 12–24 hours']],
  ]),
  // source: FDA-approved label (Tresaderm); EMA label (Surolan)
  ...drugs('ear', [
    ['Thiabendazole/Dexamethasone/Neomycin', 'Tresaderm', ['5–15 drops twice daily']],
    ['Polymyxin B/Miconazole/Prednisolone', 'Surolan', ['5 drops twice daily']],
    ['Ear cleanser (salicylic acid)', 'Epi-Otic', ['Fill canal and massage 2–3 times weekly']],
  ]),
  // source: product labels (LymDyp, Malaseb); ISCAID/WAVD dermatophytosis guidelines
  ...drugs('skin', [
    ['Lime sulfur dip', 'LymDyp', ['Dip twice weekly (diluted per label)']],
    ['Chlorhexidine/Miconazole shampoo', 'Malaseb', ['Bathe twice weekly, 10 min contact']],
  ]),
];
