import { cartLine, type PosCatalogue } from '../fixtures/pos.js';

/** One stored line as the load tests expect it: [item, variant, quantity, unit price, line total, tax, add-ons]. */
export type ExpectedLine = [number, number | null, number, number, number, number, number[]];

/**
 * A cart the load tests send, with what the server must store for it worked out by hand from
 * seedPosCatalogue's prices (centavos), never by the pricing code under test. `pesos` is what a
 * paying client sends as netTotal / taxTotal / total.
 */
export type LoadCart = {
  name: string;
  cart: ReturnType<typeof cartLine>[];
  lines: ExpectedLine[];
  itemTotal: number;
  taxTotal: number;
  total: number;
  pesos: { netTotal: number; taxTotal: number; total: number };
};

export function loadCarts(c: PosCatalogue): LoadCart[] {
  const { burger, lemonade, bread, water } = c.items;
  const { burgerDouble } = c.variants;
  const { cheese, bacon } = c.addons;
  return [
    {
      // 28.000 + 3.000, IVA 19 % on top: 5.890
      name: 'doble con queso',
      cart: [cartLine(burger, 1, { variant_id: burgerDouble, addons_ids: [cheese] })],
      lines: [[burger, burgerDouble, 1, 3_100_000, 3_100_000, 589_000, [cheese]]],
      itemTotal: 3_100_000,
      taxTotal: 589_000,
      total: 3_689_000,
      pesos: { netTotal: 31_000, taxTotal: 5_890, total: 36_890 },
    },
    {
      // 35.500 × 2 + 19 % on top; 27.000 with 8 % inside (2.000); 3,33 untaxed; 4.000 untaxed
      name: 'mesa completa',
      cart: [
        cartLine(burger, 2, { variant_id: burgerDouble, addons_ids: [cheese, bacon], notes: 'sin cebolla' }),
        cartLine(lemonade, 3),
        cartLine(bread, 1),
        cartLine(water, 1),
      ],
      lines: [
        [burger, burgerDouble, 2, 3_550_000, 7_100_000, 1_349_000, [cheese, bacon]],
        [lemonade, null, 3, 900_000, 2_700_000, 200_000, []],
        [bread, null, 1, 333, 333, 0, []],
        [water, null, 1, 400_000, 400_000, 0, []],
      ],
      itemTotal: 10_200_333,
      taxTotal: 1_549_000,
      total: 11_549_333,
      pesos: { netTotal: 100_003.33, taxTotal: 15_490, total: 115_493.33 },
    },
    {
      name: 'dos aguas',
      cart: [cartLine(water, 2)],
      lines: [[water, null, 2, 400_000, 800_000, 0, []]],
      itemTotal: 800_000,
      taxTotal: 0,
      total: 800_000,
      pesos: { netTotal: 8_000, taxTotal: 0, total: 8_000 },
    },
    {
      // 27.000 with 8 % inside (2.000) and 4.000 untaxed
      name: 'limonadas y agua',
      cart: [cartLine(lemonade, 3), cartLine(water, 1)],
      lines: [
        [lemonade, null, 3, 900_000, 2_700_000, 200_000, []],
        [water, null, 1, 400_000, 400_000, 0, []],
      ],
      itemTotal: 3_100_000,
      taxTotal: 200_000,
      total: 3_100_000,
      pesos: { netTotal: 29_000, taxTotal: 2_000, total: 31_000 },
    },
    {
      // 20.000 + 19 % on top (3.800); three breads of 3,33 untaxed
      name: 'sencilla con pan',
      cart: [cartLine(burger, 1), cartLine(bread, 3)],
      lines: [
        [burger, null, 1, 2_000_000, 2_000_000, 380_000, []],
        [bread, null, 3, 333, 999, 0, []],
      ],
      itemTotal: 2_000_999,
      taxTotal: 380_000,
      total: 2_380_999,
      pesos: { netTotal: 20_009.99, taxTotal: 3_800, total: 23_809.99 },
    },
  ];
}
