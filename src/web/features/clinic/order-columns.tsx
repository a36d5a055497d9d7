import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { clinicOrderPath } from '../../../contracts/clinic';
import type { useFormatters } from '../../i18n/format';
import type { DataColumn } from '../../ui/data-table/DataTable';

/** What an order row needs for the portal's order columns (the orders list and a client's orders). */
interface OrderRow {
  id: number;
  orderNumber: string;
  createdAt: string;
  status: string;
  isClinicPickup: boolean;
  totalCents: number;
}

/** The order columns the clinic's tables share: number (a link to the order), date, status, fulfilment, total. */
export function orderColumns<Row extends OrderRow>(f: ReturnType<typeof useFormatters>): DataColumn<Row>[] {
  return [
    { id: 'number', header: <FormattedMessage id="clinic.order.number" />, className: 'portal-nowrap', cell: (o) => <Link to={clinicOrderPath(o.id)}>{o.orderNumber}</Link> },
    { id: 'date', header: <FormattedMessage id="clinic.order.date" />, cell: (o) => f.date(o.createdAt, 'numeric') },
    { id: 'status', header: <FormattedMessage id="clinic.order.status" />, cell: (o) => <FormattedMessage id={`clinic.orderStatus.${o.status}`} /> },
    {
      id: 'fulfilment',
      header: <FormattedMessage id="clinic.order.fulfilment" />,
      cell: (o) => <FormattedMessage id={o.isClinicPickup ? 'clinic.order.pickup' : 'clinic.order.delivery'} />,
    },
    { id: 'total', header: <FormattedMessage id="clinic.order.total" />, cell: (o) => f.money(o.totalCents) },
  ];
}
