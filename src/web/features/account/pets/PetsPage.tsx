import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountPet } from '../../../../contracts/account-pets';
import { ApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/I18nProvider';
import { AccountLayout } from '../AccountLayout';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { emptyPetForm, petFormValues, serverFieldError, toRequest, type PetFieldErrors, type PetFormValues } from './pet-form-model';
import { addPet, fetchPets, petsKey, removePet, updatePet } from './pets.api';
import { PetForm } from './PetForm';
import './pets.css';

type Editing = { kind: 'add' } | { kind: 'edit'; pet: AccountPet } | null;
type Done = { id: 'pets.saved' | 'pets.removed'; name: string } | null;

/** A YYYY-MM-DD day as a local date, for the shared date formatter. */
const localDay = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/**
 * /account/pets (issue 14): the shopper's pets with their details; add, edit and remove one. A pet
 * with an active AutoOrder or a live prescription says why it cannot be removed.
 */
export function Component() {
  const intl = useIntl();
  const { language } = useLanguage();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const pets = useQuery({ queryKey: petsKey, queryFn: ({ signal }) => fetchPets(signal) });
  const [editing, setEditing] = useState<Editing>(null);
  const [serverErrors, setServerErrors] = useState<PetFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Done>(null);
  const [removing, setRemoving] = useState<AccountPet | null>(null);
  const [removeFailure, setRemoveFailure] = useState<{ name: string; id: string } | null>(null);

  const save = useMutation({
    mutationFn: ({ target, values }: { target: Editing; values: PetFormValues }) =>
      target?.kind === 'edit' ? updatePet(target.pet.id, toRequest(values)) : addPet(toRequest(values)),
    onMutate: () => {
      setServerErrors({});
      setFailure(null);
    },
    onSuccess: async (pet) => {
      setDone({ id: 'pets.saved', name: pet.name });
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: petsKey });
    },
    onError: (error) => {
      const field = error instanceof ApiError && error.status === 400 ? serverFieldError(error.data, error.message) : null;
      if (field) setServerErrors(field);
      else setFailure(error instanceof ApiError && error.status === 404 ? 'pets.error.notFound' : 'pets.error.saveFailed');
    },
  });

  const remove = useMutation({
    mutationFn: (pet: AccountPet) => removePet(pet.id),
    onSuccess: async (_answer, pet) => {
      setRemoving(null);
      setDone({ id: 'pets.removed', name: pet.name });
      await queryClient.invalidateQueries({ queryKey: petsKey });
    },
    onError: async (error, pet) => {
      setRemoving(null);
      const reason = error instanceof ApiError ? (error.data as { reason?: string } | undefined)?.reason : undefined;
      setRemoveFailure({ name: pet.name, id: reason === 'autoOrder' || reason === 'prescription' ? `pets.removeBlocked.${reason}` : 'pets.error.removeFailed' });
      await queryClient.invalidateQueries({ queryKey: petsKey });
    },
  });

  const startEditing = (next: Editing) => {
    setEditing(next);
    setServerErrors({});
    setFailure(null);
    setDone(null);
    setRemoveFailure(null);
  };

  const form = (target: NonNullable<Editing>) => (
    <PetForm
      key={target.kind === 'edit' ? target.pet.id : 'new'}
      initial={target.kind === 'edit' ? petFormValues(target.pet, language) : emptyPetForm()}
      heading={target.kind === 'edit' ? intl.formatMessage({ id: 'pets.form.editTitle' }, { name: target.pet.name }) : intl.formatMessage({ id: 'pets.form.addTitle' })}
      busy={save.isPending}
      serverErrors={serverErrors}
      failure={failure}
      onSubmit={(values) => save.mutate({ target, values })}
      onCancel={() => startEditing(null)}
    />
  );

  return (
    <AccountLayout
      section="pets"
      title={<FormattedMessage id="pets.heading" />}
      actions={
        editing?.kind !== 'add' && (
          <Button onClick={() => startEditing({ kind: 'add' })}>
            <FormattedMessage id="pets.add" />
          </Button>
        )
      }
    >
      <div className="pets-page">
        <div aria-live="polite">
          {done && (
            <Notice type="Success" dismissible onDismiss={() => setDone(null)}>
              <FormattedMessage id={done.id} values={{ name: done.name }} />
            </Notice>
          )}
        </div>
        {removeFailure && (
          <Notice type="Error" role="alert" dismissible onDismiss={() => setRemoveFailure(null)}>
            <FormattedMessage id={removeFailure.id} values={{ name: removeFailure.name }} />
          </Notice>
        )}
        {editing?.kind === 'add' && form(editing)}
        {pets.isPending && <Spinner size="md" />}
        {pets.data && pets.data.pets.length === 0 && editing === null && (
          <p className="muted">
            <FormattedMessage id="pets.empty" />
          </p>
        )}
        {pets.data && pets.data.pets.length > 0 && (
          <ul className="pet-list">
            {pets.data.pets.map((pet) =>
              editing?.kind === 'edit' && editing.pet.id === pet.id ? (
                <li key={pet.id}>{form(editing)}</li>
              ) : (
                <li key={pet.id} className="card pet-card">
                  <h2 className="pet-card__name">{pet.name}</h2>
                  <dl className="pet-card__facts">
                    <div>
                      <dt><FormattedMessage id="pets.field.type" /></dt>
                      <dd><FormattedMessage id={`pets.species.${pet.code}`} /></dd>
                    </div>
                    {pet.breeds.length > 0 && (
                      <div>
                        <dt><FormattedMessage id="pets.facts.breeds" values={{ count: pet.breeds.length }} /></dt>
                        <dd>{pet.breeds.join(', ')}</dd>
                      </div>
                    )}
                    {pet.sex && (
                      <div>
                        <dt><FormattedMessage id="pets.field.sex" /></dt>
                        <dd><FormattedMessage id={`pets.sex.${pet.sex}`} /></dd>
                      </div>
                    )}
                    {pet.birthDate && (
                      <div>
                        <dt><FormattedMessage id="pets.field.birthDate" /></dt>
                        <dd>{format.date(localDay(pet.birthDate))}</dd>
                      </div>
                    )}
                    {pet.weightKg !== null && (
                      <div>
                        <dt><FormattedMessage id="pets.facts.weight" /></dt>
                        <dd>
                          <FormattedMessage id="pets.facts.weightKg" values={{ kg: intl.formatNumber(pet.weightKg, { maximumFractionDigits: 3 }) }} />
                        </dd>
                      </div>
                    )}
                  </dl>
                  {pet.removalBlockedBy && (
                    <p className="pet-card__note muted">
                      <FormattedMessage id={`pets.removeBlocked.${pet.removalBlockedBy}`} values={{ name: pet.name }} />
                    </p>
                  )}
                  <div className="button-row">
                    <Button variant="secondary" size="sm" onClick={() => startEditing({ kind: 'edit', pet })} aria-label={intl.formatMessage({ id: 'pets.editNamed' }, { name: pet.name })}>
                      <FormattedMessage id="pets.edit" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        setRemoveFailure(null);
                        setDone(null);
                        setRemoving(pet);
                      }}
                      aria-label={intl.formatMessage({ id: 'pets.removeNamed' }, { name: pet.name })}
                    >
                      <FormattedMessage id="pets.remove" />
                    </Button>
                  </div>
                </li>
              ),
            )}
          </ul>
        )}
      </div>
      <Modal
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        isDismissable={!remove.isPending}
        size="sm"
        title={<FormattedMessage id="pets.removeDialog.title" values={{ name: removing?.name ?? '' }} />}
        actions={() => (
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              <FormattedMessage id="pets.removeDialog.cancel" />
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={() => removing && remove.mutate(removing)}>
              <FormattedMessage id="pets.removeDialog.confirm" />
            </Button>
          </>
        )}
      >
        <p>
          <FormattedMessage id="pets.removeDialog.text" values={{ name: removing?.name ?? '' }} />
        </p>
      </Modal>
    </AccountLayout>
  );
}
