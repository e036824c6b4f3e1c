import type { Province } from '@freight/contract/regions/index';
import { useEffect, useState } from 'react';

/**
 * The offline province and city list (about 3 KiB gzip), loaded when a page first needs it
 * (`needed`).
 */
export function useRegions(needed = true): readonly Province[] | null {
  const [regions, setRegions] = useState<readonly Province[] | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void import('@freight/contract/regions/index').then(
      (module) => live && setRegions(module.REGIONS),
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return regions;
}
