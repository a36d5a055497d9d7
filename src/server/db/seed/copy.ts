import type { Rng } from './prng';
import type { Kind, Named, Template, Vars } from './template-types';

/**
 * Bilingual family texts. Benefits, ingredients and guaranteed analysis are lists whose items are
 * separated by ' • ' (the UI splits on the bullet and trims). French uses a space before % and :.
 */
export interface FamilyCopy {
  description_en: string;
  description_fr: string;
  benefits_en: string;
  benefits_fr: string;
  ingredients_en: string;
  ingredients_fr: string;
  guaranteed_analysis_en: string;
  guaranteed_analysis_fr: string;
  feeding_instructions_en: string;
  feeding_instructions_fr: string;
}

type Pair = readonly [en: string, fr: string];
const BULLET = ' • ';
const list = (items: readonly Pair[]) => [items.map((i) => i[0]).join(BULLET), items.map((i) => i[1]).join(BULLET)] as const;
const frNumber = (n: number) => String(n).replace('.', ',');

const SPECIES = {
  dog: { en: 'dog', fr: 'chien' },
  cat: { en: 'cat', fr: 'chat' },
  small: { en: 'small pet', fr: 'petit animal' },
} as const;

const BENEFITS: Record<string, readonly Pair[]> = {
  food: [
    ['Real meat as the first ingredient', 'De la vraie viande comme premier ingrédient'],
    ['Omega-3 and omega-6 fatty acids for healthy skin and a shiny coat', 'Acides gras oméga-3 et oméga-6 pour une peau saine et un pelage brillant'],
    ['Antioxidants to support a healthy immune system', 'Antioxydants pour soutenir un système immunitaire sain'],
    ['Prebiotic fibre for healthy digestion', 'Fibres prébiotiques pour une digestion saine'],
    ['No artificial colours, flavours or preservatives', 'Sans colorants, arômes ni agents de conservation artificiels'],
    ['High-quality protein to maintain lean muscle', 'Protéines de grande qualité pour maintenir la masse musculaire maigre'],
    ['Complete and balanced nutrition', 'Alimentation complète et équilibrée'],
    ['Highly palatable, even for picky eaters', 'Très appétissant, même pour les plus difficiles'],
  ],
  vetdiet: [
    ['Clinically tested nutrition', 'Nutrition testée cliniquement'],
    ['Formulated with veterinary nutritionists', 'Formulé avec des nutritionnistes vétérinaires'],
    ['Feed under veterinary supervision', 'À donner sous surveillance vétérinaire'],
    ['Controlled levels of key minerals', 'Teneur contrôlée en minéraux essentiels'],
    ['Highly digestible ingredients', 'Ingrédients très digestibles'],
  ],
  treat: [
    ['Made with simple, recognizable ingredients', "Fait d'ingrédients simples et reconnaissables"],
    ['Low in calories, perfect for training', "Faible en calories, idéal pour l'entraînement"],
    ['No added sugar or salt', 'Sans sucre ni sel ajoutés'],
    ['Resealable bag keeps treats fresh', 'Sac refermable pour garder les friandises fraîches'],
    ['Easy to break into smaller pieces', 'Facile à briser en petits morceaux'],
  ],
  supplement: [
    ['Veterinarian formulated', 'Formulé par des vétérinaires'],
    ['Tasty and easy to give', 'Savoureux et facile à donner'],
    ['Quality-tested ingredients', 'Ingrédients dont la qualité est vérifiée'],
    ['Suitable for daily use', 'Convient à un usage quotidien'],
    ['Made in a GMP-certified facility', 'Fabriqué dans une installation certifiée BPF'],
  ],
  parasite: [
    ['Veterinary-strength protection', 'Protection de force vétérinaire'],
    ['Dose according to body weight', 'Dosage selon le poids corporel'],
    ['Easy monthly dosing', 'Administration mensuelle facile'],
    ['Protects against common Canadian parasites', 'Protège contre les parasites courants au Canada'],
    ['Part of a year-round prevention plan', "S'intègre à un plan de prévention à l'année"],
  ],
  rxmed: [
    ['Dispensed by your veterinary clinic', 'Délivré par votre clinique vétérinaire'],
    ['Prescription required', 'Ordonnance requise'],
    ['Accurate, consistent dosing', 'Dosage précis et constant'],
    ['Refills tracked in your account', 'Renouvellements suivis dans votre compte'],
  ],
  toy: [
    ['Durable, non-toxic materials', 'Matériaux durables et non toxiques'],
    ['Encourages active play', 'Encourage le jeu actif'],
    ['Helps relieve boredom', "Aide à combattre l'ennui"],
    ['Satisfies natural instincts to chew, chase and play', "Satisfait l'instinct naturel de mâcher, chasser et jouer"],
    ['Bright colours, easy to find', 'Couleurs vives, facile à retrouver'],
  ],
  grooming: [
    ['Gentle on sensitive skin', 'Doux pour les peaux sensibles'],
    ['Reduces shedding and tangles', 'Réduit la perte de poils et les nœuds'],
    ['Leaves the coat soft and shiny', 'Laisse le pelage doux et brillant'],
    ['Ergonomic, non-slip design', 'Conception ergonomique antidérapante'],
  ],
  gear: [
    ['Easy to clean', 'Facile à nettoyer'],
    ['Durable, chew-resistant construction', 'Construction durable qui résiste aux mâchouillages'],
    ['Designed for Canadian seasons', 'Conçu pour les saisons canadiennes'],
    ['Two-year warranty', 'Garantie de deux ans'],
  ],
  litter: [
    ['Superior odour control', 'Contrôle supérieur des odeurs'],
    ['99% dust-free', 'Sans poussière à 99 %'],
    ['Highly absorbent', 'Très absorbant'],
    ['Made from natural, renewable materials', 'Fait de matériaux naturels et renouvelables'],
    ['Low tracking', 'Colle peu aux pattes'],
  ],
  hay: [
    ['High in fibre for healthy digestion', 'Riche en fibres pour une digestion saine'],
    ['Supports dental health through natural chewing', 'Favorise la santé dentaire par la mastication naturelle'],
    ['Hand-sorted, fragrant and green', 'Trié à la main, vert et parfumé'],
    ['Grown and harvested in Canada', 'Cultivé et récolté au Canada'],
  ],
};

const BENEFIT_GROUP: Record<Kind, keyof typeof BENEFITS> = {
  dryfood: 'food', wetfood: 'food', rawfood: 'food', topper: 'food', smallfood: 'hay', hay: 'hay', vetdiet: 'vetdiet',
  treat: 'treat', supplement: 'supplement', care: 'supplement', parasite: 'parasite', rxmed: 'rxmed',
  toy: 'toy', grooming: 'grooming', gear: 'gear', litter: 'litter', bedding: 'litter',
};

const FOOD_EXTRAS: readonly Pair[] = [
  ['Chicken fat (preserved with mixed tocopherols)', 'Graisse de poulet (conservée avec des tocophérols mélangés)'],
  ['Dried beet pulp', 'Pulpe de betterave séchée'], ['Flaxseed', 'Graines de lin'], ['Salmon oil', 'Huile de saumon'],
  ['Natural flavour', 'Arôme naturel'], ['Dried chicory root', 'Racine de chicorée séchée'], ['Blueberries', 'Bleuets'],
  ['Cranberries', 'Canneberges'], ['Carrots', 'Carottes'], ['Spinach', 'Épinards'], ['Dried kelp', 'Varech séché'],
];
const VITAMINS: readonly Pair[] = [
  ['Vitamin E supplement', 'Supplément de vitamine E'], ['Zinc proteinate', 'Protéinate de zinc'],
  ['Niacin supplement', 'Supplément de niacine'], ['Vitamin D3 supplement', 'Supplément de vitamine D3'],
];
const ACTIVES: Record<string, readonly Pair[]> = {
  supplement: [['Glucosamine hydrochloride', 'Chlorhydrate de glucosamine'], ['Omega-3 fatty acids (EPA, DHA)', 'Acides gras oméga-3 (AEP, ADH)'], ['Vitamin E', 'Vitamine E'], ['Inactive: natural flavour, glycerin', 'Non médicinaux : arôme naturel, glycérine']],
  care: [['Purified water', 'Eau purifiée'], ['Glycerin', 'Glycérine'], ['Aloe vera', 'Aloès'], ['Natural enzymes', 'Enzymes naturelles']],
  parasite: [['Active ingredient per dose: see package insert', "Ingrédient actif par dose : voir la notice"], ['Inactive: flavour, cellulose', 'Non médicinaux : arôme, cellulose']],
  rxmed: [['Active ingredient as labelled', "Ingrédient actif selon l'étiquette"], ['Inactive: lactose, magnesium stearate', 'Non médicinaux : lactose, stéarate de magnésium']],
  toy: [['Natural rubber or recycled polyester', 'Caoutchouc naturel ou polyester recyclé'], ['Non-toxic dyes', 'Teintures non toxiques']],
  grooming: [['Plant-based cleansers', "Agents nettoyants d'origine végétale"], ['Oatmeal extract', "Extrait d'avoine"], ['Vitamin E', 'Vitamine E']],
  gear: [['Recycled polyester', 'Polyester recyclé'], ['Water-resistant liner', 'Doublure résistante à l’eau']],
  litter: [['Natural clay or plant fibres', "Argile naturelle ou fibres végétales"], ['Baking soda', 'Bicarbonate de soude']],
};

function ingredients(t: Template, v: Vars, named: Named, rng: Rng): readonly [string, string] {
  const p = v.protein;
  switch (t.kind) {
    case 'dryfood': case 'vetdiet': case 'wetfood': case 'rawfood': case 'topper': {
      const base: Pair[] = [[p.firstEn, p.firstFr], [`${p.en} meal`, `Farine ${/^[AEIOUÉ]/i.test(p.fr) ? "d'" : 'de '}${p.fr.toLowerCase()}`]];
      if (t.kind === 'dryfood' || t.kind === 'vetdiet') base.push([v.carb.en.charAt(0) + v.carb.en.slice(1).toLowerCase(), v.carb.fr.replace(/^(au |à la |à l'|aux )/, '').replace(/^./, (c) => c.toUpperCase())]);
      if (t.kind === 'wetfood') base.push(['Water sufficient for processing', 'Eau suffisante pour la transformation']);
      const tail: Pair[] = t.species === 'cat' ? [...VITAMINS, ['Taurine', 'Taurine']] : [...VITAMINS];
      return list([...base, ...rng.sample(FOOD_EXTRAS, 5), ...tail]);
    }
    case 'treat':
      return list([[p.firstEn, p.firstFr], ['Oat flour', "Farine d'avoine"], ['Vegetable glycerin', 'Glycérine végétale'], ['Dried apple', 'Pomme séchée'], ['Rosemary extract', 'Extrait de romarin']]);
    case 'hay':
      return list([[`Sun-cured ${named.label.toLowerCase()}`, 'Foin séché au soleil']]);
    case 'smallfood':
      return list([['Timothy grass meal', 'Farine de fléole'], ['Soybean hulls', 'Écales de soya'], ['Wheat middlings', 'Remoulages de blé'],
        ['Cane molasses', 'Mélasse de canne'], ['Vitamin C (L-ascorbyl-2-polyphosphate)', 'Vitamine C (L-ascorbyl-2-polyphosphate)'], ['Calcium carbonate', 'Carbonate de calcium']]);
    case 'bedding':
      return list(ACTIVES.litter ?? []);
    default:
      return list(ACTIVES[t.kind] ?? []);
  }
}

function analysis(t: Template, rng: Rng): readonly [string, string] {
  const ranges: Partial<Record<Kind, readonly [protein: number, fat: number, fibre: number, moisture: number]>> = {
    dryfood: [t.species === 'cat' ? 32 : 24, 14, 4, 10], vetdiet: [22, 10, 3, 10], wetfood: [8, 5, 1.5, 78],
    rawfood: [38, 28, 3, 5], topper: [12, 4, 1, 75], treat: [18, 8, 4, 18], smallfood: [14, 2.5, 25, 12], hay: [9, 2, 30, 12],
  };
  const r = ranges[t.kind];
  if (!r) return ['', ''];
  const [protein, fat, fibre, moisture] = r;
  const jitter = (x: number) => Math.round(x * (1 + rng.int(0, 20) / 100) * 10) / 10;
  const rows: [string, string, number][] = [
    ['Crude protein (min.)', 'Protéines brutes (min.)', jitter(protein)],
    ['Crude fat (min.)', 'Matières grasses brutes (min.)', jitter(fat)],
    [t.kind === 'hay' || t.kind === 'smallfood' ? 'Crude fibre (min.)' : 'Crude fibre (max.)', t.kind === 'hay' || t.kind === 'smallfood' ? 'Fibres brutes (min.)' : 'Fibres brutes (max.)', fibre],
    ['Moisture (max.)', 'Humidité (max.)', moisture],
  ];
  if (t.kind === 'dryfood') rows.push(['Omega-6 fatty acids (min.)', 'Acides gras oméga-6 (min.)', 2.5], ['Omega-3 fatty acids (min.)', 'Acides gras oméga-3 (min.)', 0.4]);
  if (t.species === 'cat' && t.kind !== 'treat') rows.push(['Taurine (min.)', 'Taurine (min.)', 0.15]);
  return list(rows.map(([en, fr, n]) => [`${en} ${n}%`, `${fr} ${frNumber(n)} %`]));
}

const FEEDING: Record<string, Pair> = {
  dogdry: ['Feed the daily amount below, split into two meals, and adjust to keep your dog at an ideal body condition. Switch gradually over 7 to 10 days. • Up to 5 kg: 1/2 to 1 cup • 5–10 kg: 1 to 1 3/4 cups • 10–20 kg: 1 3/4 to 3 cups • 20–35 kg: 3 to 4 1/2 cups • Over 35 kg: add 1/3 cup per 5 kg',
    "Servez la quantité quotidienne ci-dessous en deux repas et ajustez-la pour garder votre chien à un poids santé. Faites la transition graduellement sur 7 à 10 jours. • Jusqu'à 5 kg : 1/2 à 1 tasse • 5 à 10 kg : 1 à 1 3/4 tasse • 10 à 20 kg : 1 3/4 à 3 tasses • 20 à 35 kg : 3 à 4 1/2 tasses • Plus de 35 kg : ajoutez 1/3 tasse par 5 kg"],
  catdry: ['Feed the daily amount below and adjust to keep your cat at an ideal body condition. Switch gradually over 7 to 10 days. • Up to 3 kg: 1/3 to 1/2 cup • 3–5 kg: 1/2 to 2/3 cup • 5–7 kg: 2/3 to 1 cup',
    "Servez la quantité quotidienne ci-dessous et ajustez-la pour garder votre chat à un poids santé. Faites la transition graduellement sur 7 à 10 jours. • Jusqu'à 3 kg : 1/3 à 1/2 tasse • 3 à 5 kg : 1/2 à 2/3 tasse • 5 à 7 kg : 2/3 à 1 tasse"],
  wetfood: ['Feed about one 156 g can per 4 kg of body weight daily, in two or more meals. When mixing with dry food, reduce the dry food by 1/3 cup per can. Cover and refrigerate opened cans for up to 3 days.',
    'Servez environ une boîte de 156 g par 4 kg de poids corporel par jour, en deux repas ou plus. Si vous la mélangez à de la nourriture sèche, réduisez celle-ci de 1/3 tasse par boîte. Couvrez et réfrigérez les boîtes ouvertes jusqu’à 3 jours.'],
  vetdiet: ['Feed under veterinary supervision, in the amount your veterinarian recommends. Switch gradually over 7 to 10 days and provide fresh water at all times.',
    "À donner sous surveillance vétérinaire, selon la quantité recommandée par votre vétérinaire. Faites la transition graduellement sur 7 à 10 jours et offrez de l'eau fraîche en tout temps."],
  rawfood: ['Serve as a complete meal or as a topper. Rehydrate with warm water if you like. Handle like raw meat and wash hands after serving.',
    "Servez comme repas complet ou comme garniture. Réhydratez avec de l'eau tiède au besoin. Manipulez comme de la viande crue et lavez-vous les mains après le service."],
  topper: ['Add 1 to 2 tablespoons to each meal. Refrigerate after opening.', 'Ajoutez 1 à 2 cuillères à soupe à chaque repas. Réfrigérez après ouverture.'],
  treat: ['Feed as a treat or reward. Treats should make up no more than 10% of daily calories. Always provide fresh water.',
    "Donnez comme friandise ou récompense. Les friandises ne devraient pas dépasser 10 % des calories quotidiennes. Offrez toujours de l'eau fraîche."],
  supplement: ['Give once daily with food, by body weight: • Under 10 kg: 1 dose • 10–25 kg: 2 doses • Over 25 kg: 3 doses. Ask your veterinarian before use in pregnant or nursing animals.',
    'Donnez une fois par jour avec la nourriture, selon le poids : • Moins de 10 kg : 1 dose • 10 à 25 kg : 2 doses • Plus de 25 kg : 3 doses. Consultez votre vétérinaire avant de l’utiliser chez les animales gestantes ou allaitantes.'],
  parasite: ['Give one dose every month, or as directed by your veterinarian. Choose the format that matches your pet’s weight and read the full label before use.',
    'Administrez une dose chaque mois, ou selon les directives de votre vétérinaire. Choisissez le format qui correspond au poids de votre animal et lisez l’étiquette avant l’utilisation.'],
  rxmed: ['Give exactly as prescribed by your veterinarian. Do not stop treatment early or change the dose without veterinary advice. Keep out of reach of children.',
    "Administrez exactement selon l'ordonnance de votre vétérinaire. N'arrêtez pas le traitement et ne modifiez pas la dose sans avis vétérinaire. Garder hors de la portée des enfants."],
  care: ['Use as directed on the label. Stop use and consult your veterinarian if irritation occurs.', "Utilisez selon le mode d'emploi. Cessez l'utilisation et consultez votre vétérinaire en cas d'irritation."],
  hay: ['Offer unlimited fresh hay every day; it should make up about 80% of the diet. Store in a cool, dry place.', 'Offrez du foin frais à volonté chaque jour; il devrait représenter environ 80 % de l’alimentation. Conservez dans un endroit frais et sec.'],
  toy: ['Supervise your pet during play. Inspect the toy regularly and replace it when worn.', "Surveillez votre animal pendant le jeu. Inspectez le jouet régulièrement et remplacez-le lorsqu'il est usé."],
  grooming: ['Wet the coat, apply, lather and leave on for 3 to 5 minutes, then rinse well. Avoid the eyes.', 'Mouillez le pelage, appliquez, faites mousser et laissez agir 3 à 5 minutes, puis rincez bien. Évitez les yeux.'],
  gear: ['Check the size chart before ordering. Spot clean with mild soap and water.', 'Consultez le guide des tailles avant de commander. Nettoyez localement avec de l’eau et un savon doux.'],
  litter: ['Fill the box to a depth of 5 to 7 cm. Scoop daily, top up as needed and replace completely every 2 to 4 weeks.', 'Remplissez le bac sur 5 à 7 cm. Ramassez chaque jour, ajoutez au besoin et remplacez complètement toutes les 2 à 4 semaines.'],
};

function feeding(t: Template): Pair {
  if (t.kind === 'dryfood') return FEEDING[t.species === 'cat' ? 'catdry' : 'dogdry'] as Pair;
  const key = t.kind === 'smallfood' ? 'hay' : t.kind === 'bedding' ? 'litter' : t.kind;
  return FEEDING[key] ?? (FEEDING.care as Pair);
}

function description(t: Template, v: Vars, named: Named, madeInCanada: boolean): Pair {
  const s = SPECIES[t.species];
  const food = ['dryfood', 'wetfood', 'rawfood', 'vetdiet', 'topper'].includes(t.kind);
  const [en, fr]: Pair = food
    ? [`${named.en} is complete and balanced nutrition made with ${v.protein.firstEn.toLowerCase()} as the first ingredient. A blend of vitamins, minerals and omega fatty acids supports healthy skin, a shiny coat and everyday vitality for your ${s.en}.`,
      `${named.fr} : une alimentation complète et équilibrée dont le premier ingrédient est ${v.protein.frThe}. Un mélange de vitamines, de minéraux et d'acides gras oméga favorise une peau saine, un pelage brillant et la vitalité de votre ${s.fr} au quotidien.`]
    : [`${named.en}: chosen by our veterinary team for quality and value, and shipped from your clinic's online store. For your ${s.en}.`,
      `${named.fr} : un choix de notre équipe vétérinaire pour sa qualité et sa valeur, livré par la boutique en ligne de votre clinique. Pour votre ${s.fr}.`];
  const rx = t.rx === 'prescription'
    ? [' A valid prescription from your veterinarian is required.', ' Une ordonnance valide de votre vétérinaire est requise.']
    : t.rx === 'approval' ? [' Your veterinarian must approve this product for your pet.', ' Votre vétérinaire doit approuver ce produit pour votre animal.'] : ['', ''];
  const made = madeInCanada ? [' Proudly made in Canada.', ' Fièrement fabriqué au Canada.'] : ['', ''];
  return [en + rx[0] + made[0], fr + rx[1] + made[1]];
}

export function familyCopy(t: Template, v: Vars, named: Named, rng: Rng, madeInCanada: boolean): FamilyCopy {
  const [description_en, description_fr] = description(t, v, named, madeInCanada);
  const [benefits_en, benefits_fr] = list(rng.sample(BENEFITS[BENEFIT_GROUP[t.kind]] ?? [], 4));
  const [ingredients_en, ingredients_fr] = ingredients(t, v, named, rng);
  const [guaranteed_analysis_en, guaranteed_analysis_fr] = analysis(t, rng);
  const [feeding_instructions_en, feeding_instructions_fr] = feeding(t);
  return {
    description_en, description_fr, benefits_en, benefits_fr, ingredients_en, ingredients_fr,
    guaranteed_analysis_en, guaranteed_analysis_fr, feeding_instructions_en, feeding_instructions_fr,
  };
}
