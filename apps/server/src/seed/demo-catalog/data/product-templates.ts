import type { CategoryKey } from '../types';

/** A spec a product of this kind may have; `priceStep` raises the SKU price per value position (storage, capacity). */
export interface SpecTemplate {
  name: string;
  values: readonly string[];
  priceStep?: number;
}

/** One kind of item; titles are "<line> <variant> <noun>, <extra>". */
export interface ItemTemplate {
  noun: string;
  variants: readonly string[];
  extras: readonly string[];
  /** Base price range in whole currency units. */
  price: readonly [number, number];
  specs: readonly SpecTemplate[];
  features: readonly string[];
}

export interface CategoryTemplate {
  /** Invented product-line names, used as the first word of some titles. */
  lines: readonly string[];
  items: readonly ItemTemplate[];
}

const TECH_COLORS: SpecTemplate = { name: 'Color', values: ['Space Gray', 'Silver', 'Midnight Black', 'Pearl White'] };
const HOME_COLORS: SpecTemplate = { name: 'Color', values: ['White', 'Charcoal', 'Sage Green', 'Sand', 'Blush Pink'] };
const OUTDOOR_COLORS: SpecTemplate = { name: 'Color', values: ['Forest Green', 'Desert Tan', 'Slate Blue', 'Orange'] };
const CLOTHING_COLORS: SpecTemplate = { name: 'Color', values: ['Black', 'Navy', 'Olive', 'Beige', 'White', 'Burgundy'] };
const DRESS_COLORS: SpecTemplate = { name: 'Color', values: ['Black', 'Ivory', 'Dusty Rose', 'Emerald', 'Floral Blue'] };
const SIZES: SpecTemplate = { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] };
const STORAGE: SpecTemplate = { name: 'Storage', values: ['128GB', '256GB', '512GB', '1TB'], priceStep: 0.18 };
const PACK: SpecTemplate = { name: 'Pack', values: ['1 Pack', '2 Pack', '3 Pack'], priceStep: 0.85 };

export const PRODUCT_TEMPLATES: Record<CategoryKey, CategoryTemplate> = {
  computer: {
    lines: ['Kestrel', 'Arcwave', 'Bitforge', 'Lumio'],
    items: [
      {
        noun: 'Laptop',
        variants: ['14" Ultra-Slim', '15.6" Gaming', '13" Convertible', '16" Creator'],
        extras: ['16GB RAM', 'Backlit Keyboard', 'Full HD IPS', 'Wi-Fi 6'],
        price: [459, 1899],
        specs: [{ name: 'Memory', values: ['8GB', '16GB', '32GB'], priceStep: 0.15 }, STORAGE, TECH_COLORS],
        features: ['All-day battery up to 12 hours', 'Aluminium unibody, 1.3 kg', 'Fast charging over USB-C'],
      },
      {
        noun: 'Wi-Fi Router',
        variants: ['Dual-Band', 'Tri-Band Mesh', 'AX3000', 'Gaming'],
        extras: ['4 Gigabit Ports', 'Parental Controls', 'Covers 3 Bedrooms'],
        price: [39, 249],
        specs: [PACK],
        features: ['Set up in five minutes with the app', 'WPA3 security', 'Automatic firmware updates'],
      },
      {
        noun: 'Mechanical Keyboard',
        variants: ['75%', 'Full-Size', 'Wireless', 'Low-Profile'],
        extras: ['Hot-Swap Switches', 'RGB Backlight', 'PBT Keycaps'],
        price: [35, 169],
        specs: [{ name: 'Switch', values: ['Red', 'Brown', 'Blue'] }, TECH_COLORS],
        features: ['Bluetooth and 2.4 GHz receiver', 'Gasket mount for a soft feel', 'Works with Windows and macOS'],
      },
      {
        noun: 'Monitor',
        variants: ['27" QHD', '24" IPS', '34" Curved', '32" 4K'],
        extras: ['144Hz', 'Height Adjustable', 'USB-C 65W'],
        price: [129, 699],
        specs: [],
        features: ['Flicker-free backlight', 'Thin bezels for dual setups', 'VESA mount included'],
      },
      {
        noun: 'Wireless Mouse',
        variants: ['Ergonomic', 'Silent', 'Travel', 'Vertical'],
        extras: ['Rechargeable', '4000 DPI', 'Multi-Device'],
        price: [12, 79],
        specs: [TECH_COLORS],
        features: ['Up to 70 days per charge', 'Quiet clicks', 'Switch between three devices'],
      },
      {
        noun: 'Portable SSD',
        variants: ['Rugged', 'Pocket', 'High-Speed'],
        extras: ['USB 3.2', '1050MB/s', 'Drop Resistant'],
        price: [49, 229],
        specs: [{ name: 'Capacity', values: ['500GB', '1TB', '2TB', '4TB'], priceStep: 0.55 }],
        features: ['Shock resistant to 2 m', 'Hardware encryption', 'Cables for USB-C and USB-A'],
      },
    ],
  },
  electrical: {
    lines: ['Voltaris', 'Brightwell', 'Coilcraft', 'Hausmo'],
    items: [
      {
        noun: 'Air Fryer',
        variants: ['5.5L Digital', 'Dual-Basket', 'Compact 3L', 'Glass-Window'],
        extras: ['8 Presets', 'Dishwasher-Safe Basket', '1700W'],
        price: [49, 189],
        specs: [HOME_COLORS],
        features: ['Crispy results with up to 85% less oil', 'Non-stick, dishwasher-safe basket', 'Auto shut-off'],
      },
      {
        noun: 'Smart Plug',
        variants: ['Mini', 'Outdoor', 'Energy-Monitoring'],
        extras: ['Voice Control', 'Schedules & Timers', 'No Hub Needed'],
        price: [9, 39],
        specs: [PACK],
        features: ['Control from anywhere with the app', 'Tracks energy use', 'Works with voice assistants'],
      },
      {
        noun: 'Electric Kettle',
        variants: ['Gooseneck', 'Glass', 'Stainless Steel', 'Variable-Temperature'],
        extras: ['1.7L', 'Keep Warm', 'Boil-Dry Protection'],
        price: [19, 99],
        specs: [HOME_COLORS],
        features: ['Boils a litre in under four minutes', 'BPA-free', 'Cordless 360° base'],
      },
      {
        noun: 'Robot Vacuum',
        variants: ['Laser-Navigation', 'Slim', 'Self-Emptying', 'Mop & Vacuum'],
        extras: ['2700Pa Suction', '150-Minute Runtime', 'App Control'],
        price: [149, 799],
        specs: [],
        features: ['Maps every room and avoids stairs', 'Returns to charge by itself', 'Quiet mode for night cleaning'],
      },
      {
        noun: 'Tower Fan',
        variants: ['Bladeless', 'Oscillating', 'Quiet'],
        extras: ['12 Speeds', 'Remote Control', 'Sleep Timer'],
        price: [35, 199],
        specs: [HOME_COLORS],
        features: ['Whisper-quiet 26 dB', 'Wide 90° oscillation', 'Easy-clean grille'],
      },
      {
        noun: 'LED Desk Lamp',
        variants: ['Dimmable', 'Architect', 'Clip-On', 'Wireless-Charging'],
        extras: ['5 Colour Modes', 'USB Port', 'Eye-Care'],
        price: [15, 89],
        specs: [{ name: 'Color', values: ['White', 'Black', 'Silver'] }],
        features: ['No flicker at any brightness', 'Memory for your last setting', 'Adjustable arm and head'],
      },
    ],
  },
  outdoors: {
    lines: ['Ridgeline', 'Pinecrest', 'Trailhawk', 'Cirrus'],
    items: [
      {
        noun: 'Camping Tent',
        variants: ['2-Person Dome', '4-Person Family', 'Ultralight Backpacking', 'Instant Pop-Up'],
        extras: ['Waterproof 3000mm', 'Set Up in 60 Seconds', 'Includes Footprint'],
        price: [49, 429],
        specs: [OUTDOOR_COLORS],
        features: ['Taped seams and a full rain fly', 'Two doors and two vestibules', 'Packs into a compact bag'],
      },
      {
        noun: 'Hiking Backpack',
        variants: ['40L Trekking', '28L Daypack', '65L Expedition', 'Hydration'],
        extras: ['Rain Cover', 'Ventilated Back', 'Hip-Belt Pockets'],
        price: [29, 219],
        specs: [OUTDOOR_COLORS],
        features: ['Adjustable torso length', 'Water-resistant ripstop', 'Reflective details'],
      },
      {
        noun: 'Sleeping Bag',
        variants: ['Mummy', 'Rectangular', 'Down', 'Summer'],
        extras: ['Rated to -5°C', 'Compression Sack', 'Machine Washable'],
        price: [25, 259],
        specs: [{ name: 'Length', values: ['Regular', 'Long'], priceStep: 0.1 }],
        features: ['Draft collar and hood', 'Two-way zip', 'Warm even when damp'],
      },
      {
        noun: 'Headlamp',
        variants: ['Rechargeable', 'Trail-Running', '1200-Lumen'],
        extras: ['Red Night Mode', 'IPX6', 'Motion Sensor'],
        price: [12, 69],
        specs: [PACK],
        features: ['Up to 40 hours on low', 'Comfortable, washable strap', 'Tilting beam'],
      },
      {
        noun: 'Camping Chair',
        variants: ['Folding', 'Ultralight', 'Rocking', 'High-Back'],
        extras: ['Cup Holder', 'Holds 150 kg', 'Carry Bag'],
        price: [19, 139],
        specs: [OUTDOOR_COLORS],
        features: ['Sets up in seconds', 'Breathable mesh back', 'Steel-reinforced joints'],
      },
      {
        noun: 'Insulated Water Bottle',
        variants: ['750ml', '1L Wide-Mouth', '500ml Slim'],
        extras: ['Keeps Cold 24h', 'Leak-Proof Lid', 'BPA-Free'],
        price: [12, 45],
        specs: [OUTDOOR_COLORS],
        features: ['Double-wall vacuum insulation', 'Powder coat that does not sweat', 'Fits car cup holders'],
      },
    ],
  },
  family_life: {
    lines: ['Hearthstone', 'Maple Nest', 'Linnea', 'Casa Mía'],
    items: [
      {
        noun: 'Cookware Set',
        variants: ['10-Piece Non-Stick', 'Stainless Steel', 'Ceramic', 'Cast Iron'],
        extras: ['Induction Ready', 'Oven Safe', 'Glass Lids'],
        price: [59, 349],
        specs: [HOME_COLORS],
        features: ['Even heating with an encapsulated base', 'PFOA-free coating', 'Stay-cool handles'],
      },
      {
        noun: 'Sofa Cushion Cover',
        variants: ['Linen', 'Velvet', 'Knitted', 'Boho'],
        extras: ['45x45cm', 'Hidden Zip', 'Machine Washable'],
        price: [8, 35],
        specs: [HOME_COLORS, PACK],
        features: ['Soft, breathable fabric', 'Double-stitched seams', 'Fits standard inserts'],
      },
      {
        noun: 'Duvet Cover Set',
        variants: ['Cotton Percale', 'Washed Linen', 'Bamboo', 'Jersey'],
        extras: ['With 2 Pillowcases', 'Button Closure', 'Corner Ties'],
        price: [39, 169],
        specs: [{ name: 'Size', values: ['Single', 'Double', 'Queen', 'King'], priceStep: 0.12 }, HOME_COLORS],
        features: ['Gets softer with every wash', 'OEKO-TEX certified', 'Cool in summer, cosy in winter'],
      },
      {
        noun: 'Storage Basket',
        variants: ['Woven', 'Collapsible', 'Cotton Rope', 'Wire'],
        extras: ['With Handles', 'Set of 3', 'Lidded'],
        price: [9, 49],
        specs: [HOME_COLORS],
        features: ['Sturdy handles', 'Folds flat when not in use', 'Great for toys and laundry'],
      },
      {
        noun: 'Chef Knife',
        variants: ['8" German Steel', 'Santoku', 'Damascus', 'Nakiri'],
        extras: ['Gift Box', 'Full Tang', 'Razor Sharp'],
        price: [19, 149],
        specs: [],
        features: ['Hand-sharpened 15° edge', 'Balanced ergonomic handle', 'Stain-resistant steel'],
      },
      {
        noun: 'Dinnerware Set',
        variants: ['16-Piece Stoneware', 'Porcelain', 'Speckled', 'Matte'],
        extras: ['Service for 4', 'Microwave Safe', 'Chip Resistant'],
        price: [35, 189],
        specs: [HOME_COLORS],
        features: ['Dishwasher and microwave safe', 'Stacks neatly', 'Reactive glaze, each piece unique'],
      },
    ],
  },
  health: {
    lines: ['Vitalbloom', 'Evermint', 'PureRoot', 'Sunwell'],
    items: [
      {
        noun: 'Multivitamin',
        variants: ['Daily', "Women's", "Men's", 'Kids Gummy'],
        extras: ['90 Tablets', '3-Month Supply', 'Vegan'],
        price: [9, 45],
        specs: [PACK],
        features: ['23 essential vitamins and minerals', 'Third-party tested', 'No artificial colours'],
      },
      {
        noun: 'Vitamin D3 + K2',
        variants: ['High-Strength', 'Softgel', 'Liquid Drops'],
        extras: ['2000 IU', '120 Servings', 'Gluten-Free'],
        price: [8, 35],
        specs: [PACK],
        features: ['Supports bones and immunity', 'Easy-to-swallow softgels', 'Made in a GMP facility'],
      },
      {
        noun: 'Blood Pressure Monitor',
        variants: ['Upper-Arm', 'Wrist', 'Bluetooth'],
        extras: ['Large Display', 'Two-User Memory', 'Irregular Heartbeat Alert'],
        price: [25, 119],
        specs: [],
        features: ['Clinically validated accuracy', 'Stores 120 readings per user', 'One-button operation'],
      },
      {
        noun: 'Yoga Mat',
        variants: ['Non-Slip', 'Extra-Thick', 'Travel', 'Cork'],
        extras: ['6mm', 'Carry Strap', 'Alignment Lines'],
        price: [15, 89],
        specs: [{ name: 'Color', values: ['Lilac', 'Teal', 'Graphite', 'Coral'] }],
        features: ['Grippy on both sides', 'Free of PVC and latex', 'Wipes clean in seconds'],
      },
      {
        noun: 'Omega-3 Fish Oil',
        variants: ['Triple-Strength', 'Lemon-Flavoured', 'Wild Alaskan'],
        extras: ['120 Softgels', 'No Fishy Aftertaste', 'Molecularly Distilled'],
        price: [12, 49],
        specs: [PACK],
        features: ['1000 mg EPA and DHA per serving', 'Sustainably sourced', 'Purity tested for heavy metals'],
      },
      {
        noun: 'Massage Gun',
        variants: ['Mini', 'Pro', 'Quiet'],
        extras: ['6 Heads', '30 Speed Levels', 'Carry Case'],
        price: [39, 199],
        specs: [TECH_COLORS],
        features: ['Relieves sore muscles after training', 'Up to 6 hours per charge', 'Under 45 dB'],
      },
    ],
  },
  mens_clothing: {
    lines: ['Ashford', 'Northbound', 'Gentry', 'Iron Thread'],
    items: [
      {
        noun: 'Oxford Shirt',
        variants: ['Slim-Fit', 'Classic', 'Button-Down', 'Stretch'],
        extras: ['100% Cotton', 'Non-Iron', 'Long Sleeve'],
        price: [19, 79],
        specs: [CLOTHING_COLORS, SIZES],
        features: ['Breathable cotton weave', 'Reinforced buttons', 'Machine washable'],
      },
      {
        noun: 'Chino Trousers',
        variants: ['Tapered', 'Straight', 'Stretch', 'Relaxed'],
        extras: ['Flat Front', 'Wrinkle Resistant', 'Four Pockets'],
        price: [25, 89],
        specs: [CLOTHING_COLORS, { name: 'Waist', values: ['28', '30', '32', '34', '36', '38'] }],
        features: ['Soft cotton twill with stretch', 'Keeps its shape all day', 'Easy to dress up or down'],
      },
      {
        noun: 'Bomber Jacket',
        variants: ['Lightweight', 'Quilted', 'Suede-Effect', 'Water-Repellent'],
        extras: ['Ribbed Cuffs', 'Zip Pockets', 'Lined'],
        price: [45, 189],
        specs: [CLOTHING_COLORS, SIZES],
        features: ['Wind-resistant shell', 'Inside phone pocket', 'Classic fit over a sweater'],
      },
      {
        noun: 'Polo Shirt',
        variants: ['Piqué', 'Performance', 'Knitted', 'Classic'],
        extras: ['Short Sleeve', 'Quick-Dry', 'Two-Button'],
        price: [15, 59],
        specs: [CLOTHING_COLORS, SIZES],
        features: ['Soft collar that keeps its shape', 'Colour-fast fabric', 'Side vents for movement'],
      },
      {
        noun: 'Hoodie',
        variants: ['Heavyweight', 'Zip-Up', 'Oversized', 'Fleece-Lined'],
        extras: ['Kangaroo Pocket', 'Brushed Inside', 'Organic Cotton'],
        price: [25, 89],
        specs: [CLOTHING_COLORS, SIZES],
        features: ['Warm brushed-back fleece', 'Double-layer hood', 'Pre-shrunk'],
      },
      {
        noun: 'Leather Belt',
        variants: ['Full-Grain', 'Reversible', 'Braided'],
        extras: ['Gift Box', 'Brushed Buckle', '35mm'],
        price: [15, 69],
        specs: [{ name: 'Length', values: ['95cm', '105cm', '115cm', '125cm'] }],
        features: ['Genuine leather that ages well', 'Solid metal buckle', 'Cut to fit at home'],
      },
    ],
  },
  womens_clothing: {
    lines: ['Velvet Poppy', 'Luna', 'Saffron', 'Marigold'],
    items: [
      {
        noun: 'Midi Dress',
        variants: ['Wrap', 'Floral', 'Satin Slip', 'Tiered'],
        extras: ['V-Neck', 'Flowy', 'With Belt'],
        price: [25, 129],
        specs: [DRESS_COLORS, SIZES],
        features: ['Fully lined', 'Flattering A-line cut', 'Hidden side zip'],
      },
      {
        noun: 'Blouse',
        variants: ['Silk-Touch', 'Puff-Sleeve', 'Linen', 'Ruffled'],
        extras: ['Relaxed Fit', 'Button Front', 'Breathable'],
        price: [19, 79],
        specs: [DRESS_COLORS, SIZES],
        features: ['Soft drape', 'Easy to tuck in', 'Machine washable on gentle'],
      },
      {
        noun: 'High-Waist Jeans',
        variants: ['Straight-Leg', 'Wide-Leg', 'Skinny', 'Mom'],
        extras: ['Stretch Denim', 'Ankle Length', 'Five Pockets'],
        price: [29, 99],
        specs: [{ name: 'Wash', values: ['Light Blue', 'Mid Blue', 'Black', 'Ecru'] }, SIZES],
        features: ['Comfort stretch that recovers', 'Sculpting high rise', 'Responsibly made denim'],
      },
      {
        noun: 'Knit Cardigan',
        variants: ['Cropped', 'Oversized', 'Cable', 'Fine-Knit'],
        extras: ['Pearl Buttons', 'Soft Touch', 'Ribbed Trims'],
        price: [25, 95],
        specs: [DRESS_COLORS, SIZES],
        features: ['Cosy without the bulk', 'Pill-resistant yarn', 'Layers over anything'],
      },
      {
        noun: 'Pleated Skirt',
        variants: ['Midi', 'Mini', 'Satin', 'Tulle'],
        extras: ['Elastic Waist', 'Lined', 'Swingy'],
        price: [19, 75],
        specs: [DRESS_COLORS, SIZES],
        features: ['Crisp pleats that stay put', 'Comfortable elastic waistband', 'Pairs with sneakers or heels'],
      },
      {
        noun: 'Trench Coat',
        variants: ['Classic', 'Belted', 'Longline', 'Double-Breasted'],
        extras: ['Water-Repellent', 'Storm Flap', 'Cotton Blend'],
        price: [69, 249],
        specs: [{ name: 'Color', values: ['Camel', 'Stone', 'Black', 'Olive'] }, SIZES],
        features: ['Timeless tailoring', 'Showers roll off the finish', 'Removable belt'],
      },
    ],
  },
  food: {
    lines: ['Golden Pantry', 'Honeyfield', 'Crunch Harbor', 'Spice Caravan'],
    items: [
      {
        noun: 'Mixed Nuts',
        variants: ['Roasted & Salted', 'Honey-Roasted', 'Raw', 'Smoky'],
        extras: ['1kg Resealable Bag', 'No Added Oil', 'Daily Snack Packs'],
        price: [6, 29],
        specs: [{ name: 'Weight', values: ['250g', '500g', '1kg'], priceStep: 0.8 }],
        features: ['Cashews, almonds, pecans and more', 'Roasted in small batches', 'Resealable for freshness'],
      },
      {
        noun: 'Green Tea',
        variants: ['Jasmine', 'Sencha', 'Matcha', 'Genmaicha'],
        extras: ['100 Tea Bags', 'Loose Leaf', 'Organic'],
        price: [5, 39],
        specs: [{ name: 'Weight', values: ['100g', '250g', '500g'], priceStep: 0.9 }],
        features: ['First-flush leaves', 'Smooth, never bitter', 'Sealed for aroma'],
      },
      {
        noun: 'Dark Chocolate',
        variants: ['70% Cacao', 'Sea Salt', 'Orange Zest', 'Almond'],
        extras: ['Gift Box', 'Single Origin', 'Fair Trade'],
        price: [4, 35],
        specs: [{ name: 'Flavor', values: ['Classic', 'Sea Salt', 'Mint', 'Raspberry'] }, PACK],
        features: ['Rich and velvety', 'No palm oil', 'Made with real vanilla'],
      },
      {
        noun: 'Instant Ramen',
        variants: ['Spicy Chicken', 'Tonkotsu', 'Kimchi', 'Miso'],
        extras: ['5-Pack', 'Ready in 3 Minutes', 'Thick Noodles'],
        price: [3, 25],
        specs: [{ name: 'Flavor', values: ['Original', 'Extra Spicy', 'Cheese', 'Seafood'] }, PACK],
        features: ['Springy air-dried noodles', 'Rich broth with real vegetables', 'Ready in minutes'],
      },
      {
        noun: 'Raw Honey',
        variants: ['Wildflower', 'Acacia', 'Manuka-Style', 'Creamed'],
        extras: ['500g Jar', 'Unfiltered', 'Squeeze Bottle'],
        price: [7, 49],
        specs: [{ name: 'Weight', values: ['250g', '500g', '1kg'], priceStep: 0.8 }],
        features: ['Straight from local beekeepers', 'Never heated', 'Naturally crystallises'],
      },
      {
        noun: 'Coffee Beans',
        variants: ['Espresso Roast', 'Medium Roast', 'Colombian', 'Decaf'],
        extras: ['1kg', 'Whole Bean', 'Freshly Roasted'],
        price: [9, 45],
        specs: [{ name: 'Grind', values: ['Whole Bean', 'Espresso', 'Filter'] }],
        features: ['Notes of cocoa and caramel', 'Roasted weekly', 'Valve bag keeps beans fresh'],
      },
    ],
  },
  mobile_phone: {
    lines: ['Zephyr', 'Orbiphone', 'Cellora', 'Nova'],
    items: [
      {
        noun: 'Smartphone',
        variants: ['6.7" AMOLED', '6.1" Compact', '5G', 'Camera Pro'],
        extras: ['Dual SIM', '5000mAh Battery', '108MP Camera'],
        price: [149, 1199],
        specs: [STORAGE, { name: 'Color', values: ['Graphite', 'Ocean Blue', 'Mint', 'Lavender'] }],
        features: ['120 Hz display', 'Fast charging 0-50% in 20 min', 'Unlocked for all carriers'],
      },
      {
        noun: 'Phone Case',
        variants: ['Clear Shockproof', 'Silicone', 'Leather Wallet', 'Rugged Armor'],
        extras: ['Magnetic', 'Raised Edges', 'Slim Fit'],
        price: [6, 39],
        specs: [{ name: 'Model', values: ['Zephyr 12', 'Zephyr 12 Pro', 'Cellora X', 'Nova 5'] }],
        features: ['Drop tested to 3 m', 'Precise cut-outs', 'Wireless charging compatible'],
      },
      {
        noun: 'Fast Charger',
        variants: ['65W GaN', '30W USB-C', 'Dual-Port', 'Foldable'],
        extras: ['Cable Included', 'Travel Size', 'Universal'],
        price: [12, 59],
        specs: [{ name: 'Color', values: ['White', 'Black'] }],
        features: ['Charges laptops, tablets and phones', 'Smart temperature control', 'Foldable prongs'],
      },
      {
        noun: 'Wireless Earbuds',
        variants: ['Noise-Cancelling', 'Sport', 'Open-Ear', 'Studio'],
        extras: ['30h Battery', 'Wireless Charging Case', 'IPX5'],
        price: [19, 229],
        specs: [{ name: 'Color', values: ['White', 'Black', 'Sand'] }],
        features: ['Clear calls with 6 microphones', 'Low-latency game mode', 'Secure fit tips in 3 sizes'],
      },
      {
        noun: 'Power Bank',
        variants: ['10000mAh Slim', '20000mAh', 'Magnetic', 'Solar'],
        extras: ['22.5W', 'LED Display', 'Two Outputs'],
        price: [15, 79],
        specs: [TECH_COLORS],
        features: ['Charges a phone up to 4 times', 'Airline-safe capacity', 'Pass-through charging'],
      },
      {
        noun: 'Smartwatch',
        variants: ['AMOLED', 'Fitness', 'Rugged', 'Classic'],
        extras: ['GPS', 'Heart-Rate & SpO2', '14-Day Battery'],
        price: [39, 349],
        specs: [{ name: 'Strap', values: ['Silicone', 'Leather', 'Metal'], priceStep: 0.12 }],
        features: ['Tracks 100+ sports', 'Sleep and stress insights', 'Water resistant to 50 m'],
      },
    ],
  },
  toys: {
    lines: ['Tiny Tinker', 'Bumblebox', 'Puzzleberry', 'Wonderwagon'],
    items: [
      {
        noun: 'Teddy Bear',
        variants: ['Classic', 'Giant', 'Cuddly', 'Vintage'],
        extras: ['Super Soft', 'Washable', 'Gift Ready'],
        price: [9, 69],
        specs: [{ name: 'Size', values: ['25cm', '40cm', '80cm'], priceStep: 0.7 }],
        features: ['Hypoallergenic filling', 'Safety-stitched eyes', 'Soft plush fur'],
      },
      {
        noun: 'Building Blocks Set',
        variants: ['City', 'Space Station', 'Castle', 'Creative'],
        extras: ['500 Pieces', 'Compatible with Major Brands', 'Storage Box'],
        price: [15, 129],
        specs: [],
        features: ['Step-by-step illustrated guide', 'Non-toxic ABS plastic', 'Encourages creativity'],
      },
      {
        noun: 'Wooden Puzzle',
        variants: ['Animal', 'World Map', 'Number', 'Alphabet'],
        extras: ['Ages 3+', 'Chunky Pieces', 'Montessori'],
        price: [8, 39],
        specs: [],
        features: ['Sustainably sourced wood', 'Water-based paints', 'Builds fine motor skills'],
      },
      {
        noun: 'RC Car',
        variants: ['Off-Road', 'Stunt', 'Monster Truck', 'Drift'],
        extras: ['2.4GHz', 'Rechargeable', '25 km/h'],
        price: [19, 119],
        specs: [{ name: 'Color', values: ['Red', 'Blue', 'Yellow', 'Green'] }],
        features: ['Two batteries for longer play', 'Shock-absorbing suspension', 'Flips and keeps driving'],
      },
      {
        noun: 'Board Game',
        variants: ['Family Strategy', 'Cooperative', 'Party', 'Word'],
        extras: ['2-6 Players', '30-Minute Games', 'Ages 8+'],
        price: [12, 59],
        specs: [],
        features: ['Easy to learn, hard to master', 'Sturdy components', 'Fun for kids and adults'],
      },
      {
        noun: 'Art & Craft Kit',
        variants: ['Deluxe', 'Slime', 'Bead', 'Painting'],
        extras: ['100+ Pieces', 'Carry Case', 'Washable'],
        price: [9, 49],
        specs: [PACK],
        features: ['Non-toxic, child-safe materials', 'Ideas booklet included', 'Mess-free storage'],
      },
    ],
  },
};
