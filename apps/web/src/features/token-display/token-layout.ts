/**
 * How many tokens fit a column and how big they print. Sizes are in viewport units so the same
 * screen reads from across the room on a 1080p or a 4K TV; with few tokens they are huge (a token
 * is about 15 cm tall on a 42" TV with up to four), and they shrink only as the column fills.
 */
export type TokenTier = { columns: number; fontSize: string };

const TIERS: readonly (TokenTier & { upTo: number })[] = [
  { upTo: 4, columns: 2, fontSize: 'min(20vh, 12vw)' },
  { upTo: 9, columns: 3, fontSize: 'min(15vh, 8vw)' },
  { upTo: 16, columns: 4, fontSize: 'min(10.5vh, 6vw)' },
];
// Widths allow three-digit tokens per cell; heights allow the rows of a full column.
const LAST: TokenTier & { upTo: number } = { upTo: 25, columns: 5, fontSize: 'min(8vh, 4.6vw)' };

/** The most a column shows; older ones are summed up as "y N más". */
export const MAX_TOKENS_SHOWN = LAST.upTo;

export function tokenTier(count: number): TokenTier {
  const { columns, fontSize } = TIERS.find((t) => count <= t.upTo) ?? LAST;
  return { columns, fontSize };
}
