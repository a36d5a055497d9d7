import { FormattedMessage } from 'react-intl';

const TONES: Record<string, 'success' | 'warning' | 'danger'> = {
  pending: 'warning', notValidated: 'warning',
  active: 'success', validated: 'success',
  disabled: 'danger', closed: 'danger', cancelled: 'danger',
};

/** The portal badge's classes for a status: its tone where it has one (waiting, fine, ended), else neutral. */
export const statusBadgeClass = (status: string) => (TONES[status] ? `portal-badge portal-badge--${TONES[status]}` : 'portal-badge');

/** A status word in a coloured pill: account states and prescription states (clinic messages). */
export function StatusPill({ kind, status }: { kind: 'client' | 'rx' | 'order' | 'autoOrder'; status: string }) {
  return (
    <span className={statusBadgeClass(status)}>
      <FormattedMessage id={`clinic.${kind}Status.${status}`} />
    </span>
  );
}
