import { useState } from 'react';
import { useI18n } from '@/lib/i18n/i18n';
import { useSingleFlight } from '@/lib/actions/single-flight';
import type { Locale } from '@/lib/i18n/i18n';
import { useSendKey } from './use-send-key';
import { forgetDraft, restoreDraft, saveDraft } from './draft-storage';

// The one owner of a form's state (docs/decisions/008): its values (kept for the tab when the form
// names a draft), its errors by field, and its send: the client's rules first, one send per tap
// while it runs, the server's refusal of a field at that field, the rest under the button, and the
// draft forgotten once sent. Every form of the H5 goes through it (form-owner.test.ts keeps it so).

/** A form's errors by field; `form` for what no one field shows (FormError under the button). */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

export interface FormSpec<V extends object, F extends string> {
  /** The values of an empty form (or of a record being edited). */
  initial: V;
  /**
   * Kept for the tab under this name (session storage), so leaving the form (an agreement opened
   * from it, the web-view reloaded from the background) and coming back finds it again; forgotten
   * once sent. Also names the send's idempotency key (`requestId` below).
   */
  draft?: string;
  /** The text values the draft keeps; all of them when not given (not an SMS code, nor a tick). */
  keep?: readonly (keyof V & string)[];
  /** The client's rules: the errors found; the form is sent when none of them says anything. */
  check?: (values: V) => FormErrors<F>;
  /**
   * Sends the form; throws when the request fails. It may answer errors found on the way (an ID
   * number a check refused): they are shown and the form counts as not sent.
   */
  send: (values: V, key: SendTools) => Promise<FormErrors<F> | void> | FormErrors<F> | void;
  /**
   * Where the server's refusal of request fields is shown: `refusalAt(FIELD_OF)` (field-rules.ts,
   * request field → form field). A function, so a form without one (the login, on every gated
   * page) does not carry the rules' wording.
   */
  refusal?: (failure: unknown, locale: Locale) => FormErrors<F> | null;
  /** A failure that names no field, in words; by default the request's own message. */
  failure?: (failure: unknown) => FormErrors<F>;
}

export interface SendTools {
  /** The idempotency key to send `content` with: the same while the content is the same. */
  requestId: (content: unknown) => string;
}

export interface Form<V extends object, F extends string> {
  values: V;
  /** Changes values (saved to the draft); errors stay. */
  set: (patch: Partial<V>) => void;
  /** The setter of one value that also takes `field`'s error away (the value's own by default). */
  edit: <K extends keyof V & string>(key: K, field?: F) => (value: V[K]) => void;
  /** Any setter that also takes `field`'s error away: once changed, its old error is stale. */
  edited: <T>(field: F, set: (value: T) => void) => (value: T) => void;
  errors: FormErrors<F>;
  setErrors: (errors: FormErrors<F> | ((current: FormErrors<F>) => FormErrors<F>)) => void;
  /** The send is running: the button is busy and a second tap does nothing. */
  busy: boolean;
  /** Send was tapped at least once (a form that judges its values live shows its rules from then). */
  tried: boolean;
  /** The form's submit handler (`<form onSubmit={form.submit}>`). */
  submit: (event?: { preventDefault: () => void }) => void;
  /** Forgets the draft and goes back to the initial values. */
  clear: () => void;
}

const said = (errors: object) => Object.values(errors).some(Boolean);
const asForm = (failure: unknown) => ({
  form: failure instanceof Error ? failure.message : String(failure),
});

// Written small: the login gate puts this hook on the path of most pages (their 80 KiB budget).
export function useForm<V extends object, F extends string = never>(
  spec: FormSpec<V, F>,
): Form<V, F> {
  const { locale } = useI18n();
  const { draft = '', keep, initial } = spec;
  /** The values the draft keeps: text ones, those named in `keep` when it names them. */
  const kept = (values: V) =>
    Object.fromEntries(
      Object.entries(values).filter(
        ([name, value]) => typeof value === 'string' && (!keep || keep.includes(name as never)),
      ),
    ) as Record<string, string>;
  const [values, setValues] = useState<V>(() =>
    draft ? { ...initial, ...restoreDraft(draft, kept(initial)) } : initial,
  );
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [tried, setTried] = useState(false);
  const sendKey = useSendKey(draft);

  const set = (patch: Partial<V>) =>
    setValues((current) => {
      const next = { ...current, ...patch };
      if (draft) saveDraft(draft, kept(next));
      return next;
    });
  const clear = () => {
    forgetDraft(draft);
    setValues(initial);
  };
  const edited =
    <T>(field: F, setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };
  const edit = <K extends keyof V & string>(key: K, field = key as unknown as F) =>
    edited(field, (value: V[K]) => set({ [key]: value } as unknown as Partial<V>));

  const flight = useSingleFlight(async () => {
    setTried(true);
    const found = spec.check ? spec.check(values) : {};
    setErrors(found);
    if (said(found)) return;
    try {
      const refused = await spec.send(values, { requestId: sendKey.for });
      if (refused && said(refused)) return setErrors(refused);
      // Sent: the next send is a new one, and what was typed is done with.
      sendKey.forget();
      if (draft) clear();
    } catch (failure) {
      setErrors(
        (spec.refusal && spec.refusal(failure, locale)) ||
          ((spec.failure || asForm)(failure) as FormErrors<F>),
      );
    }
  });
  const submit = (event?: { preventDefault: () => void }) => {
    if (event) event.preventDefault();
    flight.run();
  };

  return { values, set, edit, edited, errors, setErrors, busy: flight.busy, tried, submit, clear };
}
