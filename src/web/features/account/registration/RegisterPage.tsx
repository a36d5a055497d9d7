import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { MANUAL_CLINIC_ID, type Clinic, type ClinicSearchOption } from '../../../../contracts/registration';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { useLanguage } from '../../../i18n/I18nProvider';
import { getPageSettings } from '../../../shell/page-settings';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { PageTitle } from '../../../ui/PageTitle';
import { ClinicStep } from './ClinicStep';
import { ConfirmRegistrationDialog, type ChosenClinic } from './ConfirmRegistrationDialog';
import { personFormSchema, type NewClinicValues, type PersonFields, type PersonFormValues } from './form-messages';
import { PersonStep } from './PersonStep';
import { RememberedClinic } from './RememberedClinic';
import { searchClinics } from './registration.api';
import { useEmailCheck } from './use-email-check';
import { useRegistrationWizard } from './use-registration-wizard';
import { PersonSummary, WizardSteps } from './WizardParts';
import './registration.css';

const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'provinceId'] as const;

/** The webstore remembered in the consumer cookie (rr §2), as the page settings give it. */
function rememberedSubdomain(): string | null {
  const value = getPageSettings().cookieData?.subdomain;
  return typeof value === 'string' && /^[a-z0-9-]{1,63}$/i.test(value) ? value : null;
}

/** /account/register: registration through a clinic in two steps and a confirm dialog (rr §2, §4, §5). */
export function Component() {
  const { language } = useLanguage();
  const subdomain = rememberedSubdomain();
  const remembered = useQuery({
    queryKey: ['registration', 'remembered', subdomain],
    queryFn: ({ signal }) => searchClinics({ subdomain: subdomain! }, signal),
    enabled: subdomain !== null,
    staleTime: Infinity,
    meta: { silentErrors: true },
  });
  const rememberedClinic = remembered.data?.returnValue.clinics[0] ?? null;

  const form = useForm<PersonFormValues, unknown, PersonFields>({
    resolver: zodResolver(personFormSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', provinceId: '' as PersonFormValues['provinceId'], clinicSearchOption: undefined },
  });
  const emailCheck = useEmailCheck();
  const [{ step, person, chosen, correctErrors }, dispatch] = useRegistrationWizard();
  const stepTwoHeading = useRef<HTMLHeadingElement>(null);

  const values = useWatch({ control: form.control }) as PersonFormValues;
  const emailState = emailCheck.stateOf(values.email);
  // rr §5: the options and Next stay disabled until names, email (valid, free) and province are in.
  const ready = Boolean(values.firstName.trim() && values.lastName.trim() && values.provinceId) && emailState === 'available';
  const option = values.clinicSearchOption;

  useEffect(() => {
    if (step === 2) stepTwoHeading.current?.focus();
  }, [step]);

  async function validPerson(): Promise<PersonFields | null> {
    const valid = await form.trigger(PERSON_FIELDS);
    if (!valid || emailCheck.stateOf(form.getValues('email')) !== 'available') return null;
    return personFormSchema.parse(form.getValues());
  }

  async function next() {
    dispatch({ type: 'next', person: await validPerson(), hasOption: Boolean(option) });
  }

  async function choose(clinic: Clinic, searchOption: ClinicSearchOption, info: ChosenClinic['info']) {
    dispatch({ type: 'choose', person: await validPerson(), chosen: { option: searchOption, clinic, info } });
  }

  function chooseNewClinic(values: NewClinicValues) {
    const province = form.getValues('provinceId');
    const clinic: Clinic = {
      id: MANUAL_CLINIC_ID, clinicID: MANUAL_CLINIC_ID, practiceName: values.clinicName.trim(), clinicAddress: '', addressCity: values.clinicCity.trim(),
      addressStateID: province, addressZip: '', clinicPhone: values.clinicPhone.trim(), phone: values.clinicPhone.trim(), clinicEmail: '',
      vetName: values.vetName?.trim() || null, subdomain: '', masterClinicID: null, clinicDistribName: '', isLive: false, distanceInKm: null,
    };
    void choose(clinic, 'manualEntry', {
      id: MANUAL_CLINIC_ID, practiceName: clinic.practiceName, addressCity: clinic.addressCity, vetName: clinic.vetName, clinicPhone: clinic.clinicPhone, addressStateID: province,
    });
  }

  /** rr §4: a reset returns to step 1 and clears the search choice and results. */
  function reset() {
    form.setValue('clinicSearchOption', undefined);
    dispatch({ type: 'reset' });
  }

  const correctErrorsNotice = correctErrors && (
    <Notice type="Error">
      <FormattedMessage id="registration.error.correctErrors" />
    </Notice>
  );

  return (
    <div className="register-page">
      <header className="register-page__header">
        <PageTitle>
          <FormattedMessage id="registration.title" />
        </PageTitle>
        <p className="register-page__sign-in">
          <FormattedMessage id="registration.haveAccount" />{' '}
          <Link to={PAGE_ROUTES.logon}>
            <FormattedMessage id="registration.signIn" />
          </Link>
        </p>
      </header>
      <p className="register-page__intro muted">
        <FormattedMessage id="registration.intro" />
      </p>

      <WizardSteps step={step} />

      {step === 1 || !person ? (
        <section className="card register-card" aria-labelledby="register-step-1">
          <h2 id="register-step-1">
            <FormattedMessage id="registration.step1.heading" />
          </h2>
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void (rememberedClinic ? choose(rememberedClinic, 'searchBySubdomain', { id: rememberedClinic.id }) : next());
            }}
          >
            <PersonStep
              form={form}
              emailState={emailState}
              onEmailBlur={(email) => void emailCheck.check(email)}
              ready={ready}
              rememberedClinic={rememberedClinic ? <RememberedClinic clinic={rememberedClinic} /> : undefined}
              footer={
                <div className="register-card__footer">
                  {correctErrorsNotice}
                  {rememberedClinic ? (
                    <Button type="submit" disabled={!ready}>
                      <FormattedMessage id="registration.continueWithClinic" />
                    </Button>
                  ) : (
                    <Button type="submit" disabled={!ready || !option}>
                      <FormattedMessage id="registration.next" />
                    </Button>
                  )}
                </div>
              }
            />
          </form>
        </section>
      ) : (
        <>
          <PersonSummary person={person} onReset={reset} />
          <section className="card register-card" aria-labelledby="register-step-2">
            <h2 id="register-step-2" ref={stepTwoHeading} tabIndex={-1}>
              <FormattedMessage id={`registration.step2.${option ?? 'searchByPostalCode'}`} />
            </h2>
            {correctErrorsNotice}
            <ClinicStep
              option={option ?? 'searchByPostalCode'}
              province={person.provinceId}
              onSelectClinic={(clinic) => void choose(clinic, option ?? 'searchByPostalCode', { id: clinic.id })}
              onNewClinic={chooseNewClinic}
            />
          </section>
        </>
      )}

      {person && <ConfirmRegistrationDialog person={person} chosen={chosen} language={language} onCancel={() => dispatch({ type: 'cancel' })} />}
    </div>
  );
}
