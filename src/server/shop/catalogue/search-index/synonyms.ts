import { fold } from './normalize';
import { stem } from './stemmer';

/**
 * Bilingual synonym groups: every word of a group finds what the others find ("chien" finds dog
 * products, "nourriture" finds food). Words are written naturally; they are folded and stemmed
 * when the map is built, so plurals and accents need not be listed. One word may sit in several
 * groups. Keep groups narrow: a synonym weighs less than an exact word, but it still widens
 * every search that uses it.
 */
const GROUPS: readonly (readonly string[])[] = [
  // pets
  ['dog', 'chien', 'chienne', 'canine', 'canin'],
  ['cat', 'chat', 'chatte', 'feline', 'félin'],
  ['puppy', 'chiot'],
  ['kitten', 'chaton'],
  ['rabbit', 'lapin'],
  ['guinea', 'cochon'],
  ['bird', 'oiseau'],
  ['horse', 'cheval'],
  ['small', 'petit', 'petite'],
  ['animal', 'pet'],
  // food
  ['food', 'nourriture', 'aliment', 'alimentation', 'nutrition'],
  ['diet', 'diète', 'régime'],
  ['kibble', 'croquette'],
  ['dry', 'sec', 'sèche'],
  ['wet', 'humide', 'canned', 'conserve', 'pâtée'],
  ['treat', 'friandise', 'gâterie', 'snack'],
  ['chew', 'mâcher', 'mastication'],
  ['raw', 'cru'],
  ['freeze', 'lyophilisé'],
  ['topper', 'garniture'],
  ['hay', 'foin'],
  ['pellet', 'granulé'],
  ['recipe', 'recette'],
  ['flavour', 'flavor', 'saveur'],
  ['chicken', 'poulet'],
  ['salmon', 'saumon'],
  ['lamb', 'agneau'],
  ['turkey', 'dinde'],
  ['beef', 'bœuf'],
  ['duck', 'canard'],
  ['fish', 'poisson'],
  ['venison', 'chevreuil'],
  ['trout', 'truite'],
  ['tuna', 'thon'],
  ['rice', 'riz'],
  ['oat', 'oatmeal', 'avoine'],
  ['barley', 'orge'],
  ['potato', 'patate'],
  ['pea', 'pois'],
  ['pumpkin', 'citrouille'],
  ['grain', 'grains', 'céréale'],
  ['protein', 'protéine'],
  ['weight', 'poids'],
  ['sensitive', 'sensible'],
  ['stomach', 'estomac'],
  ['adult', 'adulte'],
  ['senior', 'âgé', 'aîné'],
  ['large', 'grand', 'grande'],
  ['breed', 'race'],
  // health and pharmacy
  ['health', 'santé'],
  ['care', 'soin'],
  ['flea', 'puce'],
  ['tick', 'tique'],
  ['treatment', 'traitement'],
  ['dewormer', 'vermifuge', 'deworming'],
  ['heartworm', 'dirofilariose'],
  ['joint', 'articulation', 'articulaire'],
  ['vitamin', 'vitamine'],
  ['supplement', 'supplément'],
  ['dental', 'dentaire', 'teeth', 'tooth', 'dent'],
  ['urinary', 'urinaire'],
  ['kidney', 'renal', 'rénal', 'rein'],
  ['calming', 'apaisant', 'calmant'],
  ['pain', 'douleur'],
  ['medication', 'médicament', 'medicine'],
  ['prescription', 'ordonnance'],
  ['skin', 'peau'],
  ['ear', 'oreille', 'auriculaire'],
  ['eye', 'œil', 'yeux'],
  ['hairball', 'boule'],
  ['hair', 'poil', 'fur'],
  ['tablet', 'comprimé', 'pill'],
  ['chewable', 'croquable'],
  ['liquid', 'liquide'],
  // supplies
  ['toy', 'jouet'],
  ['plush', 'peluche'],
  ['ball', 'balle'],
  ['rope', 'corde'],
  ['scratcher', 'griffoir'],
  ['catnip', 'herbe'],
  ['wand', 'canne', 'teaser', 'plumeau'],
  ['bed', 'lit', 'coussin'],
  ['crate', 'cage'],
  ['carrier', 'transporteur'],
  ['litter', 'litière'],
  ['box', 'bac'],
  ['habitat', 'habitation'],
  ['shampoo', 'shampooing', 'shampoing'],
  ['conditioner', 'revitalisant'],
  ['brush', 'brosse'],
  ['comb', 'peigne'],
  ['wipe', 'lingette'],
  ['cleaner', 'nettoyant'],
  ['grooming', 'toilettage'],
  ['collar', 'collier'],
  ['leash', 'laisse'],
  ['harness', 'harnais'],
  ['bowl', 'bol', 'gamelle'],
  ['water', 'eau'],
  ['coat', 'manteau'],
  ['boot', 'botte'],
  ['paw', 'patte', 'coussinet'],
  ['training', 'entraînement', 'dressage'],
  // seasons
  ['holiday', 'fête', 'noël', 'christmas'],
  ['summer', 'été'],
  ['winter', 'hiver'],
  ['gift', 'cadeau'],
  ['cooling', 'rafraîchissement', 'rafraîchissant'],
];

/** Folded, stemmed key of a word, as the index keys it. */
export const termKey = (word: string): string => stem(fold(word));

function buildMap(): Map<string, readonly string[]> {
  const sets = new Map<string, Set<string>>();
  for (const group of GROUPS) {
    const keys = group.map(termKey);
    for (const key of keys) {
      let set = sets.get(key);
      if (!set) sets.set(key, (set = new Set()));
      for (const other of keys) if (other !== key) set.add(other);
    }
  }
  return new Map([...sets].map(([key, set]) => [key, [...set]]));
}

const SYNONYMS = buildMap();

/** Stemmed synonyms of a stemmed key (not including the key itself). */
export function synonymsOf(stemKey: string): readonly string[] {
  return SYNONYMS.get(stemKey) ?? [];
}

/** Every stemmed key the synonym map knows, so typo correction can reach synonym-only words. */
export function synonymVocabulary(): Iterable<string> {
  return SYNONYMS.keys();
}
