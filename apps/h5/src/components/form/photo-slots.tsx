import { PhotoField } from './photo-field';

// Up to three optional photos on a form whose draft is kept for the tab (`useSessionDraft`): each
// slot keeps the upload's key (what the request sends) and its address (to show it again after a
// reload). Party posts and road reports use it; a refusal of the photos shows at the first slot.

const SLOTS = [1, 2, 3] as const;

/** The draft fields of the three slots, empty: spread into a form's initial draft. */
export const EMPTY_PHOTO_SLOTS = {
  photo1: '',
  photo1Url: '',
  photo2: '',
  photo2Url: '',
  photo3: '',
  photo3Url: '',
};

export type PhotoSlotsDraft = typeof EMPTY_PHOTO_SLOTS;

/** The keys of the photos uploaded, in slot order, for the request. */
export function photoKeysOf(draft: PhotoSlotsDraft): string[] {
  return SLOTS.map((n) => draft[`photo${n}`]).filter(Boolean);
}

export interface PhotoSlotsProps {
  draft: PhotoSlotsDraft;
  update: (patch: Partial<PhotoSlotsDraft>) => void;
  /** The slot's label, in the page's words ("Photo 1 (optional)"). */
  label: (n: number) => string;
  error?: string | null;
}

export function PhotoSlots({ draft, update, label, error }: PhotoSlotsProps) {
  return SLOTS.map((n) => (
    <PhotoField
      key={n}
      label={label(n)}
      currentUrl={draft[`photo${n}Url`] || null}
      error={n === 1 ? error : null}
      onUploaded={(key, url) => update({ [`photo${n}`]: key, [`photo${n}Url`]: url })}
      onRemove={() => update({ [`photo${n}`]: '', [`photo${n}Url`]: '' })}
    />
  ));
}
