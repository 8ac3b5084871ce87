import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Input, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { User } from '@bazaar/contract';
import { FormField, FormPage, Toast, UserHeader } from '@bazaar/design-system';
import { sessionStore, useApi, useRefreshUser, useUser } from '../../lib';
import { useSubmit } from '../components/use-submit';
import { checkProfile } from '../validate';
import './account-forms.css';

const FIELDS = [
  { name: 'nickname', label: 'nickname', auto: 'nickname' },
  { name: 'family_name', label: 'familyName', auto: 'family-name' },
  { name: 'given_name', label: 'givenName', auto: 'given-name' },
  { name: 'real_name', label: 'realName', auto: 'name' },
  { name: 'mobile', label: 'mobile', auto: 'tel' },
] as const;
type Field = (typeof FIELDS)[number]['name'];

/** /profile: avatar upload (common/upload), nickname, names and mobile. */
export function ProfileScreen() {
  const { data: user } = useUser();
  if (!user) return <Skeleton.Paragraph lineCount={8} animated />;
  return <ProfileForm user={user} />;
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const refreshUser = useRefreshUser();
  const { run, refuse, busy } = useSubmit();
  const file = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<Record<Field, string>>(() => ({
    nickname: user.nickname,
    family_name: user.family_name,
    given_name: user.given_name,
    real_name: user.real_name,
    mobile: user.mobile,
  }));

  const saved = (next: User | undefined) => {
    if (!next) return;
    sessionStore.setUserInfo(next);
    void refreshUser();
    Toast.show({ content: t('profile.saved') });
  };

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    e.target.value = ''; // picking the same file again still fires change
    if (!picked) return;
    saved(await run(async () => api.user.profile({ avatar: (await api.content.upload(picked, picked.name)).url })));
  };

  const submit = async () => {
    if (refuse(checkProfile(form))) return;
    const body = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()]));
    saved(await run(() => api.user.profile(body)));
  };

  return (
    <div className="bz-account-page">
      <UserHeader
        avatar={user.avatar || undefined}
        name={user.nickname || user.username}
        subtitle={t('profile.changeAvatar')}
        onPress={() => file.current?.click()}
      />
      <input ref={file} type="file" accept="image/*" hidden onChange={upload} aria-label={t('profile.changeAvatar')} />
      <FormPage
        className="bz-account-form"
        onSubmit={submit}
        actions={
          <Button block color="primary" shape="rounded" size="large" type="submit" loading={busy}>
            {t('profile.save')}
          </Button>
        }
      >
        <FormField label={t('field.email')} htmlFor="profile-email">
          <Input id="profile-email" value={user.email} readOnly />
        </FormField>
        {FIELDS.map(({ name, label, auto }) => (
          <FormField key={name} label={t(`field.${label}`)} htmlFor={`profile-${name}`}>
            <Input
              id={`profile-${name}`}
              name={name}
              value={form[name]}
              autoComplete={auto}
              type={name === 'mobile' ? 'tel' : 'text'}
              onChange={(value) => setForm((f) => ({ ...f, [name]: value }))}
            />
          </FormField>
        ))}
      </FormPage>
    </div>
  );
}
