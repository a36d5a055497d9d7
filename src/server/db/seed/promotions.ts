import type { Insertable } from 'kysely';
import { PROMO_TYPE } from '../../../domain/constants';
import { DAY_MS } from '../../../domain/time';
import type { PromotionGroupProductTable, PromotionGroupTable, PromotionTable } from '../schema';
import type { CatalogueRows, FamilyMeta } from './families';
import type { Rng } from './prng';

/**
 * Demo promotions covering every case the spec's screens handle (cat §2, §4, §9; cc §4, §9):
 * buy-one-get-one types 5 and 30, rebate types 3, 7 and 9, a percentage discount, AutoOrder-only
 * and subscription-only offers, an instant rebate, a hidden and a not-qualified offer, an offer
 * with several product groups, end dates near and more than a year away, fine print on both sides
 * of 100 characters, and simple HTML, including markup the server's sanitiser must strip.
 *
 * End and start dates are relative to `now` so "ends in 3 days" stays near whenever the seed runs.
 * End dates fall at midnight UTC; the store shows the expiry one day earlier (cat §2).
 */

const DISCOUNT_PROMO_TYPE_ID = PROMO_TYPE.discount;

export const DEMO_PROMO_IDS = {
  bogoFree: 1,
  bogoHalf: 2,
  rebateNearEnd: 3,
  instantRebate: 4,
  subscriptionsOnly: 5,
  percentage: 6,
  autoOrderOnly: 7,
  hidden: 8,
  notQualified: 9,
  multiGroup: 10,
  holidayBogo: 11,
} as const;

export interface PromotionRows {
  promotions: Insertable<PromotionTable>[];
  groups: Insertable<PromotionGroupTable>[];
  groupProducts: Insertable<PromotionGroupProductTable>[];
}

type Text = readonly [en: string, fr: string];

interface Spec {
  id: number;
  type: number;
  name: Text;
  description: Text;
  finePrint: Text;
  badge: Text;
  endsInDays: number;
  groups: { kind: 'buy' | 'get'; min?: number; products: number[] }[];
  flags?: Partial<Insertable<PromotionTable>>;
}

const LONG_FINE_PRINT: Text = [
  'Offer valid on participating products while quantities last. Limit of one offer per household. Cannot be combined with other offers. Rebate issued as account credit within 4 to 6 weeks.',
  "Offre valable sur les produits participants, jusqu'à épuisement des stocks. Limite d'une offre par foyer. Ne peut être jumelée à aucune autre offre. Remise versée en crédit au compte dans un délai de 4 à 6 semaines.",
];

export function generatePromotions(rng: Rng, catalogue: CatalogueRows, now: Date): PromotionRows {
  const subscription = new Set(catalogue.products.filter((p) => p.is_subscription).map((p) => p.id));
  const pool = (match: (m: FamilyMeta) => boolean, count: number, onlySubscription = false): number[] => {
    const ids = catalogue.meta.filter(match).flatMap((m) => m.availableIds).filter((id) => !onlySubscription || subscription.has(id));
    // A tiny catalogue may lack the kind asked for: any available product keeps the promotion usable.
    const fallback = ids.length > 0 ? ids : catalogue.meta.flatMap((m) => m.availableIds);
    return rng.sample(fallback, count).sort((a, b) => a - b);
  };
  const key = (...keys: string[]) => (m: FamilyMeta) => keys.includes(m.template.key);
  const kind = (k: string, species?: string) => (m: FamilyMeta) => m.template.kind === k && (!species || m.template.species === species);

  const catWet = pool(key('cat-wet-cans', 'cat-wet-pouches'), 24);
  const dogTreats = pool(kind('treat', 'dog'), 20);
  const holiday = pool((m) => m.template.season === 'holiday', 12);
  const specs: Spec[] = [
    { id: DEMO_PROMO_IDS.bogoFree, type: PROMO_TYPE.bogo5, endsInDays: 10,
      name: ['Buy 1 case, get 1 free: wet cat food', 'Achetez 1 caisse, obtenez-en 1 gratuite : nourriture humide pour chats'],
      description: ['<strong>Buy one case of wet cat food, get one free.</strong> Mix and match flavours.', '<strong>Achetez une caisse de nourriture humide pour chats, obtenez-en une gratuite.</strong> Variez les saveurs.'],
      finePrint: ['Free item must be of equal or lesser value. Limit of one free item per qualifying item purchased. While quantities last.', "L'article gratuit doit être de valeur égale ou inférieure. Limite d'un article gratuit par article admissible acheté. Jusqu'à épuisement des stocks."],
      badge: ['Buy 1 get 1', 'Achetez-en 1, obtenez-en 1'], flags: { bogo_discount_percent: 100 },
      groups: [{ kind: 'buy', products: catWet }, { kind: 'get', products: catWet.slice(0, 12) }] },
    { id: DEMO_PROMO_IDS.bogoHalf, type: PROMO_TYPE.bogo30, endsInDays: 400,
      name: ['Treat time: second bag half price', 'Friandises : le 2e sac à moitié prix'],
      description: ['Buy any dog treat and get a second one at <strong>50% off</strong>.', 'Achetez une friandise pour chiens et obtenez la deuxième à <strong>50 % de rabais</strong>.'],
      finePrint: ['Second item of equal or lesser value.', 'Deuxième article de valeur égale ou inférieure.'],
      badge: ['Buy 1, get 1 50% off', 'Achetez-en 1, le 2e à 50 %'], flags: { bogo_discount_percent: 50 },
      groups: [{ kind: 'buy', products: dogTreats }, { kind: 'get', products: dogTreats.slice(0, 10) }] },
    { id: DEMO_PROMO_IDS.rebateNearEnd, type: PROMO_TYPE.rebate3, endsInDays: 3,
      name: ['$10 rebate on dry dog food', 'Remise de 10 $ sur la nourriture sèche pour chiens'],
      description: ['Get <strong>$10 back</strong> on any participating bag of dry dog food. Ends soon!', 'Obtenez <strong>10 $ de remise</strong> sur un sac de nourriture sèche pour chiens participant. Se termine bientôt!'],
      finePrint: LONG_FINE_PRINT, badge: ['$10 rebate', 'Remise de 10 $'], flags: { rebate_amount_cents: 1000 },
      groups: [{ kind: 'buy', products: pool(key('dog-dry'), 30) }] },
    { id: DEMO_PROMO_IDS.instantRebate, type: PROMO_TYPE.rebate7, endsInDays: 45,
      name: ['Save $5 instantly on flea & tick protection', 'Économisez 5 $ immédiatement sur la protection contre les puces et les tiques'],
      description: ['$5 off at checkout. Read our <a href="https://www.example.com/parasites" onclick="alert(1)">parasite guide</a>.', '5 $ de rabais à la caisse. Consultez notre <a href="https://www.example.com/parasites" onclick="alert(1)">guide des parasites</a>.'],
      finePrint: ['Instant rebate applied in cart.', 'Remise instantanée appliquée au panier.'],
      badge: ['Save $5', 'Économisez 5 $'], flags: { is_instant_rebate: 1, rebate_amount_cents: 500 },
      groups: [{ kind: 'buy', products: pool(kind('parasite'), 20) }] },
    { id: DEMO_PROMO_IDS.subscriptionsOnly, type: PROMO_TYPE.rebate9, endsInDays: 90,
      name: ['Subscribe & save: $15 back on veterinary diets', 'Abonnez-vous et économisez : 15 $ de remise sur les diètes vétérinaires'],
      description: ['Start an <strong>AutoOrder</strong> for a veterinary diet and get $15 back.', 'Créez une <strong>commande automatique</strong> pour une diète vétérinaire et obtenez 15 $ de remise.'],
      finePrint: LONG_FINE_PRINT, badge: ['$15 back on AutoOrder', 'Remise de 15 $ en commande automatique'],
      flags: { is_for_subscriptions_only: 1, rebate_amount_cents: 1500 },
      groups: [{ kind: 'buy', products: pool(kind('vetdiet'), 20, true) }] },
    { id: DEMO_PROMO_IDS.percentage, type: DISCOUNT_PROMO_TYPE_ID, endsInDays: 30,
      name: ['15% off toys', '15 % de rabais sur les jouets'],
      description: ['Save 15% on every participating toy.<script>alert("promo")</script>', 'Économisez 15 % sur chaque jouet participant.<script>alert("promo")</script>'],
      finePrint: ['Discount applied in cart. <strong>Toys only.</strong>', 'Rabais appliqué au panier. <strong>Jouets seulement.</strong>'],
      badge: ['15% off', '15 % de rabais'], flags: { is_percentage_discount: 1, discount_percent: 15 },
      groups: [{ kind: 'buy', products: pool(kind('toy'), 30) }] },
    { id: DEMO_PROMO_IDS.autoOrderOnly, type: DISCOUNT_PROMO_TYPE_ID, endsInDays: 60,
      name: ['AutoOrder price on your first order', 'Prix en commande automatique dès votre première commande'],
      description: ['Set up an AutoOrder today and pay the AutoOrder price right away.', "Créez une commande automatique aujourd'hui et payez le prix en commande automatique tout de suite."],
      finePrint: ['Applies to new AutoOrders only.', "S'applique aux nouvelles commandes automatiques seulement."],
      badge: ['AutoOrder offer', 'Offre en commande automatique'], flags: { is_auto_order_only_offer: 1 },
      groups: [{ kind: 'buy', products: pool((m) => m.subscriptionable && ['dryfood', 'litter'].includes(m.template.kind), 30, true) }] },
    { id: DEMO_PROMO_IDS.hidden, type: PROMO_TYPE.rebate3, endsInDays: 60,
      name: ['Clinic staff litter rebate (internal)', 'Remise litière pour le personnel (interne)'],
      description: ['Internal rebate, not shown to shoppers.', 'Remise interne, non affichée aux clients.'],
      finePrint: ['Staff programme only.', 'Programme du personnel seulement.'],
      badge: ['Staff rebate', 'Remise du personnel'], flags: { hide_promo_info_in_webstore: 1, rebate_amount_cents: 300 },
      groups: [{ kind: 'buy', products: pool(key('cat-litter'), 12) }] },
    { id: DEMO_PROMO_IDS.notQualified, type: PROMO_TYPE.rebate7, endsInDays: 20,
      name: ['$8 back when you buy 2 bags of dry cat food', '8 $ de remise à l’achat de 2 sacs de nourriture sèche pour chats'],
      description: ['Buy two bags of participating dry cat food and get $8 back.', "Achetez deux sacs de nourriture sèche pour chats participante et obtenez 8 $ de remise."],
      finePrint: LONG_FINE_PRINT, badge: ['$8 rebate', 'Remise de 8 $'],
      flags: { is_not_qualified: 1, qualification_reason: 'Requires a minimum purchase of 2 bags.', rebate_amount_cents: 800 },
      groups: [{ kind: 'buy', min: 2, products: pool(key('cat-dry'), 20) }] },
    { id: DEMO_PROMO_IDS.multiGroup, type: PROMO_TYPE.rebate3, endsInDays: 60,
      name: ['Puppy starter bundle: $20 back', 'Ensemble de départ pour chiot : 20 $ de remise'],
      description: ['Buy <strong>2 bags of dry food</strong>, a toy and a pack of dental treats and get $20 back.', 'Achetez <strong>2 sacs de nourriture sèche</strong>, un jouet et des friandises dentaires et obtenez 20 $ de remise.'],
      finePrint: LONG_FINE_PRINT, badge: ['Bundle: $20 back', 'Ensemble : 20 $ de remise'], flags: { rebate_amount_cents: 2000 },
      groups: [
        { kind: 'buy', min: 2, products: pool(key('dog-dry'), 16) },
        { kind: 'buy', products: pool((m) => m.template.kind === 'toy' && m.template.species === 'dog', 12) },
        { kind: 'buy', products: pool(key('dog-dental-treats'), 8) },
      ] },
    { id: DEMO_PROMO_IDS.holidayBogo, type: PROMO_TYPE.bogo5, endsInDays: 25,
      name: ['Holiday treats: buy 1, get 1 free', 'Friandises des Fêtes : achetez-en 1, obtenez-en 1 gratuite'],
      description: ['Stocking stuffers for every pet.', 'Des petits cadeaux pour tous les animaux.'],
      finePrint: ['Free item of equal or lesser value.', 'Article gratuit de valeur égale ou inférieure.'],
      badge: ['Buy 1 get 1', 'Achetez-en 1, obtenez-en 1'], flags: { bogo_discount_percent: 100 },
      groups: [{ kind: 'buy', products: holiday }, { kind: 'get', products: holiday }] },
  ];
  return toRows(specs, now);
}

function toRows(specs: readonly Spec[], now: Date): PromotionRows {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: PromotionRows = { promotions: [], groups: [], groupProducts: [] };
  for (const s of specs) {
    rows.promotions.push({
      id: s.id, name_en: s.name[0], name_fr: s.name[1], description_en: s.description[0], description_fr: s.description[1],
      fine_print_en: s.finePrint[0], fine_print_fr: s.finePrint[1], badge_label_en: s.badge[0], badge_label_fr: s.badge[1],
      promo_type_id: s.type,
      start_date: new Date(today - 14 * DAY_MS).toISOString(),
      end_date: new Date(today + s.endsInDays * DAY_MS).toISOString(),
      is_instant_rebate: 0, is_for_subscriptions_only: 0, is_auto_order_only_offer: 0, is_percentage_discount: 0,
      discount_percent: 0, rebate_amount_cents: 0, bogo_discount_percent: 0, hide_promo_info_in_webstore: 0,
      is_not_qualified: 0, qualification_reason: null,
      ...s.flags,
    });
    s.groups.forEach((g, i) => {
      const groupId = s.id * 10 + i + 1;
      rows.groups.push({ id: groupId, promotion_id: s.id, kind: g.kind, min_quantity: g.min ?? 1 });
      for (const productId of new Set(g.products)) rows.groupProducts.push({ group_id: groupId, product_id: productId });
    });
  }
  return rows;
}
