import type { ProductEntry } from './types';

// Multi-ingredient medicines (antibiotic combinations, ear/eye products, human cold and pain
// remedies) and single-ingredient brands whose route matters (eye drops). Sources: product labels.

// prettier-ignore
export const MEDICAL_PRODUCTS: readonly ProductEntry[] = [
  // Antibiotic combinations
  { name: 'amoxicillin-clavulanate', components: ['amoxicillin', 'clavulanate'], aliases: ['amoxicillin clavulanate', 'amoxicillin clavulanic acid', 'amoxicillin and clavulanate', 'amoxicillin clavulanate potassium', 'amoxi clav', 'amox clav', 'amoxiclav', 'co amoxiclav', 'amoxicillin clav'], brands: ['Clavamox', 'Augmentin', 'Synulox', 'Clavaseptin', 'Noroclav', 'Kesium', 'Clavubactin', 'Amoxyclav', 'Clavudale', 'Clavamox Drops'] },
  { name: 'ampicillin-sulbactam', components: ['ampicillin', 'sulbactam'], aliases: ['ampicillin sulbactam'], brands: ['Unasyn'] },
  { name: 'piperacillin-tazobactam', components: ['piperacillin', 'tazobactam'], aliases: ['pip tazo'], brands: ['Zosyn', 'Tazocin'] },
  { name: 'trimethoprim-sulfamethoxazole', components: ['trimethoprim', 'sulfamethoxazole'], aliases: ['trimethoprim sulfamethoxazole', 'sulfamethoxazole trimethoprim', 'tmp smx', 'smx tmp', 'smz tmp', 'tmp smz', 'tms', 'co trimoxazole', 'cotrimoxazole', 'trimethoprim sulfa', 'trimethoprim sulpha', 'potentiated sulfonamide', 'sulfa trimethoprim'], brands: ['Bactrim', 'Bactrim DS', 'Septra', 'Sulfatrim', 'Septrin'] },
  { name: 'trimethoprim-sulfadiazine', components: ['trimethoprim', 'sulfadiazine'], aliases: ['trimethoprim sulfadiazine', 'sulfadiazine trimethoprim', 'tmp s', 'tmps'], brands: ['Tribrissen', 'Di-Trim', 'Duphatrim', 'Norodine', 'Trimediazine'] },
  { name: 'ormetoprim-sulfadimethoxine', components: ['ormetoprim', 'sulfadimethoxine'], aliases: ['ormetoprim sulfadimethoxine'], brands: ['Primor'] },
  // Ear products (Neptra is the EU name of the Claro formulation: EMA leaflet)
  // Fortekor Plus: pimobendan with benazepril hydrochloride in one tablet, for dogs (EMA EPAR).
  { name: 'pimobendan/benazepril', components: ['pimobendan', 'benazepril'], brands: ['Fortekor Plus'] },
  { name: 'gentamicin/betamethasone/clotrimazole', components: ['gentamicin', 'betamethasone', 'clotrimazole'], brands: ['Otomax', 'Gentizol', 'Tri-Otic', 'Otibiotic', 'Betagen'], route: 'otic' },
  { name: 'gentamicin/mometasone/clotrimazole', components: ['gentamicin', 'mometasone', 'clotrimazole'], brands: ['Mometamax', 'Mometavet'], route: 'otic' },
  { name: 'orbifloxacin/mometasone/posaconazole', components: ['orbifloxacin', 'mometasone', 'posaconazole'], brands: ['Posatex'], route: 'otic' },
  { name: 'hydrocortisone aceponate/miconazole/gentamicin', components: ['hydrocortisone aceponate', 'miconazole', 'gentamicin'], brands: ['Easotic'], route: 'otic' },
  { name: 'florfenicol/terbinafine/mometasone', components: ['florfenicol', 'terbinafine', 'mometasone'], brands: ['Claro', 'Neptra'], route: 'otic' },
  { name: 'florfenicol/terbinafine/betamethasone', components: ['florfenicol', 'terbinafine', 'betamethasone'], brands: ['Osurnia'], route: 'otic' },
  { name: 'miconazole/polymyxin b/prednisolone', components: ['miconazole', 'polymyxin b', 'prednisolone'], brands: ['Surolan'], route: 'otic' },
  { name: 'thiabendazole/dexamethasone/neomycin', components: ['thiabendazole', 'dexamethasone', 'neomycin'], brands: ['Tresaderm'], route: 'otic' },
  { name: 'nystatin/neomycin/thiostrepton/triamcinolone', components: ['nystatin', 'neomycin', 'thiostrepton', 'triamcinolone'], brands: ['Panalog', 'Animax', 'Derma-Vet', 'Quadritop'], route: 'topical' },
  { name: 'enrofloxacin/silver sulfadiazine', components: ['enrofloxacin', 'silver sulfadiazine'], brands: ['Baytril Otic', 'Enrofloxacin otic'], route: 'otic' },
  { name: 'marbofloxacin/clotrimazole/dexamethasone', components: ['marbofloxacin', 'clotrimazole', 'dexamethasone'], brands: ['Aurizon'], route: 'otic' },
  // Eye products
  { name: 'neomycin/polymyxin b/dexamethasone', components: ['neomycin', 'polymyxin b', 'dexamethasone'], brands: ['Neopolydex', 'Maxitrol', 'Neo-Poly-Dex', 'NPD'], route: 'ophthalmic' },
  { name: 'neomycin/polymyxin b/bacitracin', components: ['neomycin', 'polymyxin b', 'bacitracin'], aliases: ['triple antibiotic ointment', 'triple antibiotic eye ointment'], brands: ['BNP', 'Neo-Poly-Bac', 'Vetropolycin', 'Neosporin'], route: 'ophthalmic' },
  { name: 'neomycin/polymyxin b/bacitracin/hydrocortisone', components: ['neomycin', 'polymyxin b', 'bacitracin', 'hydrocortisone'], brands: ['BNP-H', 'BNP-HC', 'BNP HC', 'Vetropolycin HC', 'Neo-Poly-Bac HC'], route: 'ophthalmic' },
  { name: 'oxytetracycline/polymyxin b', components: ['oxytetracycline', 'polymyxin b'], brands: ['Terramycin ophthalmic', 'Terramycin eye ointment'], route: 'ophthalmic' },
  { name: 'dorzolamide/timolol', components: ['dorzolamide', 'timolol'], brands: ['Cosopt'], route: 'ophthalmic' },
  { name: 'prednisolone (eye drops)', components: ['prednisolone'], brands: ['Pred Forte', 'Pred Mild', 'Omnipred', 'Econopred'], route: 'ophthalmic' },
  { name: 'dexamethasone (eye drops)', components: ['dexamethasone'], brands: ['Maxidex', 'Ozurdex'], route: 'ophthalmic' },
  { name: 'triamcinolone (topical spray)', components: ['triamcinolone'], brands: ['Genesis spray', 'Genesis'], route: 'topical' },
  { name: 'hydrocortisone (topical spray)', components: ['hydrocortisone'], brands: ['Cortisoothe', 'HyLyt', 'Cortizone-10', 'Cortizone', 'Cortaid'], route: 'topical' },
  { name: 'ivermectin (ear)', components: ['ivermectin'], brands: ['Acarexx'], route: 'otic' },
  { name: 'milbemycin (ear)', components: ['milbemycin'], brands: ['MilbeMite'], route: 'otic' },
  { name: 'erythromycin (eye ointment)', components: ['erythromycin'], brands: ['Ilotycin'], route: 'ophthalmic' },
  // Heart and hormones
  { name: 'benazepril/spironolactone', components: ['benazepril', 'spironolactone'], brands: ['Cardalis'] },
  { name: 'trimeprazine/prednisolone', components: ['trimeprazine', 'prednisolone'], brands: ['Temaril-P', 'Vanectyl-P', 'Temaril P'] },
  // Sedation
  { name: 'medetomidine/vatinoxan', components: ['medetomidine', 'vatinoxan'], brands: ['Zenalpha'], route: 'injectable' },
  { name: 'tiletamine/zolazepam', components: ['tiletamine', 'zolazepam'], brands: ['Telazol', 'Zoletil'], route: 'injectable' },
  { name: 'dexmedetomidine (oromucosal gel)', components: ['dexmedetomidine'], brands: ['Sileo'], route: 'transmucosal' },
  // Gut and liver
  { name: 'aluminium hydroxide/magnesium hydroxide', components: ['aluminium hydroxide', 'magnesium hydroxide'], brands: ['Maalox', 'Mylanta', 'Gaviscon'] },
  { name: 'diphenoxylate/atropine', components: ['diphenoxylate', 'atropine'], brands: ['Lomotil'] },
  { name: 's-adenosylmethionine/silybin', components: ['s-adenosylmethionine', 'silybin'], brands: ['Denamarin', 'Denamarin Advanced', 'Hepatosupport'] },
  { name: 'glucosamine/chondroitin', components: ['glucosamine', 'chondroitin'], brands: ['Dasuquin', 'Cosequin', 'Glyco-Flex', 'Flexadin', 'Synovi G4', 'Joint MAX'] },
  // Human pain, cold and allergy products
  { name: 'acetaminophen/codeine', components: ['acetaminophen', 'codeine'], brands: ['Pardale-V', 'Pardale V', 'co codamol'] },
  { name: 'oxycodone/acetaminophen', components: ['oxycodone', 'acetaminophen'], brands: ['Percocet', 'Endocet'] },
  { name: 'hydrocodone/acetaminophen', components: ['hydrocodone', 'acetaminophen'], brands: ['Vicodin', 'Norco', 'Lortab'] },
  { name: 'hydrocodone/homatropine', components: ['hydrocodone', 'homatropine'], brands: ['Hycodan', 'Tussigon', 'Hydromet'] },
  { name: 'aspirin/sodium bicarbonate', components: ['aspirin', 'sodium bicarbonate'] },
  { name: 'acetaminophen/aspirin/caffeine', components: ['acetaminophen', 'aspirin', 'caffeine'] },
  { name: 'acetaminophen/dextromethorphan/doxylamine', components: ['acetaminophen', 'dextromethorphan', 'doxylamine'] },
  { name: 'acetaminophen/dextromethorphan/phenylephrine', components: ['acetaminophen', 'dextromethorphan', 'phenylephrine'], brands: ['Theraflu'] },
  { name: 'acetaminophen/diphenhydramine', components: ['acetaminophen', 'diphenhydramine'] },
  { name: 'ibuprofen/diphenhydramine', components: ['ibuprofen', 'diphenhydramine'] },
  { name: 'naproxen/diphenhydramine', components: ['naproxen', 'diphenhydramine'] },
  { name: 'ibuprofen/pseudoephedrine', components: ['ibuprofen', 'pseudoephedrine'], brands: ['Advil Sinus'] },
  { name: 'loratadine/pseudoephedrine', components: ['loratadine', 'pseudoephedrine'] },
  { name: 'cetirizine/pseudoephedrine', components: ['cetirizine', 'pseudoephedrine'] },
  { name: 'fexofenadine/pseudoephedrine', components: ['fexofenadine', 'pseudoephedrine'] },
  { name: 'guaifenesin/pseudoephedrine', components: ['guaifenesin', 'pseudoephedrine'] },
  { name: 'dextromethorphan/guaifenesin', components: ['dextromethorphan', 'guaifenesin'] },
  { name: 'diphenhydramine/phenylephrine', components: ['diphenhydramine', 'phenylephrine'] },
];
