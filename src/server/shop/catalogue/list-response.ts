import type { CategoryFacet, ProductListItem, PropertyFacet, Promotion } from '../../../contracts/catalogue';
import { RESULT_COUNT_CAP } from '../../../domain/constants';
import { keptPage, type CachedOutcome } from './answer-cache';
import { encodedAnswer, type EncodedAnswer } from './encoded-answer';
import type { CatalogueIndex } from './search-index/catalogue-index';
import { buildItemJson, discountedItemJson, listItem, showsSwitchedOffPromotion } from './search-index/items';
import type { CatalogueSearcher, ResolvedFilter, SearchOutcome } from './search-index/search';
import type { CategoryNode, Lang, PromotionNode } from './search-index/types';

/**
 * Turns a search outcome into the list / promo response. Outside debug mode the text is put
 * together from pieces made once: each family's item JSON (built with the index) and the facet
 * JSON (built once per cached outcome), so a call serialises almost nothing.
 */
export interface PageRequest {
  pg: number;
  pgSize: number;
  lang: Lang;
  debug: boolean;
  /** Product ids the signed-in shopper starred; null for a visitor. */
  favourites: ReadonlySet<number> | null;
  /** The signed-in client's clinic retail discount (0 for a visitor): its prices are lowered per call. */
  retailDiscountPercent: number;
  /** The promotions the client's store switched off (empty for a visitor): their badges are left out per call. */
  switchedOffPromotionIds: ReadonlySet<number>;
  /** The answer depends only on the filter, page and language (no random banner): it may be kept. */
  cacheable?: boolean;
}

const categoryRef = (node: CategoryNode | null, lang: Lang) =>
  node ? { categoryId: node.id, name: lang === 'fr' ? node.nameFr : node.nameEn, icon: node.icon } : null;

function facetFragment(index: CatalogueIndex, filter: ResolvedFilter, outcome: SearchOutcome, lang: Lang): string {
  const counts = outcome.slotCounts;
  const facet = (node: CategoryNode): CategoryFacet => ({
    id: node.id, facetValue: node.nameEn, facetValueFr: node.nameFr, count: counts[node.slot]!, sortOrder: node.sortOrder, parentId: node.parentId, iconUrl: node.icon,
  });
  const children = (node: CategoryNode | null, selected: CategoryNode | null) =>
    node ? node.children.filter((c) => counts[c.slot]! > 0 || c === selected).map(facet) : [];
  const selectedValues = new Set(filter.properties.flatMap((p) => p.values));
  const propFacets: PropertyFacet[] = [];
  for (const property of index.properties) {
    for (const value of property.values) {
      const isSelected = selectedValues.has(value);
      if (counts[value.slot] === 0 && !isSelected) continue;
      propFacets.push({
        filterName: property.filterName,
        displayName: lang === 'fr' ? property.nameFr : property.nameEn,
        facetValue: lang === 'fr' ? value.valueFr : value.valueEn,
        count: counts[value.slot]!,
        id: value.id,
        queryValue: value.queryValue,
        isSelected,
      });
    }
  }
  const body = JSON.stringify({
    count: Math.min(outcome.total, RESULT_COUNT_CAP),
    l1Category: categoryRef(filter.l1, lang),
    l2Category: categoryRef(filter.l2, lang),
    l3Category: categoryRef(filter.l3, lang),
    categFacets: {
      l1Categories: index.topCategories.map(facet),
      l2Categories: children(filter.l1, filter.l2),
      l3Categories: children(filter.l2, filter.l3),
    },
    propFacets,
  });
  return body.slice(1, -1);
}

export function promotionDto(p: PromotionNode, lang: Lang): Promotion {
  const fr = lang === 'fr';
  return {
    specialOfferId: p.id,
    id: p.id,
    name: fr ? p.nameFr : p.nameEn,
    description: fr ? p.descriptionFr : p.descriptionEn,
    description1: fr ? p.badgeLabelFr : p.badgeLabelEn,
    description3: fr ? p.finePrintFr : p.finePrintEn,
    description4: fr ? p.finePrintTextFr : p.finePrintTextEn,
    endDate: p.endDate,
    promoTypeID: p.promoTypeId,
    isInstantRebate: p.isInstantRebate,
    isForSubscriptionsOnly: p.isForSubscriptionsOnly,
    isAutoOrderOnlyOffer: p.isAutoOrderOnlyOffer,
    isPercentageDiscount: p.isPercentageDiscount,
    discountPercent: p.discountPercent,
    hidePromoInfoInWebstore: p.hidePromoInfoInWebstore,
    isNotQualified: p.isNotQualified,
    qualificationReason: p.qualificationReason,
    allProductIds: p.allProductIds,
    promoProductGroups: p.groups.map((g) => ({ groupId: g.groupId, minQuantity: g.minQuantity, groupProductIds: g.productIds, kind: g.kind })),
  };
}

function debugItem(searcher: CatalogueSearcher, filter: ResolvedFilter, outcome: SearchOutcome, at: number, request: PageRequest): ProductListItem {
  const { index } = searcher;
  const position = outcome.ranked[at]!;
  const entry = index.families[position]!;
  const phrase = filter.words.length > 1 ? filter.words.join(' ') : null;
  const textScore = outcome.textScores ? outcome.textScores[at]! : 0;
  const boosts = searcher.boostParts(position, phrase, textScore);
  return {
    ...listItem(index, entry, request.lang, true, request.retailDiscountPercent, request.switchedOffPromotionIds),
    isFavourite: request.favourites?.has(entry.product.id) ?? false,
    debug: {
      score: outcome.scores ? round(outcome.scores[at]!) : 0,
      rank: at + 1,
      textScore: round(textScore),
      featuredBoost: round(boosts.featured),
      inStockBoost: round(boosts.inStock),
      phraseBoost: outcome.scores ? boosts.phrase : 0,
      defaultOrder: index.rankOf[request.lang][position]! + 1,
      familyId: entry.family.id,
      matches: filter.skuPositions ? [`sku=${entry.product.mfgSku}`] : index.text.explain(filter.words, position, outcome.corrections ?? undefined),
      promotions: entry.promotionIds.filter((id) => !request.switchedOffPromotionIds.has(id)).map((id) => {
        const p = index.promotions.get(id)!;
        return { id, name: request.lang === 'fr' ? p.nameFr : p.nameEn, hidden: p.hidePromoInfoInWebstore, notQualified: p.isNotQualified };
      }),
    },
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export interface ResponseExtras {
  resultsKey: 'results' | 'products';
  title: string | null;
  bannerJson: string;
  promos?: Promotion[];
  tookMs?: () => number;
}

/**
 * The response as JSON (UTF-8 bytes, compressed on demand). A visitor's page is kept on its cached
 * outcome with its compressed forms, so a popular page is encoded and compressed once per change
 * rather than once per call.
 */
export function renderListResponse(
  searcher: CatalogueSearcher,
  filter: ResolvedFilter,
  cached: CachedOutcome,
  request: PageRequest,
  extras: ResponseExtras,
): EncodedAnswer {
  const render = () => encodedAnswer(Buffer.from(renderText(searcher, filter, cached.outcome, request, extras)));
  const keep = request.cacheable === true && !request.debug && request.favourites === null && request.retailDiscountPercent === 0
    && request.switchedOffPromotionIds.size === 0;
  return keep ? keptPage(cached, `${extras.resultsKey}|${request.pg}|${request.pgSize}`, render) : render();
}

function renderText(
  searcher: CatalogueSearcher,
  filter: ResolvedFilter,
  outcome: SearchOutcome,
  request: PageRequest,
  extras: ResponseExtras,
): string {
  const { index } = searcher;
  outcome.facetJson ??= facetFragment(index, filter, outcome, request.lang);
  const start = (request.pg - 1) * request.pgSize;
  const end = Math.min(start + request.pgSize, outcome.ranked.length);
  const tail = `,"title":${JSON.stringify(extras.title)},${outcome.facetJson},"q":${JSON.stringify(filter.q)},"pg":${request.pg},"pgSize":${request.pgSize},"siteBanner":${extras.bannerJson}`;
  const promos = extras.promos ? `"promos":${JSON.stringify(extras.promos)},` : '';

  if (request.debug) {
    const items: ProductListItem[] = [];
    for (let i = start; i < end; i++) items.push(debugItem(searcher, filter, outcome, i, request));
    const debugInfo = {
      totalMatches: outcome.total,
      indexVersion: index.version,
      tookMs: round(extras.tookMs?.() ?? 0),
      queryTokens: filter.words,
    };
    return `{${promos}"${extras.resultsKey}":${JSON.stringify(items)}${tail},"debugInfo":${JSON.stringify(debugInfo)}}`;
  }

  const lang = request.lang;
  const favourites = request.favourites;
  const percent = request.retailDiscountPercent;
  const switchedOff = request.switchedOffPromotionIds;
  let items = '';
  for (let i = start; i < end; i++) {
    const position = outcome.ranked[i]!;
    const entry = index.families[position]!;
    const favourite = favourites !== null && favourites.has(entry.product.id);
    // A card naming a promotion the client's store switched off is made again without it (rare);
    // every other card is the kept text, its prices cut and joined (decision 106).
    const json = showsSwitchedOffPromotion(entry, switchedOff)
      ? buildItemJson(index, entry, lang, percent, switchedOff)
      : percent === 0 ? index.itemJsonOf(lang, position) : discountedItemJson(index.itemJsonOf(lang, position), entry, percent);
    items += (i === start ? '' : ',') + json + (favourite ? 'true}' : 'false}');
  }
  return `{${promos}"${extras.resultsKey}":[${items}]${tail}}`;
}
