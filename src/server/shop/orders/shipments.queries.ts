import type { Db } from '../../db/database';

/** The shipments of a split order, in number order, each with its items (issue 16 "Split shipping"). */
export async function listShipments(db: Db, orderId: number) {
  const shipments = await db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).orderBy('number').execute();
  if (shipments.length === 0) return [];
  const items = await db.selectFrom('shipment_items as s').innerJoin('order_items as i', 'i.id', 's.order_item_id')
    .select(['s.shipment_id as shipmentId', 'i.name', 'i.pet_name as petName', 's.quantity'])
    .where('s.shipment_id', 'in', shipments.map((s) => s.id)).orderBy('s.id').execute();
  return shipments.map((s) => ({ ...s, items: items.filter((i) => Number(i.shipmentId) === Number(s.id)) }));
}
