import { FormattedMessage } from 'react-intl';
import { Button } from '../../../ui/Button';
import type { PersonFields } from './form-messages';

/** The two steps, the current one marked for assistive technology (rr §4). */
export function WizardSteps({ step }: { step: 1 | 2 }) {
  return (
    <ol className="steps">
      {[1, 2].map((n) => (
        <li key={n} className="steps__item" aria-current={step === n ? 'step' : undefined}>
          <span className="steps__number" aria-hidden="true">{n}</span>
          <FormattedMessage id={`registration.step${n}`} />
        </li>
      ))}
    </ol>
  );
}

/** Step 1 once done: the person's details in one line, and Reset back to step 1 (rr §4). */
export function PersonSummary({ person, onReset }: { person: PersonFields; onReset: () => void }) {
  return (
    <section className="card register-summary" aria-labelledby="register-summary">
      <div>
        <h2 id="register-summary" className="register-summary__heading">
          <FormattedMessage id="registration.step1.heading" />
        </h2>
        <p className="register-summary__text">
          {person.firstName} {person.lastName} · {person.email} · {person.phone}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onReset}>
        <FormattedMessage id="registration.reset" />
      </Button>
    </section>
  );
}
