/**
 * Static demo content for `npm run db:seed` and first start on an empty embedded database.
 * Every name here is invented. Everything random in the seed is derived from DEMO_SEED, so each
 * run produces the same data (apart from ids and timestamps relative to "now").
 */

export const DEMO_SEED = 20240414;
export const DEMO_PASSWORD = 'SpeyDemo123';

export const CUISINES = [
  'Khmer',
  'Thai',
  'Vietnamese',
  'Chinese',
  'Japanese',
  'Korean',
  'Indian',
  'French',
  'Italian',
  'Western',
  'Cafe',
  'BBQ',
  'Street Food',
  'Seafood',
  'Vegetarian',
  'Fusion',
] as const;
export type DemoCuisine = (typeof CUISINES)[number];

export type DemoPriceRange = '$' | '$$' | '$$$' | '$$$$';

export type DemoCity = 'Phnom Penh' | 'Siem Reap' | 'Battambang' | 'Kampot' | 'Sihanoukville';

/** Weekly opening patterns; the seed turns each into seven restaurant_operating_hours rows. */
export type HoursPattern =
  | 'daily-7-21'
  | 'daily-10-22'
  | 'daily-11-23'
  | 'weekday-weekend'
  | 'late-night'
  | 'closed-monday'
  | 'cafe'
  | 'breakfast'
  | 'fine-dining';

export interface DayHours {
  open: string | null;
  close: string | null;
  closed: boolean;
}

const open = (from: string, to: string): DayHours => ({ open: from, close: to, closed: false });
const closedDay: DayHours = { open: null, close: null, closed: true };
const everyDay = (hours: DayHours): DayHours[] => Array.from({ length: 7 }, () => hours);

/** Index = day of week, 0 = Sunday .. 6 = Saturday. */
export const HOURS_PATTERNS: Record<HoursPattern, DayHours[]> = {
  'daily-7-21': everyDay(open('07:00', '21:00')),
  'daily-10-22': everyDay(open('10:00', '22:00')),
  'daily-11-23': everyDay(open('11:00', '23:00')),
  // Sunday and Saturday open earlier and close later than Monday to Friday.
  'weekday-weekend': [0, 1, 2, 3, 4, 5, 6].map((d) =>
    d === 0 || d === 6 ? open('09:00', '23:00') : open('11:00', '22:00'),
  ),
  // Crosses midnight: Friday's 17:00 service runs until 02:00 on Saturday.
  'late-night': everyDay(open('17:00', '02:00')),
  'closed-monday': [0, 1, 2, 3, 4, 5, 6].map((d) => (d === 1 ? closedDay : open('10:00', '21:30'))),
  cafe: everyDay(open('06:30', '17:00')),
  breakfast: everyDay(open('06:00', '11:00')),
  'fine-dining': [0, 1, 2, 3, 4, 5, 6].map((d) => (d === 1 ? closedDay : open('18:00', '23:00'))),
};

export interface DemoRestaurant {
  /** Stable handle used by the other demo tables. */
  key: string;
  name: string;
  nameKm?: string;
  cuisine: DemoCuisine;
  city: DemoCity;
  /** Area within the city; stored as `location` = 'City - Area'. */
  area: string;
  address: string;
  phone: string;
  website?: string;
  /** Adds a google_map_location link built from the name and city. */
  map?: boolean;
  latitude: number;
  longitude: number;
  priceRange: DemoPriceRange;
  featured?: boolean;
  description: string;
  /** null: no opening hours on record. */
  hours: HoursPattern | null;
  /** How many reviews the seed writes. */
  reviews: number;
  /** Share of its reviews that are Spey (disappointed) reviews; default 0.21. */
  speyRate?: number;
  /** Who owns it: 'owner' = owner@spey.demo, 'owner2' = owner2@spey.demo. */
  owner?: 'owner' | 'owner2';
}

export const DEMO_RESTAURANTS: DemoRestaurant[] = [
  // ---------------------------------------------------------------- Phnom Penh
  {
    key: 'mekong-mother',
    name: "Mekong Mother's Kitchen",
    nameKm: 'ផ្ទះបាយម្ដាយមេគង្គ',
    cuisine: 'Khmer',
    city: 'Phnom Penh',
    area: 'Daun Penh',
    address: '#112 Sisowath Quay, Daun Penh, Phnom Penh',
    phone: '+855 12 345 678',
    website: 'https://mekongmotherskitchen.com.kh',
    map: true,
    latitude: 11.5702,
    longitude: 104.9312,
    priceRange: '$$',
    featured: true,
    description:
      'Home-style Khmer cooking on the riverside, from fish amok steamed in banana leaf to sour samlor machu. Recipes come from the owner’s mother in Kampong Cham.',
    hours: 'daily-7-21',
    reviews: 17,
    speyRate: 0.06,
    owner: 'owner',
  },
  {
    key: 'sovanna-lotus',
    name: 'Sovanna Lotus Table',
    nameKm: 'តុឈូកសុវណ្ណ',
    cuisine: 'Khmer',
    city: 'Phnom Penh',
    area: 'BKK1',
    address: '#27 Street 294, Boeung Keng Kang 1, Phnom Penh',
    phone: '+855 23 214 567',
    website: 'https://sovannalotus.com',
    map: true,
    latitude: 11.5498,
    longitude: 104.9247,
    priceRange: '$$$',
    featured: true,
    description:
      'A garden villa serving refined Khmer sharing plates with herbs from its own beds. Good for family celebrations and visiting friends.',
    hours: 'weekday-weekend',
    reviews: 15,
  },
  {
    key: 'kuy-teav-12',
    name: 'Kuy Teav No. 12',
    nameKm: 'គុយទាវលេខ១២',
    cuisine: 'Street Food',
    city: 'Phnom Penh',
    area: 'Toul Tom Poung',
    address: 'Corner of Street 155 and Street 450, Toul Tom Poung, Phnom Penh',
    phone: '+855 17 812 012',
    latitude: 11.5371,
    longitude: 104.9178,
    priceRange: '$',
    description:
      'A busy noodle stall near the Russian Market, serving pork-bone kuy teav since early morning. Expect plastic stools and quick service.',
    hours: 'breakfast',
    reviews: 15,
  },
  {
    key: 'saigon-lantern',
    name: 'Saigon Lantern',
    cuisine: 'Vietnamese',
    city: 'Phnom Penh',
    area: 'BKK1',
    address: '#45 Street 308, Boeung Keng Kang 1, Phnom Penh',
    phone: '+855 96 221 4308',
    website: 'https://saigonlantern.com.kh',
    map: true,
    latitude: 11.5512,
    longitude: 104.9263,
    priceRange: '$$',
    description:
      'Bright, lantern-lit dining room for pho, banh xeo and fresh spring rolls. The broth simmers for twelve hours.',
    hours: 'daily-10-22',
    reviews: 5,
    owner: 'owner2',
  },
  {
    key: 'bangkok-tuk-tuk',
    name: 'Bangkok Tuk Tuk Kitchen',
    cuisine: 'Thai',
    city: 'Phnom Penh',
    area: 'Tuol Kork',
    address: '#8 Street 289, Boeung Kak 2, Tuol Kork, Phnom Penh',
    phone: '+855 15 678 289',
    latitude: 11.5833,
    longitude: 104.9021,
    priceRange: '$$',
    description: 'Fiery Isaan-style som tam, green curry and grilled chicken in a colourful shophouse.',
    hours: 'daily-11-23',
    reviews: 4,
  },
  {
    key: 'golden-dragon',
    name: 'Golden Dragon Dim Sum Hall',
    cuisine: 'Chinese',
    city: 'Phnom Penh',
    area: 'Daun Penh',
    address: '#66 Street 136, Phsar Kandal 1, Daun Penh, Phnom Penh',
    phone: '+855 23 998 136',
    map: true,
    latitude: 11.5694,
    longitude: 104.9254,
    priceRange: '$$',
    description:
      'Cantonese dim sum trolleys on weekend mornings and roast duck every day. Round tables make it a favourite for big families.',
    hours: 'weekday-weekend',
    reviews: 5,
  },
  {
    key: 'sakura-riverside',
    name: 'Sakura Riverside Sushi',
    cuisine: 'Japanese',
    city: 'Phnom Penh',
    area: 'Chroy Changvar',
    address: '#3 National Road 6A, Chroy Changvar, Phnom Penh',
    phone: '+855 78 456 606',
    website: 'https://sakurariverside.com',
    latitude: 11.5894,
    longitude: 104.9397,
    priceRange: '$$$',
    description:
      'Counter sushi and sashimi with a view of the Mekong at sunset. Fish is flown in twice a week.',
    hours: 'fine-dining',
    reviews: 3,
  },
  {
    key: 'seoul-pocha-63',
    name: 'Seoul Pocha 63',
    cuisine: 'Korean',
    city: 'Phnom Penh',
    area: 'BKK1',
    address: '#183 Street 63, Boeung Keng Kang 1, Phnom Penh',
    phone: '+855 89 630 063',
    latitude: 11.5526,
    longitude: 104.9229,
    priceRange: '$$',
    description:
      'A lively Korean pub with tabletop grills, bubbling kimchi stew and fried chicken late into the night.',
    hours: 'late-night',
    reviews: 4,
    speyRate: 0.35,
  },
  {
    key: 'spice-route',
    name: 'Spice Route Tandoor',
    cuisine: 'Indian',
    city: 'Phnom Penh',
    area: 'BKK1',
    address: '#21 Street 278, Boeung Keng Kang 1, Phnom Penh',
    phone: '+855 12 278 278',
    map: true,
    latitude: 11.5541,
    longitude: 104.9232,
    priceRange: '$$',
    description: 'North Indian curries and breads from a clay tandoor, with plenty of vegetarian dishes.',
    hours: 'daily-11-23',
    reviews: 2,
  },
  {
    key: 'petit-frangipanier',
    name: 'Le Petit Frangipanier',
    cuisine: 'French',
    city: 'Phnom Penh',
    area: 'BKK1',
    address: '#9 Street 302, Boeung Keng Kang 1, Phnom Penh',
    phone: '+855 23 987 302',
    website: 'https://lepetitfrangipanier.com',
    map: true,
    latitude: 11.5507,
    longitude: 104.9281,
    priceRange: '$$$$',
    featured: true,
    description:
      'An intimate French restaurant in a restored 1960s villa. The set menu changes weekly and pairs French technique with Cambodian produce.',
    hours: 'fine-dining',
    reviews: 6,
  },
  {
    key: 'trattoria-mekong',
    name: 'Trattoria Mekong',
    cuisine: 'Italian',
    city: 'Phnom Penh',
    area: 'Daun Penh',
    address: '#19 Street 178, Chey Chumneah, Daun Penh, Phnom Penh',
    phone: '+855 77 178 178',
    latitude: 11.5661,
    longitude: 104.9296,
    priceRange: '$$$',
    description: 'Wood-fired pizza and fresh pasta a short walk from the National Museum.',
    hours: 'daily-11-23',
    reviews: 3,
  },
  {
    key: 'russian-market-roasters',
    name: 'Russian Market Roasters',
    cuisine: 'Cafe',
    city: 'Phnom Penh',
    area: 'Toul Tom Poung',
    address: '#88 Street 444, Toul Tom Poung 2, Phnom Penh',
    phone: '+855 10 444 088',
    website: 'https://rmroasters.com',
    latitude: 11.5358,
    longitude: 104.9169,
    priceRange: '$$',
    description:
      'Single-origin coffee roasted in-house, including beans from Mondulkiri. Quiet upstairs room for laptops.',
    hours: 'cafe',
    reviews: 5,
  },
  {
    key: 'smokehouse-240',
    name: 'Smokehouse 240',
    cuisine: 'Western',
    city: 'Phnom Penh',
    area: 'Daun Penh',
    address: '#31 Street 240, Chakto Mukh, Daun Penh, Phnom Penh',
    phone: '+855 92 240 240',
    latitude: 11.5627,
    longitude: 104.9289,
    priceRange: '$$$',
    description: 'Low-and-slow smoked brisket, ribs and burgers with a craft beer list.',
    hours: 'daily-11-23',
    reviews: 4,
    speyRate: 0.45,
  },
  {
    key: 'night-owl-bbq',
    name: 'Night Owl BBQ & Beer',
    nameKm: 'សាច់អាំងទីទុយយប់',
    cuisine: 'BBQ',
    city: 'Phnom Penh',
    area: 'Sen Sok',
    address: 'Street 1986, Phnom Penh Thmey, Sen Sok, Phnom Penh',
    phone: '+855 16 198 619',
    map: true,
    latitude: 11.6004,
    longitude: 104.8812,
    priceRange: '$',
    description:
      'Open-air Cambodian barbecue where you grill beef and squid yourself over charcoal. Stays open well past midnight.',
    hours: 'late-night',
    reviews: 6,
    owner: 'owner',
  },
  {
    key: 'green-lotus',
    name: 'Green Lotus Vegetarian',
    nameKm: 'អាហារបួសឈូកបៃតង',
    cuisine: 'Vegetarian',
    city: 'Phnom Penh',
    area: 'BKK3',
    address: '#52 Street 105, Boeung Keng Kang 3, Phnom Penh',
    phone: '+855 69 105 052',
    latitude: 11.5452,
    longitude: 104.9206,
    priceRange: '$',
    description:
      'Plant-based Khmer and Chinese dishes cooked without garlic or onion, run by a Buddhist family.',
    hours: 'closed-monday',
    reviews: 2,
  },
  {
    key: 'tonle-pavilion',
    name: 'Tonle Seafood Pavilion',
    cuisine: 'Seafood',
    city: 'Phnom Penh',
    area: 'Chroy Changvar',
    address: 'National Road 6A, Km 3, Chroy Changvar, Phnom Penh',
    phone: '+855 11 606 300',
    latitude: 11.5966,
    longitude: 104.9412,
    priceRange: '$$$',
    description: 'A big riverside pavilion where you pick live crab, prawns and river fish from the tanks.',
    hours: 'daily-10-22',
    reviews: 4,
    speyRate: 0.5,
  },
  {
    key: 'indochine-lab',
    name: 'Indochine Fusion Lab',
    cuisine: 'Fusion',
    city: 'Phnom Penh',
    area: 'BKK1',
    address: '#14 Street 57, Boeung Keng Kang 1, Phnom Penh',
    phone: '+855 98 570 014',
    website: 'https://indochinelab.com',
    map: true,
    latitude: 11.5531,
    longitude: 104.9244,
    priceRange: '$$$$',
    featured: true,
    description:
      'A nine-course tasting menu that reimagines Khmer flavours with modern technique. Booking recommended.',
    hours: 'fine-dining',
    reviews: 5,
  },
  {
    key: 'bai-sach-chrouk-corner',
    name: 'Bai Sach Chrouk Corner',
    nameKm: 'បាយសាច់ជ្រូកកែងផ្លូវ',
    cuisine: 'Khmer',
    city: 'Phnom Penh',
    area: 'Tuol Kork',
    address: 'Corner of Street 315 and Street 516, Tuol Kork, Phnom Penh',
    phone: '+855 85 315 516',
    latitude: 11.5795,
    longitude: 104.9058,
    priceRange: '$',
    description: 'Grilled pork and broken rice with pickles, the classic Khmer breakfast, served from dawn.',
    hours: null,
    reviews: 3,
  },
  {
    key: 'angkor-heritage',
    name: 'Angkor Heritage Dining',
    nameKm: 'ភោជនីយដ្ឋានបេតិកភណ្ឌអង្គរ',
    cuisine: 'Khmer',
    city: 'Phnom Penh',
    area: 'Chamkarmon',
    address: '#200 Norodom Boulevard, Tonle Bassac, Chamkarmon, Phnom Penh',
    phone: '+855 23 220 200',
    website: 'https://angkorheritagedining.com',
    map: true,
    latitude: 11.5478,
    longitude: 104.9301,
    priceRange: '$$$$',
    description:
      'Royal-court Khmer cuisine served on silver in a teak house. Apsara dance on Friday and Saturday evenings.',
    hours: 'fine-dining',
    reviews: 3,
    speyRate: 0.5,
  },
  // ---------------------------------------------------------------- Siem Reap
  {
    key: 'pub-street-amok',
    name: 'Pub Street Amok House',
    nameKm: 'ផ្ទះអាម៉ុក',
    cuisine: 'Khmer',
    city: 'Siem Reap',
    area: 'Pub Street',
    address: 'The Lane, off Pub Street, Svay Dangkum, Siem Reap',
    phone: '+855 63 963 100',
    website: 'https://amokhouse.com.kh',
    map: true,
    latitude: 13.3545,
    longitude: 103.8553,
    priceRange: '$$',
    featured: true,
    description:
      'Fish amok, beef lok lak and Khmer red curry in the heart of the old town. Cooking classes every morning.',
    hours: 'daily-10-22',
    reviews: 16,
  },
  {
    key: 'temple-town-pizza',
    name: 'Temple Town Pizza Bar',
    cuisine: 'Italian',
    city: 'Siem Reap',
    area: 'Old Market',
    address: '#7 Street 9, Old Market area, Siem Reap',
    phone: '+855 81 909 009',
    latitude: 13.3531,
    longitude: 103.8547,
    priceRange: '$$',
    description: 'Thin-crust pizzas and cold drinks for travellers back from the temples.',
    hours: 'daily-11-23',
    reviews: 3,
  },
  {
    key: 'angkor-sunrise-cafe',
    name: 'Angkor Sunrise Cafe',
    cuisine: 'Cafe',
    city: 'Siem Reap',
    area: 'Wat Bo',
    address: '#34 Wat Bo Road, Sala Kamreuk, Siem Reap',
    phone: '+855 93 634 034',
    latitude: 13.3572,
    longitude: 103.8631,
    priceRange: '$',
    description:
      'Early opening for temple-goers, with Khmer iced coffee, smoothie bowls and fresh baguettes.',
    hours: 'cafe',
    reviews: 4,
  },
  {
    key: 'wat-bo-street-eats',
    name: 'Wat Bo Street Eats',
    nameKm: 'ម្ហូបផ្លូវវត្តបូ',
    cuisine: 'Street Food',
    city: 'Siem Reap',
    area: 'Wat Bo',
    address: 'Street 24, near Wat Bo pagoda, Siem Reap',
    phone: '+855 70 240 024',
    latitude: 13.3588,
    longitude: 103.8619,
    priceRange: '$',
    description: 'A cluster of night stalls for num pang, grilled skewers and sugarcane juice.',
    hours: null,
    reviews: 3,
  },
  {
    key: 'siem-reap-sizzle',
    name: 'Siem Reap Sizzle BBQ',
    cuisine: 'BBQ',
    city: 'Siem Reap',
    area: 'Sok San Road',
    address: '#120 Sok San Road, Svay Dangkum, Siem Reap',
    phone: '+855 67 120 120',
    latitude: 13.3609,
    longitude: 103.8535,
    priceRange: '$$',
    description: 'Phnom pleung hotplate barbecue with all-you-can-eat nights on Tuesdays.',
    hours: 'late-night',
    reviews: 2,
    speyRate: 0.5,
  },
  {
    key: 'lotus-pond-vegan',
    name: 'Lotus Pond Vegan',
    cuisine: 'Vegetarian',
    city: 'Siem Reap',
    area: 'Sala Kamreuk',
    address: '#5 Street 26, Sala Kamreuk, Siem Reap',
    phone: '+855 88 260 005',
    website: 'https://lotuspondvegan.com',
    latitude: 13.3521,
    longitude: 103.8667,
    priceRange: '$$',
    description: 'Vegan versions of Khmer classics in a shaded garden, including a jackfruit amok.',
    hours: 'closed-monday',
    reviews: 1,
  },
  {
    key: 'krama-kitchen',
    name: 'Krama Kitchen & Bar',
    cuisine: 'Fusion',
    city: 'Siem Reap',
    area: 'Sivatha Boulevard',
    address: '#66 Sivatha Boulevard, Svay Dangkum, Siem Reap',
    phone: '+855 63 966 066',
    map: true,
    latitude: 13.3598,
    longitude: 103.8556,
    priceRange: '$$$',
    description: 'Khmer-Western small plates and cocktails with Kampot pepper and palm sugar.',
    hours: 'daily-11-23',
    reviews: 4,
  },
  {
    key: 'chez-sivatha',
    name: 'Chez Sivatha Bistro',
    cuisine: 'French',
    city: 'Siem Reap',
    area: 'French Quarter',
    address: '#18 Pokambor Avenue, Svay Dangkum, Siem Reap',
    phone: '+855 12 630 018',
    latitude: 13.3561,
    longitude: 103.8582,
    priceRange: '$$$',
    description: 'A riverside bistro for steak frites, duck confit and a good crème brûlée.',
    hours: 'weekday-weekend',
    reviews: 2,
  },
  {
    key: 'old-market-pho',
    name: 'Old Market Pho Station',
    cuisine: 'Vietnamese',
    city: 'Siem Reap',
    area: 'Old Market',
    address: '#2 Street 11, Old Market area, Siem Reap',
    phone: '+855 60 111 222',
    latitude: 13.3526,
    longitude: 103.8551,
    priceRange: '$',
    description: 'Quick, cheap bowls of beef pho and iced Vietnamese coffee.',
    hours: 'daily-7-21',
    reviews: 2,
  },
  {
    key: 'kampong-phluk-grill',
    name: 'Kampong Phluk Fish Grill',
    cuisine: 'Seafood',
    city: 'Siem Reap',
    area: 'National Road 6',
    address: 'National Road 6, Chreav, Siem Reap',
    phone: '+855 99 606 606',
    latitude: 13.3468,
    longitude: 103.8863,
    priceRange: '$$',
    description: 'Freshwater fish from the Tonle Sap lake, grilled over coconut husks.',
    hours: 'daily-10-22',
    reviews: 1,
  },
  {
    key: 'kulen-mountain',
    name: 'Kulen Mountain Kitchen',
    nameKm: 'ផ្ទះបាយភ្នំគូលែន',
    cuisine: 'Khmer',
    city: 'Siem Reap',
    area: 'Charles de Gaulle Road',
    address: '#90 Charles de Gaulle Road, Slor Kram, Siem Reap',
    phone: '+855 31 790 090',
    map: true,
    latitude: 13.3812,
    longitude: 103.8601,
    priceRange: '$$',
    description:
      'Countryside Khmer dishes like prahok ktis and samlor korko on the road to Angkor Wat. Handy for lunch between temples.',
    hours: 'daily-7-21',
    reviews: 5,
  },
  // ---------------------------------------------------------------- Battambang
  {
    key: 'sangker-river',
    name: 'Sangker River Kitchen',
    nameKm: 'ផ្ទះបាយស្ទឹងសង្កែ',
    cuisine: 'Khmer',
    city: 'Battambang',
    area: 'Riverside',
    address: '#41 Street 1, along the Sangker River, Battambang',
    phone: '+855 53 952 041',
    map: true,
    latitude: 13.0971,
    longitude: 103.2038,
    priceRange: '$',
    featured: true,
    description:
      'Battambang family recipes with rice from the surrounding paddies and river fish caught that morning.',
    hours: 'daily-7-21',
    reviews: 5,
  },
  {
    key: 'bamboo-train-coffee',
    name: 'Bamboo Train Coffee',
    cuisine: 'Cafe',
    city: 'Battambang',
    area: 'Street 2.5',
    address: '#12 Street 2.5, Svay Por, Battambang',
    phone: '+855 97 250 012',
    latitude: 13.0955,
    longitude: 103.2011,
    priceRange: '$',
    description: 'A colonial shophouse café with local art on the walls and strong Battambang coffee.',
    hours: 'cafe',
    reviews: 3,
  },
  {
    key: 'battambang-bistro',
    name: 'Battambang Bistro 2.5',
    cuisine: 'Western',
    city: 'Battambang',
    area: 'Street 2.5',
    address: '#27 Street 2.5, Svay Por, Battambang',
    phone: '+855 53 730 027',
    latitude: 13.0949,
    longitude: 103.2016,
    priceRange: '$$',
    description: 'Burgers, salads and a proper Sunday roast for expats and weekend visitors.',
    hours: 'weekday-weekend',
    reviews: 2,
  },
  {
    key: 'nom-banh-chok-yeay-mom',
    name: 'Nom Banh Chok Yeay Mom',
    nameKm: 'នំបញ្ចុកយាយមុំ',
    cuisine: 'Street Food',
    city: 'Battambang',
    area: 'Phsar Nat',
    address: 'Beside Phsar Nat market, Street 3, Battambang',
    phone: '+855 12 953 953',
    latitude: 13.0983,
    longitude: 103.1995,
    priceRange: '$',
    description: 'Grandma Mom has sold rice noodles with green fish curry at this spot for thirty years.',
    hours: null,
    reviews: 4,
  },
  {
    key: 'golden-rice-chinese',
    name: 'Golden Rice Chinese Kitchen',
    cuisine: 'Chinese',
    city: 'Battambang',
    area: 'Phsar Nat',
    address: '#8 Street 3, near Phsar Nat, Battambang',
    phone: '+855 15 530 008',
    latitude: 13.0978,
    longitude: 103.2002,
    priceRange: '$',
    description: 'Teochew-style noodles, fried rice and steamed buns at family prices.',
    hours: 'daily-7-21',
    reviews: 0,
  },
  // ---------------------------------------------------------------- Kampot
  {
    key: 'pepper-farm-kitchen',
    name: 'Pepper Farm Kitchen',
    nameKm: 'ផ្ទះបាយចម្ការម្រេច',
    cuisine: 'Khmer',
    city: 'Kampot',
    area: 'Riverside',
    address: 'Riverside Road, Kampong Bay, Kampot',
    phone: '+855 33 932 100',
    website: 'https://pepperfarmkitchen.com',
    map: true,
    latitude: 10.6118,
    longitude: 104.1789,
    priceRange: '$$',
    featured: true,
    description:
      'Everything here is seasoned with fresh green Kampot pepper from the family farm. Try the pepper crab and the river views.',
    hours: 'daily-10-22',
    reviews: 7,
  },
  {
    key: 'riverside-durian',
    name: 'Riverside Durian Cafe',
    cuisine: 'Cafe',
    city: 'Kampot',
    area: 'Old Market',
    address: '#4 Old Market Street, Kampong Bay, Kampot',
    phone: '+855 16 330 004',
    latitude: 10.6097,
    longitude: 104.1812,
    priceRange: '$',
    description: 'Small café by the Durian roundabout serving iced coffee, fruit shakes and banana bread.',
    hours: 'cafe',
    reviews: 2,
  },
  {
    key: 'blue-crab-landing',
    name: 'Blue Crab Landing',
    cuisine: 'Seafood',
    city: 'Kampot',
    area: 'Kep Road',
    address: 'National Road 33, Traeuy Kaoh, Kampot',
    phone: '+855 77 330 033',
    map: true,
    latitude: 10.5846,
    longitude: 104.2135,
    priceRange: '$$',
    description: 'Crab with green pepper, grilled squid and prawns straight from the boats.',
    hours: 'daily-10-22',
    reviews: 5,
  },
  {
    key: 'bokor-pizza',
    name: 'Bokor Mountain Pizza',
    cuisine: 'Italian',
    city: 'Kampot',
    area: 'Bokor Road',
    address: 'Bokor Mountain Road, Km 2, Kampot',
    phone: '+855 90 332 002',
    latitude: 10.6172,
    longitude: 104.1593,
    priceRange: '$$',
    description: 'Backpacker-friendly pizzeria with a wood oven and a hammock garden.',
    hours: 'closed-monday',
    reviews: 2,
  },
  {
    key: 'kampot-curry-house',
    name: 'Kampot Curry House',
    cuisine: 'Indian',
    city: 'Kampot',
    area: 'Old Market',
    address: '#15 Street 726, Kampong Bay, Kampot',
    phone: '+855 31 726 015',
    latitude: 10.6089,
    longitude: 104.1824,
    priceRange: '$',
    description: 'South Indian dosas and thalis, newly opened near the old market.',
    hours: 'daily-11-23',
    reviews: 0,
  },
  // ---------------------------------------------------------------- Sihanoukville
  {
    key: 'otres-beach-grill',
    name: 'Otres Beach Grill',
    cuisine: 'BBQ',
    city: 'Sihanoukville',
    area: 'Otres Beach',
    address: 'Otres Beach 1, Buon, Sihanoukville',
    phone: '+855 34 934 001',
    map: true,
    latitude: 10.5751,
    longitude: 103.5548,
    priceRange: '$$',
    description: 'Barbecued fish and skewers on the sand, with sunset tables right by the water.',
    hours: 'daily-11-23',
    reviews: 3,
  },
  {
    key: 'serendipity-seafood',
    name: 'Serendipity Seafood Shack',
    cuisine: 'Seafood',
    city: 'Sihanoukville',
    area: 'Serendipity Beach',
    address: 'Serendipity Beach Road, Buon, Sihanoukville',
    phone: '+855 12 934 555',
    website: 'https://serendipityseafood.com',
    map: true,
    latitude: 10.5957,
    longitude: 103.5302,
    priceRange: '$$',
    featured: true,
    description:
      'A wooden shack on stilts grilling the day’s catch: barracuda, tiger prawns and Kep-style crab.',
    hours: 'daily-10-22',
    reviews: 6,
  },
  {
    key: 'victory-hill-dumplings',
    name: 'Victory Hill Dumplings',
    cuisine: 'Chinese',
    city: 'Sihanoukville',
    area: 'Victory Hill',
    address: '#22 Victory Hill Road, Mittapheap, Sihanoukville',
    phone: '+855 68 934 022',
    latitude: 10.6281,
    longitude: 103.5057,
    priceRange: '$',
    description: 'Hand-made pork and chive dumplings, boiled or pan-fried, by the plate of twelve.',
    hours: 'daily-10-22',
    reviews: 3,
    speyRate: 0.4,
  },
  {
    key: 'ochheuteal-thai',
    name: 'Ochheuteal Thai Corner',
    cuisine: 'Thai',
    city: 'Sihanoukville',
    area: 'Ochheuteal Beach',
    address: '#5 Ochheuteal Beach Road, Buon, Sihanoukville',
    phone: '+855 95 934 005',
    latitude: 10.6017,
    longitude: 103.5321,
    priceRange: '$',
    description: 'Pad thai and tom yum a block from the beach, cooked to your spice level.',
    hours: 'daily-11-23',
    reviews: 2,
  },
  {
    key: 'hanok-korean',
    name: 'Hanok Korean Kitchen',
    cuisine: 'Korean',
    city: 'Sihanoukville',
    area: 'Independence Beach',
    address: '#40 Street 2 Thnou, Mittapheap, Sihanoukville',
    phone: '+855 87 934 040',
    latitude: 10.6195,
    longitude: 103.4993,
    priceRange: '$$',
    description: 'Bibimbap, bulgogi and homemade kimchi in a quiet side street.',
    hours: 'daily-10-22',
    reviews: 2,
  },
  {
    key: 'ream-bay-japanese',
    name: 'Ream Bay Japanese',
    cuisine: 'Japanese',
    city: 'Sihanoukville',
    area: 'Ream',
    address: 'National Road 4, Ream, Prey Nob, Sihanoukville',
    phone: '+855 71 934 088',
    latitude: 10.5108,
    longitude: 103.6379,
    priceRange: '$$$',
    description: 'A new izakaya near Ream National Park serving grilled skewers, ramen and sake.',
    hours: 'late-night',
    reviews: 0,
  },
];

/** Signature dishes per cuisine, used to fill in review templates. */
export const DISHES: Record<DemoCuisine, string[]> = {
  Khmer: ['fish amok', 'beef lok lak', 'samlor korko', 'prahok ktis', 'green mango salad', 'Khmer red curry'],
  Thai: ['green curry', 'pad thai', 'som tam', 'tom yum', 'basil chicken'],
  Vietnamese: ['pho', 'banh xeo', 'fresh spring rolls', 'bun cha', 'banh mi'],
  Chinese: ['dim sum', 'roast duck', 'xiao long bao', 'hand-pulled noodles', 'fried rice'],
  Japanese: ['salmon sashimi', 'tonkotsu ramen', 'katsu curry', 'sushi platter', 'gyoza'],
  Korean: ['bibimbap', 'kimchi stew', 'Korean fried chicken', 'bulgogi', 'tteokbokki'],
  Indian: ['butter chicken', 'garlic naan', 'chana masala', 'lamb biryani', 'masala dosa'],
  French: ['duck confit', 'beef bourguignon', 'crème brûlée', 'steak frites', 'onion soup'],
  Italian: ['margherita pizza', 'carbonara', 'lasagne', 'tiramisu', 'seafood risotto'],
  Western: ['cheeseburger', 'fish and chips', 'pork ribs', 'Caesar salad', 'brisket'],
  Cafe: ['iced latte', 'Khmer iced coffee', 'croissant', 'avocado toast', 'banana bread'],
  BBQ: ['beef skewers', 'grilled squid', 'pork ribs', 'chicken wings', 'phnom pleung hotplate'],
  'Street Food': ['kuy teav', 'num pang', 'nom banh chok', 'grilled corn', 'fried noodles'],
  Seafood: ['pepper crab', 'grilled prawns', 'steamed fish', 'squid with green pepper', 'clams'],
  Vegetarian: ['tofu amok', 'vegetable curry', 'mushroom lok lak', 'fresh rolls', 'lentil soup'],
  Fusion: ['tasting menu', 'pepper-crusted tuna', 'prahok burger', 'lemongrass tacos', 'Khmer ceviche'],
};

// Review text. {dish}, {city} and {area} are filled in by the seed; {was} / {is} agree with the dish.
export const POSITIVE_COMMENTS = [
  'The {dish} {was} fantastic, fresh and full of flavour. Friendly staff too.',
  'Came here with friends and loved the {dish}. Great value for the price.',
  "Honestly one of the best {dish} I've had in {city}. Will be back!",
  'Cosy place, quick service and the {dish} {was} spot on.',
  'Brought my parents here for dinner. Everyone enjoyed the {dish} and the portions were generous.',
  "Lovely atmosphere in the evening. Try the {dish}, you won't regret it.",
  'Clean, air-conditioned and the staff speak good English and Khmer. The {dish} {was} excellent.',
  'A solid choice in {area}. The {dish} tasted homemade.',
  'Good food, fair prices. The {dish} {was} a little spicy, just how I like it.',
  'Perfect spot for lunch. I ordered the {dish} twice!',
  'Third visit this month. The {dish} {is} consistently good and the team remembers my order.',
  'Great for a group: we shared the {dish} and several other plates, all delicious.',
];

export const MIXED_COMMENTS = [
  'The {dish} {was} decent but nothing special. Service was a bit slow at lunchtime.',
  'Nice setting, but the {dish} {was} lukewarm when it arrived. Would try again on a quieter day.',
  'Good flavours, small portions. The {dish} felt a little overpriced.',
  'Okay for a quick meal. Parking is difficult around {area}.',
  'The {dish} {was} tasty, but it was very noisy inside and hard to talk.',
];

export const NEGATIVE_COMMENTS = [
  'Not great this time. The {dish} {was} too salty and the table was sticky.',
  'Waited 40 minutes for the {dish}. The food was fine but the wait was too long.',
  'The {dish} {was} bland and the staff seemed uninterested. Maybe an off day.',
];

/** Spey reviews: the reviewer was let down and warns others. */
export const SPEY_COMMENTS = [
  'Spey alert: the {dish} {was} cold, bland and overpriced. The photos online look nothing like what we got.',
  'Really disappointing. We waited almost an hour for the {dish} and staff ignored us when we asked.',
  "Skip this one. The {dish} tasted old and the bill had extra charges we didn't order.",
  'Not worth the hype. A tiny portion of {dish} for the price, and the place was dirty.',
  'Went on a friend’s recommendation and regretted it. The {dish} {was} undercooked and nobody apologised.',
  'Loud music, slow service and a very mediocre {dish}. There are much better options in {city}.',
];

export const POSITIVE_COMMENTS_KM = [
  'ម្ហូបឆ្ងាញ់ណាស់ បុគ្គលិករួសរាយរាក់ទាក់។ នឹងមកម្ដងទៀត!',
  'តម្លៃសមរម្យ ហើយកន្លែងស្អាត។ ណែនាំឲ្យមកសាកល្បង។',
  'រសជាតិដូចម្ហូបផ្ទះ ឆ្ងាញ់ណាស់។',
  'ល្អសម្រាប់ញ៉ាំជាមួយគ្រួសារ។ ចំណតឡានងាយស្រួល។',
  'សេវាកម្មលឿន ម្ហូបក្ដៅៗ។ ពេញចិត្តណាស់។',
];

export const MIXED_COMMENTS_KM = ['ម្ហូបមិនអីទេ ប៉ុន្តែរង់ចាំយូរបន្តិច។', 'តម្លៃថ្លៃបន្តិច ប៉ុន្តែរសជាតិល្អ។'];

export const SPEY_COMMENTS_KM = [
  'ខកចិត្តណាស់។ ម្ហូបត្រជាក់ ហើយរង់ចាំជិត ៤៥ នាទី។',
  'ថ្លៃពេក ហើយមិនឆ្ងាញ់។ មិនមកទៀតទេ។',
  'បុគ្គលិកមិនរួសរាយ ហើយតុមិនស្អាត។',
  'ប្រៃពេក ហើយបរិមាណតិចណាស់ធៀបនឹងតម្លៃ។',
];

export interface DemoUser {
  username: string;
  locale: 'km' | 'en';
  /** How keen a reviewer they are (relative chance of reviewing a given restaurant). */
  activity: number;
}

/** Diners; their e-mail is `<username>@spey.demo`. */
export const DEMO_DINERS: DemoUser[] = [
  { username: 'sokha_eats', locale: 'km', activity: 3 },
  { username: 'dara_foodie', locale: 'km', activity: 3 },
  { username: 'sreymom_kh', locale: 'km', activity: 2 },
  { username: 'vichea_bites', locale: 'km', activity: 2 },
  { username: 'chanthy_tastes', locale: 'km', activity: 2 },
  { username: 'bopha_brunch', locale: 'en', activity: 1.5 },
  { username: 'rithy_noodles', locale: 'km', activity: 2 },
  { username: 'sophea_cafe', locale: 'km', activity: 1.5 },
  { username: 'kimsan_grill', locale: 'km', activity: 1.5 },
  { username: 'malis_kitchen', locale: 'km', activity: 1 },
  { username: 'piseth_pp', locale: 'en', activity: 1.5 },
  { username: 'nary_sweet', locale: 'km', activity: 1 },
  { username: 'vannak_travels', locale: 'en', activity: 2 },
  { username: 'leakhena_food', locale: 'km', activity: 1 },
  { username: 'sambath_spice', locale: 'km', activity: 1 },
  { username: 'theary_eats', locale: 'km', activity: 1 },
  { username: 'pheaktra_bbq', locale: 'km', activity: 1 },
  { username: 'monyroth_review', locale: 'en', activity: 1.5 },
  { username: 'julie_in_pp', locale: 'en', activity: 1 },
  { username: 'tom_backpacks', locale: 'en', activity: 1 },
];

export interface DemoAccount {
  key: 'admin' | 'owner' | 'owner2' | 'diner';
  email: string;
  username: string;
  role: 'admin' | 'owner' | 'user';
  locale: 'km' | 'en';
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { key: 'admin', email: 'admin@spey.demo', username: 'spey_admin', role: 'admin', locale: 'en' },
  { key: 'owner', email: 'owner@spey.demo', username: 'owner_demo', role: 'owner', locale: 'km' },
  { key: 'owner2', email: 'owner2@spey.demo', username: 'owner2_demo', role: 'owner', locale: 'en' },
  { key: 'diner', email: 'diner@spey.demo', username: 'diner_demo', role: 'user', locale: 'km' },
];

/** diner@spey.demo reviews at least these restaurants (plus any picked at random). */
export const DINER_DEMO_REVIEWS = [
  'mekong-mother',
  'kuy-teav-12',
  'pub-street-amok',
  'russian-market-roasters',
  'pepper-farm-kitchen',
  'seoul-pocha-63',
];

export interface DemoClaim {
  restaurant: string;
  /** A diner's username or a demo account key. */
  user: string;
  status: 'pending' | 'approved' | 'rejected';
  contactPhone?: string;
  evidence: string;
  daysAgo: number;
}

export const DEMO_CLAIMS: DemoClaim[] = [
  {
    restaurant: 'saigon-lantern',
    user: 'owner2',
    status: 'approved',
    contactPhone: '+855 96 221 4308',
    evidence:
      'I am the registered owner; patent certificate from the Ministry of Commerce attached on request.',
    daysAgo: 40,
  },
  {
    restaurant: 'green-lotus',
    user: 'malis_kitchen',
    status: 'pending',
    contactPhone: '+855 69 105 052',
    evidence:
      'My family runs Green Lotus. I can show the business licence and our Facebook page admin access.',
    daysAgo: 3,
  },
  {
    restaurant: 'riverside-durian',
    user: 'sophea_cafe',
    status: 'pending',
    evidence: 'I opened this café in 2021 and manage it daily. Happy to verify by phone at the shop.',
    daysAgo: 1,
  },
  {
    restaurant: 'smokehouse-240',
    user: 'tom_backpacks',
    status: 'rejected',
    evidence: 'I eat here every week and know the chef well.',
    daysAgo: 20,
  },
];

export const DEMO_REGISTRATION = {
  user: 'owner2',
  name: 'Mango Tree Num Pang',
  description:
    'Fresh num pang sandwiches with grilled pork, pâté and pickled papaya, plus Khmer iced coffee.',
  cuisine: 'Street Food' as DemoCuisine,
  address: '#10 Street 130, Phsar Chas, Daun Penh, Phnom Penh',
  location: 'Phnom Penh - Daun Penh',
  priceRange: '$' as DemoPriceRange,
  phone: '+855 12 130 010',
  website: 'https://mangotreenumpang.com',
  openingHours: 'Mon-Sat 06:30-15:00, closed Sunday',
  daysAgo: 2,
};

/** Special-hours rows, `daysAhead` days after today in the restaurant time zone. */
export interface DemoSpecialHours {
  restaurant: string;
  daysAhead: number;
  closed: boolean;
  open?: string;
  close?: string;
  reason: string;
}

export const DEMO_SPECIAL_HOURS: DemoSpecialHours[] = [
  {
    restaurant: 'mekong-mother',
    daysAhead: 6,
    closed: true,
    reason: 'Holiday closure: the team visits family in the provinces',
  },
  {
    restaurant: 'mekong-mother',
    daysAhead: 7,
    closed: true,
    reason: 'Holiday closure: the team visits family in the provinces',
  },
  {
    restaurant: 'sovanna-lotus',
    daysAhead: 3,
    closed: false,
    open: '11:00',
    close: '15:00',
    reason: 'Short hours: staff training',
  },
  { restaurant: 'night-owl-bbq', daysAhead: 9, closed: true, reason: 'Closed for a private event' },
  {
    restaurant: 'pub-street-amok',
    daysAhead: 12,
    closed: false,
    open: '09:00',
    close: '00:00',
    reason: 'Extended hours for a festival weekend',
  },
  {
    restaurant: 'pepper-farm-kitchen',
    daysAhead: 20,
    closed: true,
    reason: 'Pepper harvest day on the farm',
  },
];

/** Hues of the generated cover illustrations; restaurants cycle through them. */
export const COVER_HUES = [18, 40, 95, 150, 195, 230, 290, 340];
