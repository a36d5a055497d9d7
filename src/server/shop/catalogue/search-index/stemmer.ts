/**
 * A light stemmer for folded English and French words (no accents left). It only has to map
 * the forms shoppers type onto one key, the same way at index and at query time, so it strips
 * plurals (s, x, es, ies→y, aux→al, eaux→eau), a final French e (adulte→adult) and -ing / -ed.
 * It never touches words of three letters or less, or words with digits.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = inflectionKey(word);
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 5 && w.endsWith('ed')) w = undouble(w.slice(0, -2));
  return w;
}

/**
 * The stem without the -ing / -ed step: words with the same inflection key differ only in number
 * or a French final e (bed, beds; adulte, adultes), words with the same stem but not the same
 * inflection key are derived forms (bed, bedding; groom, grooming), a looser match.
 */
export function inflectionKey(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const w = plural(word);
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

function plural(w: string): string {
  if (w.endsWith('eaux')) return w.slice(0, -1); // oiseaux -> oiseau
  if (w.endsWith('aux') && w.length > 4) return `${w.slice(0, -3)}al`; // animaux -> animal
  if (w.endsWith('eux') || w.endsWith('oux')) return w.slice(0, -1); // jeux -> jeu
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`; // puppies -> puppy
  if (w.endsWith('sses')) return w.slice(0, -2); // glasses -> glass
  if (/(?:ch|sh|x|z)es$/.test(w)) return w.slice(0, -2); // brushes -> brush
  if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1); // dogs -> dog, chiens -> chien
  return w;
}

/** shedd -> shed, after -ing / -ed removal. */
function undouble(w: string): string {
  const n = w.length;
  if (n > 3 && w[n - 1] === w[n - 2] && !/[aeiouls]/.test(w[n - 1] ?? '')) return w.slice(0, -1);
  return w;
}
