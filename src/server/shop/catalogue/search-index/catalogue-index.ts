import { sanitizeRichText, plainText } from '../sanitize';
import { createBitset, fullBitset, setBit, type Bitset } from './bitset';
import { fold, stripTags, tokenize } from './normalize';
import type { CatalogueSnapshot, SnapshotBanner, SnapshotProduct } from './snapshot';
import { FIELD, MatchScratch, TextIndexBuilder, type TextIndex } from './text-index';
import type { CategoryNode, FamilyEntry, Lang, PromotionNode, PropertyNode, PropertyValueNode } from './types';
import { buildItemJson } from './items';
import { suggestionOrder, type SuggestionOrder } from './suggestion-order';

/**
 * The in-memory catalogue: families in a fixed position order, bitsets per facet value, the text
 * index, and each family's list item pre-serialised per language. Its structure never changes once
 * built (a new catalogue version builds a new index, in a worker thread, that replaces it whole:
 * catalogue-index-holder.ts); a product's stock state and prices are fields, updated in place
 * (product-changes.ts).
 */
export interface BannerEntry extends SnapshotBanner {
  /** Sanitised. */
  contentEn: string;
  contentFr: string;
  json: string;
}

export class CatalogueIndex {
  readonly version: number;
  /** Last change-log sequence number applied (moves as stock and price changes are applied in place). */
  changeSeq: number;
  readonly builtAt: Date;
  readonly families: FamilyEntry[];
  readonly size: number;
  readonly all: Bitset;
  readonly categories = new Map<number, CategoryNode>();
  readonly topCategories: CategoryNode[];
  readonly properties: PropertyNode[] = [];
  readonly propertiesByName = new Map<string, PropertyNode>();
  readonly manufacturers = new Map<number, { id: number; name: string; bits: Bitset }>();
  readonly promotions = new Map<number, PromotionNode>();
  readonly promotionsByProduct = new Map<number, number[]>();
  readonly banners: BannerEntry[];
  readonly skus = new Map<string, number[]>();
  readonly text: TextIndex;
  readonly scratch: MatchScratch;
  /** Facet slots: category nodes, then property values. */
  readonly slotBits: Bitset[] = [];
  /** Group of a slot: -1 category, else the property's index. */
  readonly slotGroup: Int32Array;
  /** Slots of each family (CSR), for counting facets by walking a small result set. */
  readonly familySlotStart: Int32Array;
  readonly familySlots: Int32Array;
  readonly featured: Uint8Array;
  readonly inStock: Uint8Array;
  /** Family positions in the no-search-term order (featured, sort order, name, id) per language. */
  readonly order: Record<Lang, Int32Array>;
  readonly rankOf: Record<Lang, Int32Array>;
  readonly foldedNames: Record<Lang, string[]>;
  /** `{...,"isFavourite":` — the list item JSON up to its last field, per language, made on first use. */
  private readonly itemJson: Record<Lang, (string | undefined)[]>;
  /** Earliest future start or end of a promotion or banner: the index must be rebuilt then. */
  readonly nextPromotionChange: number | null;
  /** The cart's "you may also like" order (cart-suggestions.ts). */
  readonly suggestionOrder: SuggestionOrder;
  /** Position of each family by id, and of each family's representing product by id: made on first use. */
  private familyPositions?: Map<number, number>;
  private productPositions?: Map<number, number>;

  constructor(snapshot: CatalogueSnapshot, now = new Date()) {
    this.version = snapshot.version;
    this.changeSeq = snapshot.changeSeq;
    this.builtAt = now;
    const nowMs = now.getTime();

    // Categories
    for (const c of [...snapshot.categories].sort((a, b) => a.level - b.level || a.sortOrder - b.sortOrder || a.id - b.id)) {
      this.categories.set(c.id, { ...c, bits: createBitset(0), slot: -1, children: [] });
    }
    for (const node of this.categories.values()) {
      if (node.parentId !== null) this.categories.get(node.parentId)?.children.push(node);
    }
    this.topCategories = [...this.categories.values()].filter((c) => c.level === 1);

    // Families and the child that represents each (is_default, else the first browsable by sort order)
    const manufacturerNames = new Map(snapshot.manufacturers.map((m) => [m.id, m.name]));
    const childrenOf = new Map<number, SnapshotProduct[]>();
    for (const p of snapshot.products) {
      if (!p.allowBrowsing) continue;
      const list = childrenOf.get(p.familyId);
      if (list) list.push(p);
      else childrenOf.set(p.familyId, [p]);
    }
    const placementsOf = new Map<number, CatalogueSnapshot['placements']>();
    for (const pl of snapshot.placements) {
      const list = placementsOf.get(pl.familyId);
      if (list) list.push(pl);
      else placementsOf.set(pl.familyId, [pl]);
    }
    const families: FamilyEntry[] = [];
    // Descriptions are read for search words only: the index keeps them no longer than its build.
    const descriptions: string[] = [];
    for (const { descriptionEn, descriptionFr, ...family } of [...snapshot.families].sort((a, b) => a.id - b.id)) {
      const children = childrenOf.get(family.id);
      const placements = placementsOf.get(family.id);
      if (!children || !placements) continue;
      children.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.sortOrder - b.sortOrder || a.id - b.id);
      const primary = placements.find((p) => p.isPrimary) ?? placements[0]!;
      descriptions.push(`${descriptionEn} ${descriptionFr}`);
      families.push({
        position: families.length,
        family,
        product: children[0]!,
        manufacturerName: manufacturerNames.get(family.manufacturerId) ?? '',
        numProducts: children.length,
        primary: { l1: primary.l1, l2: primary.l2, l3: primary.l3 },
        promotionIds: [],
        skus: children.map((c) => c.mfgSku.trim().toLowerCase()).filter(Boolean),
      });
    }
    this.families = families;
    const size = (this.size = families.length);
    this.all = fullBitset(size);
    const positionOf = new Map(families.map((f) => [f.family.id, f.position]));
    const familyOfProduct = new Map<number, number>();
    for (const f of families) for (const child of childrenOf.get(f.family.id)!) familyOfProduct.set(child.id, f.position);

    for (const f of families) for (const sku of f.skus) {
      const list = this.skus.get(sku);
      if (!list) this.skus.set(sku, [f.position]);
      else if (!list.includes(f.position)) list.push(f.position);
    }

    // Facet bitsets: categories (every placement), property values, manufacturers
    const slotsOf: number[][] = families.map(() => []);
    const slotGroups: number[] = [];
    const addSlot = (bits: Bitset, group: number) => {
      this.slotBits.push(bits);
      slotGroups.push(group);
      return this.slotBits.length - 1;
    };
    const categoryOfSlot: CategoryNode[] = [];
    for (const node of this.categories.values()) {
      node.bits = createBitset(size);
      node.slot = addSlot(node.bits, -1);
      categoryOfSlot[node.slot] = node;
    }
    for (const f of families) {
      for (const pl of placementsOf.get(f.family.id)!) {
        for (const id of [pl.l1, pl.l2, pl.l3]) {
          const node = id === null ? undefined : this.categories.get(id);
          if (node && !slotsOf[f.position]!.includes(node.slot)) {
            setBit(node.bits, f.position);
            slotsOf[f.position]!.push(node.slot);
          }
        }
      }
    }
    [...snapshot.properties].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).forEach((p, index) => {
      const node: PropertyNode = { ...p, index, values: [], byQueryValue: new Map(), byId: new Map() };
      this.properties.push(node);
      this.propertiesByName.set(p.filterName, node);
    });
    const propertyById = new Map(this.properties.map((p) => [p.id, p]));
    const valueById = new Map<number, PropertyValueNode>();
    for (const v of [...snapshot.propertyValues].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)) {
      const property = propertyById.get(v.propertyId);
      if (!property) continue;
      const bits = createBitset(size);
      const node: PropertyValueNode = {
        id: v.id, queryValue: v.queryValue, valueEn: v.valueEn, valueFr: v.valueFr, sortOrder: v.sortOrder, bits, slot: addSlot(bits, property.index), property,
      };
      property.values.push(node);
      property.byQueryValue.set(v.queryValue, node);
      property.byId.set(v.id, node);
      valueById.set(v.id, node);
    }
    const valuesOfFamily: PropertyValueNode[][] = families.map(() => []);
    for (const fv of snapshot.familyPropertyValues) {
      const position = positionOf.get(fv.familyId);
      const value = valueById.get(fv.propertyValueId);
      if (position === undefined || !value) continue;
      setBit(value.bits, position);
      slotsOf[position]!.push(value.slot);
      valuesOfFamily[position]!.push(value);
    }
    this.slotGroup = Int32Array.from(slotGroups);
    this.familySlotStart = new Int32Array(size + 1);
    let slotTotal = 0;
    for (const list of slotsOf) slotTotal += list.length;
    this.familySlots = new Int32Array(slotTotal);
    let at = 0;
    slotsOf.forEach((list, position) => {
      this.familySlotStart[position] = at;
      for (const slot of list) this.familySlots[at++] = slot;
    });
    this.familySlotStart[size] = at;

    for (const m of snapshot.manufacturers) this.manufacturers.set(m.id, { id: m.id, name: m.name, bits: createBitset(size) });
    for (const f of families) {
      const m = this.manufacturers.get(f.family.manufacturerId);
      if (m) setBit(m.bits, f.position);
    }

    // Promotions: texts sanitised once here (issue "Bad input")
    let nextChange: number | null = null;
    const groupsOf = new Map<number, CatalogueSnapshot['promotionGroups']>();
    for (const g of snapshot.promotionGroups) {
      const list = groupsOf.get(g.promotionId);
      if (list) list.push(g);
      else groupsOf.set(g.promotionId, [g]);
    }
    for (const p of [...snapshot.promotions].sort((a, b) => a.id - b.id)) {
      const start = Date.parse(p.startDate);
      const end = Date.parse(p.endDate);
      for (const t of [start, end]) if (t > nowMs && (nextChange === null || t < nextChange)) nextChange = t;
      const isLive = !(start > nowMs) && !(end <= nowMs);
      const groups = (groupsOf.get(p.id) ?? []).map((g) => ({ groupId: g.id, kind: g.kind, minQuantity: g.minQuantity, productIds: [...g.productIds] }));
      const allProductIds = [...new Set(groups.flatMap((g) => g.productIds))].sort((a, b) => a - b);
      const bits = createBitset(size);
      for (const productId of allProductIds) {
        const position = familyOfProduct.get(productId);
        if (position !== undefined) setBit(bits, position);
        const list = this.promotionsByProduct.get(productId);
        if (list) list.push(p.id);
        else this.promotionsByProduct.set(productId, [p.id]);
      }
      const finePrintEn = sanitizeRichText(p.finePrintEn);
      const finePrintFr = sanitizeRichText(p.finePrintFr);
      this.promotions.set(p.id, {
        ...p,
        nameEn: plainText(p.nameEn),
        nameFr: plainText(p.nameFr),
        descriptionEn: sanitizeRichText(p.descriptionEn),
        descriptionFr: sanitizeRichText(p.descriptionFr),
        finePrintEn,
        finePrintFr,
        finePrintTextEn: stripTags(finePrintEn),
        finePrintTextFr: stripTags(finePrintFr),
        badgeLabelEn: plainText(p.badgeLabelEn),
        badgeLabelFr: plainText(p.badgeLabelFr),
        qualificationReason: p.qualificationReason === null ? null : plainText(p.qualificationReason),
        bits,
        groups,
        allProductIds,
        isLive,
        isVisible: isLive && !p.hidePromoInfoInWebstore && !p.isNotQualified,
      });
      if (isLive) {
        for (const f of families) {
          if ((bits[f.position >>> 5]! & (1 << (f.position & 31))) !== 0) f.promotionIds.push(p.id);
        }
      }
    }
    for (const f of families) {
      f.promotionIds.sort((a, b) => Number(this.promotions.get(b)!.isVisible) - Number(this.promotions.get(a)!.isVisible) || a - b);
    }

    // A banner's dates are boundaries like a promotion's: the index is rebuilt when one passes.
    const bannerShows = (b: SnapshotBanner): boolean => {
      const start = b.startsAt === null ? null : Date.parse(b.startsAt);
      const end = b.endsAt === null ? null : Date.parse(b.endsAt);
      for (const t of [start, end]) if (t !== null && t > nowMs && (nextChange === null || t < nextChange)) nextChange = t;
      return b.isActive && !(start !== null && start > nowMs) && !(end !== null && end <= nowMs);
    };
    this.banners = snapshot.banners
      .filter(bannerShows)
      .map((b) => {
        const entry = { ...b, name: plainText(b.name), contentEn: sanitizeRichText(b.contentEn), contentFr: sanitizeRichText(b.contentFr) };
        return { ...entry, json: JSON.stringify({ id: entry.id, name: entry.name, content: entry.contentEn, contentFr: entry.contentFr }) };
      });
    this.nextPromotionChange = nextChange;

    // Boosts and the no-search-term order
    this.featured = Uint8Array.from(families, (f) => (f.product.isFeatured ? 1 : 0));
    this.inStock = Uint8Array.from(families, (f) => (f.product.isInStock ? 1 : 0));
    const collators = { en: new Intl.Collator('en-CA', { sensitivity: 'base' }), fr: new Intl.Collator('fr-CA', { sensitivity: 'base' }) };
    const orderFor = (lang: Lang) => {
      const collator = collators[lang];
      const name = (f: FamilyEntry) => (lang === 'fr' ? f.family.nameFr : f.family.nameEn);
      const sorted = [...families].sort((a, b) =>
        this.featured[b.position]! - this.featured[a.position]! ||
        a.family.sortOrder - b.family.sortOrder ||
        collator.compare(name(a), name(b)) ||
        a.family.id - b.family.id);
      const order = Int32Array.from(sorted, (f) => f.position);
      const rank = new Int32Array(size);
      order.forEach((position, i) => {
        rank[position] = i;
      });
      return { order, rank };
    };
    const en = orderFor('en');
    const fr = orderFor('fr');
    this.order = { en: en.order, fr: fr.order };
    this.rankOf = { en: en.rank, fr: fr.rank };
    this.foldedNames = {
      en: families.map((f) => tokenize(f.family.nameEn).join(' ')),
      fr: families.map((f) => tokenize(f.family.nameFr).join(' ')),
    };

    // Text: names and formats of every browsable child, brand, categories, keywords, description
    const builder = new TextIndexBuilder();
    for (const f of families) {
      const p = f.position;
      const children = childrenOf.get(f.family.id)!;
      builder.add(p, FIELD.name, `${f.family.nameEn} ${f.family.nameFr}`);
      for (const child of children) {
        // A child's name is usually the family's plus its format (indexed just below): only a
        // name of its own adds words.
        if (!child.nameEn.startsWith(f.family.nameEn)) builder.add(p, FIELD.name, child.nameEn);
        if (!child.nameFr.startsWith(f.family.nameFr)) builder.add(p, FIELD.name, child.nameFr);
        builder.add(p, FIELD.keywords, `${child.formatEn} ${child.formatFr}`);
      }
      builder.add(p, FIELD.brand, f.manufacturerName);
      const start = this.familySlotStart[p]!;
      const end = this.familySlotStart[p + 1]!;
      for (let s = start; s < end; s++) {
        const node = categoryOfSlot[this.familySlots[s]!];
        if (node) builder.add(p, FIELD.category, `${node.nameEn} ${node.nameFr}`);
      }
      builder.add(p, FIELD.keywords, `${f.family.suggestionKeywords} ${f.family.productTypeNameEn} ${f.family.productTypeNameFr}`);
      for (const value of valuesOfFamily[p]!) builder.add(p, FIELD.keywords, `${value.valueEn} ${value.valueFr}`);
      builder.add(p, FIELD.description, stripTags(descriptions[p]!));
    }
    this.text = builder.build();
    this.scratch = new MatchScratch(size);
    this.suggestionOrder = suggestionOrder(families, snapshot.placements);

    this.itemJson = { en: new Array<string | undefined>(size), fr: new Array<string | undefined>(size) };
  }

  /**
   * An index made of the fields another thread built (index-transfer.ts): the per-thread parts
   * (search scratch buffers, item JSON made on use) are made here.
   */
  static fromFields(fields: Record<string, unknown>): CatalogueIndex {
    const index = Object.assign(Object.create(CatalogueIndex.prototype) as CatalogueIndex, fields) as unknown as { -readonly [K in keyof CatalogueIndex]: CatalogueIndex[K] };
    index.scratch = new MatchScratch(index.size);
    Object.assign(index, { itemJson: { en: new Array<string | undefined>(index.size), fr: new Array<string | undefined>(index.size) } });
    return index as CatalogueIndex;
  }

  /** The fields another thread needs to make the same index (fromFields), without per-thread parts. */
  transferableFields(): Record<string, unknown> {
    const { scratch: _scratch, itemJson: _itemJson, familyPositions: _f, productPositions: _p, ...fields } = this as unknown as Record<string, unknown>;
    return fields;
  }

  /** A family's item JSON is made again on its next use (its product's stock or prices changed). */
  forgetItemJson(position: number): void {
    this.itemJson.en[position] = undefined;
    this.itemJson.fr[position] = undefined;
  }

  positionOfFamily(familyId: number): number | undefined {
    this.familyPositions ??= new Map(this.families.map((f) => [f.family.id, f.position]));
    return this.familyPositions.get(familyId);
  }

  /** The family position whose card shows this product (its representing child), if any. */
  positionOfProduct(productId: number): number | undefined {
    this.productPositions ??= new Map(this.families.map((f) => [f.product.id, f.position]));
    return this.productPositions.get(productId);
  }

  /** The family's list item JSON without isFavourite's value and the closing brace. */
  itemJsonOf(lang: Lang, position: number): string {
    const cached = this.itemJson[lang][position];
    if (cached !== undefined) return cached;
    const json = buildItemJson(this, this.families[position]!, lang);
    this.itemJson[lang][position] = json;
    return json;
  }

  categoryName(id: number | null, lang: Lang): string | null {
    if (id === null) return null;
    const node = this.categories.get(id);
    return node ? (lang === 'fr' ? node.nameFr : node.nameEn) : null;
  }

  /** The banner for a top-level category, else a global one; lowest id, or any with `random`. */
  bannerFor(l1: number | null, random: (() => number) | null): BannerEntry | null {
    let candidates = l1 === null ? [] : this.banners.filter((b) => b.l1CategoryId === l1);
    if (candidates.length === 0) candidates = this.banners.filter((b) => b.l1CategoryId === null);
    if (candidates.length === 0) return null;
    return random ? candidates[Math.floor(random() * candidates.length)]! : candidates[0]!;
  }
}

/** Folded SKU key of a query ("HLS-604107 " → "hls-604107"). */
export const skuKey = (q: string): string => fold(q.trim());
