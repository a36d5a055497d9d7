import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { auditEventSchema } from '../../../contracts/clinic';
import { useFormatters } from '../../i18n/format';

/** What staff did to a client or an order (issue 16 "every staff action is an audited event"), newest first. */
export function AuditLog({ events, headingId }: { events: readonly z.infer<typeof auditEventSchema>[]; headingId: string }) {
  const intl = useIntl();
  const f = useFormatters();
  return (
    <section className="clinic-section" aria-labelledby={headingId}>
      <h2 id={headingId}><FormattedMessage id="clinic.audit.heading" /></h2>
      {events.length === 0 ? <p className="muted"><FormattedMessage id="clinic.audit.none" /></p> : (
        <ul className="clinic-audit card clinic-card">
          {events.map((e) => (
            <li key={e.id}>
              <FormattedMessage
                id="clinic.audit.line"
                values={{
                  when: f.dateTime(e.createdAt),
                  who: e.actorName,
                  role: intl.formatMessage({ id: `clinic.role.${e.actorRole}`, defaultMessage: e.actorRole }),
                  what: intl.formatMessage({ id: `clinic.audit.${e.entity}.${e.action}`, defaultMessage: `${e.entity} ${e.action}` }),
                }}
              />
              {e.before?.status !== undefined && e.after?.status !== undefined && (
                <span className="muted"> ({String(e.before.status)} → {String(e.after.status)})</span>
              )}
              {typeof e.after?.reason === 'string' && <span className="muted"> — {e.after.reason}</span>}
              {typeof e.after?.note === 'string' && <span className="muted"> — {e.after.note}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
