import type { DrugEntry } from './types';

// Gut, liver, appetite and hormone drugs.

const ACID = ['acid reducer', 'gastrointestinal'] as const;
const NAUSEA = ['anti-nausea'] as const;
const GI = ['gastrointestinal'] as const;

// prettier-ignore
export const GI_ENDOCRINE_DRUGS: readonly DrugEntry[] = [
  // Acid suppression and protection
  { id: 'famotidine', classes: ['h2-blocker'], purposes: ACID, brands: ['Pepcid', 'Fluxid'] },
  { id: 'ranitidine', classes: ['h2-blocker'], purposes: ACID, brands: ['Zantac'] },
  { id: 'cimetidine', classes: ['h2-blocker'], purposes: ACID, brands: ['Tagamet'] },
  { id: 'nizatidine', classes: ['h2-blocker'], purposes: ACID, brands: ['Axid'] },
  { id: 'omeprazole', classes: ['ppi'], purposes: ACID, aliases: ['omeprazol'], brands: ['Prilosec', 'Losec', 'Zegerid', 'Ulcershield'] }, // Ulcershield: equine omeprazole paste (myvet-ulcershield)
  { id: 'esomeprazole', classes: ['ppi'], purposes: ACID, brands: ['Nexium'] },
  { id: 'pantoprazole', classes: ['ppi'], purposes: ACID, brands: ['Protonix'] },
  { id: 'lansoprazole', classes: ['ppi'], purposes: ACID, brands: ['Prevacid'] },
  { id: 'sucralfate', classes: ['mucosal-protectant', 'polyvalent-cation'], purposes: ['gastrointestinal'], aliases: ['sucralfate suspension', 'sucralfate slurry'], brands: ['Carafate', 'Sulcrate', 'Antepsin'] },
  { id: 'calcium carbonate', classes: ['antacid', 'phosphate-binder', 'polyvalent-cation'], purposes: ['acid reducer', 'supplement'], brands: ['Tums', 'Rolaids', 'Caltrate'] },
  { id: 'magnesium hydroxide', classes: ['antacid', 'laxative', 'polyvalent-cation'], purposes: ['acid reducer', 'gastrointestinal'], aliases: ['milk of magnesia'], brands: ['Phillips'] },
  { id: 'misoprostol', classes: ['prostaglandin-analogue'], purposes: GI, brands: ['Cytotec'] },
  // Nausea and motility
  { id: 'maropitant', classes: ['nk1-antagonist'], purposes: NAUSEA, aliases: ['maropitant citrate', 'maropitent', 'serenia', 'cerinia'], brands: ['Cerenia', 'Prevomax', 'Maropidog'] },
  { id: 'ondansetron', classes: ['5ht3-antagonist'], purposes: NAUSEA, brands: ['Zofran'] },
  { id: 'dolasetron', classes: ['5ht3-antagonist'], purposes: NAUSEA, brands: ['Anzemet'] },
  { id: 'granisetron', classes: ['5ht3-antagonist'], purposes: NAUSEA, brands: ['Kytril'] },
  { id: 'metoclopramide', classes: ['prokinetic'], purposes: ['anti-nausea', 'gastrointestinal'], brands: ['Reglan', 'Emeprid', 'Vomend', 'Metomotyl'] }, // Vomend, Metomotyl: UK SPCs (NOAH Compendium, VMD), metoclopramide for dogs and cats
  { id: 'cisapride', classes: ['prokinetic'], purposes: GI, brands: ['Propulsid'] },
  // A dopamine blocker (Equidone gel for mares on fescue; Motilium for people).
  { id: 'domperidone', classes: ['prokinetic'], purposes: GI, brands: ['Equidone', 'Motilium'] },
  { id: 'prochlorperazine', classes: ['phenothiazine'], purposes: NAUSEA, brands: ['Compazine'] },
  { id: 'chlorpromazine', classes: ['phenothiazine'], purposes: NAUSEA, brands: ['Thorazine', 'Largactil'] },
  { id: 'meclizine', classes: ['antihistamine-sedating'], purposes: NAUSEA, aliases: ['meclozine'], brands: ['Antivert'] },
  { id: 'dimenhydrinate', classes: ['antihistamine-sedating'], purposes: NAUSEA, brands: ['Dramamine', 'Gravol'] },
  { id: 'loperamide', classes: ['antidiarrhoeal-opioid'], purposes: GI, aliases: ['loperamide hcl'], brands: ['Imodium', 'Diamode'] },
  { id: 'diphenoxylate', classes: ['antidiarrhoeal-opioid'], purposes: GI },
  { id: 'kaolin pectin', classes: ['mucosal-protectant'], purposes: GI, aliases: ['kaolin', 'pectin'], brands: ['Kao-Pect'] },
  { id: 'lactulose', classes: ['laxative'], purposes: ['gastrointestinal', 'liver support'], brands: ['Enulose', 'Kristalose', 'Cephulac'] },
  { id: 'polyethylene glycol 3350', classes: ['laxative'], purposes: GI, aliases: ['peg 3350', 'polyethylene glycol'], brands: ['MiraLAX', 'GoLYTELY'] },
  { id: 'bisacodyl', classes: ['laxative'], purposes: GI, brands: ['Dulcolax'] },
  { id: 'docusate', classes: ['laxative'], purposes: GI, brands: ['Colace'] },
  { id: 'psyllium', classes: ['laxative', 'supplement'], purposes: GI, brands: ['Metamucil'] },
  { id: 'mineral oil', classes: ['laxative'], purposes: GI, aliases: ['liquid paraffin'] },
  { id: 'petrolatum', classes: ['laxative'], purposes: GI, aliases: ['white petrolatum', 'hairball laxative', 'hairball remedy', 'hairball gel'], brands: ['Laxatone', 'Petromalt', 'Cat Lax', 'Katalax'] },
  { id: 'allopurinol', classes: ['xanthine-oxidase-inhibitor'], purposes: ['urinary'], brands: ['Zyloprim', 'Aloprim'] },
  { id: 'simethicone', classes: ['supplement'], purposes: GI, brands: ['Gas-X', 'Mylicon'] },
  // Liver, pancreas and appetite
  { id: 'ursodiol', classes: ['liver-support'], purposes: ['liver support'], aliases: ['ursodeoxycholic acid', 'udca'], brands: ['Actigall', 'Urso', 'Destolit'] },
  { id: 's-adenosylmethionine', classes: ['liver-support', 'supplement'], purposes: ['liver support'], aliases: ['same', 's adenosylmethionine', 'sam e'], brands: ['Denosyl', 'Zentonil'] },
  { id: 'silybin', classes: ['liver-support', 'supplement'], purposes: ['liver support'], aliases: ['silymarin', 'milk thistle'], brands: ['Marin'] },
  { id: 'pancrelipase', classes: ['supplement'], purposes: GI, aliases: ['pancreatic enzymes', 'pancreatic enzyme powder'], brands: ['Viokase', 'Pancrezyme', 'EnzyMD', 'Creon'] },
  { id: 'cobalamin', classes: ['supplement'], purposes: ['supplement'], aliases: ['vitamin b12', 'cyanocobalamin', 'b12'], brands: ['Cobalequin'] },
  { id: 'mirtazapine', classes: ['nassa', 'appetite-stimulant'], purposes: ['appetite', 'anti-nausea'], aliases: ['mirtazepine'], brands: ['Remeron', 'Mirataz'] },
  { id: 'capromorelin', classes: ['appetite-stimulant'], purposes: ['appetite'], brands: ['Entyce', 'Elura'] },
  { id: 'cyproheptadine', classes: ['antihistamine-sedating', 'appetite-stimulant'], purposes: ['appetite', 'allergy/itch'], brands: ['Periactin'] },
  // Thyroid
  { id: 'levothyroxine', classes: ['thyroid-hormone'], purposes: ['thyroid'], aliases: ['l-thyroxine', 'l thyroxine', 'thyroxine', 't4', 'levothyroxine sodium'], brands: ['Soloxine', 'Thyro-Tabs', 'Synthroid', 'Leventa', 'Levoxyl', 'Thyrosyn', 'Forthyron', 'Canitroid', 'Thyforon', 'Unithroid', 'Euthyrox', 'ThyroKare', 'Thyrotabs'] },
  { id: 'liothyronine', classes: ['thyroid-hormone'], purposes: ['thyroid'], aliases: ['t3'], brands: ['Cytomel'] },
  { id: 'radioiodine', classes: ['hormone-other'], purposes: ['thyroid'], aliases: ['radioactive iodine', 'i 131', 'i131', 'iodine 131', 'sodium iodide i 131', 'radioiodine therapy'] },
  { id: 'methimazole', classes: ['antithyroid'], purposes: ['thyroid'], aliases: ['thiamazole', 'methimazol', 'methamizole'], brands: ['Felimazole', 'Tapazole', 'Thyronorm', 'Apelka', 'Thiamatabs', 'Thiafeline', 'Felidale', 'Thyrasol'], related: ['carbimazole'] },
  { id: 'carbimazole', classes: ['antithyroid'], purposes: ['thyroid'], brands: ['Vidalta', 'Neo-Mercazole'], related: ['methimazole'] },
  // Diabetes
  { id: 'insulin', classes: ['insulin'], purposes: ['diabetes'], aliases: ['insulin glargine', 'glargine', 'pzi', 'protamine zinc insulin', 'porcine insulin zinc', 'lente insulin', 'nph insulin', 'insulin detemir', 'detemir', 'regular insulin', 'insulin degludec'], brands: ['Lantus', 'ProZinc', 'Vetsulin', 'Caninsulin', 'Humulin', 'Humulin N', 'Novolin', 'Novolin N', 'Levemir', 'Basaglar', 'Toujeo', 'Semglee', 'Tresiba'] },
  { id: 'glyburide', classes: ['oral-hypoglycaemic'], purposes: ['diabetes'], aliases: ['glibenclamide'], brands: ['DiaBeta', 'Glynase', 'Micronase'] },
  { id: 'glipizide', classes: ['oral-hypoglycaemic', 'sulfonamide-nonantimicrobial'], purposes: ['diabetes'], brands: ['Glucotrol'] },
  { id: 'metformin', classes: ['oral-hypoglycaemic'], purposes: ['diabetes'], brands: ['Glucophage'] },
  { id: 'glimepiride', classes: ['oral-hypoglycaemic'], purposes: ['diabetes'], brands: ['Amaryl'] },
  { id: 'bexagliflozin', classes: ['sglt2-inhibitor'], purposes: ['diabetes'], brands: ['Bexacat'] },
  { id: 'velagliflozin', classes: ['sglt2-inhibitor'], purposes: ['diabetes'], brands: ['Senvelgo'] },
  // Adrenal
  { id: 'trilostane', classes: ['adrenolytic'], purposes: ['adrenal'], aliases: ['trilostan'], brands: ['Vetoryl', 'Modrenal'] },
  { id: 'mitotane', classes: ['adrenolytic'], purposes: ['adrenal'], aliases: ['o,p-ddd', 'op ddd'], brands: ['Lysodren'] },
  // Reproduction and urinary
  { id: 'cabergoline', classes: ['dopamine-agonist'], purposes: ['reproductive'], brands: ['Galastop', 'Dostinex', 'Kelactin', 'Finilac', 'Caliergolin'] },
  { id: 'bromocriptine', classes: ['dopamine-agonist'], purposes: ['reproductive'], brands: ['Parlodel'] },
  { id: 'diethylstilbestrol', classes: ['estrogen'], purposes: ['urinary'], aliases: ['des', 'stilbestrol'] },
  { id: 'estriol', classes: ['estrogen'], purposes: ['urinary'], brands: ['Incurin'] },
  { id: 'phenylpropanolamine', classes: ['sympathomimetic'], purposes: ['urinary'], aliases: ['ppa'], brands: ['Proin', 'Propalin', 'Cystolamine', 'Uricon', 'Urilin'] },
  { id: 'bethanechol', classes: ['hormone-other'], purposes: ['urinary'], brands: ['Urecholine'] },
  { id: 'deslorelin', classes: ['hormone-other'], purposes: ['reproductive'], brands: ['Suprelorin'] },
  { id: 'megestrol acetate', classes: ['progestin'], purposes: ['reproductive', 'anxiety/behaviour'], aliases: ['megestrol'], brands: ['Ovaban', 'Megace'] },
  { id: 'medroxyprogesterone', classes: ['progestin'], purposes: ['reproductive'], aliases: ['medroxyprogesterone acetate'], brands: ['Depo-Provera', 'Provera', 'Promone-E'] },
  { id: 'osaterone', classes: ['hormone-other'], purposes: ['reproductive'], aliases: ['osaterone acetate'], brands: ['Ypozane'] },
  { id: 'finasteride', classes: ['hormone-other'], purposes: ['reproductive'], brands: ['Proscar', 'Propecia'] },
  { id: 'aglepristone', classes: ['hormone-other'], purposes: ['reproductive'], brands: ['Alizin', 'Alizine'] },
  { id: 'dinoprost', classes: ['prostaglandin'], purposes: ['reproductive'], brands: ['Lutalyse'] },
  { id: 'cloprostenol', classes: ['prostaglandin'], purposes: ['reproductive'], brands: ['Estrumate', 'Planate'] },
  { id: 'oxytocin', classes: ['hormone-other'], purposes: ['reproductive'], brands: ['Pitocin'] },
  { id: 'mibolerone', classes: ['androgen'], purposes: ['reproductive'], brands: ['Cheque Drops'] },
  { id: 'testosterone', classes: ['androgen'], purposes: ['reproductive'], brands: ['AndroGel'] },
  { id: 'desmopressin', classes: ['hormone-other'], purposes: ['urinary'], aliases: ['ddavp'], brands: ['DDAVP', 'Noctiva'] },
];
