import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  title: ReactNode;
  body: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  /** The accessible name of the tab list. */
  label: string;
  /** Block class: the parts get `${className}__list`, `__tab` and `__panel`. */
  className: string;
}

/**
 * Tabs after the WAI-ARIA Authoring Practices pattern: one tab stop, arrow keys (wrapping), Home
 * and End move between tabs, and selection follows focus. Every panel is in the page (the
 * unselected ones hidden), so the whole text is in the server-rendered HTML. Ours rather than
 * react-aria-components' Tabs, which brought some 34 KB of scripts into the product page's first
 * download for this alone (docs/decisions/023-server-rendering-and-first-load.md).
 */
export function Tabs({ items, label, className }: TabsProps) {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selected = items.some((item) => item.id === selectedId) ? selectedId : items[0]?.id;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
    const next = moves[event.key];
    const target = next === undefined ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    setSelectedId(target.id);
    tabRefs.current.get(target.id)?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={`${className}__list`} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.id}
            ref={(element) => {
              if (element) tabRefs.current.set(item.id, element);
              else tabRefs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(item.id)}
            aria-selected={item.id === selected}
            aria-controls={panelId(item.id)}
            tabIndex={item.id === selected ? 0 : -1}
            className={`${className}__tab`}
            onClick={() => setSelectedId(item.id)}
          >
            {item.title}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
          tabIndex={0}
          className={`${className}__panel`}
        >
          {item.body}
        </div>
      ))}
    </div>
  );
}
