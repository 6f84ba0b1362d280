import type { KitchenStationsResponse } from '@comandero/contracts';
import { Select } from '../../components/select';
import { kitchenText } from '../../i18n/kitchen';

export type StationPickerProps = {
  stations: KitchenStationsResponse;
  value: number | null;
  onChange: (station: number | null) => void;
};

/** Which station this screen shows; "Todas" shows every line, as before stations (issue 21). */
export function StationPicker({ stations, value, onChange }: StationPickerProps) {
  const options = [
    { value: 'all', label: kitchenText.allStations },
    ...stations.map((s) => ({ value: String(s.id), label: s.name })),
  ];
  return (
    <Select
      aria-label={kitchenText.station}
      data-testid="station-picker"
      options={options}
      value={value === null ? 'all' : String(value)}
      onChange={(e) => onChange(e.target.value === 'all' ? null : Number(e.target.value))}
      className="h-12 min-w-44 text-base font-semibold"
    />
  );
}
