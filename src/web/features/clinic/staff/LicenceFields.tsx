import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { licenceFields, VET_LICENCE_NUMBER_MAX, type StaffMember } from '../../../../contracts/staff';
import { PROVINCES } from '../../../../domain/constants';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';

export interface Licence {
  licenceNumber: string;
  licenceProvince: string;
}
export const NO_LICENCE: Licence = { licenceNumber: '', licenceProvince: '' };

/**
 * What is wrong with a licence as typed, in the reader's words, or null: checked by the same field
 * schema the server applies (issue 24: the veterinarian role needs the number and the province).
 */
export function useLicenceProblem() {
  const intl = useIntl();
  return (licence: Licence): string | null => {
    if (!licence.licenceNumber.trim() || !licence.licenceProvince) return intl.formatMessage({ id: 'clinicStaff.licence.missing' });
    if (!licenceFields.licenceNumber.safeParse(licence.licenceNumber).success) return intl.formatMessage({ id: 'clinicStaff.licence.invalid' });
    return null;
  };
}

/** The licence number and province of licence, as a veterinarian's role needs them. */
export function LicenceFields({ value, onChange, error }: { value: Licence; onChange: (next: Licence) => void; error: string | null }) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = { 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : `${id}-help` };
  return (
    <div className="admin-licence">
      <p id={`${id}-help`} className="muted"><FormattedMessage id="clinicStaff.licence.help" /></p>
      <div className="admin-grid">
        <div className="field">
          <label htmlFor={`${id}-number`}><FormattedMessage id="clinicStaff.licence.number" /></label>
          <input id={`${id}-number`} type="text" autoComplete="off" maxLength={VET_LICENCE_NUMBER_MAX + 10} value={value.licenceNumber} required
            onChange={(e) => onChange({ ...value, licenceNumber: e.target.value })} {...invalid} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-province`}><FormattedMessage id="clinicStaff.licence.province" /></label>
          <select id={`${id}-province`} value={value.licenceProvince} required onChange={(e) => onChange({ ...value, licenceProvince: e.target.value })} {...invalid}>
            <option value="">—</option>
            {PROVINCES.map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
        </div>
      </div>
      {error && <p id={errorId} className="field__error">{error}</p>}
    </div>
  );
}

/** Giving someone the veterinarian role: their licence first (issue 24). */
export function LicenceDialog({ member, onCancel, onSubmit }: { member: StaffMember | null; onCancel: () => void; onSubmit: (licence: Licence) => void }) {
  const name = member ? `${member.firstName} ${member.lastName}` : '';
  return (
    <Modal isOpen={member !== null} onOpenChange={(open) => (open ? undefined : onCancel())} size="sm"
      title={<FormattedMessage id="clinicStaff.licence.dialogTitle" values={{ name }} />}>
      {member && <LicenceForm onCancel={onCancel} onSubmit={onSubmit} />}
    </Modal>
  );
}

/** Mounts with the dialog, so each opening starts empty. */
function LicenceForm({ onCancel, onSubmit }: { onCancel: () => void; onSubmit: (licence: Licence) => void }) {
  const [licence, setLicence] = useState<Licence>(NO_LICENCE);
  const [error, setError] = useState<string | null>(null);
  const problemOf = useLicenceProblem();
  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = problemOf(licence);
    setError(problem);
    if (!problem) onSubmit({ licenceNumber: licence.licenceNumber.trim(), licenceProvince: licence.licenceProvince });
  }
  return (
    <form onSubmit={submit} noValidate>
      <LicenceFields value={licence} onChange={setLicence} error={error} />
      <div className="button-row modal-buttons">
        <Button variant="secondary" onClick={onCancel}><FormattedMessage id="clinicStaff.licence.cancel" /></Button>
        <Button type="submit"><FormattedMessage id="clinicStaff.licence.submit" /></Button>
      </div>
    </form>
  );
}
