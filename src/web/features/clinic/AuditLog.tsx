import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import type { auditEventSchema } from '../../../contracts/clinic';
import type { AuditSubject } from '../../../contracts/staff';
import { carrierName } from '../../../domain/carriers';
import { useFormatters } from '../../i18n/format';
import { useLanguage } from '../../i18n/I18nProvider';
import { formatClock } from '../../../domain/date-format';
import { auditChanges, STATUS_MESSAGES, type AuditChange } from './audit-changes';

/** An audit event; the clinic-wide log's carry what they acted on (issue 24), a client's or an order's page is that object already. */
type AuditEvent = z.infer<typeof auditEventSchema> & { subject?: AuditSubject };

/** Fields whose values are codes with words of their own (clinic.audit.<field>.<value>). */
const VALUE_WORDS: ReadonlySet<string> = new Set(['kind', 'autoOrderRule', 'method']);
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^\d{2}:\d{2}$/;

const isStructured = (value: unknown) => typeof value === 'object' && value !== null;

/** How a change reads: lists and records (hours, links, text lengths) only that they changed, as their values would be JSON. */
function changeMessage(c: AuditChange): string {
  if (isStructured(c.before) || isStructured(c.after)) return 'clinic.audit.changed';
  return c.hadBefore ? 'clinic.audit.change' : 'clinic.audit.added';
}

/** A field's value in the reader's words: statuses and states by name, money, dates, carriers, yes or no. */
function useAuditValue() {
  const intl = useIntl();
  const f = useFormatters();
  const { language } = useLanguage();
  const word = (id: string, fallback: string) => intl.formatMessage({ id, defaultMessage: fallback });
  return (entity: string, field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return word(value ? 'clinic.audit.yes' : 'clinic.audit.no', String(value));
    if (typeof value === 'number' && field.endsWith('Cents')) return f.money(value);
    if (typeof value !== 'string') return typeof value === 'number' ? String(value) : JSON.stringify(value);
    if (field === 'status') return word(`${STATUS_MESSAGES[entity] ?? 'clinic.audit.status'}.${value}`, value);
    if (field === 'state') return word(`clinic.rxStatus.${value}`, value);
    if (field === 'carrier') return carrierName(value, language);
    if (VALUE_WORDS.has(field)) return word(`clinic.audit.${field}.${value}`, value);
    // A day without a time is the clinic's calendar day (the formatter reads 'YYYY-MM-DD' in no time zone).
    if (CALENDAR_DAY.test(value)) return f.date(value);
    if (CLOCK_TIME.test(value)) return formatClock(value, language);
    if (field.endsWith('At') && !Number.isNaN(Date.parse(value))) return f.date(value);
    return value;
  };
}

/**
 * What a line acted on, named and linked (issue 24). A link to a place on this very page (a staff
 * member's row) is a plain fragment, so the browser scrolls there without a navigation.
 */
function Subject({ entity, subject }: { entity: string; subject: AuditSubject }): ReactNode {
  const { pathname } = useLocation();
  const name = subject.name || <FormattedMessage id={`clinic.audit.subject.${entity}`} defaultMessage={entity} />;
  if (!subject.href) return name;
  const [path, fragment] = subject.href.split('#');
  if (fragment && path === pathname) return <a href={`#${fragment}`}>{name}</a>;
  return <Link to={subject.href}>{name}</Link>;
}

/** What staff did to a client or an order (issue 16 "every staff action is an audited event"), newest first, with each changed field. */
export function AuditLog({ events, headingId }: { events: readonly AuditEvent[]; headingId: string }) {
  const intl = useIntl();
  const f = useFormatters();
  const valueOf = useAuditValue();
  return (
    <section className="portal-section" aria-labelledby={headingId}>
      <h2 id={headingId}><FormattedMessage id="clinic.audit.heading" /></h2>
      {events.length === 0 ? <p className="muted"><FormattedMessage id="clinic.audit.none" /></p> : (
        <ul className="clinic-audit card clinic-card">
          {events.map((e) => {
            const changes = auditChanges(e.before, e.after);
            return (
              <li key={e.id}>
                <FormattedMessage
                  id={e.subject ? 'clinic.audit.lineOn' : 'clinic.audit.line'}
                  values={{
                    subject: e.subject && <Subject entity={e.entity} subject={e.subject} />,
                    when: f.dateTime(e.createdAt),
                    who: e.actorName,
                    role: intl.formatMessage({ id: `clinic.role.${e.actorRole}`, defaultMessage: e.actorRole }),
                    what: intl.formatMessage({ id: `clinic.audit.${e.entity}.${e.action}`, defaultMessage: `${e.entity} ${e.action}` }),
                  }}
                />
                {changes.length > 0 && (
                  <ul className="clinic-audit__changes muted">
                    {changes.map((c) => (
                      <li key={c.field}>
                        <FormattedMessage
                          id={changeMessage(c)}
                          values={{
                            field: intl.formatMessage({ id: `clinic.audit.field.${c.field}`, defaultMessage: c.field }),
                            before: valueOf(e.entity, c.field, c.before),
                            after: valueOf(e.entity, c.field, c.after),
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
