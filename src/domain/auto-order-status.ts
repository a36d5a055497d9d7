/**
 * An AutoOrder subscription's state (rr §4: "inactive until the vet approves its Rx; can carry
 * issues needing attention"; issue 15), shared by the AutoOrder engine, the shopper's pages and the
 * clinic portal. What needs attention says why in `AUTO_ORDER_ATTENTION`.
 */
export const AUTO_ORDER_STATUSES = ['active', 'paused', 'waiting_for_vet', 'needs_attention', 'cancelled'] as const;
export type AutoOrderStatus = (typeof AUTO_ORDER_STATUSES)[number];

/** Why a subscription needs the shopper's attention (its next order will not be placed as it is). */
export const AUTO_ORDER_ATTENTION = ['bill_declined', 'card_expired', 'product_discontinued', 'price_changed', 'out_of_stock', 'address_missing'] as const;
export type AutoOrderAttention = (typeof AUTO_ORDER_ATTENTION)[number];

export const isAutoOrderStatus = (value: string): value is AutoOrderStatus => (AUTO_ORDER_STATUSES as readonly string[]).includes(value);
