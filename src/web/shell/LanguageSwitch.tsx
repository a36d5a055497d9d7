import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES, type Language } from '../../domain/constants';
import { useLanguage } from '../i18n/I18nProvider';
import { cx } from '../ui/cx';

/** Each language is named in itself, so a shopper finds theirs whatever the page's language. */
const NATIVE_NAME: Record<Language, string> = { en: 'English', fr: 'Français' };

/** English / Français: re-renders the same page in the other language and remembers the choice. */
export function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const [pending, setPending] = useState<Language | null>(null);

  async function choose(next: Language) {
    if (next === language || pending) return;
    setPending(next);
    try {
      await setLanguage(next);
    } finally {
      setPending(null);
    }
  }

  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'shell.language.label' })} className={cx('lang-switch', className)}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="lang-switch__option"
          aria-pressed={code === language}
          aria-busy={pending === code || undefined}
          onClick={() => void choose(code)}
        >
          {NATIVE_NAME[code]}
        </button>
      ))}
    </div>
  );
}
