import type { Kysely, Transaction } from 'kysely';
import { ORDER_QUEUES, type OrderQueue } from '../../../domain/clinic-order-moves';
import { RX_STATUS } from '../../../domain/constants';
import type { Database } from '../../db/schema';
import { AUTO_ORDER_ATTENTION, clientsOf, count } from '../clinic-records.queries';

type Executor = Kysely<Database> | Transaction<Database>;

/** Every query here takes the staff member's clinic id: a row of another clinic is never read nor written. */

export async function dashboardCounts(db: Executor, clinicId: number) {
  const [clients, rx, orders, autoOrders] = await Promise.all([
    clientsOf(db, clinicId).select((eb) => eb.fn.countAll().as('n')).where('u.status', '=', 'pending').executeTakeFirst(),
    db.selectFrom('prescriptions as rx').innerJoin('users as u', 'u.id', 'rx.user_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('u.clinic_id', '=', clinicId).where('rx.rx_status_id', '=', RX_STATUS.notValidated).executeTakeFirst(),
    db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll().as('n')])
      .where('clinic_id', '=', clinicId)
      .where('status', 'in', Object.values(ORDER_QUEUES).flat())
      .groupBy('status').execute(),
    db.selectFrom('auto_order_subscriptions as a').innerJoin('users as u', 'u.id', 'a.user_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('u.clinic_id', '=', clinicId).where('a.status', '=', AUTO_ORDER_ATTENTION).executeTakeFirst(),
  ]);
  const byStatus = new Map(orders.map((o) => [o.status, count(o.n)]));
  const inQueue = (queue: OrderQueue) => ORDER_QUEUES[queue].reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  return {
    pendingClients: count(clients?.n),
    prescriptionRequests: count(rx?.n),
    ordersWaitingValidation: inQueue('waiting_validation'),
    ordersWaitingOnVeterinarian: inQueue('waiting_on_veterinarian'),
    autoOrdersNeedingAttention: count(autoOrders?.n),
    ordersReadyForPickup: inQueue('ready_for_pickup'),
  };
}
