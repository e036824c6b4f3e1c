// A link to pass on (an invitation, a cut to help with, a year in review): copied to the clipboard
// where the browser lets the page (https, a recent web-view), else selected in the field that shows
// it, for the visitor to copy by hand (press and hold on a phone, the copy command elsewhere).

/** The browser's clipboard (tests give their own); null or missing: the page has none. */
export type LinkClipboard = Pick<Clipboard, 'writeText'> | null | undefined;

/** Copies `text`; false where there is no clipboard API or the browser refuses. */
export async function copyText(
  text: string,
  clipboard: LinkClipboard = navigator.clipboard,
): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Brings the field showing the link into view, focused and all of it selected. */
export function selectLink(field: HTMLInputElement | null): void {
  if (!field) return;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- test DOMs and old WebViews may lack it
  field.scrollIntoView?.({ block: 'center' });
  field.focus();
  field.select();
}

/** Copies `text`, or where it cannot, selects it in `field` to copy by hand; whether it copied. */
export async function copyOrSelect(text: string, field: HTMLInputElement | null): Promise<boolean> {
  const copied = await copyText(text);
  if (!copied) selectLink(field);
  return copied;
}
