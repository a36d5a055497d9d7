import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { ClinicSection, StaffMe } from '../../../contracts/clinic';
import { Notice } from '../../ui/Notice';
import { ClinicLayout } from './ClinicLayout';

export interface ClinicRecordPageProps {
  section: ClinicSection;
  title: ReactNode;
  /** The route parameter naming the record (`clientId`, `orderId`…). */
  param: string;
  /** Where the back link goes: a list, or a page of the record's own id. */
  backTo: string | ((id: number) => string);
  /** Message id of the back link. */
  backLabel: string;
  /** Message id said when the address holds no valid id. */
  notFound: string;
  /** The record's view, given its id and the staff member. */
  children: (id: number, staff: StaffMe) => ReactNode;
}

/** A positive whole number from a route parameter, else null (the page then says not found). */
function recordIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A clinic-portal page about one record (client, order, prescription, return): the portal's layout,
 * a back link, and the record's view when the address names a valid id, else the not-found notice
 * (the server answers 404 for another clinic's ids anyway).
 */
export function ClinicRecordPage({ section, title, param, backTo, backLabel, notFound, children }: ClinicRecordPageProps) {
  const id = recordIdOf(useParams()[param]);
  const back = typeof backTo === 'string' ? backTo : id === null ? null : backTo(id);
  return (
    <ClinicLayout section={section} title={title}>
      {(staff) => (
        <>
          {back && <p><Link to={back}><FormattedMessage id={backLabel} /></Link></p>}
          {id === null ? <Notice type="Error"><FormattedMessage id={notFound} /></Notice> : children(id, staff)}
        </>
      )}
    </ClinicLayout>
  );
}
