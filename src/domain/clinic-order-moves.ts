import { cancelRefusal, canCancelOrder, ORDER_STATUSES, type OrderEvent, type OrderStatus } from './order-status';

/**
 * What clinic staff may do with an order (issue 16 "Orders", rr §4), from which statuses, and the
 * history event each records. Cancel is carried out by the orders feature's cancelOrder (the same
 * rules as the shopper's: never once sent to the distributor); ship_ready_items splits an order
 * whose approval-needing items still wait on the veterinarian into two shipments and ships the
 * ready one (docs/decisions/057-cancel-and-split-shipping.md).
 */
export const ORDER_MOVES = [
  'validate', 'wait_on_client', 'bill_declined', 'send_to_distributor', 'ship', 'ship_ready_items', 'ready_for_pickup', 'picked_up', 'back_to_validated', 'mark_lost', 'backorder', 'cancel',
] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];

interface MoveRule {
  from: readonly OrderStatus[];
  to: OrderStatus;
  event: OrderEvent;
  /** Only for delivery orders, or only for pickup orders. */
  fulfilment?: 'delivery' | 'pickup';
}

export const ORDER_MOVE_RULES: Record<OrderMove, MoveRule> = {
  // A reinstated cancelled order (issue 25) is validated like a new one.
  validate: { from: ['submitted', 'waiting_order_validation', 'waiting_on_client', 'bill_declined', 'reinstated_cancelled_order'], to: 'validated', event: 'validated' },
  // The clinic asks the client something before it validates (issue 25: "waiting on client" had no way in).
  wait_on_client: { from: ['submitted', 'waiting_order_validation', 'reinstated_cancelled_order', 'validated'], to: 'waiting_on_client', event: 'waiting_on_client' },
  // The clinic's charge on the client's card was declined: the client updates the card, the clinic validates again.
  bill_declined: { from: ['validated'], to: 'bill_declined', event: 'bill_declined' },
  // Queued for the distributor integration (issue 25): its job sends the order and moves it to "sent to distributor".
  send_to_distributor: { from: ['validated'], to: 'waiting_to_send_to_distributor', event: 'waiting_to_send_to_distributor' },
  ship: { from: ['validated', 'sent_to_distributor', 'sent_to_shipping', 'backordered'], to: 'shipped', event: 'shipped', fulfilment: 'delivery' },
  ready_for_pickup: { from: ['validated', 'sent_to_distributor', 'shipped_to_clinic', 'backordered'], to: 'ready_for_pickup', event: 'ready_for_pickup', fulfilment: 'pickup' },
  picked_up: { from: ['ready_for_pickup'], to: 'picked_up', event: 'picked_up', fulfilment: 'pickup' },
  back_to_validated: { from: ['ready_for_pickup'], to: 'validated', event: 'back_to_validated' },
  mark_lost: { from: ['sent_to_distributor', 'sent_to_shipping', 'shipped', 'shipped_to_clinic'], to: 'lost', event: 'mark_as_lost' },
  backorder: { from: ['validated', 'sent_to_distributor'], to: 'backordered', event: 'back_order' },
  // The order as a whole still waits on the veterinarian: only its ready shipment leaves.
  ship_ready_items: { from: ['waiting_on_veterinarian'], to: 'waiting_on_veterinarian', event: 'shipped', fulfilment: 'delivery' },
  cancel: { from: ORDER_STATUSES.filter((status) => canCancelOrder({ status, sentToDistributorAt: null })), to: 'cancelled', event: 'cancel' },
};

/** The queues the dashboard counts and the orders list filters by: one definition for both (issue 16 "Dashboard"). */
export const ORDER_QUEUES = {
  waiting_validation: ['submitted', 'waiting_order_validation', 'reinstated_cancelled_order'],
  waiting_on_veterinarian: ['waiting_on_veterinarian'],
  ready_for_pickup: ['ready_for_pickup'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderQueue = keyof typeof ORDER_QUEUES;
export const ORDER_QUEUE_NAMES = Object.keys(ORDER_QUEUES) as [OrderQueue, ...OrderQueue[]];

/**
 * The moves that send an order on its way or say it is good to go: none while an item that needs the
 * veterinarian's approval has no validated, unexpired prescription covering it (issue 16; refused as
 * "Unable to mark order validated."). Sending the ready items first is split shipping's own check.
 */
export const MOVES_NEEDING_PRESCRIPTIONS: readonly OrderMove[] = ['validate', 'send_to_distributor', 'ship', 'ready_for_pickup'];

export type MoveRefusal = 'cancelled_order' | 'not_revertable' | 'handed_over' | 'cannot_validate' | 'wrong_fulfilment' | 'not_allowed' | 'nothing_to_split' | 'already_split';

/**
 * Whether a move is allowed now; the refusal names the spec's message (rr §8: "cancelled order cannot
 * be changed", "order not revertable once sent to distributor", "unable to mark order validated").
 */
export function checkOrderMove(
  order: {
    status: OrderStatus; sentToDistributorAt: string | null; isClinicPickup: boolean;
    /** Items ready to leave now and items waiting on the veterinarian; whether the order was already split into shipments. */
    split?: { readyItems: number; waitingItems: number; isSplit: boolean };
    /** Items that need approval and have no validated, unexpired prescription for their pet now (unknown: not checked). */
    uncoveredRxItems?: number;
  },
  move: OrderMove,
): MoveRefusal | null {
  if (order.status === 'cancelled') return 'cancelled_order';
  const rule = ORDER_MOVE_RULES[move];
  if (move === 'cancel') {
    const refusal = cancelRefusal(order);
    if (refusal === 'handed_over') return 'handed_over';
    if (refusal) return 'not_revertable';
  }
  if (move === 'back_to_validated' && order.sentToDistributorAt) return 'not_revertable';
  if (move === 'ship_ready_items' && (!order.split || order.split.isSplit || order.split.readyItems === 0 || order.split.waitingItems === 0)) {
    return order.split?.isSplit ? 'already_split' : 'nothing_to_split';
  }
  if (rule.fulfilment === 'delivery' && order.isClinicPickup) return 'wrong_fulfilment';
  if (rule.fulfilment === 'pickup' && !order.isClinicPickup) return 'wrong_fulfilment';
  // Before the status rule: "waiting on the veterinarian" cannot be sent on for the same reason.
  if ((order.uncoveredRxItems ?? 0) > 0 && MOVES_NEEDING_PRESCRIPTIONS.includes(move)) return 'cannot_validate';
  if (!rule.from.includes(order.status)) return move === 'validate' ? 'cannot_validate' : 'not_allowed';
  return null;
}

/** The moves offered for an order as it is now. */
export const availableOrderMoves = (order: Parameters<typeof checkOrderMove>[0]): OrderMove[] =>
  ORDER_MOVES.filter((move) => checkOrderMove(order, move) === null);
