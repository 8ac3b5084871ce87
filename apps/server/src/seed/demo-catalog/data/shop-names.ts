import type { CategoryKey } from '../types';

/**
 * Invented brand names (checked to avoid well-known trademarks). The first
 * shops of each category take a curated name; later ones are composed from a
 * prefix and a category word, which keeps 1000+ shops distinct.
 */
export const CURATED_SHOP_NAMES: Record<CategoryKey, readonly string[]> = {
  computer: ['Bitforge Computing', 'Kestrel Labs', 'Pixelmint Tech', 'Cobalt Circuit'],
  electrical: ['Voltaris Home', 'Brightwell Electric', 'Amperly', 'Coilcraft Appliances'],
  outdoors: ['Ridgeline Outfitters', 'Pinecrest Trail Co.', 'Summit & Hollow', 'Driftwood Camp'],
  family_life: ['Hearthstone Living', 'Linen & Loom', 'Maple Nest Home', 'Cozy Crate'],
  health: ['Vitalbloom', 'Pure Harbor Wellness', 'Greenleaf Apothecary', 'Evermint Health'],
  mens_clothing: ['Ashford & Vane', 'Northbound Menswear', 'Iron Thread', 'Gentry Lane'],
  womens_clothing: ['Velvet Poppy', 'Luna Atelier', 'Saffron Rose', 'Marigold & Co.'],
  food: ['Golden Pantry', 'Crunch Harbor', 'Spice Caravan', 'Honeyfield Farms'],
  mobile_phone: ['Zephyr Mobile', 'Orbiphone', 'Pocketwave', 'Cellora'],
  toys: ['Tiny Tinker', 'Bumblebox Toys', 'Puzzleberry', 'Wonder Wagon'],
};

export const SHOP_NAME_PREFIXES: readonly string[] = [
  'Amber',
  'Blue Finch',
  'Cedar',
  'Copper',
  'Crystal',
  'Dawn',
  'Ember',
  'Fable',
  'Harbor',
  'Indigo',
  'Juniper',
  'Lark',
  'Meadow',
  'Moss',
  'North Star',
  'Oak',
  'Opal',
  'Pebble',
  'Quill',
  'Raven',
  'Sable',
  'Silver Birch',
  'Sparrow',
  'Tidal',
  'Umber',
  'Velvet Fox',
  'Willow',
  'Zenith',
  'Coral',
  'Jasper',
];

/** Category words for composed names; no word is shared between categories, so names never collide. */
export const SHOP_NAME_SUFFIXES: Record<CategoryKey, readonly string[]> = {
  computer: ['Computing', 'PC Works', 'Tech Depot', 'Digital'],
  electrical: ['Electric', 'Appliances', 'Power Co.', 'Home Tech'],
  outdoors: ['Outfitters', 'Trail Supply', 'Camp Co.', 'Adventure Gear'],
  family_life: ['Home', 'Living', 'Homeware', 'Housewares'],
  health: ['Wellness', 'Health', 'Apothecary', 'Vitality'],
  mens_clothing: ['Menswear', 'Tailors', 'Gentlemen', 'Man Supply'],
  womens_clothing: ['Boutique', 'Atelier', 'Womenswear', 'Couture'],
  food: ['Pantry', 'Foods', 'Provisions', 'Snack Co.'],
  mobile_phone: ['Mobile', 'Phone Shop', 'Wireless', 'Mobile Store'],
  toys: ['Toys', 'Toy Box', 'Playthings', 'Toy Chest'],
};

/** One line of shop description per category; the generator adds a common closing line. */
export const SHOP_TAGLINES: Record<CategoryKey, readonly string[]> = {
  computer: [
    'Laptops, desktops and accessories, tested before they ship.',
    'Everything for your desk setup, from keyboards to monitors.',
  ],
  electrical: [
    'Smart, efficient appliances for every room of the home.',
    'Kitchen and home electricals with a two-year warranty.',
  ],
  outdoors: ['Gear for trails, campsites and weekend escapes.', 'Tents, packs and lights chosen by people who camp.'],
  family_life: ['Cookware, bedding and storage that make home easier.', 'Warm, simple homeware for everyday family life.'],
  health: ['Vitamins and wellness essentials from certified suppliers.', 'Everyday health care, delivered discreetly.'],
  mens_clothing: ['Shirts, trousers and jackets cut for comfort.', 'Modern menswear in natural fabrics.'],
  womens_clothing: ['Dresses and separates for work, weekends and evenings.', 'Seasonal womenswear in easy-care fabrics.'],
  food: ['Snacks, teas and pantry staples, always fresh.', 'Small-batch treats and everyday groceries.'],
  mobile_phone: ['Phones, cases and chargers with honest prices.', 'Unlocked smartphones and the accessories to match.'],
  toys: ['Safe, certified toys that grow with your child.', 'Building sets, plush friends and games for all ages.'],
};
