import { useSearchParams } from 'react-router';

/**
 * Page and search of the customer list, kept in the URL (?page=2&q=ana) so a reload or the back
 * button returns to the same place. Each change is a new history entry.
 */
export function useCustomerParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const filter = (params.get('q') ?? '').trim();

  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  return {
    page,
    filter,
    setPage: (n: number) => update({ page: n > 1 ? String(n) : null }),
    /** A new search starts on its first page. */
    setFilter: (text: string) => update({ q: text, page: null }),
    /** A page past the end (the last row of the last page was deleted) becomes the last page, in place. */
    clampPage: (pages: number) => update({ page: pages > 1 ? String(pages) : null }, true),
  };
}
