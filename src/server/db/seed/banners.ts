import type { Insertable } from 'kysely';
import { CATEGORY_IDS } from '../../../domain/constants';
import type { BannerTable } from '../schema';

/** Site banners (cat §2): one global, one per level-1 category, and an inactive one. Simple HTML. */
export function bannerRows(): Insertable<BannerTable>[] {
  return [
    { id: 1, name: 'AutoOrder free shipping', l1_category_id: null, is_active: 1,
      content_en: '<h2>Free shipping on AutoOrders</h2><p>Set up an AutoOrder and save up to 10% on select products. <a href="/AutoOrder">Learn more</a></p>',
      content_fr: '<h2>Livraison gratuite sur les commandes automatiques</h2><p>Créez une commande automatique et économisez jusqu’à 10 % sur certains produits. <a href="/commande-automatique">En savoir plus</a></p>' },
    { id: 2, name: 'Dogs: tick season', l1_category_id: CATEGORY_IDS.dogs, is_active: 1,
      content_en: '<h2>Tick season is here</h2><p>Protect your dog with veterinary flea &amp; tick products. <strong>Ask your clinic</strong> which one is right for your pet.</p>',
      content_fr: '<h2>La saison des tiques est arrivée</h2><p>Protégez votre chien avec des produits vétérinaires contre les puces et les tiques. <strong>Demandez à votre clinique</strong> lequel convient à votre animal.</p>' },
    { id: 3, name: 'Cats: urinary health', l1_category_id: CATEGORY_IDS.cats, is_active: 1,
      content_en: '<h2>Keep your cat’s bladder healthy</h2><p>Fresh water, wet food and urinary-support diets all help. <a href="/products/cats">Shop cat food</a></p>',
      content_fr: '<h2>Pour une vessie en santé</h2><p>L’eau fraîche, la nourriture humide et les diètes de soutien urinaire aident votre chat. <a href="/products/chats">Magasiner la nourriture pour chats</a></p>' },
    { id: 4, name: 'Small animals: fresh hay', l1_category_id: CATEGORY_IDS.smallAnimals, is_active: 1,
      content_en: '<h2>Fresh Canadian hay</h2><p>Second-cut timothy from Prairie farms, delivered to your door.</p>',
      content_fr: '<h2>Du foin frais canadien</h2><p>De la fléole de deuxième coupe des fermes des Prairies, livrée à votre porte.</p>' },
    { id: 5, name: 'Seasonal: holiday gifts', l1_category_id: CATEGORY_IDS.seasonal, is_active: 1,
      content_en: '<h2>Holiday gifts for pets</h2><p>Stocking stuffers, festive treats and cozy winter gear.</p>',
      content_fr: '<h2>Des cadeaux des Fêtes pour vos animaux</h2><p>Petits cadeaux, friandises festives et accessoires douillets pour l’hiver.</p>' },
    { id: 6, name: 'Summer cooling (inactive)', l1_category_id: CATEGORY_IDS.dogs, is_active: 0,
      content_en: '<h2>Beat the heat</h2><p>Cooling mats and travel bowls for summer outings.</p>',
      content_fr: '<h2>Restez au frais</h2><p>Tapis rafraîchissants et bols de voyage pour les sorties d’été.</p>' },
  ];
}
