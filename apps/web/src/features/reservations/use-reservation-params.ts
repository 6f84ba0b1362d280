import { useSearchParams } from 'react-router';
import { parseDateFilter, type DateFilterValue } from '../../components/date-filter';

/**
 * The date filter (?type&from&to) and the search (?q) of the reservation list, kept in the URL so a
 * reload or the back button returns to the same list. A search looks over all dates, so choosing a
 * date filter ends it; each change is a new history entry.
 */
export function useReservationParams() {
  const [params, setParams] = useSearchParams();
  const filter = parseDateFilter(params);
  const q = (params.get('q') ?? '').trim();

  const setFilter = (next: DateFilterValue) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set('type', next.type);
      for (const key of ['from', 'to'] as const) {
        if (next.type === 'custom') p.set(key, next[key]);
        else p.delete(key);
      }
      p.delete('q');
      return p;
    });

  const setSearch = (text: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (text) p.set('q', text);
      else p.delete('q');
      return p;
    });

  return { filter, q, setFilter, setSearch };
}
