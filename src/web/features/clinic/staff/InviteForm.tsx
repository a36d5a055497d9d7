import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Province } from '../../../../domain/constants';
import { Button } from '../../../ui/Button';
import { failureText } from '../failure-text';
import { LicenceFields, NO_LICENCE, useLicenceProblem } from './LicenceFields';
import { inviteStaff, staffKeys } from './staff.api';

export type Outcome = { type: 'Success' | 'Error'; text: string } | null;

/** Invites a staff member by email (issue 17); a veterinarian with their licence (issue 24). */
export function InviteForm({ onOutcome }: { onOutcome: (o: Outcome) => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const empty = { email: '', firstName: '', lastName: '', language: intl.locale.startsWith('fr') ? 'fr' : 'en', isAdmin: false, isVeterinarian: false, ...NO_LICENCE };
  const [draft, setDraft] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [licenceError, setLicenceError] = useState<string | null>(null);
  const licenceProblem = useLicenceProblem();
  const id = useId();
  const f = (name: string) => `${id}-${name}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft.email.trim() || !draft.firstName.trim() || !draft.lastName.trim()) {
      onOutcome({ type: 'Error', text: intl.formatMessage({ id: 'clinicStaff.invite.missing' }) });
      return;
    }
    const problem = draft.isVeterinarian ? licenceProblem(draft) : null;
    setLicenceError(problem);
    if (problem) return;
    setBusy(true);
    onOutcome(null);
    try {
      const { licenceNumber, licenceProvince, ...rest } = draft;
      const licence = draft.isVeterinarian ? { licenceNumber: licenceNumber.trim(), licenceProvince: licenceProvince as Province } : {};
      const member = await inviteStaff({ ...rest, ...licence, email: draft.email.trim(), language: draft.language === 'fr' ? 'fr' : 'en' });
      onOutcome({ type: 'Success', text: intl.formatMessage({ id: 'clinicStaff.invite.sent' }, { email: member.email }) });
      setDraft(empty);
    } catch (error) {
      onOutcome({ type: 'Error', text: failureText(intl, error) });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: staffKeys.staff });
    }
  }

  return (
    <form className="card admin-card" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={f('title')}>
      <h2 id={f('title')}><FormattedMessage id="clinicStaff.invite.heading" /></h2>
      <p className="muted"><FormattedMessage id="clinicStaff.invite.help" /></p>
      <div className="admin-grid">
        {(['firstName', 'lastName', 'email'] as const).map((key) => (
          <div className="field" key={key}>
            <label htmlFor={f(key)}><FormattedMessage id={`clinicStaff.invite.${key}`} /></label>
            <input id={f(key)} type={key === 'email' ? 'email' : 'text'} autoComplete="off" value={draft[key]} required
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
          </div>
        ))}
        <div className="field">
          <label htmlFor={f('language')}><FormattedMessage id="clinicStaff.invite.language" /></label>
          <select id={f('language')} value={draft.language} onChange={(e) => setDraft({ ...draft, language: e.target.value })}>
            <option value="en">English</option>
            <option value="fr" lang="fr">Français</option>
          </select>
        </div>
      </div>
      <fieldset className="admin-roles">
        <legend><FormattedMessage id="clinicStaff.staff.roles" /></legend>
        <label className="admin-check">
          <input type="checkbox" checked={draft.isVeterinarian} onChange={(e) => setDraft({ ...draft, isVeterinarian: e.target.checked })} />
          <FormattedMessage id="clinicStaff.role.veterinarian" />
        </label>
        <label className="admin-check">
          <input type="checkbox" checked={draft.isAdmin} onChange={(e) => setDraft({ ...draft, isAdmin: e.target.checked })} />
          <FormattedMessage id="clinicStaff.role.admin" />
        </label>
        {draft.isVeterinarian && <LicenceFields value={draft} onChange={(licence) => setDraft({ ...draft, ...licence })} error={licenceError} />}
      </fieldset>
      <Button type="submit" busy={busy}><FormattedMessage id="clinicStaff.invite.submit" /></Button>
    </form>
  );
}
