// A user's post sent for an operator's review (party posts, road reports; docs/decisions/029, last
// section): the form's frame and the card once it is sent, the same for every kind. The page keeps
// its own fields, their state and the checks; this draws what the kinds share around them.

import type { FormEvent, ReactNode } from 'react';
import { FormError } from './form-error';
import { PhotoSlots, type PhotoSlotsProps } from './photo-slots';
import { SubmitButton } from './submit-button';
import '@/components/button-link.css';
import './form.css';

export interface PostFormProps {
  /** What the post is for and who reads it first: the line above the fields. */
  hint: string;
  /** The kind's own fields, in order, above the photos. */
  children: ReactNode;
  /** Up to three photos, kept with the draft. */
  photos: PhotoSlotsProps;
  /** Sends the post (the page's single flight). */
  onSend: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The refusal that belongs to no field, if any. */
  error: string | null;
}

/** The form of a post: the hint, the kind's fields, the photos, the send button, the refusal. */
export function PostForm({
  hint,
  children,
  photos,
  onSend,
  busy,
  submitLabel,
  busyLabel,
  error,
}: PostFormProps) {
  return (
    <form
      className="fy-card fy-form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSend();
      }}
      noValidate
    >
      <p>{hint}</p>
      {children}
      <PhotoSlots {...photos} />
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
      <FormError text={error} />
    </form>
  );
}

/** The card once a post is sent: it waits for review; `children` are the ways on (links). */
export function PostSent({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="fy-card" role="status">
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </section>
  );
}
