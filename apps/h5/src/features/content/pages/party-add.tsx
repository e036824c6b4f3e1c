import { PARTY_POST } from '@freight/contract/endpoints/party-values';
import { useState } from 'react';
import { Link } from '@/lib/routing/router';
import { refusalAt } from '@/components/form/field-refusals';
import { useFieldRules } from '@/components/form/field-rules';
import { EMPTY_PHOTO_SLOTS, photoKeysOf } from '@/components/form/photo-slots';
import { PostForm, PostSent } from '@/components/form/post-form';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { useSession } from '@/lib/identity/session';
import { useSubmitPartyPost } from '../api/party';
import { postPath } from '../components/party-parts';
import { usePartyI18n } from '../i18n/catalogue';

type Field = 'title' | 'text' | 'photos' | 'form';
type Errors = Partial<Record<Field, string>>;

/** Where the server's refusal of a request field is shown on the form. */
const FIELD_OF = { title: 'title', text: 'text', photoKeys: 'photos' } as const satisfies Record<
  string,
  Field
>;

const EMPTY = {
  title: '',
  text: '',
  ...EMPTY_PHOTO_SLOTS,
};

export default function PartyAddPage() {
  const { t } = usePartyI18n();
  // Drivers and shippers alike may post: a visitor logs in as a driver unless already a shipper.
  const userType = useSession().data?.userType ?? 3;
  const [sent, setSent] = useState<number | null>(null);
  return (
    <PageFrame>
      <LoginGate userType={userType} heading={t('party.form.gate')}>
        {() => (sent === null ? <PartyPostForm onSent={setSent} /> : <Sent id={sent} />)}
      </LoginGate>
    </PageFrame>
  );
}

function PartyPostForm({ onSent }: { onSent: (id: number) => void }) {
  const { t } = usePartyI18n();
  const rule = useFieldRules();
  const submit = useSubmitPartyPost();
  const form = useForm<typeof EMPTY, Field>({
    draft: 'party-post',
    initial: EMPTY,
    refusal: refusalAt(FIELD_OF),
    check: (draft) => {
      const title = draft.title.trim();
      const text = draft.text.trim();
      const found: Errors = {};
      if (title.length < PARTY_POST.titleMin || title.length > PARTY_POST.titleMax) {
        found.title = rule('party.title');
      }
      if (text.length < PARTY_POST.textMin || text.length > PARTY_POST.textMax) {
        found.text = rule('party.text');
      }
      return found;
    },
    send: async (draft, { requestId }) => {
      const photoKeys = photoKeysOf(draft);
      const post = {
        title: draft.title.trim(),
        text: draft.text.trim(),
        ...(photoKeys.length > 0 ? { photoKeys } : {}),
      };
      const answer = await submit.mutateAsync({ ...post, requestId: requestId(post) });
      onSent(answer.id);
    },
  });
  const { values: draft, set: update, errors, edited } = form;

  return (
    <PostForm
      hint={t('party.form.hint')}
      photos={{
        draft,
        update: edited('photos', update),
        label: (n) => t('party.form.photo', { n }),
        error: errors.photos,
      }}
      onSend={form.submit}
      busy={form.busy}
      submitLabel={t('party.form.submit')}
      busyLabel={t('party.form.submitting')}
      error={errors.form ?? null}
    >
      <TextField
        label={t('party.form.title')}
        maxLength={PARTY_POST.titleMax}
        value={draft.title}
        onChange={edited('title', (title: typeof draft.title) => update({ title }))}
        error={errors.title}
      />
      <TextAreaField
        label={t('party.form.text')}
        hint={t('party.form.text.hint')}
        maxLength={PARTY_POST.textMax}
        rows={8}
        value={draft.text}
        onChange={edited('text', (text: typeof draft.text) => update({ text }))}
        error={errors.text}
      />
    </PostForm>
  );
}

function Sent({ id }: { id: number }) {
  const { t } = usePartyI18n();
  return (
    <PostSent title={t('party.sent.title')} text={t('party.sent.text')}>
      <Link className="fy-button fy-button--primary" to={postPath(id)}>
        {t('party.sent.view')}
      </Link>
      <Link className="fy-button" to="/operate/partyBuilding">
        {t('party.backToList')}
      </Link>
    </PostSent>
  );
}
