import { FormattedMessage, useIntl } from 'react-intl';
import type { PetInfo } from '../../../contracts/clinic';

/** Whole years and months from a birth date to today. */
function ageOf(birthDate: string, now = new Date()): { years: number; months: number } | null {
  const born = new Date(`${birthDate}T12:00:00Z`);
  if (Number.isNaN(born.getTime())) return null;
  let months = (now.getUTCFullYear() - born.getUTCFullYear()) * 12 + (now.getUTCMonth() - born.getUTCMonth());
  if (now.getUTCDate() < born.getUTCDate()) months -= 1;
  if (months < 0) return null;
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** A pet's species, breeds, age and weight: the details shown when the pet has them. */
export function PetFacts({ pet }: { pet: PetInfo }) {
  const intl = useIntl();
  const age = pet.birthDate ? ageOf(pet.birthDate) : null;
  return (
    <dl className="portal-facts">
      <dt><FormattedMessage id="clinic.pet.species" /></dt>
      <dd>{intl.formatMessage({ id: `clinic.species.${pet.species}`, defaultMessage: pet.species })}</dd>
      <dt><FormattedMessage id="clinic.pet.breed" /></dt>
      <dd>{pet.breeds.length > 0 ? pet.breeds.join(', ') : <FormattedMessage id="clinic.pet.unknown" />}</dd>
      <dt><FormattedMessage id="clinic.pet.age" /></dt>
      <dd>{age ? <FormattedMessage id="clinic.pet.ageValue" values={age} /> : <FormattedMessage id="clinic.pet.unknown" />}</dd>
      <dt><FormattedMessage id="clinic.pet.weight" /></dt>
      <dd>{pet.weightGrams !== null ? intl.formatNumber(pet.weightGrams / 1000, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }) : <FormattedMessage id="clinic.pet.unknown" />}</dd>
    </dl>
  );
}
