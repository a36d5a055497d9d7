/**
 * Bilingual words the product names and texts are built from. French forms carry their
 * preposition and article ("au poulet", "à l'agneau") so they slot into "Recette …".
 */
export interface Word {
  key: string;
  en: string;
  fr: string;
}

export interface Protein extends Word {
  /** "au poulet", "à la dinde". */
  frWith: string;
  /** First ingredient on the label. */
  firstEn: string;
  firstFr: string;
  /** French first ingredient with its article: "le poulet désossé". */
  frThe: string;
}

const protein = (key: string, en: string, fr: string, frWith: string, firstEn: string, firstFr: string): Protein => ({
  key, en, fr, frWith, firstEn, firstFr,
  frThe: `${frWith.replace(/^au /, 'le ').replace(/^à la /, 'la ').replace(/^à l'/, "l'")}${firstFr.slice(fr.length).toLowerCase()}`,
});

export const PROTEINS: readonly Protein[] = [
  protein('chicken', 'Chicken', 'Poulet', 'au poulet', 'Deboned chicken', 'Poulet désossé'),
  protein('salmon', 'Salmon', 'Saumon', 'au saumon', 'Deboned salmon', 'Saumon désossé'),
  protein('lamb', 'Lamb', 'Agneau', "à l'agneau", 'Deboned lamb', 'Agneau désossé'),
  protein('turkey', 'Turkey', 'Dinde', 'à la dinde', 'Deboned turkey', 'Dinde désossée'),
  protein('beef', 'Beef', 'Bœuf', 'au bœuf', 'Beef', 'Bœuf'),
  protein('duck', 'Duck', 'Canard', 'au canard', 'Deboned duck', 'Canard désossé'),
  protein('whitefish', 'Whitefish', 'Poisson blanc', 'au poisson blanc', 'Whitefish', 'Poisson blanc'),
  protein('venison', 'Venison', 'Chevreuil', 'au chevreuil', 'Venison', 'Chevreuil'),
  protein('trout', 'Trout', 'Truite', 'à la truite', 'Rainbow trout', 'Truite arc-en-ciel'),
];

/** Cats also eat tuna; dogs get the list above. */
export const CAT_PROTEINS: readonly Protein[] = [
  ...PROTEINS.filter((p) => ['chicken', 'salmon', 'turkey', 'duck', 'whitefish', 'trout'].includes(p.key)),
  protein('tuna', 'Tuna', 'Thon', 'au thon', 'Tuna', 'Thon'),
];

export interface Carb extends Word {
  grainFree: boolean;
}
export const CARBS: readonly Carb[] = [
  { key: 'rice', en: 'Brown Rice', fr: 'au riz brun', grainFree: false },
  { key: 'oat', en: 'Oatmeal', fr: "à l'avoine", grainFree: false },
  { key: 'barley', en: 'Barley', fr: "à l'orge", grainFree: false },
  { key: 'sweetpotato', en: 'Sweet Potato', fr: 'à la patate douce', grainFree: true },
  { key: 'peas', en: 'Peas', fr: 'aux pois', grainFree: true },
  { key: 'pumpkin', en: 'Pumpkin', fr: 'à la citrouille', grainFree: true },
];

/** Food lines; `diets` are specialdiet property query values. */
export interface Line extends Word {
  diets: readonly string[];
}
export const LINES: readonly Line[] = [
  { key: 'original', en: 'Original', fr: 'Original', diets: [] },
  { key: 'weight', en: 'Healthy Weight', fr: 'Poids santé', diets: ['weight-control'] },
  { key: 'grainfree', en: 'Grain-Free', fr: 'Sans grains', diets: ['grain-free'] },
  { key: 'sensitive', en: 'Sensitive Skin & Stomach', fr: 'Peau et estomac sensibles', diets: ['sensitive-skin', 'gastrointestinal'] },
  { key: 'protein', en: 'High Protein', fr: 'Riche en protéines', diets: ['high-protein'] },
  { key: 'limited', en: 'Limited Ingredient', fr: 'Ingrédients limités', diets: ['limited-ingredient', 'hypoallergenic'] },
  { key: 'wholesome', en: 'Wholesome Grains', fr: 'Grains entiers', diets: [] },
  { key: 'wild', en: 'Wild Canada', fr: 'Canada sauvage', diets: ['grain-free', 'high-protein'] },
];

/** Veterinary therapeutic diets (approval required). */
export const VET_DIETS: readonly Line[] = [
  { key: 'renal', en: 'Renal Support', fr: 'Soutien rénal', diets: ['renal'] },
  { key: 'urinary', en: 'Urinary Care', fr: 'Soins urinaires', diets: ['urinary'] },
  { key: 'gi', en: 'Gastrointestinal Low Fat', fr: 'Gastro-intestinal faible en gras', diets: ['gastrointestinal'] },
  { key: 'hypo', en: 'Hypoallergenic Hydrolyzed', fr: 'Hypoallergénique hydrolysé', diets: ['hypoallergenic'] },
  { key: 'satiety', en: 'Weight Management & Satiety', fr: 'Gestion du poids et satiété', diets: ['weight-control'] },
  { key: 'mobility', en: 'Joint Mobility', fr: 'Mobilité articulaire', diets: [] },
  { key: 'derm', en: 'Dermatology Support', fr: 'Soutien dermatologique', diets: ['sensitive-skin', 'hypoallergenic'] },
];

/** Life stage per species; `key` is the lifestage property query value. */
export interface LifeStage extends Word {
  /** "pour chiens adultes". */
  frFor: string;
}
export const LIFE_STAGES: Record<'dog' | 'cat', readonly LifeStage[]> = {
  dog: [
    { key: 'puppy', en: 'Puppy', fr: 'Chiot', frFor: 'pour chiots' },
    { key: 'adult', en: 'Adult', fr: 'Adulte', frFor: 'pour chiens adultes' },
    { key: 'senior', en: 'Senior', fr: 'Âgé', frFor: 'pour chiens âgés' },
    { key: 'all-life-stages', en: 'All Life Stages', fr: 'Tous âges', frFor: 'pour chiens de tous âges' },
  ],
  cat: [
    { key: 'kitten', en: 'Kitten', fr: 'Chaton', frFor: 'pour chatons' },
    { key: 'adult', en: 'Adult', fr: 'Adulte', frFor: 'pour chats adultes' },
    { key: 'senior', en: 'Senior', fr: 'Âgé', frFor: 'pour chats âgés' },
    { key: 'all-life-stages', en: 'All Life Stages', fr: 'Tous âges', frFor: 'pour chats de tous âges' },
  ],
};

/** Breed size for dog food and treats; `key` is the size property query value ('' = not stated). */
export const BREED_SIZES: readonly Word[] = [
  { key: '', en: '', fr: '' },
  { key: 'small-breed', en: 'Small Breed', fr: 'de petite race' },
  { key: 'medium', en: 'Medium Breed', fr: 'de race moyenne' },
  { key: 'large-breed', en: 'Large Breed', fr: 'de grande race' },
];

/** Small animals a product is for. */
export const SMALL_ANIMALS: readonly Word[] = [
  { key: 'rabbit', en: 'Rabbit', fr: 'pour lapins' },
  { key: 'guineapig', en: 'Guinea Pig', fr: "pour cochons d'Inde" },
  { key: 'chinchilla', en: 'Chinchilla', fr: 'pour chinchillas' },
  { key: 'hamster', en: 'Hamster & Gerbil', fr: 'pour hamsters et gerbilles' },
];

/** Designs for toys, beds and gear, with a Canadian flavour. */
export const DESIGNS: readonly Word[] = [
  ['moose', 'Moose', 'Orignal'], ['beaver', 'Beaver', 'Castor'], ['loon', 'Loon', 'Huard'],
  ['caribou', 'Caribou', 'Caribou'], ['polarbear', 'Polar Bear', 'Ours polaire'], ['maple', 'Maple Leaf', "Feuille d'érable"],
  ['canoe', 'Canoe', 'Canot'], ['plaid', 'Buffalo Plaid', 'Carreaux bûcheron'], ['aurora', 'Northern Lights', 'Aurores boréales'],
  ['fox', 'Red Fox', 'Renard roux'], ['raccoon', 'Raccoon', 'Raton laveur'], ['lighthouse', 'Lighthouse', 'Phare'],
  ['salmon', 'Salmon', 'Saumon'], ['owl', 'Snowy Owl', 'Harfang des neiges'], ['goose', 'Canada Goose', 'Bernache'],
].map(([key, en, fr]) => ({ key: key as string, en: en as string, fr: fr as string }));

export const COLOURS: readonly Word[] = [
  ['red', 'Red', 'rouge'], ['blue', 'Blue', 'bleu'], ['green', 'Forest Green', 'vert forêt'], ['grey', 'Charcoal', 'charbon'],
  ['orange', 'Orange', 'orange'], ['purple', 'Plum', 'prune'], ['navy', 'Navy', 'marine'], ['teal', 'Teal', 'sarcelle'],
].map(([key, en, fr]) => ({ key: key as string, en: en as string, fr: fr as string }));
