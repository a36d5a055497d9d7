import { useCallback, useRef, useState } from 'react';
import { EMAIL_IN_USE } from '../../../../contracts/registration';
import { validateEmail } from '../../../../domain/validation/person';
import { ApiError } from '../../../api/errors';
import { checkEmail } from './registration.api';

export type EmailState = 'unknown' | 'checking' | 'available' | 'in_use' | 'failed' | 'rate_limited';

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * The server check of the email field (rr §5: "checked against the server"), run on blur. The answer
 * belongs to the address it was asked for: editing the field makes it unknown again.
 */
export function useEmailCheck() {
  const [status, setStatus] = useState<{ email: string; state: EmailState } | null>(null);
  const latest = useRef('');

  const check = useCallback(async (raw: string) => {
    const email = normalize(raw);
    if (validateEmail(email) !== null) return;
    if (latest.current === email) return;
    latest.current = email;
    setStatus({ email, state: 'checking' });
    let state: EmailState;
    try {
      const answer = await checkEmail(email);
      state = answer.returnValue === EMAIL_IN_USE ? 'in_use' : 'available';
    } catch (error) {
      state = error instanceof ApiError && error.status === 429 ? 'rate_limited' : 'failed';
      // A failed check may be asked again on the next blur.
      latest.current = '';
    }
    setStatus((current) => (current?.email === email ? { email, state } : current));
  }, []);

  const stateOf = useCallback((raw: string): EmailState => (status && status.email === normalize(raw) ? status.state : 'unknown'), [status]);

  return { check, stateOf };
}
