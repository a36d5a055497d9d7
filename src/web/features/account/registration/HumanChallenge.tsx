import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The v2 challenge of the human check (rr §5 "captcha required"), asked when the silent v3 check
 * fails: the sandbox's "I'm not a robot" box, as at checkout. It takes focus when it appears.
 */
export function HumanChallenge({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled: boolean }) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="human-check" role="group" aria-labelledby={`${id}-text`}>
      <p id={`${id}-text`}>
        <FormattedMessage id="registration.humanCheck.text" />
      </p>
      <div className="field--checkbox">
        <input ref={box} id={`${id}-box`} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={`${id}-box`}>
          <FormattedMessage id="registration.humanCheck.label" />
        </label>
      </div>
    </div>
  );
}
