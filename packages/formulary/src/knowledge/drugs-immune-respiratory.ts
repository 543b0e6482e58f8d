import type { DrugEntry } from './types';

// Allergy, immune suppression, cancer, breathing, eye and skin drugs.

const ITCH = ['allergy/itch'] as const;
const IMM = ['immune suppression'] as const;
const ONC = ['cancer'] as const;
const RESP = ['respiratory'] as const;

// prettier-ignore
export const IMMUNE_RESPIRATORY_DRUGS: readonly DrugEntry[] = [
  // Allergy and itch
  { id: 'oclacitinib', classes: ['jak-inhibitor'], purposes: ITCH, aliases: ['oclacitinib maleate', 'oclacitnib'], brands: ['Apoquel', 'Apoquel Chewable'] },
  { id: 'ilunocitinib', classes: ['jak-inhibitor'], purposes: ITCH, brands: ['Zenrelia'] },
  { id: 'lokivetmab', classes: ['monoclonal-antibody'], purposes: ITCH, brands: ['Cytopoint'], route: 'injectable' },
  { id: 'diphenhydramine', classes: ['antihistamine-sedating'], purposes: ['allergy/itch', 'sedation/anaesthesia'], aliases: ['diphenhydramine hcl', 'diphenhydramin'], brands: ['Benadryl', 'Nytol', 'Sominex', 'ZzzQuil', 'Vetadryl'] },
  { id: 'cetirizine', classes: ['antihistamine'], purposes: ITCH, aliases: ['cetirizine hcl', 'cetirizin'], brands: ['Zyrtec', 'Reactine'], related: ['hydroxyzine'] },
  { id: 'levocetirizine', classes: ['antihistamine'], purposes: ITCH, brands: ['Xyzal'] },
  { id: 'loratadine', classes: ['antihistamine'], purposes: ITCH, brands: ['Claritin', 'Alavert'] },
  { id: 'fexofenadine', classes: ['antihistamine'], purposes: ITCH, brands: ['Allegra', 'Telfast'] },
  { id: 'hydroxyzine', classes: ['antihistamine-sedating'], purposes: ITCH, brands: ['Atarax', 'Vistaril'], related: ['cetirizine'] },
  { id: 'chlorpheniramine', classes: ['antihistamine-sedating'], purposes: ITCH, aliases: ['chlorphenamine', 'chlorpheniramine maleate'], brands: ['Chlor-Trimeton', 'Piriton'] },
  { id: 'clemastine', classes: ['antihistamine-sedating'], purposes: ITCH, brands: ['Tavist'] },
  { id: 'promethazine', classes: ['antihistamine-sedating', 'phenothiazine'], purposes: ['allergy/itch', 'anti-nausea'], brands: ['Phenergan'] },
  { id: 'doxylamine', classes: ['antihistamine-sedating'], purposes: ITCH, brands: ['Unisom'] },
  // Immune suppression
  { id: 'cyclosporine', classes: ['calcineurin-inhibitor', 'pgp-inhibitor'], purposes: ['immune suppression', 'allergy/itch'], aliases: ['ciclosporin', 'cyclosporin', 'cyclosporine a', 'cyclosporine modified', 'modified cyclosporine'], brands: ['Atopica', 'Cyclavance', 'Sandimmune', 'Neoral', 'Gengraf', 'Modulis', 'Sporimune'] },
  { id: 'cyclosporine ophthalmic', classes: ['calcineurin-inhibitor'], purposes: ['eye'], aliases: ['cyclosporine eye ointment'], brands: ['Optimmune', 'Restasis'], route: 'ophthalmic', related: ['cyclosporine'] },
  { id: 'tacrolimus', classes: ['calcineurin-inhibitor'], purposes: ['immune suppression', 'eye', 'skin'], brands: ['Protopic', 'Prograf'] },
  { id: 'azathioprine', classes: ['immunosuppressant'], purposes: IMM, brands: ['Imuran', 'Azasan'] },
  { id: 'mycophenolate', classes: ['immunosuppressant'], purposes: IMM, aliases: ['mycophenolate mofetil', 'mmf'], brands: ['CellCept', 'Myfortic'] },
  { id: 'leflunomide', classes: ['immunosuppressant'], purposes: IMM, brands: ['Arava'] },
  // Cancer
  { id: 'cytarabine', classes: ['antineoplastic'], purposes: ONC, aliases: ['cytosine arabinoside', 'ara c'], brands: ['Cytosar'] },
  { id: 'chlorambucil', classes: ['antineoplastic', 'immunosuppressant'], purposes: ['cancer', 'immune suppression'], brands: ['Leukeran'] },
  { id: 'cyclophosphamide', classes: ['antineoplastic', 'immunosuppressant'], purposes: ONC, brands: ['Cytoxan', 'Endoxan'] },
  { id: 'vincristine', classes: ['vinca-alkaloid'], purposes: ONC, brands: ['Oncovin', 'Vincasar'] },
  { id: 'vinblastine', classes: ['vinca-alkaloid'], purposes: ONC, brands: ['Velban'] },
  { id: 'vinorelbine', classes: ['vinca-alkaloid'], purposes: ONC, brands: ['Navelbine'] },
  { id: 'doxorubicin', classes: ['anthracycline'], purposes: ONC, brands: ['Adriamycin', 'Doxil'] },
  { id: 'mitoxantrone', classes: ['antineoplastic'], purposes: ONC, brands: ['Novantrone'] },
  { id: 'lomustine', classes: ['antineoplastic'], purposes: ONC, aliases: ['ccnu'], brands: ['Gleostine', 'CeeNU'] },
  { id: 'carboplatin', classes: ['antineoplastic'], purposes: ONC, brands: ['Paraplatin'] },
  { id: 'cisplatin', classes: ['antineoplastic'], purposes: ONC, brands: ['Platinol'] },
  { id: 'paclitaxel', classes: ['antineoplastic'], purposes: ONC, brands: ['Taxol', 'Paccal Vet'] },
  { id: 'methotrexate', classes: ['antineoplastic', 'immunosuppressant'], purposes: ONC, brands: ['Trexall', 'Otrexup'] },
  { id: 'melphalan', classes: ['antineoplastic'], purposes: ONC, brands: ['Alkeran'] },
  { id: 'hydroxyurea', classes: ['antineoplastic'], purposes: ONC, aliases: ['hydroxycarbamide'], brands: ['Hydrea'] },
  { id: 'asparaginase', classes: ['antineoplastic'], purposes: ONC, aliases: ['l-asparaginase', 'l asparaginase'], brands: ['Elspar', 'Oncaspar'] },
  { id: 'fluorouracil', classes: ['antineoplastic'], purposes: ['cancer', 'skin'], aliases: ['5-fu', '5 fu', '5-fluorouracil', '5 fluorouracil'], brands: ['Efudex', 'Carac', 'Fluoroplex'] },
  { id: 'toceranib', classes: ['antineoplastic'], purposes: ONC, brands: ['Palladia'] },
  { id: 'masitinib', classes: ['antineoplastic'], purposes: ONC, brands: ['Masivet', 'Kinavet'] },
  { id: 'verdinexor', classes: ['antineoplastic'], purposes: ONC, brands: ['Laverdia', 'Laverdia-CA1'] },
  { id: 'rabacfosadine', classes: ['antineoplastic'], purposes: ONC, brands: ['Tanovea', 'Tanovea-CA1'] },
  { id: 'tigilanol tiglate', classes: ['antineoplastic'], purposes: ONC, brands: ['Stelfonta'] },
  // Breathing and cough
  { id: 'theophylline', classes: ['methylxanthine'], purposes: RESP, aliases: ['theophylline er', 'theophylline extended release', 'theophyline'], brands: ['Theo-Dur', 'Theo-24', 'Uniphyl', 'Theochron', 'Elixophyllin', 'Corvental'], related: ['aminophylline'] },
  { id: 'aminophylline', classes: ['methylxanthine'], purposes: RESP, brands: ['Phyllocontin'], related: ['theophylline'] },
  { id: 'terbutaline', classes: ['beta2-agonist'], purposes: RESP, brands: ['Brethine', 'Bricanyl'] },
  { id: 'albuterol', classes: ['beta2-agonist'], purposes: RESP, aliases: ['salbutamol'], brands: ['Ventolin', 'ProAir', 'Proventil', 'AccuNeb'], route: 'inhaled' },
  { id: 'montelukast', classes: ['leukotriene-antagonist'], purposes: RESP, brands: ['Singulair'] },
  { id: 'acetylcysteine', classes: ['expectorant'], purposes: ['respiratory', 'emergency/antidote'], aliases: ['n-acetylcysteine', 'n acetylcysteine', 'nac'], brands: ['Mucomyst', 'Acetadote'] },
  { id: 'guaifenesin', classes: ['expectorant'], purposes: ['cough'], brands: ['Mucinex', 'Robitussin', 'Humibid'] },
  { id: 'dextromethorphan', classes: ['antitussive', 'serotonergic'], purposes: ['cough'], aliases: ['dxm'], brands: ['Delsym', 'Robitussin Cough'] },
  // Eye and skin (single ingredient)
  { id: 'tetrahydrozoline', classes: ['sympathomimetic'], purposes: ['eye', 'decongestant'], aliases: ['tetryzoline'], brands: ['Visine', 'Murine Tears Plus'], route: 'ophthalmic' },
  { id: 'latanoprost', classes: ['prostaglandin'], purposes: ['eye'], brands: ['Xalatan'], route: 'ophthalmic' },
  { id: 'benzoyl peroxide', classes: ['antiseptic'], purposes: ['skin'], brands: ['Pyoben', 'Sulfoxydex'], route: 'topical' },
  { id: 'minoxidil', classes: ['vasodilator'], purposes: ['skin'], brands: ['Rogaine', 'Regaine', 'Loniten'] },
  { id: 'calcipotriene', classes: ['vitamin-d'], purposes: ['skin'], aliases: ['calcipotriol'], brands: ['Dovonex', 'Sorilux', 'Daivonex'] },
  { id: 'isotretinoin', classes: ['hormone-other'], purposes: ['skin'], brands: ['Accutane', 'Absorica'] },
  { id: 'phenazopyridine', classes: ['analgesic-other'], purposes: ['urinary'], brands: ['Pyridium', 'AZO', 'Azo Standard'] },
  { id: 'alpha-lipoic acid', classes: ['supplement'], purposes: ['supplement'], aliases: ['alpha lipoic acid', 'lipoic acid', 'thioctic acid'] },
];
