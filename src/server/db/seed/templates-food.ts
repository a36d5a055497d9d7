import { at, f, plain, type Named, type Pair, type Template, type Vars } from './template-types';

/** Food and treat templates for dogs, cats and small animals. */

const T = {
  dryDog: [101, 'Dry dog food', 'Nourriture sèche pour chiens'],
  wetDog: [102, 'Wet dog food', 'Nourriture humide pour chiens'],
  vetDog: [103, 'Veterinary diet for dogs', 'Diète vétérinaire pour chiens'],
  rawDog: [104, 'Raw & freeze-dried dog food', 'Nourriture crue et lyophilisée pour chiens'],
  topper: [105, 'Food topper', 'Garniture de repas'],
  dogTreats: [106, 'Dog treats', 'Friandises pour chiens'],
  dryCat: [201, 'Dry cat food', 'Nourriture sèche pour chats'],
  wetCat: [202, 'Wet cat food', 'Nourriture humide pour chats'],
  vetCat: [203, 'Veterinary diet for cats', 'Diète vétérinaire pour chats'],
  catTreats: [206, 'Cat treats', 'Friandises pour chats'],
  smallFood: [301, 'Small animal food', 'Nourriture pour petits animaux'],
  hay: [302, 'Hay', 'Foin'],
  smallTreats: [306, 'Small animal treats', 'Friandises pour petits animaux'],
} as const;

const FOOD_BRANDS = ['mapleridge', 'prairie', 'boreal', 'heritage', 'pacific', 'orchard', 'kodiak'] as const;
const CAT_BRANDS = ['mapleridge', 'boreal', 'whisker', 'heritage', 'pacific', 'coastal', 'orchard', 'gourmet'] as const;
const VET_BRANDS = ['borealvet', 'heritage', 'vetricare'] as const;

/** "Maple Ridge Healthy Weight Adult Large Breed Chicken & Brown Rice Recipe" /
 *  "Maple Ridge Poids santé – Recette au poulet et au riz brun pour chiens adultes de grande race". */
function recipe(v: Vars): Named {
  const line = v.line.key === 'original' ? '' : ` ${v.line.en}`;
  const lineFr = v.line.key === 'original' ? '' : ` ${v.line.fr}`;
  const life = v.life ? ` ${v.life.en}` : '';
  const breed = v.breed.key ? ` ${v.breed.en}` : '';
  return {
    en: `${v.brand}${line}${life}${breed} ${v.protein.en} & ${v.carb.en} Recipe`,
    fr: `${v.brand}${lineFr ? `${lineFr} –` : ''} Recette ${v.protein.frWith} et ${v.carb.fr} ${v.life?.frFor ?? ''}${v.breed.key ? ` ${v.breed.fr}` : ''}`.trim(),
    label: `${v.line.key === 'original' ? (v.life?.en ?? '') : v.line.en} ${v.protein.en}`.trim(),
  };
}

/** Wet food where the children are flavours: "Whisker & Co. Adult Pâté" / "Whisker & Co. Pâté pour chats adultes". */
function textured(textures: readonly Pair[]) {
  return (v: Vars): Named => {
    const [en, fr] = at(textures, v.n);
    const line = v.line.key === 'original' ? '' : ` ${v.line.en}`;
    const lineFr = v.line.key === 'original' ? '' : `, ${v.line.fr.toLowerCase()}`;
    return { en: `${v.brand}${line} ${v.life?.en ?? ''} ${en}`.replace(/ +/g, ' '), fr: `${v.brand} ${fr} ${v.life?.frFor ?? ''}${lineFr}`.replace(/ +/g, ' ').trim(), label: en };
  };
}

function vetDiet(speciesEn: string, speciesFr: string) {
  return (v: Vars): Named => ({
    en: `${v.brand} ${v.diet.en} ${speciesEn} Formula with ${v.protein.en}`,
    fr: `${v.brand} ${v.diet.fr}, formule ${speciesFr} ${v.protein.frWith}`,
    label: v.diet.en,
  });
}

/** "Brand Item Protein" / "Brand Item protéine" for treats and toppers. */
function withProtein(items: readonly Pair[]) {
  return (v: Vars): Named => {
    const [en, fr] = at(items, v.n);
    return { en: `${v.brand} ${v.protein.en} ${en}`, fr: `${v.brand} ${fr} ${v.protein.frWith}`, label: `${v.protein.en} ${en}` };
  };
}

/** Flavour-axis families: the protein is in each child's format, not in the family name. */
function styled(items: readonly Pair[], nounEn: string, nounFr: string) {
  return (v: Vars): Named => {
    const [en, fr] = at(items, v.n);
    return { en: `${v.brand} ${en} ${nounEn}`, fr: `${v.brand} ${nounFr} ${fr}`, label: `${en} ${nounEn}` };
  };
}

const food = { axis: 'size', subscribe: 0.9 } as const;

export const FOOD_TEMPLATES: readonly Template[] = [
  // Dogs
  { ...food, key: 'dog-dry', species: 'dog', l3: 11001, type: T.dryDog, kind: 'dryfood', form: 'dry', shape: 'bag', brands: FOOD_BRANDS, weight: 16,
    formats: [f('1.5 kg', '1,5 kg', 21.99), f('6 kg', '6 kg', 62.99), f('12 kg', '12 kg', 99.99), f('17 kg', '17 kg', 129.99)],
    uses: ['line', 'life', 'breed', 'protein', 'carb'], name: recipe },
  { ...food, key: 'dog-wet', species: 'dog', l3: 11002, type: T.wetDog, kind: 'wetfood', form: 'canned', shape: 'can', brands: FOOD_BRANDS, weight: 7,
    formats: [f('156 g can', 'Boîte de 156 g', 3.29), f('156 g cans × 12', 'Boîtes de 156 g × 12', 35.99), f('354 g cans × 12', 'Boîtes de 354 g × 12', 52.99)],
    uses: ['line', 'life', 'protein'],
    name: withProtein([['Stew', 'Ragoût'], ['Loaf', 'Pâté'], ['Chunks in Gravy', 'Morceaux en sauce'], ['Homestyle Dinner', 'Souper maison']]) },
  { ...food, key: 'dog-vet-dry', species: 'dog', l3: 11003, type: T.vetDog, kind: 'vetdiet', form: 'dry', shape: 'bag', brands: VET_BRANDS, weight: 4, rx: 'approval',
    formats: [f('3.85 kg', '3,85 kg', 49.99), f('8 kg', '8 kg', 89.99), f('12 kg', '12 kg', 119.99)],
    uses: ['diet', 'protein'], lifeStage: 'adult', name: vetDiet('Canine', 'canine') },
  { ...food, key: 'dog-vet-wet', species: 'dog', l3: 11003, type: T.vetDog, kind: 'vetdiet', form: 'canned', shape: 'can', brands: VET_BRANDS, weight: 2, rx: 'approval',
    formats: [f('370 g cans × 12', 'Boîtes de 370 g × 12', 64.99), f('156 g cans × 24', 'Boîtes de 156 g × 24', 74.99)],
    uses: ['diet', 'protein'], lifeStage: 'adult', name: (v) => { const n = vetDiet('Canine', 'canine')(v); return { ...n, en: `${n.en}, Canned`, fr: `${n.fr}, en conserve` }; } },
  { ...food, key: 'dog-freeze-dried', species: 'dog', l3: 11004, type: T.rawDog, kind: 'rawfood', form: 'freeze-dried', shape: 'pouch', brands: ['kodiak', 'boreal', 'orchard', 'prairie'], weight: 2,
    formats: [f('397 g', '397 g', 34.99), f('794 g', '794 g', 59.99)], uses: ['protein'], lifeStage: 'all-life-stages', diets: ['grain-free'],
    name: withProtein([['Freeze-Dried Raw Patties', 'Galettes crues lyophilisées'], ['Freeze-Dried Raw Nuggets', 'Bouchées crues lyophilisées']]) },
  { ...food, key: 'dog-air-dried', species: 'dog', l3: 11004, type: T.rawDog, kind: 'rawfood', form: 'air-dried', shape: 'box', brands: ['kodiak', 'boreal', 'orchard'], weight: 1.5,
    formats: [f('1 kg', '1 kg', 54.99), f('2.5 kg', '2,5 kg', 109.99)], uses: ['protein'], lifeStage: 'all-life-stages', diets: ['grain-free', 'high-protein'],
    name: withProtein([['Air-Dried Recipe', "Recette séchée à l'air"], ['Air-Dried Morsels', "Bouchées séchées à l'air"]]) },
  { ...food, key: 'dog-dehydrated', species: 'dog', l3: 11004, type: T.rawDog, kind: 'rawfood', form: 'dehydrated', shape: 'box', brands: ['prairie', 'orchard', 'boreal'], weight: 1,
    formats: [f('2 kg', '2 kg', 59.99), f('4.5 kg', '4,5 kg', 114.99)], uses: ['protein'], lifeStage: 'all-life-stages',
    name: withProtein([['Dehydrated Base Mix', 'Mélange de base déshydraté'], ['Dehydrated Complete Meal', 'Repas complet déshydraté']]) },
  { ...food, key: 'dog-topper', species: 'dog', l3: 11005, type: T.topper, kind: 'topper', form: 'food-topping', shape: 'jar', brands: ['kodiak', 'prairie', 'boreal', 'fundy'], weight: 2,
    formats: [f('227 g', '227 g', 14.99), f('454 g', '454 g', 24.99)], uses: ['protein'], lifeStage: 'all-life-stages',
    name: withProtein([['Bone Broth Topper', "Bouillon d'os, garniture de repas"], ['Freeze-Dried Sprinkles', 'Garniture lyophilisée à saupoudrer'], ['Savoury Gravy Mix', 'Mélange pour sauce savoureuse']]) },
  { key: 'dog-dental-treats', species: 'dog', l3: 11051, type: T.dogTreats, kind: 'treat', form: 'treats', shape: 'pouch', brands: ['chinook', 'kodiak', 'vetricare', 'mapleridge'], weight: 3,
    axis: 'size', subscribe: 0.6, lifeStage: 'adult', uses: ['protein'],
    formats: [f('Small, 30 treats', 'Petit, 30 friandises', 19.99), f('Medium, 22 treats', 'Moyen, 22 friandises', 21.99), f('Large, 14 treats', 'Grand, 14 friandises', 22.99)],
    name: (v) => { const [en, fr] = at([['Fresh Breath', 'haleine fraîche'], ['Tartar Control', 'contrôle du tartre'], ['Triple Action', 'triple action'], ['Mint & Parsley', 'menthe et persil']] as const, v.n);
      return { en: `${v.brand} ${en} Dental Chews with ${v.protein.en}`, fr: `${v.brand} Bâtonnets dentaires ${fr} ${v.protein.frWith}`, label: `${en} Dental` }; } },
  { key: 'dog-training-treats', species: 'dog', l3: 11052, type: T.dogTreats, kind: 'treat', form: 'treats', shape: 'pouch', brands: ['kodiak', 'prairie', 'fundy', 'mapleridge', 'orchard'], weight: 3,
    axis: 'flavour', lifeStage: 'all-life-stages', uses: [], formats: [f('200 g', '200 g', 9.99), f('454 g', '454 g', 17.99)],
    name: styled([['Soft & Chewy', 'tendres'], ['Mini', 'minis'], ['Grain-Free', 'sans grains'], ['Lean', 'faibles en gras'], ['Puppy', 'pour chiots']], 'Training Treats', "Friandises d'entraînement") },
  { key: 'dog-jerky', species: 'dog', l3: 11053, type: T.dogTreats, kind: 'treat', form: 'treats', shape: 'pouch', brands: ['kodiak', 'prairie', 'fundy', 'orchard'], weight: 2.5,
    axis: 'size', lifeStage: 'all-life-stages', uses: ['protein'], formats: [f('150 g', '150 g', 12.99), f('400 g', '400 g', 27.99)],
    name: withProtein([['Jerky Strips', 'Jerky en lanières'], ['Jerky Bites', 'Jerky en bouchées'], ['Crisps', 'Croustilles']]) },
  { key: 'dog-chews', species: 'dog', l3: 11053, type: T.dogTreats, kind: 'treat', form: 'air-dried', shape: 'box', brands: ['kodiak', 'prairie', 'orchard'], weight: 1.5,
    axis: 'size', lifeStage: 'adult', uses: [], formats: [f('Small, 6 count', 'Petit, paquet de 6', 14.99), f('Large, 4 count', 'Grand, paquet de 4', 19.99)],
    name: (v) => plain(v, at([['Beef Bully Sticks', 'Bâtons de taureau'], ['Antler Chew', 'Bois de cerf à mâcher'], ['Pork Ear Chews', 'Oreilles de porc à mâcher'], ['Yak Cheese Chew', 'Bâtonnet de fromage de yak']] as const, v.n)) },
  // Cats
  { ...food, key: 'cat-dry', species: 'cat', l3: 21001, type: T.dryCat, kind: 'dryfood', form: 'dry', shape: 'bag', brands: CAT_BRANDS, weight: 11,
    formats: [f('1.8 kg', '1,8 kg', 22.99), f('4 kg', '4 kg', 44.99), f('7 kg', '7 kg', 69.99)], uses: ['line', 'life', 'protein', 'carb'], name: recipe },
  { ...food, key: 'cat-wet-cans', species: 'cat', l3: 21002, type: T.wetCat, kind: 'wetfood', form: 'canned', shape: 'can', brands: CAT_BRANDS, weight: 6, axis: 'flavour',
    formats: [f('85 g cans × 24', 'Boîtes de 85 g × 24', 38.99), f('156 g cans × 12', 'Boîtes de 156 g × 12', 29.99)], uses: ['line', 'life'],
    name: textured([['Pâté', 'Pâté'], ['Flaked', 'Émietté'], ['Minced in Gravy', 'Haché en sauce'], ['Shreds', 'Effiloché']]) },
  { ...food, key: 'cat-wet-pouches', species: 'cat', l3: 21002, type: T.wetCat, kind: 'wetfood', form: 'pouches', shape: 'pouch', brands: CAT_BRANDS, weight: 4, axis: 'flavour',
    formats: [f('85 g pouches × 12', 'Sachets de 85 g × 12', 17.99)], uses: ['line', 'life'],
    name: textured([['Morsels in Gravy', 'Bouchées en sauce'], ['Chunks in Jelly', 'Morceaux en gelée'], ['Bisque', 'Bisque']]) },
  { ...food, key: 'cat-vet-dry', species: 'cat', l3: 21003, type: T.vetCat, kind: 'vetdiet', form: 'dry', shape: 'bag', brands: VET_BRANDS, weight: 3, rx: 'approval',
    formats: [f('1.5 kg', '1,5 kg', 34.99), f('4 kg', '4 kg', 69.99), f('8 kg', '8 kg', 109.99)], uses: ['diet', 'protein'], lifeStage: 'adult', name: vetDiet('Feline', 'féline') },
  { ...food, key: 'cat-vet-wet', species: 'cat', l3: 21003, type: T.vetCat, kind: 'vetdiet', form: 'wet', shape: 'can', brands: VET_BRANDS, weight: 2, rx: 'approval',
    formats: [f('85 g cans × 24', 'Boîtes de 85 g × 24', 62.99), f('156 g cans × 24', 'Boîtes de 156 g × 24', 79.99)], uses: ['diet', 'protein'], lifeStage: 'adult',
    name: (v) => { const n = vetDiet('Feline', 'féline')(v); return { ...n, en: `${n.en}, Wet`, fr: `${n.fr}, humide` }; } },
  { ...food, key: 'cat-topper', species: 'cat', l3: 21004, type: T.topper, kind: 'topper', form: 'food-topping', shape: 'jar', brands: ['gourmet', 'fundy', 'coastal'], weight: 1.5,
    formats: [f('40 g', '40 g', 7.99), f('100 g', '100 g', 15.99)], uses: ['protein'], lifeStage: 'all-life-stages',
    name: withProtein([['Broth Topper', 'Bouillon, garniture de repas'], ['Freeze-Dried Sprinkles', 'Garniture lyophilisée à saupoudrer'], ['Flakes', 'Flocons']]) },
  { key: 'cat-crunchy-treats', species: 'cat', l3: 21061, type: T.catTreats, kind: 'treat', form: 'treats', shape: 'pouch', brands: ['gourmet', 'whisker', 'fundy', 'coastal'], weight: 3,
    axis: 'flavour', lifeStage: 'all-life-stages', uses: [], formats: [f('85 g', '85 g', 5.99), f('170 g', '170 g', 9.99)],
    name: styled([['Crunchy', 'croquantes'], ['Filled Pillow', 'fourrées'], ['Temptation', 'irrésistibles']], 'Cat Treats', 'Friandises pour chats') },
  { key: 'cat-dental-treats', species: 'cat', l3: 21062, type: T.catTreats, kind: 'treat', form: 'treats', shape: 'pouch', brands: ['chinook', 'gourmet', 'whisker'], weight: 1.5,
    axis: 'size', lifeStage: 'adult', uses: ['protein'], formats: [f('85 g', '85 g', 6.49), f('250 g', '250 g', 14.99)],
    name: withProtein([['Dental Crunchies', 'Croquants dentaires'], ['Tartar Control Treats', 'Friandises contrôle du tartre']]) },
  { key: 'cat-fd-treats', species: 'cat', l3: 21063, type: T.catTreats, kind: 'treat', form: 'freeze-dried', shape: 'pouch', brands: ['fundy', 'gourmet', 'kodiak'], weight: 1.5,
    axis: 'flavour', lifeStage: 'all-life-stages', diets: ['grain-free'], uses: [], formats: [f('30 g', '30 g', 9.99), f('70 g', '70 g', 18.99)],
    name: styled([['Single-Ingredient', 'à ingrédient unique'], ['Wild-Caught', 'de pêche sauvage'], ['Raw', 'crues']], 'Freeze-Dried Treats', 'Friandises lyophilisées') },
  // Small animals
  { key: 'small-hay', species: 'small', l3: 30001, type: T.hay, kind: 'hay', form: 'hay', shape: 'bale', brands: ['meadow', 'burrow', 'orchard'], weight: 3,
    axis: 'size', subscribe: 0.8, lifeStage: 'all-life-stages', uses: [], formats: [f('1 kg', '1 kg', 12.99), f('2.5 kg', '2,5 kg', 26.99), f('4.5 kg', '4,5 kg', 42.99)],
    name: (v) => { const [hay, hayFr] = at([['Timothy Hay', 'Foin de fléole'], ['Orchard Grass Hay', 'Foin de dactyle'], ['Second-Cut Timothy Hay', 'Foin de fléole de deuxième coupe'], ['Alfalfa Hay', 'Foin de luzerne'], ['Meadow Hay', 'Foin de prairie']] as const, v.n);
      const [region, regionFr] = at([['Prairie-Grown', 'des Prairies'], ['Ontario', "de l'Ontario"], ['Alberta', "de l'Alberta"], ['Québec', 'du Québec']] as const, v.m);
      return { en: `${v.brand} ${region} ${hay}`, fr: `${v.brand} ${hayFr} ${regionFr}`, label: hay }; } },
  { key: 'small-pellets', species: 'small', l3: 30002, type: T.smallFood, kind: 'smallfood', form: 'dry', shape: 'bag', brands: ['burrow', 'meadow', 'orchard'], weight: 2.5,
    axis: 'size', subscribe: 0.8, lifeStage: 'adult', uses: ['animal'], formats: [f('2.2 kg', '2,2 kg', 16.99), f('4.5 kg', '4,5 kg', 29.99)],
    name: (v) => { const [en, fr] = at([['Timothy-Based', 'à base de fléole'], ['Complete', 'complète'], ['Fortified', 'enrichie'], ['Grain-Free', 'sans grains']] as const, v.n);
      return { en: `${v.brand} ${en} ${v.animal.en} Food`, fr: `${v.brand} Nourriture ${fr} ${v.animal.fr}`, label: `${v.animal.en} Food` }; } },
  { key: 'small-treats', species: 'small', l3: 30061, type: T.smallTreats, kind: 'treat', form: 'treats', shape: 'pouch', brands: ['burrow', 'meadow', 'orchard'], weight: 2,
    axis: 'size', lifeStage: 'all-life-stages', uses: ['animal'], formats: [f('60 g', '60 g', 5.99), f('150 g', '150 g', 11.99)],
    name: (v) => { const [en, fr] = at([['Apple Sticks', 'Bâtonnets de pomme'], ['Hay Cubes', 'Cubes de foin'], ['Carrot Crunchies', 'Croustilles de carotte'], ['Willow Chews', 'Bâtonnets de saule à grignoter'], ['Dried Herb Mix', "Mélange d'herbes séchées"]] as const, v.n);
      return { en: `${v.brand} ${v.animal.en} ${en}`, fr: `${v.brand} ${fr} ${v.animal.fr}`, label: en }; } },
];
