import type { Language } from '../../domain/constants';

/**
 * The header's pet-type menu. Category paths use each language's slug (the catalogue answers both);
 * seasonal has its own routes in the table (rr §2: /seasonal and /saisonnier).
 */
export const SITE_MENU: readonly { id: string; messageId: string; path: Record<Language, string> }[] = [
  { id: 'dogs', messageId: 'shell.menu.dogs', path: { en: '/products/dogs', fr: '/products/chiens' } },
  { id: 'cats', messageId: 'shell.menu.cats', path: { en: '/products/cats', fr: '/products/chats' } },
  { id: 'smallAnimals', messageId: 'shell.menu.smallAnimals', path: { en: '/products/smallanimals', fr: '/products/petitsanimaux' } },
  { id: 'seasonal', messageId: 'shell.menu.seasonal', path: { en: '/seasonal', fr: '/saisonnier' } },
];
