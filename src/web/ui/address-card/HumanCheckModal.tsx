import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { verifyHumanCheck } from './card-api';
import { SANDBOX_V2_PASS } from './human-check';
import './address-card.css';

export interface HumanCheckModalProps {
  isOpen: boolean;
  /** The v2 challenge passed: the proof for the add-card call. */
  onPassed: (humanCheckToken: string) => void;
  onCancel: () => void;
  /** Asks the check (the add-card check by default; the pay-by-link page asks its own, for the link's client). */
  verify?: typeof verifyHumanCheck;
}

/**
 * cc §2, §4: the human-verification modal, shown when the v3 score is under 0.8. The sandbox v2
 * challenge is an "I'm not a robot" checkbox whose answer is the sandbox's passing v2 token.
 */
export function HumanCheckModal({ isOpen, onPassed, onCancel, verify = verifyHumanCheck }: HumanCheckModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} size="sm" title={<FormattedMessage id="checkout.humanCheck.title" />}>
      {isOpen && <Challenge onPassed={onPassed} verify={verify} />}
    </Modal>
  );
}

function Challenge({ onPassed, verify }: { onPassed: (token: string) => void; verify: typeof verifyHumanCheck }) {
  const [state, setState] = useState<'idle' | 'checking' | 'failed'>('idle');

  async function check() {
    setState('checking');
    try {
      const result = await verify(SANDBOX_V2_PASS, true);
      if (result.success && result.humanCheckToken) {
        onPassed(result.humanCheckToken);
        return;
      }
    } catch {
      // Said below: the shopper may try again.
    }
    setState('failed');
  }

  return (
    <>
      <p>
        <FormattedMessage id="checkout.humanCheck.text" />
      </p>
      <div className="human-check">
        <label className="human-check__box">
          <input type="checkbox" checked={state === 'checking'} disabled={state === 'checking'} onChange={() => void check()} autoFocus />
          <FormattedMessage id="checkout.humanCheck.label" />
        </label>
        {state === 'checking' && <Spinner size="sm" decorative />}
      </div>
      <p role="status" className="human-check__status">
        {state === 'checking' && <FormattedMessage id="checkout.humanCheck.checking" />}
        {state === 'failed' && (
          <span className="field__error">
            <FormattedMessage id="checkout.humanCheck.failed" />
          </span>
        )}
      </p>
    </>
  );
}
