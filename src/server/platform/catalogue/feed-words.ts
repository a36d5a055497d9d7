import type { FeedRefusal, FeedRefusalReason } from '../../../domain/catalogue-feed/feed-row';
import type { Language } from '../../../domain/constants';

/**
 * The catalogue feed's refusals and whole-feed errors in the language asked (issue 26: "every row it
 * refuses with its line number and reason, in the page's language"). French typography: a narrow
 * no-break space (U+202F) before : ; ! ? and inside « ».
 */
type Words = (refusal: FeedRefusal) => string;

const col = (r: FeedRefusal) => r.column ?? '';
const value = (r: FeedRefusal) => r.value ?? '';

const REFUSALS: Record<Language, Record<FeedRefusalReason, Words>> = {
  en: {
    wrong_column_count: (r) => `The row has ${value(r)} cells; the header has a different number.`,
    missing_family_key: () => 'The family key is missing.',
    missing_sku: () => 'The SKU is missing.',
    duplicate_sku: (r) => `The SKU ${r.sku ?? ''} is already on line ${value(r)} of the feed.`,
    missing_name_en: () => 'The English name is missing.',
    missing_name_fr: () => 'The French name is missing.',
    missing_value: (r) => `The column “${col(r)}” is empty.`,
    bad_manufacturer: (r) => `“${value(r)}” is not a manufacturer of the catalogue.`,
    bad_price: (r) => `“${value(r)}” in “${col(r)}” is not a price in dollars (like 12.50, above zero for the unit price).`,
    regular_below_unit: (r) => `The regular price ${value(r)} is below the unit price.`,
    auto_order_above_unit: (r) => `The AutoOrder price ${value(r)} is above the unit price.`,
    bad_stock: (r) => `“${value(r)}” is not a stock state: write in or out.`,
    bad_flag: (r) => `“${value(r)}” in “${col(r)}” is not yes or no.`,
    unknown_category: (r) => `The category “${value(r)}” is not in the catalogue.`,
    unknown_property: (r) => `The property “${value(r)}” is not in the catalogue.`,
    bad_image: (r) => `“${value(r)}” is not an https address or an image file name (PNG, JPEG, WebP or SVG).`,
    family_mismatch: (r) => `“${col(r)}” differs from the first row of the same family.`,
  },
  fr: {
    wrong_column_count: (r) => `La ligne compte ${value(r)} cellules, un autre nombre que l’en-tête.`,
    missing_family_key: () => 'La clé de famille manque.',
    missing_sku: () => 'Le code SKU manque.',
    duplicate_sku: (r) => `Le code SKU ${r.sku ?? ''} figure déjà à la ligne ${value(r)} du fichier.`,
    missing_name_en: () => 'Le nom anglais manque.',
    missing_name_fr: () => 'Le nom français manque.',
    missing_value: (r) => `La colonne «\u202F${col(r)}\u202F» est vide.`,
    bad_manufacturer: (r) => `«\u202F${value(r)}\u202F» n’est pas un fabricant du catalogue.`,
    bad_price: (r) => `«\u202F${value(r)}\u202F» dans «\u202F${col(r)}\u202F» n’est pas un prix en dollars (comme 12.50, plus que zéro pour le prix unitaire).`,
    regular_below_unit: (r) => `Le prix régulier ${value(r)} est inférieur au prix unitaire.`,
    auto_order_above_unit: (r) => `Le prix de commande automatique ${value(r)} est supérieur au prix unitaire.`,
    bad_stock: (r) => `«\u202F${value(r)}\u202F» n’est pas un état de stock\u202F: écrivez in ou out.`,
    bad_flag: (r) => `«\u202F${value(r)}\u202F» dans «\u202F${col(r)}\u202F» n’est ni yes ni no.`,
    unknown_category: (r) => `La catégorie «\u202F${value(r)}\u202F» n’existe pas dans le catalogue.`,
    unknown_property: (r) => `La propriété «\u202F${value(r)}\u202F» n’existe pas dans le catalogue.`,
    bad_image: (r) => `«\u202F${value(r)}\u202F» n’est ni une adresse https ni un nom de fichier image (PNG, JPEG, WebP ou SVG).`,
    family_mismatch: (r) => `«\u202F${col(r)}\u202F» diffère de la première ligne de la même famille.`,
  },
};

export function refusalMessage(refusal: FeedRefusal, lang: Language): string {
  return REFUSALS[lang][refusal.reason](refusal);
}

/** The whole feed's refusals (400). */
export const FEED_ERRORS = {
  en: {
    tooLarge: (megabytes: number) => `The feed is larger than ${megabytes} MB: split it into several files.`,
    notUtf8: 'The feed is not UTF-8 text: save it as “CSV UTF-8” and try again.',
    malformed: (line: number) => `The feed is not readable CSV from line ${line} (a quote not closed or misplaced).`,
    empty: 'The feed has no rows under its header.',
    missingColumns: (columns: string) => `The feed’s header lacks these columns: ${columns}.`,
    hasRefusals: (rows: number) => `Nothing was applied: ${rows} ${rows === 1 ? 'row is' : 'rows are'} refused. Run the dry run, fix the rows it lists and send the feed again.`,
    running: 'Another catalogue import is being applied: wait for it to finish.',
  },
  fr: {
    tooLarge: (megabytes: number) => `Le fichier dépasse ${megabytes}\u00A0Mo\u202F: divisez-le en plusieurs fichiers.`,
    notUtf8: 'Le fichier n’est pas du texte UTF-8\u202F: enregistrez-le en «\u202FCSV UTF-8\u202F» et réessayez.',
    malformed: (line: number) => `Le fichier n’est pas un CSV lisible à partir de la ligne ${line} (un guillemet non fermé ou mal placé).`,
    empty: 'Le fichier n’a aucune ligne sous son en-tête.',
    missingColumns: (columns: string) => `Il manque ces colonnes à l’en-tête du fichier\u202F: ${columns}.`,
    hasRefusals: (rows: number) => `Rien n’a été appliqué\u202F: ${rows} ${rows === 1 ? 'ligne est refusée' : 'lignes sont refusées'}. Lancez l’essai, corrigez les lignes qu’il indique et envoyez le fichier de nouveau.`,
    running: 'Une autre importation du catalogue est en cours\u202F: attendez qu’elle se termine.',
  },
} as const satisfies Record<Language, unknown>;
