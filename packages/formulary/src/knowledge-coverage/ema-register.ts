// The reference list for "does the catalogue know the medicines a regulator authorised?" (issue 22,
// decision 045): veterinary medicines authorised centrally by the European Commission on the EMA's
// opinion for dogs, cats or horses, as read in the Union Register (the product information annexes
// on ec.europa.eu/health/documents/community-register). Each entry is the authorised name, the
// active substances and the target species of dogs, cats and horses that its section 3.1/4.1
// states, and the annex that was read. Immunological products (vaccines, the canarypox IL-2
// immunotherapy) are left out: the Quick Check judges medicines given at home, not vaccinations.
//
// This is the part of the register that could be read with the search tool, not the whole of it:
// no list page of the register was reachable, so entries come from the annexes found one by one.
// The coverage line counts against this list, so adding a read annex adds a row to count.

export type RegisterSpecies = 'dog' | 'cat' | 'horse';

export interface RegisterEntry {
  /** The name as authorised (without strengths). */
  name: string;
  /** Active substances as section 2 names them. */
  substances: readonly string[];
  /** Target species among dogs, cats and horses, from section 3.1/4.1 of the annex read. */
  species: readonly RegisterSpecies[];
  /** The product-information annex read (any EU language version). */
  url: string;
}

export const EMA_REGISTER_READ = {
  source:
    'Union Register of veterinary medicinal products: product-information annexes (ec.europa.eu/health/documents/community-register), found and read with the search tool',
  date: '2026-11-28',
} as const;

const CR = 'https://ec.europa.eu/health/documents/community-register/';

export const EMA_CENTRAL_DOG_CAT_HORSE: readonly RegisterEntry[] = [
  {
    name: 'AdTab',
    substances: ['lotilaner'],
    species: ['dog'],
    url: `${CR}2024/20240327162044/anx_162044_hr.pdf`,
  },
  {
    name: 'Advocate',
    substances: ['imidacloprid', 'moxidectin'],
    // The annex read covers the cat and ferret presentations.
    species: ['cat'],
    url: `${CR}2023/20231211161129/anx_161129_hu.pdf`,
  },
  {
    name: 'Apoquel',
    substances: ['oclacitinib'],
    species: ['dog'],
    url: `${CR}2014/20141027130075/anx_130075_en.pdf`,
  },
  {
    name: 'Bravecto',
    substances: ['fluralaner'],
    species: ['dog'],
    url: `${CR}2014/20140211127740/anx_127740_en.pdf`,
  },
  {
    name: 'Broadline',
    substances: ['fipronil', '(S)-methoprene', 'eprinomectin', 'praziquantel'],
    species: ['cat'],
    url: `${CR}2019/20191217146878/anx_146878_fr.pdf`,
  },
  {
    name: 'Cerenia',
    substances: ['maropitant'],
    // The tablet annex read names dogs only.
    species: ['dog'],
    url: `${CR}2022/20220715156446/anx_156446_en.pdf`,
  },
  {
    name: 'Certifect',
    substances: ['fipronil', '(S)-methoprene', 'amitraz'],
    species: ['dog'],
    url: `${CR}2011/20110506101249/anx_101249_it.pdf`,
  },
  {
    name: 'Comfortis',
    substances: ['spinosad'],
    species: ['dog', 'cat'],
    url: `${CR}2013/20130114125064/anx_125064_cs.pdf`,
  },
  {
    name: 'Convenia',
    substances: ['cefovecin'],
    species: ['dog', 'cat'],
    url: `${CR}2014/20140827129646/anx_129646_de.pdf`,
  },
  {
    name: 'Cortaderm',
    substances: ['hydrocortisone aceponate'],
    species: ['dog'],
    url: `${CR}2022/20220727156461/anx_156461_en.pdf`,
  },
  {
    name: 'Cytopoint',
    substances: ['lokivetmab'],
    species: ['dog'],
    url: `${CR}2019/20190204143731/anx_143731_cs.pdf`,
  },
  {
    name: 'Evicto',
    substances: ['selamectin'],
    species: ['dog', 'cat'],
    url: `${CR}2022/20221025157085/anx_157085_de.pdf`,
  },
  {
    name: 'Felpreva',
    substances: ['tigolaner', 'emodepside', 'praziquantel'],
    species: ['cat'],
    url: `${CR}2021/20211111153189/anx_153189_fr.pdf`,
  },
  {
    name: 'Flexicam',
    substances: ['meloxicam'],
    species: ['dog'],
    url: `${CR}2010/2010061081029/anx_81029_en.pdf`,
  },
  {
    name: 'Fortekor Plus',
    substances: ['pimobendan', 'benazepril hydrochloride'],
    species: ['dog'],
    url: `${CR}2015/20150908132734/anx_132734_it.pdf`,
  },
  {
    name: 'Isemid',
    substances: ['torasemide'],
    species: ['dog'],
    url: `${CR}2019/20190109143165/anx_143165_en.pdf`,
  },
  {
    name: 'Librela',
    substances: ['bedinvetmab'],
    species: ['dog'],
    url: `${CR}2023/20230331158678/anx_158678_en.pdf`,
  },
  {
    name: 'Lotilaner Elanco',
    substances: ['lotilaner'],
    species: ['dog'],
    url: `${CR}2022/20220913156648/anx_156648_de.pdf`,
  },
  {
    name: 'Metacam',
    substances: ['meloxicam'],
    // The annex read is the 5 mg/mL injection for dogs and cats (the oral suspension's labelling,
    // anx_5582, names dogs).
    species: ['dog', 'cat'],
    url: `${CR}2002/200208095490/anx_5490_en.pdf`,
  },
  {
    name: 'NexGard',
    substances: ['afoxolaner'],
    species: ['dog'],
    url: `${CR}2015/20151008133101/anx_133101_sl.pdf`,
  },
  {
    name: 'NexGard Spectra',
    substances: ['afoxolaner', 'milbemycin oxime'],
    species: ['dog'],
    url: `${CR}2015/20150115130286/anx_130286_en.pdf`,
  },
  {
    name: 'Palladia',
    substances: ['toceranib'],
    species: ['dog'],
    url: `${CR}2020/20200211147119/anx_147119_en.pdf`,
  },
  {
    name: 'Prac-tic',
    substances: ['pyriprole'],
    species: ['dog'],
    url: `${CR}2016/20160725135485/anx_135485_fr.pdf`,
  },
  {
    name: 'Previcox',
    substances: ['firocoxib'],
    species: ['dog'],
    url: `${CR}2014/20140619128962/anx_128962_de.pdf`,
  },
  {
    name: 'Simparica',
    substances: ['sarolaner'],
    species: ['dog'],
    url: `${CR}2017/20170118136821/anx_136821_de.pdf`,
  },
  {
    name: 'Solensia',
    substances: ['frunevetmab'],
    species: ['cat'],
    url: `${CR}2021/20210217150435/anx_150435_pl.pdf`,
  },
  {
    name: 'Stelfonta',
    substances: ['tigilanol tiglate'],
    species: ['dog'],
    url: `${CR}2023/20230728159946/anx_159946_de.pdf`,
  },
  {
    name: 'Trifexis',
    substances: ['spinosad', 'milbemycin oxime'],
    species: ['dog'],
    url: `${CR}2016/20160226134251/anx_134251_en.pdf`,
  },
  {
    name: 'Vectra Felis',
    substances: ['dinotefuran', 'pyriproxyfen'],
    species: ['cat'],
    url: `${CR}2014/20140606128655/anx_128655_it.pdf`,
  },
  {
    name: 'Ypozane',
    substances: ['osaterone acetate'],
    // Section 3.1: male dogs.
    species: ['dog'],
    url: `${CR}2023/20230824160222/anx_160222_de.pdf`,
  },
];
