import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Clinic, ClinicSearchOption, RegistrationRequest } from '../../../../contracts/registration';
import type { Language } from '../../../../domain/constants';
import { ApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { ClinicCard } from './ClinicCard';
import { ConsentFields, type Consents } from './ConsentFields';
import type { PersonFields } from './form-messages';
import { HumanChallenge } from './HumanChallenge';
import { FORGOT_PASSWORD_PATH, humanCheckAnswer, isHumanCheckFailure, registrationFailureMessageId, submitRegistration } from './registration.api';

export interface ChosenClinic {
  option: ClinicSearchOption;
  /** What the card shows (a typed-in clinic is shown the same way). */
  clinic: Clinic;
  info: RegistrationRequest['clinicInfo'];
}

export interface ConfirmRegistrationDialogProps {
  person: PersonFields;
  chosen: ChosenClinic | null;
  language: Language;
  onCancel: () => void;
}

const HOME = '/home';
const NO_CONSENTS: Consents = { acceptTerms: false, caslConsent: false };

/**
 * The confirm-account-details dialog (rr §2, §4): a confirm/cancel view, then a thank-you view with
 * one of three messages, or the server's message when registration fails. Focus stays inside.
 * Confirming needs the terms accepted (the CASL box is the shopper's choice) and the human check:
 * silent (v3) first, then the "I'm not a robot" challenge (v2) when the server says it failed.
 */
export function ConfirmRegistrationDialog({ person, chosen, language, onCancel }: ConfirmRegistrationDialogProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const registration = useMutation({
    mutationFn: (request: RegistrationRequest) => submitRegistration(request),
    onError: () => undefined, // said inside the dialog
  });
  const outcome = registration.data?.returnValue;
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [termsMissing, setTermsMissing] = useState(false);
  /** null: no challenge asked; false: asked, box not ticked; true: ticked. */
  const [challenge, setChallenge] = useState<boolean | null>(null);
  const termsRef = useRef<HTMLInputElement>(null);

  function confirm() {
    if (!chosen) return;
    if (!consents.acceptTerms) {
      setTermsMissing(true);
      termsRef.current?.focus();
      return;
    }
    if (challenge === false) return;
    registration.mutate(
      {
        ...person, clinicSearchOption: chosen.option, clinicSubdomain: chosen.clinic.subdomain || null, language, clinicInfo: chosen.info,
        acceptTerms: true, caslConsent: consents.caslConsent, ...humanCheckAnswer(challenge === true),
      },
      // rr §8 'Recaptcha verification failed.': the silent check said no, so ask the challenge.
      { onError: (error) => isHumanCheckFailure(error) && setChallenge(false) },
    );
  }

  function close() {
    if (registration.isPending) return;
    if (outcome) navigate(HOME);
    else {
      registration.reset();
      setConsents(NO_CONSENTS);
      setTermsMissing(false);
      setChallenge(null);
      onCancel();
    }
  }

  const failureId = registration.error ? registrationFailureMessageId(registration.error) : null;
  const failureText = registration.error instanceof ApiError ? registration.error.message : '';
  const links = { reset: (chunks: ReactNode[]) => <Link to={`${FORGOT_PASSWORD_PATH}?email=${encodeURIComponent(person.email)}`}>{chunks}</Link> };
  const provinceName = intl.formatMessage({ id: `registration.province.${person.provinceId}` });

  return (
    <Modal
      isOpen={chosen !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      isDismissable={!registration.isPending}
      isKeyboardDismissDisabled={registration.isPending}
      size="md"
      title={<FormattedMessage id={outcome ? 'registration.dialog.thanksTitle' : 'registration.dialog.title'} />}
      actions={() =>
        outcome ? (
          <Link to={HOME} className="btn btn--primary">
            <FormattedMessage id="registration.dialog.done" />
          </Link>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={registration.isPending}>
              <FormattedMessage id="registration.dialog.cancel" />
            </Button>
            <Button onClick={confirm} busy={registration.isPending}>
              <FormattedMessage id="registration.dialog.confirm" />
            </Button>
          </>
        )
      }
    >
      {chosen && !outcome && (
        <div className="confirm-details">
          <p>
            <FormattedMessage id="registration.dialog.intro" />
          </p>
          <dl className="details-list">
            <dt>
              <FormattedMessage id="registration.dialog.name" />
            </dt>
            <dd>
              {person.firstName} {person.lastName}
            </dd>
            <dt>
              <FormattedMessage id="registration.person.email" />
            </dt>
            <dd>{person.email}</dd>
            <dt>
              <FormattedMessage id="registration.person.phone" />
            </dt>
            <dd>{person.phone}</dd>
            <dt>
              <FormattedMessage id="registration.person.province" />
            </dt>
            <dd>{provinceName}</dd>
          </dl>
          <p className="confirm-details__clinic-label">
            <FormattedMessage id="registration.dialog.clinic" />
          </p>
          <ClinicCard clinic={chosen.clinic} />
          <ConsentFields
            value={consents}
            onChange={(value) => {
              setConsents(value);
              if (value.acceptTerms) setTermsMissing(false);
            }}
            termsMissing={termsMissing}
            clinicName={chosen.clinic.practiceName}
            language={language}
            disabled={registration.isPending}
            termsRef={termsRef}
          />
          {challenge !== null && <HumanChallenge checked={challenge} onChange={setChallenge} disabled={registration.isPending} />}
          {registration.error && !(challenge === true && isHumanCheckFailure(registration.error)) && (
            <Notice type="Error" className="confirm-details__error">
              {failureId ? <FormattedMessage id={failureId} values={links} /> : failureText}
            </Notice>
          )}
        </div>
      )}
      {chosen && outcome && <ThankYou outcome={outcome} clinic={chosen.clinic} email={person.email} />}
    </Modal>
  );
}

function ThankYou({ outcome, clinic, email }: { outcome: { isAutomaticRegistration: boolean; isClinicApprovedButNotLive: boolean }; clinic: Clinic; email: string }) {
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  const f = useFormatters();
  return (
    <div className="thank-you" role="status">
      {outcome.isClinicApprovedButNotLive ? (
        <Notice type="Warning">
          <FormattedMessage id="registration.thanks.notLive" values={{ clinic: f.clinic(clinic.practiceName, true), strong }} />
        </Notice>
      ) : (
        <>
          <p>
            <FormattedMessage id="registration.thanks.text" values={{ clinic: f.clinic(clinic.practiceName), strong }} />
          </p>
          {!outcome.isAutomaticRegistration && (
            <p>
              <FormattedMessage id="registration.thanks.allowDays" />
            </p>
          )}
          <p>
            <FormattedMessage
              id={clinic.clinicPhone ? 'registration.thanks.reachOut' : 'registration.thanks.reachOutNoPhone'}
              values={{ clinic: f.clinic(clinic.practiceName), phone: <span className="nowrap">{clinic.clinicPhone}</span> }}
            />
          </p>
        </>
      )}
      <p className="thank-you__email">
        <FormattedMessage id="registration.thanks.checkEmail" values={{ email, strong }} />
      </p>
    </div>
  );
}
