import { FormattedMessage } from 'react-intl';

/** A status word in a coloured pill: account states and prescription states (clinic messages). */
export function StatusPill({ kind, status }: { kind: 'client' | 'rx' | 'order' | 'autoOrder'; status: string }) {
  return (
    <span className={`clinic-status clinic-status--${status}`}>
      <FormattedMessage id={`clinic.${kind}Status.${status}`} />
    </span>
  );
}
