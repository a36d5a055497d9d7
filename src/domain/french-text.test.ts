import { describe, expect, it } from 'vitest';
import { contractFrenchArticles, frenchClinicName, frenchTextProblems } from './french-text';

const N = '\u202f';

describe('frenchTextProblems (issue 24 item 20)', () => {
  it('accepts French as Quebec writes it', () => {
    expect(frenchTextProblems(`Votre ordonnance est approuvée${N}: commandez à 16\u00a0h${N}!`)).toEqual([]);
    expect(frenchTextProblems(`Choisissez «${N}Commander maintenant${N}». Voir https://example.com/a?b=1 ou /account/prescriptions`)).toEqual([]);
  });

  it.each([
    ['prescription', 'Votre prescription est approuvée.'],
    ['AutoOrder', 'Mes AutoOrders'],
    ['cueillette', 'Prêt pour la cueillette'],
    ['p.m.', 'le 2026/11/27 à 4 h 43 p.m.'],
    ['GST', 'Taxe GST'],
    ['QST', 'QST 9,975 %'],
    ['the slashed date', 'le 2026/11/27'],
    ['a colon without its space', 'Raison: oubli'],
    ['a colon after a plain space', 'Raison : oubli'],
    ['a question mark after a no-break space', 'Pourquoi\u00a0?'],
    ['guillemets without their spaces', 'Choisissez « Oui »'],
  ])('finds %s', (_what, text) => {
    expect(frenchTextProblems(text)).not.toEqual([]);
  });
});

describe('frenchClinicName: a clinic named with its article', () => {
  it.each([
    ['Hôpital vétérinaire du Plateau', null, 'l’Hôpital vétérinaire du Plateau'],
    ['Hôpital vétérinaire du Plateau', 'de', 'de l’Hôpital vétérinaire du Plateau'],
    ['Hôpital vétérinaire du Plateau', 'à', 'à l’Hôpital vétérinaire du Plateau'],
    ['Clinique vétérinaire Laval', 'de', 'de la Clinique vétérinaire Laval'],
    ['Centre vétérinaire Rive-Sud', 'de', 'du Centre vétérinaire Rive-Sud'],
    ['Centre vétérinaire Rive-Sud', 'à', 'au Centre vétérinaire Rive-Sud'],
    ['Le Refuge des bêtes', 'à', 'au Refuge des bêtes'],
    ["L'Arche animale", 'de', 'de l’Arche animale'],
    ['Maple Veterinary Hospital', 'de', 'de Maple Veterinary Hospital'],
    ['Ottawa Vet Clinic', 'de', 'd’Ottawa Vet Clinic'],
    ['Maple Veterinary Hospital', 'à', 'à Maple Veterinary Hospital'],
  ] as const)('%s with %s: %s', (name, preposition, expected) => {
    expect(frenchClinicName(name, preposition)).toBe(expected);
  });

  it('starts a sentence with a capital', () => {
    expect(frenchClinicName('Hôpital vétérinaire du Plateau', null, true)).toBe('L’Hôpital vétérinaire du Plateau');
    expect(frenchClinicName('Maple Veterinary Hospital', null, true)).toBe('Maple Veterinary Hospital');
  });

  it('contracts "de le" and "à le" before a name, never before a verb', () => {
    expect(contractFrenchArticles('Heures de ramassage à le Centre vétérinaire')).toBe('Heures de ramassage au Centre vétérinaire');
    expect(contractFrenchArticles('Reçu de le Centre vétérinaire')).toBe('Reçu du Centre vétérinaire');
    expect(contractFrenchArticles('avant de le faire')).toBe('avant de le faire');
  });
});
