import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';

export interface ChoiceOption {
  id: number;
  label: string;
}

interface ChosenListProps {
  legend: string;
  options: readonly ChoiceOption[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  /** Said under the list (the first category is the primary one). */
  hint?: string;
}

/**
 * A list picked from many (a family's categories, its property values): what is chosen, each with a
 * remove button, and a select to add one more. Plain form controls, so the keyboard and screen
 * readers need nothing special.
 */
export function ChosenList({ legend, options, chosen, onChange, hint }: ChosenListProps) {
  const intl = useIntl();
  const selectId = useId();
  const [adding, setAdding] = useState('');
  const labelOf = new Map(options.map((o) => [o.id, o.label]));
  const left = options.filter((o) => !chosen.includes(o.id));
  return (
    <fieldset className="product-editor__chosen">
      <legend>{legend}</legend>
      {hint && <p className="muted">{hint}</p>}
      <ul>
        {chosen.map((id) => (
          <li key={id}>
            <span>{labelOf.get(id) ?? `#${id}`}</span>
            <Button variant="ghost" size="sm" onClick={() => onChange(chosen.filter((c) => c !== id))}
              aria-label={intl.formatMessage({ id: 'platformProducts.editor.removeChoice' }, { name: labelOf.get(id) ?? `#${id}` })}>
              <FormattedMessage id="platformProducts.editor.remove" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="product-editor__add">
        <label htmlFor={selectId} className="visually-hidden">{intl.formatMessage({ id: 'platformProducts.editor.addTo' }, { list: legend })}</label>
        <select id={selectId} value={adding} onChange={(e) => setAdding(e.target.value)}>
          <option value="">{intl.formatMessage({ id: 'platformProducts.editor.choose' })}</option>
          {left.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
        </select>
        <Button variant="secondary" size="sm" disabled={!adding} onClick={() => { onChange([...chosen, Number(adding)]); setAdding(''); }}>
          <FormattedMessage id="platformProducts.editor.add" />
        </Button>
      </div>
    </fieldset>
  );
}
