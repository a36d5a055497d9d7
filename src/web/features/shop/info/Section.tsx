import { FormattedMessage } from 'react-intl';
import type { InfoValues } from './lib/info-values';

export interface SectionProps {
  /** Message id of the heading. */
  heading: string;
  /** Message ids of the paragraphs. */
  paragraphs?: readonly string[];
  /** Message ids of a list after the paragraphs. */
  items?: readonly string[];
  /** Message ids of paragraphs after the list. */
  after?: readonly string[];
  ordered?: boolean;
  values: InfoValues;
}

/** A section of an information page: a heading, paragraphs and a list, all from the messages. */
export function Section({ heading, paragraphs = [], items = [], after = [], ordered = false, values }: SectionProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="info-section">
      <h2>
        <FormattedMessage id={heading} values={values} />
      </h2>
      {paragraphs.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} values={values} />
        </p>
      ))}
      {items.length > 0 && (
        <List className="info-section__list">
          {items.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} values={values} />
            </li>
          ))}
        </List>
      )}
      {after.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} values={values} />
        </p>
      ))}
    </section>
  );
}
