/**
 * A product picture's address under the images base (rr §9: it ends with a slash), and the
 * placeholder for a broken one (cc §2: prescription pad, approval-required pad or shopping bag).
 * For features that receive the base in an answer (the favourites page); the cart and catalogue
 * keep their own copies for now (features/cart/lib/cart-view.ts, features/catalogue/product-view.ts).
 */
export function productImageUrl(base: string, path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/')) return path;
  return `${base}${path}`;
}

export function productPlaceholderUrl(base: string, product: { isPrescriptionProduct: boolean; isApprovalRequired: boolean }): string {
  const name = product.isPrescriptionProduct ? 'rx' : product.isApprovalRequired ? 'approval' : 'bag';
  return productImageUrl(base, `placeholders/${name}.svg`);
}
