import type { MenuItem } from '@comandero/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { TextField } from '../../components/text-field';
import { printersText } from '../../i18n/printers';
import { matchesTitle } from '../../lib/text-search';
import { ChoiceChips } from '../../components/choice-chips';

const t = printersText.stations;
/** Chips shown at once; a menu of hundreds is reached through the search box. */
const SHOWN = 24;

export type ItemChoicesProps = {
  items: readonly MenuItem[];
  /** The station's categories: their items already print here, which the chips say. */
  categoryIds: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
};

/** Single items routed to the station: the chosen ones first, then the search's matches. */
export function ItemChoices({ items, categoryIds, selected, onToggle }: ItemChoicesProps) {
  const [query, setQuery] = useState('');
  const chosen = items.filter((item) => selected.has(item.id));
  // In menu order, so a chip stays where it was when it is ticked or unticked under the finger.
  let unticked = 0;
  let hidden = 0;
  const shown = items.filter((item) => {
    if (selected.has(item.id)) return true;
    if (!matchesTitle(item.title, query)) return false;
    if (unticked === SHOWN) {
      hidden += 1;
      return false;
    }
    unticked += 1;
    return true;
  });

  return (
    <ChoiceChips
      legend={
        <>
          {t.items}
          {chosen.length > 0 ? (
            <span className="font-normal text-stone-500"> · {t.selected(chosen.length)}</span>
          ) : null}
        </>
      }
      hint={t.itemsHint}
      before={
        <TextField
          aria-label={t.itemsSearch}
          placeholder={t.itemsSearch}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          trailing={<IconSearch size={18} className="mr-3 text-stone-400" aria-hidden />}
        />
      }
      choices={shown.map((item) => ({
        id: item.id,
        label: item.title,
        note: item.category_id !== null && categoryIds.has(item.category_id) ? t.inCategory : undefined,
      }))}
      selected={selected}
      onToggle={onToggle}
      empty={t.itemsNoMatch}
      after={hidden > 0 ? <p className="text-sm text-stone-500">{t.itemsMore(hidden)}</p> : null}
    />
  );
}
