import { useRegionsModule } from './regions';

export interface LinkCity {
  code: string;
  /** As people say it: 苏州, not 苏州市. */
  name: string;
}

/**
 * The city a link names (`/adlaunch/.../苏州`), when it is a real city of the offline GB/T 2260
 * list; null for anything else, which is then never shown. Words from a link are not ours to
 * print: a page shows the city we know by that name, or nothing.
 */
export function useCityFromLink(cityName: string | undefined): LinkCity | null {
  // A list that could not load shows no city: the page reads well without one.
  const regions = useRegionsModule(Boolean(cityName)).data;
  if (!cityName || !regions) return null;
  const code = regions.cityCodeByName(cityName);
  const match = code ? regions.findCity(code) : null;
  return match ? { code: match.city.code, name: match.city.name.replace(/市$/, '') } : null;
}
