import { useEffect, useState } from 'react';

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
  const [city, setCity] = useState<LinkCity | null>(null);
  useEffect(() => {
    if (!cityName) return;
    let live = true;
    void import('@freight/contract/regions/index').then(({ cityCodeByName, findCity }) => {
      const code = cityCodeByName(cityName);
      const match = code ? findCity(code) : null;
      if (live && match)
        setCity({ code: match.city.code, name: match.city.name.replace(/市$/, '') });
    });
    return () => {
      live = false;
    };
  }, [cityName]);
  return cityName ? city : null;
}
