import { at, coloured, designed, f, plain, type Format, type Named, type Pair, type Template, type Vars } from './template-types';

/** Health, pharmacy, toys, grooming, gear, litter and seasonal templates. */

const T = {
  supplement: [401, 'Supplement', 'Supplément'],
  rxMed: [402, 'Prescription medication', 'Médicament sur ordonnance'],
  parasite: [403, 'Parasite control', 'Antiparasitaire'],
  care: [404, 'Health care product', 'Produit de soins'],
  toy: [501, 'Toy', 'Jouet'],
  grooming: [502, 'Grooming supply', 'Produit de toilettage'],
  gear: [503, 'Beds & gear', 'Lits et accessoires'],
  habitat: [504, 'Habitat & accessory', 'Habitat et accessoire'],
  seasonal: [505, 'Seasonal item', 'Article saisonnier'],
  litter: [207, 'Cat litter', 'Litière pour chats'],
  bedding: [307, 'Bedding', 'Litière pour petits animaux'],
} as const;

const pick = (items: readonly Pair[]) => (v: Vars): Named => plain(v, at(items, v.n));
const pickDesigned = (items: readonly Pair[]) => (v: Vars): Named => designed(v, at(items, v.n));
const pickColoured = (items: readonly Pair[]) => (v: Vars): Named => coloured(v, at(items, v.n));
/** "Brand Item, Variant" where the variant is a second word list (scents, strengths). */
const pickWith = (items: readonly Pair[], variants: readonly Pair[]) => (v: Vars): Named => {
  const [en, fr] = at(items, v.n);
  const [ven, vfr] = at(variants, v.m);
  return { en: `${v.brand} ${en}, ${ven}`, fr: `${v.brand} ${fr}, ${vfr}`, label: en };
};

const SML: readonly Format[] = [f('Small', 'Petit', 9.99), f('Medium', 'Moyen', 13.99), f('Large', 'Grand', 17.99)];
const EACH = (price: number): readonly Format[] => [f('Each', 'Unité', price)];
const SUPPLEMENT_BRANDS = ['chinook', 'vitalis', 'cedar', 'vetricare'] as const;
const PHARMA_BRANDS = ['truenorth', 'vetricare', 'plainsguard'] as const;
const RX_TABLETS_DOG: readonly Pair[] = [
  ['Carprofen Tablets', 'Comprimés de carprofène'], ['Gabapentin Tablets', 'Comprimés de gabapentine'],
  ['Trazodone Tablets', 'Comprimés de trazodone'], ['Amoxicillin-Clavulanate Tablets', "Comprimés d'amoxicilline-clavulanate"],
  ['Cephalexin Tablets', 'Comprimés de céphalexine'],
];
const RX_TABLETS_CAT: readonly Pair[] = [
  ['Methimazole Tablets', 'Comprimés de méthimazole'], ['Amlodipine Tablets', "Comprimés d'amlodipine"], ['Gabapentin Tablets', 'Comprimés de gabapentine'],
];
const RX_LIQUIDS_DOG: readonly Pair[] = [['Meloxicam Oral Suspension', 'Suspension orale de méloxicam'], ['Metronidazole Oral Suspension', 'Suspension orale de métronidazole']];
const RX_LIQUIDS_CAT: readonly Pair[] = [['Prednisolone Oral Suspension', 'Suspension orale de prednisolone'], ['Buprenorphine Oral Solution', 'Solution orale de buprénorphine']];
const LIQUID_DOSES = [f('10 mL', '10 mL', 24.99), f('32 mL', '32 mL', 44.99), f('100 mL', '100 mL', 89.99)];
const TABLETS = [f('30 tablets', '30 comprimés', 27.99), f('60 tablets', '60 comprimés', 49.99), f('90 tablets', '90 comprimés', 69.99)];
const otc = { axis: 'size', subscribe: 0.5 } as const;
const goods = { axis: 'size', uses: [] } as const;

export const CARE_TEMPLATES: readonly Template[] = [
  // Health & wellness
  { ...otc, key: 'dog-joint', species: 'dog', l3: 11101, type: T.supplement, kind: 'supplement', form: 'supplement', shape: 'jar', brands: SUPPLEMENT_BRANDS, weight: 3, uses: ['breed'],
    formats: [f('60 soft chews', '60 bouchées molles', 39.99), f('120 soft chews', '120 bouchées molles', 69.99), f('240 soft chews', '240 bouchées molles', 119.99)],
    name: (v) => { const [en, fr] = at([['Advanced', 'avancé'], ['Plus MSM', 'plus MSM'], ['Green-Lipped Mussel', 'à la moule verte'], ['Glucosamine & Chondroitin', 'glucosamine et chondroïtine']] as const, v.n);
      return { en: `${v.brand} Hip & Joint ${en}`, fr: `${v.brand} Hanches et articulations ${fr}`, label: 'Hip & Joint' }; } },
  { ...otc, key: 'dog-fish-oil', species: 'dog', l3: 11102, type: T.supplement, kind: 'supplement', form: 'liquid', shape: 'bottle', brands: SUPPLEMENT_BRANDS, weight: 1.5, uses: [],
    formats: [f('237 mL', '237 mL', 24.99), f('473 mL', '473 mL', 39.99)], lifeStage: 'all-life-stages',
    name: pick([['Wild Salmon Oil', 'Huile de saumon sauvage'], ['Omega-3 Fish Oil', 'Huile de poisson oméga-3'], ['Skin & Coat Omega Blend', 'Mélange oméga peau et pelage']]) },
  { ...otc, key: 'dog-probiotic', species: 'dog', l3: 11102, type: T.supplement, kind: 'supplement', form: 'powder', shape: 'tub', brands: SUPPLEMENT_BRANDS, weight: 1.5, uses: [],
    formats: [f('30 sachets', '30 sachets', 44.99), f('90 g', '90 g', 29.99)],
    name: pick([['Digestive Probiotic Powder', 'Probiotique digestif en poudre'], ['Pumpkin Fibre Supplement', 'Supplément de fibres à la citrouille']]) },
  { ...otc, key: 'dog-multivitamin', species: 'dog', l3: 11102, type: T.supplement, kind: 'supplement', form: 'supplement', shape: 'jar', brands: SUPPLEMENT_BRANDS, weight: 1.5, uses: ['life'],
    formats: [f('60 chewable tablets', '60 comprimés à croquer', 19.99), f('180 chewable tablets', '180 comprimés à croquer', 44.99)],
    name: (v) => ({ en: `${v.brand} ${v.life?.en ?? ''} Daily Multivitamin`.replace(/ +/g, ' '), fr: `${v.brand} Multivitamine quotidienne ${v.life?.frFor ?? ''}`.trim(), label: 'Multivitamin' }) },
  { ...otc, key: 'dog-water-additive', species: 'dog', l3: 11103, type: T.care, kind: 'care', form: 'liquid', shape: 'bottle', brands: ['chinook', 'vetricare', 'cedar'], weight: 1.5, uses: [],
    formats: [f('250 mL', '250 mL', 16.99), f('500 mL', '500 mL', 27.99)], name: pick([['Fresh Breath Water Additive', "Additif pour l'eau haleine fraîche"], ['Plaque Defence Oral Rinse', 'Rince-bouche antiplaque']]) },
  { ...otc, key: 'dog-toothpaste', species: 'dog', l3: 11103, type: T.care, kind: 'care', shape: 'tube', brands: ['chinook', 'vetricare'], weight: 1, uses: [],
    formats: [f('70 g', '70 g', 11.99)], name: pickWith([['Enzymatic Toothpaste', 'Dentifrice enzymatique']], [['Poultry', 'volaille'], ['Beef', 'bœuf'], ['Vanilla Mint', 'vanille et menthe']]) },
  { ...otc, key: 'dog-calming', species: 'dog', l3: 11104, type: T.supplement, kind: 'supplement', form: 'supplement', shape: 'jar', brands: SUPPLEMENT_BRANDS, weight: 1.5, uses: [],
    formats: [f('45 soft chews', '45 bouchées molles', 29.99), f('90 soft chews', '90 bouchées molles', 49.99)],
    name: pick([['Calming Chews', 'Bouchées apaisantes'], ['Travel & Storm Calming Chews', 'Bouchées apaisantes voyage et orages'], ['L-Theanine Calming Support', 'Soutien apaisant à la L-théanine']]) },
  { ...otc, key: 'cat-hairball-gel', species: 'cat', l3: 21101, type: T.supplement, kind: 'supplement', form: 'supplement', shape: 'tube', brands: SUPPLEMENT_BRANDS, weight: 1, uses: [],
    formats: [f('70 g tube', 'Tube de 70 g', 12.99)], name: pickWith([['Hairball Remedy Gel', 'Gel contre les boules de poils']], [['Malt', 'malt'], ['Salmon', 'saumon'], ['Tuna', 'thon']]) },
  { ...otc, key: 'cat-lysine', species: 'cat', l3: 21102, type: T.supplement, kind: 'supplement', form: 'powder', shape: 'tub', brands: SUPPLEMENT_BRANDS, weight: 1.5, uses: [],
    formats: [f('100 g', '100 g', 24.99), f('250 g', '250 g', 44.99)], name: pick([['L-Lysine Immune Powder', 'L-lysine en poudre pour le système immunitaire'], ['Probiotic Powder for Cats', 'Probiotique en poudre pour chats']]) },
  { ...otc, key: 'cat-urinary', species: 'cat', l3: 21103, type: T.supplement, kind: 'supplement', form: 'supplement', shape: 'jar', brands: SUPPLEMENT_BRANDS, weight: 1.5, uses: [], diets: ['urinary'],
    formats: [f('60 soft chews', '60 bouchées molles', 27.99)], name: pick([['Cranberry Urinary Support Chews', 'Bouchées à la canneberge pour le soutien urinaire'], ['Bladder Health Supplement', 'Supplément pour la santé de la vessie']]) },
  { ...otc, key: 'small-vitamin-c', species: 'small', l3: 30121, type: T.supplement, kind: 'supplement', form: 'liquid', shape: 'bottle', brands: ['burrow', 'vitalis'], weight: 1, uses: ['animal'],
    formats: [f('30 mL', '30 mL', 9.99)], name: (v) => ({ en: `${v.brand} ${v.animal.en} Vitamin C Drops`, fr: `${v.brand} Gouttes de vitamine C ${v.animal.fr}`, label: 'Vitamin C Drops' }) },
  { key: 'small-recovery', species: 'small', l3: 30121, type: T.supplement, kind: 'supplement', form: 'powder', shape: 'tub', brands: ['burrow', 'vetricare'], weight: 0.6, rx: 'approval', axis: 'size', uses: [],
    formats: [f('141 g', '141 g', 21.99), f('454 g', '454 g', 49.99)], name: pick([['Recovery Care Feeding Formula', "Formule d'alimentation de rétablissement"]]) },
  // Pharmacy
  { ...otc, key: 'dog-flea-topical', species: 'dog', l3: 11151, type: T.parasite, kind: 'parasite', form: 'pack', shape: 'box', brands: ['plainsguard', 'vetricare'], weight: 2, uses: [], maxQuantity: 6,
    formats: [f('Dogs up to 4.5 kg, 3 doses', "Chiens jusqu'à 4,5 kg, 3 doses", 34.99), f('Dogs 4.5–10 kg, 3 doses', 'Chiens de 4,5 à 10 kg, 3 doses', 39.99), f('Dogs 10–25 kg, 3 doses', 'Chiens de 10 à 25 kg, 3 doses', 44.99), f('Dogs 25–40 kg, 3 doses', 'Chiens de 25 à 40 kg, 3 doses', 49.99)],
    name: pick([['Flea & Tick Spot-On for Dogs', 'Traitement topique puces et tiques pour chiens'], ['Flea & Tick Plus Topical', 'Topique puces et tiques Plus']]) },
  { ...otc, key: 'dog-flea-chew', species: 'dog', l3: 11151, type: T.parasite, kind: 'parasite', form: 'pack', shape: 'box', brands: PHARMA_BRANDS, weight: 2, rx: 'prescription', uses: [], maxQuantity: 6,
    formats: [f('Dogs 2–4.5 kg, 3 chewables', 'Chiens de 2 à 4,5 kg, 3 comprimés à croquer', 69.99), f('Dogs 4.5–10 kg, 3 chewables', 'Chiens de 4,5 à 10 kg, 3 comprimés à croquer', 74.99), f('Dogs 10–20 kg, 3 chewables', 'Chiens de 10 à 20 kg, 3 comprimés à croquer', 79.99), f('Dogs 20–40 kg, 3 chewables', 'Chiens de 20 à 40 kg, 3 comprimés à croquer', 84.99)],
    name: pick([['Canivex Flea & Tick Chewables', 'Canivex comprimés à croquer puces et tiques'], ['Ixotrol 12-Week Chewables', 'Ixotrol comprimés à croquer 12 semaines'], ['Pulexa Monthly Chewables', 'Pulexa comprimés à croquer mensuels']]) },
  { ...otc, key: 'dog-dewormer', species: 'dog', l3: 11152, type: T.parasite, kind: 'parasite', form: 'pack', shape: 'box', brands: PHARMA_BRANDS, weight: 1.5, rx: 'prescription', uses: [],
    formats: [f('2 tablets', '2 comprimés', 19.99), f('4 tablets', '4 comprimés', 34.99), f('10 tablets', '10 comprimés', 74.99)],
    name: pick([['Vermex Broad-Spectrum Dewormer', 'Vermex vermifuge à large spectre'], ['Pyrantix Dewormer Tablets', 'Pyrantix comprimés vermifuges']]) },
  { ...otc, key: 'dog-heartworm', species: 'dog', l3: 11153, type: T.parasite, kind: 'parasite', shape: 'box', brands: PHARMA_BRANDS, weight: 1.5, rx: 'prescription', uses: [], subscribe: 0.8, maxQuantity: 6,
    formats: [f('6 chewables, up to 11 kg', "6 comprimés à croquer, jusqu'à 11 kg", 54.99), f('6 chewables, 12–22 kg', '6 comprimés à croquer, 12 à 22 kg', 64.99), f('6 chewables, 23–45 kg', '6 comprimés à croquer, 23 à 45 kg', 74.99)],
    name: pick([['Cardiostar Heartworm Chewables', 'Cardiostar comprimés à croquer contre le ver du cœur'], ['Filarex Plus Chewables', 'Filarex Plus comprimés à croquer']]) },
  { key: 'dog-rx', species: 'dog', l3: 11154, type: T.rxMed, kind: 'rxmed', shape: 'bottle', brands: PHARMA_BRANDS, weight: 2, rx: 'prescription', bulk: true, axis: 'size', subscribe: 0.3, uses: [],
    formats: TABLETS, name: pick(RX_TABLETS_DOG) },
  { key: 'dog-rx-liquid', species: 'dog', l3: 11154, type: T.rxMed, kind: 'rxmed', form: 'liquid', shape: 'bottle', brands: PHARMA_BRANDS, weight: 1, rx: 'prescription', bulk: true, axis: 'size', uses: [],
    formats: LIQUID_DOSES, name: pick(RX_LIQUIDS_DOG) },
  { key: 'dog-ear-cleaner', species: 'dog', l3: 11155, type: T.care, kind: 'care', form: 'liquid', shape: 'bottle', brands: ['vetricare', 'cedar', 'chinook'], weight: 1.5, axis: 'size', uses: [],
    formats: [f('118 mL', '118 mL', 14.99), f('236 mL', '236 mL', 22.99)], name: pick([['Gentle Ear Cleaner', 'Nettoyant auriculaire doux'], ['Ear Cleansing Solution', 'Solution nettoyante pour les oreilles']]) },
  { key: 'dog-otic', species: 'dog', l3: 11155, type: T.rxMed, kind: 'rxmed', shape: 'tube', brands: ['truenorth', 'vetricare'], weight: 1, rx: 'approval', axis: 'size', uses: [],
    formats: [f('15 g', '15 g', 32.99), f('30 g', '30 g', 54.99)], name: pick([['Otic Ointment', 'Onguent otique'], ['Medicated Skin Ointment', 'Onguent cutané médicamenté']]) },
  { ...otc, key: 'cat-flea', species: 'cat', l3: 21141, type: T.parasite, kind: 'parasite', form: 'pack', shape: 'box', brands: ['plainsguard', 'vetricare', 'truenorth'], weight: 2, uses: [], maxQuantity: 6,
    formats: [f('Cats up to 4 kg, 3 doses', "Chats jusqu'à 4 kg, 3 doses", 36.99), f('Cats over 4 kg, 3 doses', 'Chats de plus de 4 kg, 3 doses', 41.99)],
    name: pick([['Flea Spot-On for Cats', 'Traitement topique contre les puces pour chats'], ['Felixa Flea & Tick Topical', 'Felixa topique puces et tiques']]) },
  { ...otc, key: 'cat-dewormer', species: 'cat', l3: 21142, type: T.parasite, kind: 'parasite', form: 'pack', shape: 'box', brands: PHARMA_BRANDS, weight: 1, rx: 'prescription', uses: [],
    formats: [f('2 tablets', '2 comprimés', 17.99), f('4 tablets', '4 comprimés', 29.99)], name: pick([['Vermex Feline Dewormer', 'Vermex vermifuge pour chats']]) },
  { key: 'cat-rx', species: 'cat', l3: 21143, type: T.rxMed, kind: 'rxmed', shape: 'bottle', brands: PHARMA_BRANDS, weight: 2, rx: 'prescription', bulk: true, axis: 'size', subscribe: 0.3, uses: [],
    formats: TABLETS, name: pick(RX_TABLETS_CAT) },
  { key: 'cat-rx-liquid', species: 'cat', l3: 21143, type: T.rxMed, kind: 'rxmed', form: 'liquid', shape: 'bottle', brands: PHARMA_BRANDS, weight: 0.8, rx: 'prescription', bulk: true, axis: 'size', uses: [],
    formats: LIQUID_DOSES, name: pick(RX_LIQUIDS_CAT) },
  { key: 'pet-insulin', species: 'cat', l3: 21143, type: T.rxMed, kind: 'rxmed', form: 'liquid', shape: 'bottle', brands: ['truenorth'], weight: 0.4, rx: 'prescription', pickup: true, axis: 'size', uses: [], maxQuantity: 6,
    formats: [f('10 mL vial, refrigerated', 'Fiole de 10 mL, réfrigérée', 119.99)], name: pick([['Veterinary Insulin (Porcine Zinc)', 'Insuline vétérinaire (porcine zinc)']]) },
  // Toys, grooming, gear
  { ...goods, key: 'dog-chew-toy', species: 'dog', l3: 11201, type: T.toy, kind: 'toy', shape: 'toy', brands: ['aurora', 'kodiak', 'polar'], weight: 2.5, formats: SML,
    name: pickDesigned([['Tough Chew Bone', 'Os à mâcher robuste'], ['Rubber Chew Ring', 'Anneau à mâcher en caoutchouc'], ['Treat-Dispensing Chew', 'Jouet distributeur de friandises']]) },
  { ...goods, key: 'dog-plush', species: 'dog', l3: 11202, type: T.toy, kind: 'toy', shape: 'toy', brands: ['aurora', 'kodiak'], weight: 2, formats: SML,
    name: pickDesigned([['Squeaky Plush', 'Peluche couinante'], ['Crinkle Plush', 'Peluche froissable'], ['Rope Plush', 'Peluche avec corde']]) },
  { ...goods, key: 'dog-fetch', species: 'dog', l3: 11203, type: T.toy, kind: 'toy', shape: 'toy', brands: ['aurora', 'kodiak', 'polar'], weight: 2, formats: SML,
    name: pickColoured([['Fetch Ball', 'Balle à lancer'], ['Flying Disc', 'Disque volant'], ['Floating Bumper', 'Bouée flottante'], ['Ball Launcher', 'Lance-balle']]) },
  { ...goods, key: 'dog-shampoo', species: 'dog', l3: 11251, type: T.grooming, kind: 'grooming', form: 'liquid', shape: 'bottle', brands: ['cedar', 'evergreen', 'vetricare'], weight: 2,
    formats: [f('355 mL', '355 mL', 14.99), f('946 mL', '946 mL', 29.99), f('3.78 L', '3,78 L', 79.99)],
    name: pickWith([['Oatmeal & Aloe Shampoo', "Shampooing à l'avoine et à l'aloès"], ['Hypoallergenic Shampoo', 'Shampooing hypoallergénique'], ['Whitening Shampoo', 'Shampooing blanchissant'], ['Detangling Conditioner', 'Revitalisant démêlant']],
      [['Lavender', 'lavande'], ['Cucumber Melon', 'concombre et melon'], ['Unscented', 'sans parfum'], ['Coconut', 'noix de coco']]) },
  { ...goods, key: 'dog-brush', species: 'dog', l3: 11252, type: T.grooming, kind: 'grooming', shape: 'box', brands: ['cedar', 'evergreen', 'aurora'], weight: 1.5,
    formats: [f('Small', 'Petit', 12.99), f('Large', 'Grand', 18.99)],
    name: pickColoured([['Slicker Brush', 'Brosse à carder'], ['Deshedding Tool', 'Outil de démue'], ['Pin & Bristle Brush', 'Brosse à picots et à poils'], ['Nail Clippers', 'Coupe-griffes']]) },
  { ...goods, key: 'dog-wipes', species: 'dog', l3: 11253, type: T.grooming, kind: 'grooming', form: 'pack', shape: 'pouch', brands: ['cedar', 'evergreen'], weight: 1.5,
    formats: [f('50 wipes', '50 lingettes', 9.99), f('100 wipes', '100 lingettes', 16.99)],
    name: pick([['Grooming Wipes', 'Lingettes de toilettage'], ['Ear Cleaning Wipes', 'Lingettes nettoyantes pour oreilles'], ['Paw & Body Wipes', 'Lingettes pour pattes et corps'], ['Tear Stain Wipes', 'Lingettes anti-taches de larmes']]) },
  { ...goods, key: 'dog-bed', species: 'dog', l3: 11301, type: T.gear, kind: 'gear', shape: 'box', brands: ['aurora', 'polar', 'evergreen'], weight: 2,
    formats: [f('Small, 61 cm', 'Petit, 61 cm', 49.99), f('Medium, 76 cm', 'Moyen, 76 cm', 69.99), f('Large, 91 cm', 'Grand, 91 cm', 89.99), f('X-Large, 107 cm', 'Très grand, 107 cm', 119.99)],
    name: pickColoured([['Orthopedic Memory Foam Bed', 'Lit orthopédique en mousse à mémoire'], ['Bolster Lounger', 'Lit à rebords'], ['Calming Donut Bed', 'Lit beigne apaisant'], ['Cooling Elevated Cot', 'Lit surélevé rafraîchissant']]) },
  { ...goods, key: 'dog-crate', species: 'dog', l3: 11302, type: T.gear, kind: 'gear', shape: 'box', brands: ['aurora', 'polar'], weight: 1.2, pickup: true,
    formats: [f('Small, 61 cm (24 in)', 'Petit, 61 cm (24 po)', 59.99), f('Medium, 76 cm (30 in)', 'Moyen, 76 cm (30 po)', 79.99), f('Large, 91 cm (36 in)', 'Grand, 91 cm (36 po)', 99.99), f('X-Large, 107 cm (42 in)', 'Très grand, 107 cm (42 po)', 129.99)],
    name: pick([['Folding Wire Crate', 'Cage pliante en métal'], ['Plastic Travel Kennel', 'Cage de transport en plastique'], ['Soft-Sided Carrier', 'Sac de transport souple']]) },
  { ...goods, key: 'cat-wand', species: 'cat', l3: 21181, type: T.toy, kind: 'toy', shape: 'toy', brands: ['aurora', 'whisker'], weight: 1.5, formats: EACH(8.99),
    name: pickDesigned([['Feather Wand', 'Canne à plumes'], ['Teaser Wand', 'Canne à pêche pour chats']]) },
  { ...goods, key: 'cat-scratcher', species: 'cat', l3: 21182, type: T.toy, kind: 'toy', shape: 'box', brands: ['aurora', 'whisker', 'evergreen'], weight: 1.5,
    formats: [f('Standard', 'Standard', 19.99), f('Wide', 'Large', 29.99)], name: pickDesigned([['Cardboard Scratcher', 'Griffoir en carton'], ['Sisal Scratching Post', 'Poteau griffoir en sisal']]) },
  { ...goods, key: 'cat-catnip', species: 'cat', l3: 21183, type: T.toy, kind: 'toy', shape: 'toy', brands: ['whisker', 'aurora', 'gourmet'], weight: 1.5, formats: EACH(6.99),
    name: pickDesigned([['Catnip Kicker', "Jouet à l'herbe à chat"], ['Catnip Mice, 3-Pack', "Souris à l'herbe à chat, paquet de 3"]]) },
  { ...goods, key: 'cat-brush', species: 'cat', l3: 21201, type: T.grooming, kind: 'grooming', shape: 'box', brands: ['cedar', 'evergreen'], weight: 1, formats: EACH(13.99),
    name: pickColoured([['Self-Cleaning Slicker Brush', 'Brosse à carder autonettoyante'], ['Grooming Glove', 'Gant de toilettage']]) },
  { ...goods, key: 'cat-wipes', species: 'cat', l3: 21202, type: T.grooming, kind: 'grooming', form: 'pack', shape: 'pouch', brands: ['cedar', 'evergreen'], weight: 1,
    formats: [f('50 wipes', '50 lingettes', 9.49)], name: pick([['Waterless Bath Wipes for Cats', 'Lingettes de bain sans eau pour chats'], ['Dander Reducing Wipes', 'Lingettes anti-squames']]) },
  { ...goods, key: 'cat-litter', species: 'cat', l3: 21221, type: T.litter, kind: 'litter', shape: 'bag', brands: ['evergreen', 'whisker'], weight: 3, subscribe: 0.8, pickup: true,
    formats: [f('6 kg', '6 kg', 12.99), f('12 kg', '12 kg', 21.99), f('18 kg', '18 kg', 29.99)],
    name: pick([['Clumping Unscented Clay Litter', 'Litière agglomérante sans parfum en argile'], ['Multi-Cat Clumping Litter', 'Litière agglomérante multichat'], ['Natural Pine Pellet Litter', 'Litière en granulés de pin naturel'], ['Lightweight Corn Litter', 'Litière légère à base de maïs'], ['Silica Crystal Litter', 'Litière en cristaux de silice']]) },
  { ...goods, key: 'cat-litter-box', species: 'cat', l3: 21222, type: T.gear, kind: 'gear', shape: 'box', brands: ['evergreen', 'whisker', 'aurora'], weight: 1,
    formats: [f('Standard', 'Standard', 24.99), f('Jumbo', 'Très grand', 39.99)], name: pickColoured([['Hooded Litter Box', 'Bac à litière couvert'], ['High-Sided Litter Pan', 'Bac à litière à rebords hauts']]) },
  { ...goods, key: 'small-bedding', species: 'small', l3: 30181, type: T.bedding, kind: 'bedding', shape: 'bag', brands: ['burrow', 'evergreen', 'meadow'], weight: 2, subscribe: 0.6,
    formats: [f('10 L', '10 L', 9.99), f('30 L', '30 L', 19.99), f('56 L', '56 L', 29.99)], name: pick([['Paper Bedding', 'Litière en papier'], ['Aspen Shavings', 'Copeaux de tremble'], ['Unbleached Comfort Bedding', 'Litière confort non blanchie']]) },
  { ...goods, key: 'small-habitat', species: 'small', l3: 30182, type: T.habitat, kind: 'gear', shape: 'box', brands: ['burrow', 'aurora'], weight: 1.2, pickup: true,
    formats: [f('Medium, 80 cm', 'Moyen, 80 cm', 89.99), f('Large, 120 cm', 'Grand, 120 cm', 139.99)], name: pickColoured([['Indoor Habitat', 'Habitat intérieur'], ['Exercise Pen', "Enclos d'exercice"], ['Hideaway Hut', 'Cabane-cachette']]) },
  // Seasonal (cat §2: level 1 = 50, also listed under 1140 / 2124 / 3024)
  { ...goods, key: 'holiday-dog-treats', species: 'dog', season: 'holiday', l3: 50101, type: T.seasonal, kind: 'treat', form: 'treats', shape: 'pouch', brands: ['kodiak', 'prairie', 'orchard'], weight: 1.2,
    lifeStage: 'all-life-stages', formats: [f('200 g', '200 g', 9.99), f('400 g', '400 g', 16.99)],
    name: pick([['Holiday Gingerbread Biscuits', "Biscuits au pain d'épice des Fêtes"], ['Festive Turkey Dinner Bites', 'Bouchées festives à la dinde'], ['Snowflake Shortbread Cookies', 'Sablés flocons de neige']]) },
  { ...goods, key: 'holiday-cat-treats', species: 'cat', season: 'holiday', l3: 50101, type: T.seasonal, kind: 'treat', form: 'treats', shape: 'pouch', brands: ['gourmet', 'fundy'], weight: 0.8,
    lifeStage: 'all-life-stages', formats: [f('85 g', '85 g', 6.99)], name: pick([['Holiday Salmon Bites', 'Bouchées de saumon des Fêtes'], ['Advent Calendar of Treats', "Calendrier de l'Avent de friandises"]]) },
  { ...goods, key: 'holiday-small', species: 'small', season: 'holiday', l3: 50101, type: T.seasonal, kind: 'treat', form: 'hay', shape: 'bale', brands: ['burrow', 'meadow'], weight: 0.6,
    formats: EACH(12.99), name: pick([['Holiday Hay Wreath', 'Couronne de foin des Fêtes'], ['Festive Veggie Stocking', 'Bas de Noël aux légumes']]) },
  { ...goods, key: 'holiday-dog-toys', species: 'dog', season: 'holiday', l3: 50102, type: T.seasonal, kind: 'toy', shape: 'toy', brands: ['aurora', 'kodiak'], weight: 1, formats: SML,
    name: pick([['Holiday Plush Stocking', 'Bas de Noël en peluche'], ['Reindeer Rope Toy', 'Jouet en corde renne'], ['Santa Squeaker', 'Père Noël couinant']]) },
  { ...goods, key: 'holiday-cat-toys', species: 'cat', season: 'holiday', l3: 50102, type: T.seasonal, kind: 'toy', shape: 'toy', brands: ['aurora', 'whisker'], weight: 0.8, formats: EACH(9.99),
    name: pick([['Holiday Catnip Mice, 3-Pack', "Souris à l'herbe à chat des Fêtes, paquet de 3"], ['Jingle Bell Wand', 'Canne à plumes à grelots']]) },
  { ...goods, key: 'summer-dog', species: 'dog', season: 'summer', l3: 50201, type: T.seasonal, kind: 'gear', shape: 'box', brands: ['polar', 'aurora'], weight: 1.2, formats: SML.map((s) => ({ ...s, price: s.price * 3 })),
    name: pickColoured([['Cooling Gel Mat', 'Tapis rafraîchissant en gel'], ['Reflective Life Jacket', 'Gilet de sauvetage réfléchissant'], ['Collapsible Travel Bowl', 'Bol de voyage pliable'], ['Splash Pool', 'Piscine pour chiens']]) },
  { ...goods, key: 'summer-cat', species: 'cat', season: 'summer', l3: 50201, type: T.seasonal, kind: 'gear', shape: 'box', brands: ['polar', 'whisker'], weight: 0.6, formats: EACH(29.99),
    name: pick([['Cooling Pad for Cats', 'Coussin rafraîchissant pour chats'], ['Window Perch', 'Perchoir de fenêtre']]) },
  { ...goods, key: 'summer-small', species: 'small', season: 'summer', l3: 50201, type: T.seasonal, kind: 'gear', shape: 'box', brands: ['burrow'], weight: 0.5, formats: EACH(14.99),
    name: pick([['Ceramic Cooling Tile', 'Tuile rafraîchissante en céramique'], ['Frozen Treat Mould', 'Moule à friandises glacées']]) },
  { ...goods, key: 'winter-dog-coat', species: 'dog', season: 'winter', l3: 50301, type: T.seasonal, kind: 'gear', shape: 'box', brands: ['polar', 'kodiak'], weight: 1.2,
    formats: [f('X-Small', 'Très petit', 34.99), f('Small', 'Petit', 39.99), f('Medium', 'Moyen', 44.99), f('Large', 'Grand', 49.99)],
    name: pickColoured([['Insulated Parka', 'Parka isolé'], ['Waterproof Winter Coat', "Manteau d'hiver imperméable"], ['Fleece Sweater', 'Chandail en molleton'], ['Protective Boots, Set of 4', 'Bottes protectrices, ensemble de 4']]) },
  { ...goods, key: 'winter-paw', species: 'dog', season: 'winter', l3: 50302, type: T.seasonal, kind: 'care', shape: 'tube', brands: ['cedar', 'polar'], weight: 0.8,
    formats: [f('60 g', '60 g', 12.99), f('150 g', '150 g', 24.99)], name: pick([['Paw Balm', 'Baume pour coussinets'], ['Protective Paw Wax', 'Cire protectrice pour coussinets'], ['Salt-Safe Paw Wash', 'Nettoyant pour pattes après le sel']]) },
];
