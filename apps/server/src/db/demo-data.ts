/** A Colombian restaurant to explore the product with. Prices in pesos; the seeder turns them into minor units. */
export const DEMO_CATEGORIES = ['Entradas', 'Sopas', 'Platos fuertes', 'Arepas', 'Bebidas', 'Postres'] as const;

export const DEMO_TAXES = [
  { title: 'Impoconsumo', rate: 8, type: 'inclusive' },
  { title: 'IVA', rate: 19, type: 'exclusive' },
] as const;

export const DEMO_PAYMENT_TYPES = ['Efectivo', 'Tarjeta', 'Nequi', 'Transferencia'] as const;

export const DEMO_TABLES = [
  ...Array.from({ length: 8 }, (_, i) => ({ title: `Mesa ${i + 1}`, floor: 'Primer piso', seats: i < 4 ? 2 : 4 })),
  ...Array.from({ length: 4 }, (_, i) => ({ title: `Mesa ${i + 9}`, floor: 'Segundo piso', seats: i < 2 ? 6 : 8 })),
];

type DemoItem = {
  title: string;
  category: (typeof DEMO_CATEGORIES)[number];
  price: number;
  tax: 'Impoconsumo' | 'IVA' | null;
  variants?: [string, number][];
  addons?: [string, number][];
};

const porciones: [string, number][] = [
  ['Porción personal', 18000],
  ['Porción para compartir', 32000],
];
const tamanos: [string, number][] = [
  ['Vaso', 6000],
  ['Jarra', 16000],
];
const extrasArepa: [string, number][] = [
  ['Queso extra', 3000],
  ['Huevo', 2500],
  ['Aguacate', 3500],
];
const extrasPlato: [string, number][] = [
  ['Aguacate', 3500],
  ['Porción de arroz', 4000],
  ['Patacón', 4500],
];

export const DEMO_ITEMS: DemoItem[] = [
  {
    title: 'Empanadas de carne (3)',
    category: 'Entradas',
    price: 9000,
    tax: 'Impoconsumo',
    addons: [['Ají casero', 1000]],
  },
  {
    title: 'Empanadas de pollo (3)',
    category: 'Entradas',
    price: 9000,
    tax: 'Impoconsumo',
    addons: [['Ají casero', 1000]],
  },
  { title: 'Patacones con hogao', category: 'Entradas', price: 12000, tax: 'Impoconsumo', variants: porciones },
  { title: 'Chicharrón con arepa', category: 'Entradas', price: 15000, tax: 'Impoconsumo' },
  { title: 'Deditos de queso (6)', category: 'Entradas', price: 11000, tax: 'Impoconsumo' },
  { title: 'Aborrajados', category: 'Entradas', price: 10000, tax: 'Impoconsumo' },
  { title: 'Ceviche de camarón', category: 'Entradas', price: 24000, tax: 'Impoconsumo' },
  {
    title: 'Ajiaco santafereño',
    category: 'Sopas',
    price: 26000,
    tax: 'Impoconsumo',
    addons: [
      ['Crema de leche', 2000],
      ['Alcaparras', 1500],
      ['Aguacate', 3500],
    ],
  },
  {
    title: 'Sancocho de gallina',
    category: 'Sopas',
    price: 28000,
    tax: 'Impoconsumo',
    variants: [
      ['Media porción', 17000],
      ['Porción completa', 28000],
    ],
  },
  { title: 'Mondongo', category: 'Sopas', price: 25000, tax: 'Impoconsumo' },
  { title: 'Sopa de lentejas', category: 'Sopas', price: 14000, tax: 'Impoconsumo' },
  { title: 'Cazuela de mariscos', category: 'Sopas', price: 42000, tax: 'Impoconsumo' },
  { title: 'Crema de ahuyama', category: 'Sopas', price: 12000, tax: 'Impoconsumo' },
  { title: 'Bandeja paisa', category: 'Platos fuertes', price: 34000, tax: 'Impoconsumo', addons: extrasPlato },
  {
    title: 'Churrasco',
    category: 'Platos fuertes',
    price: 45000,
    tax: 'Impoconsumo',
    variants: [
      ['Término medio', 45000],
      ['Tres cuartos', 45000],
      ['Bien asado', 45000],
    ],
    addons: extrasPlato,
  },
  { title: 'Pechuga a la plancha', category: 'Platos fuertes', price: 28000, tax: 'Impoconsumo', addons: extrasPlato },
  {
    title: 'Mojarra frita',
    category: 'Platos fuertes',
    price: 36000,
    tax: 'Impoconsumo',
    addons: [
      ['Patacón', 4500],
      ['Arroz con coco', 5000],
    ],
  },
  { title: 'Lomo de cerdo en salsa', category: 'Platos fuertes', price: 32000, tax: 'Impoconsumo' },
  { title: 'Arroz con pollo', category: 'Platos fuertes', price: 24000, tax: 'Impoconsumo', variants: porciones },
  { title: 'Posta negra cartagenera', category: 'Platos fuertes', price: 38000, tax: 'Impoconsumo' },
  { title: 'Sobrebarriga a la criolla', category: 'Platos fuertes', price: 33000, tax: 'Impoconsumo' },
  {
    title: 'Tamal tolimense',
    category: 'Platos fuertes',
    price: 16000,
    tax: 'Impoconsumo',
    addons: [
      ['Chocolate', 4000],
      ['Arepa', 2500],
    ],
  },
  {
    title: 'Lechona',
    category: 'Platos fuertes',
    price: 22000,
    tax: 'Impoconsumo',
    variants: [
      ['Porción', 22000],
      ['Libra', 40000],
    ],
  },
  { title: 'Arepa de choclo', category: 'Arepas', price: 9000, tax: 'Impoconsumo', addons: extrasArepa },
  { title: 'Arepa de huevo', category: 'Arepas', price: 7000, tax: 'Impoconsumo', addons: extrasArepa },
  { title: 'Arepa rellena de carne', category: 'Arepas', price: 14000, tax: 'Impoconsumo', addons: extrasArepa },
  { title: 'Arepa con queso', category: 'Arepas', price: 6000, tax: 'Impoconsumo', addons: extrasArepa },
  {
    title: 'Arepa mixta',
    category: 'Arepas',
    price: 16000,
    tax: 'Impoconsumo',
    variants: [
      ['Pollo y carne', 16000],
      ['Pollo y chorizo', 17000],
    ],
    addons: extrasArepa,
  },
  { title: 'Limonada de coco', category: 'Bebidas', price: 9000, tax: 'Impoconsumo', variants: tamanos },
  {
    title: 'Jugo de lulo',
    category: 'Bebidas',
    price: 7000,
    tax: 'Impoconsumo',
    variants: [
      ['En agua', 6000],
      ['En leche', 7500],
    ],
  },
  {
    title: 'Jugo de mora',
    category: 'Bebidas',
    price: 7000,
    tax: 'Impoconsumo',
    variants: [
      ['En agua', 6000],
      ['En leche', 7500],
    ],
  },
  { title: 'Aguapanela con limón', category: 'Bebidas', price: 4000, tax: 'Impoconsumo' },
  {
    title: 'Gaseosa',
    category: 'Bebidas',
    price: 5000,
    tax: 'IVA',
    variants: [
      ['Personal', 5000],
      ['Litro y medio', 9000],
    ],
  },
  { title: 'Cerveza nacional', category: 'Bebidas', price: 7000, tax: 'IVA' },
  { title: 'Agua en botella', category: 'Bebidas', price: 4000, tax: 'IVA' },
  { title: 'Café tinto', category: 'Bebidas', price: 2500, tax: null },
  {
    title: 'Chocolate santafereño',
    category: 'Bebidas',
    price: 8000,
    tax: 'Impoconsumo',
    addons: [
      ['Queso', 2500],
      ['Almojábana', 3000],
    ],
  },
  { title: 'Postre de natas', category: 'Postres', price: 9000, tax: 'Impoconsumo' },
  { title: 'Arroz con leche', category: 'Postres', price: 7000, tax: 'Impoconsumo', addons: [['Canela extra', 500]] },
  { title: 'Brevas con arequipe', category: 'Postres', price: 10000, tax: 'Impoconsumo', addons: [['Queso', 2500]] },
  { title: 'Tres leches', category: 'Postres', price: 11000, tax: 'Impoconsumo' },
  {
    title: 'Obleas con arequipe',
    category: 'Postres',
    price: 6000,
    tax: 'Impoconsumo',
    addons: [
      ['Queso rallado', 1500],
      ['Mora', 1500],
    ],
  },
];

export const DEMO_CUSTOMERS = [
  {
    phone: '3001234567',
    name: 'María Fernanda Gómez',
    email: 'mafe.gomez@example.com',
    gender: 'female',
    birth_date: '1990-04-12',
  },
  {
    phone: '3109876543',
    name: 'Juan Camilo Restrepo',
    email: 'juanca@example.com',
    gender: 'male',
    birth_date: '1985-11-03',
  },
  { phone: '3205551234', name: 'Luisa Martínez', email: null, gender: 'female', birth_date: null },
  {
    phone: '3157778899',
    name: 'Andrés Felipe Ruiz',
    email: 'andres.ruiz@example.com',
    gender: 'male',
    birth_date: '1998-01-25',
  },
];

export const DEMO_USERS = [
  {
    username: 'cajero',
    name: 'Carolina Cajera',
    designation: 'Cajera',
    scope: 'DASHBOARD,POS,ORDERS,INVOICES,CUSTOMERS,VIEW_RESERVATIONS',
  },
  { username: 'mesero', name: 'Mateo Mesero', designation: 'Mesero', scope: 'POS,ORDERS,RESERVATIONS' },
  { username: 'cocina', name: 'Camila Cocinera', designation: 'Jefe de cocina', scope: 'KITCHEN' },
];
