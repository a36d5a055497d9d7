// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'description', title: 'Description', body: <p>Crunchy kibble.</p> },
  { id: 'nutrition', title: 'Nutritional info', body: <p>Chicken, rice.</p> },
  { id: 'feeding', title: 'Feeding instructions', body: <p>Twice a day.</p> },
];

afterEach(cleanup);

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('shows the first panel, labelled by its tab, with one tab stop', () => {
    render(<Tabs items={items} label="Product information" className="info-tabs" />);
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Crunchy kibble.');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
  });

  it('selects a tab on click', () => {
    render(<Tabs items={items} label="Product information" className="info-tabs" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Nutritional info' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Chicken, rice.');
  });

  it('moves selection and focus with the arrow keys (wrapping), Home and End', () => {
    render(<Tabs items={items} label="Product information" className="info-tabs" />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('Feeding instructions');
    expect(screen.getByRole('tabpanel').textContent).toBe('Twice a day.');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Description');
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Twice a day.');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Crunchy kibble.');
  });

  it('puts every panel in the server-rendered HTML, the unselected ones hidden', () => {
    const html = renderToString(<Tabs items={items} label="Product information" className="info-tabs" />);
    expect(html).toContain('Crunchy kibble.');
    expect(html).toContain('Twice a day.');
    expect(html.match(/hidden=""/g)).toHaveLength(2);
  });
});
