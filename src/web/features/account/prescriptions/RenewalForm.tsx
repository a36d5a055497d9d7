import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { rxNoteSchema } from '../../../../contracts/account-prescriptions';
import { COMMENT_MAX } from '../../../../domain/constants';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { requestRenewal } from './prescriptions.api';

export interface RenewalFormProps {
  rxId: number;
  productName: string;
  onDone: () => void;
  onCancel: () => void;
}

function failureId(error: unknown): string {
  if (!(error instanceof ApiError)) return 'prescriptions.error.network';
  if (error.code === 'renewal_pending') return 'prescriptions.error.renewalPending';
  if (error.code === 'renewal_not_allowed') return 'prescriptions.error.renewalNotAllowed';
  if (error.status === 400) return 'prescriptions.error.noteTooLong';
  if (error.status === 404) return 'prescriptions.error.notFound';
  return 'prescriptions.error.renewalFailed';
}

/**
 * "Request renewal": an optional note for the veterinarian (rr §5 Comment, max 200, the spec's
 * message), then the request. The note stays as typed when the request is refused.
 */
export function RenewalForm({ rxId, productName, onDone, onCancel }: RenewalFormProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [tooLong, setTooLong] = useState(false);
  // The note is one line for the clinic's queue: line breaks typed in the box travel as spaces.
  const sent = note.replace(/\s*[\r\n\t]+\s*/g, ' ');
  const renewal = useMutation({ mutationFn: () => requestRenewal(rxId, sent), onSuccess: onDone });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = !rxNoteSchema.safeParse(sent).success;
    setTooLong(invalid);
    if (invalid) {
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    renewal.mutate();
  };
  return (
    <form className="form rx-renewal" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="rx-renewal__title">
        <FormattedMessage id="prescriptions.renewal.title" values={{ product: productName }} />
      </h4>
      {renewal.isError && (
        <Notice type="Error" role="alert">
          <FormattedMessage id={failureId(renewal.error)} />
        </Notice>
      )}
      <div className="field">
        <label htmlFor={`${id}-note`}>
          <FormattedMessage id="prescriptions.renewal.note" />
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          value={note}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={`${id}-count${tooLong ? ` ${id}-error` : ''}`}
          onChange={(e) => setNote(e.target.value)}
        />
        <p id={`${id}-count`} className="field__hint muted">
          <FormattedMessage id="prescriptions.renewal.count" values={{ count: note.length, max: COMMENT_MAX }} />
        </p>
        {tooLong && (
          <p id={`${id}-error`} className="field__error">
            <FormattedMessage id="prescriptions.error.noteTooLong" />
          </p>
        )}
      </div>
      <div className="button-row">
        <Button type="submit" busy={renewal.isPending}>
          <FormattedMessage id="prescriptions.renewal.submit" />
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={renewal.isPending}>
          <FormattedMessage id="prescriptions.renewal.cancel" />
        </Button>
      </div>
    </form>
  );
}
