import type { Language } from '../../../domain/constants';

/**
 * The product editor's refusals in the language the request asked (`?lang=`): the picture upload's
 * and a save's. French typography: a narrow no-break space (U+202F) before : ; ! ? and inside « ».
 */
export const PRODUCT_WORDS = {
  en: {
    imageType: 'This file is not a PNG, JPEG or WebP picture. Choose a picture in one of these formats.',
    imageEmpty: 'The file is empty. Choose a PNG, JPEG or WebP picture.',
    imageTooLarge: (mb: number) => `The picture is larger than ${mb} MB. Choose a smaller one.`,
    imageUnknown: (path: string) => `The picture “${path}” was not uploaded. Upload it again.`,
    conflict: 'Someone else saved this product since you opened it. Reload the page to see their changes, then make yours again.',
    familyNotFound: 'No such product family.',
    productNotFound: 'No such product.',
    unknownCategory: (id: number) => `Category ${id} does not exist.`,
    unknownPropertyValue: (id: number) => `Property value ${id} does not exist.`,
  },
  fr: {
    imageType: 'Ce fichier n’est pas une image PNG, JPEG ou WebP. Choisissez une image dans l’un de ces formats.',
    imageEmpty: 'Le fichier est vide. Choisissez une image PNG, JPEG ou WebP.',
    imageTooLarge: (mb: number) => `L’image dépasse ${mb}\u00a0Mo. Choisissez-en une plus petite.`,
    imageUnknown: (path: string) => `L’image «\u202f${path}\u202f» n’a pas été téléversée. Téléversez-la de nouveau.`,
    conflict: 'Quelqu’un d’autre a enregistré ce produit depuis que vous l’avez ouvert. Rechargez la page pour voir ses modifications, puis refaites les vôtres.',
    familyNotFound: 'Cette famille de produits n’existe pas.',
    productNotFound: 'Ce produit n’existe pas.',
    unknownCategory: (id: number) => `La catégorie ${id} n’existe pas.`,
    unknownPropertyValue: (id: number) => `La valeur de propriété ${id} n’existe pas.`,
  },
} satisfies Record<Language, Record<string, unknown>>;
