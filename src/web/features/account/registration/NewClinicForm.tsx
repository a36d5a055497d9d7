import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../ui/Button';
import { newClinicFormSchema, type NewClinicValues } from './form-messages';
import { TextField } from './TextField';
import { useFieldError } from '../../../ui/use-field-error';

/** 'Enter a new clinic' (rr §3, §5): name and city required, veterinarian optional, phone required. */
export function NewClinicForm({ onSubmit }: { onSubmit: (values: NewClinicValues) => void }) {
  const fieldError = useFieldError('registration');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ mode: 'onTouched', resolver: zodResolver(newClinicFormSchema), defaultValues: { clinicName: '', clinicCity: '', vetName: '', clinicPhone: '' } });

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
      <p className="muted">
        <FormattedMessage id="registration.newClinic.intro" />
      </p>
      <div className="form-grid">
        <TextField label={<FormattedMessage id="registration.newClinic.name" />} maxLength={100} error={fieldError(errors.clinicName)} {...register('clinicName')} />
        <TextField label={<FormattedMessage id="registration.newClinic.city" />} maxLength={100} autoComplete="address-level2" error={fieldError(errors.clinicCity)} {...register('clinicCity')} />
        <TextField label={<FormattedMessage id="registration.newClinic.vet" />} optional maxLength={100} error={fieldError(errors.vetName)} {...register('vetName')} />
        <TextField
          label={<FormattedMessage id="registration.newClinic.phone" />}
          type="tel"
          inputMode="tel"
          hint={<FormattedMessage id="registration.newClinic.phoneHint" />}
          maxLength={12}
          error={fieldError(errors.clinicPhone)}
          {...register('clinicPhone')}
        />
      </div>
      <div>
        <Button type="submit">
          <FormattedMessage id="registration.newClinic.submit" />
        </Button>
      </div>
    </form>
  );
}
