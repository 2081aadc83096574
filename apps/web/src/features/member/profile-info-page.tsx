import { AVATAR_COUNT } from '@panalo/contract/account-rules'
import { SOCIAL_LOGIN, type SocialLogin } from '@panalo/contract/enums'
import { maskPhone } from '@panalo/contract/phone'
import type { UserInfo } from '@panalo/contract/user-info'
import { useState, type FormEvent } from 'react'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useMeQuery } from '../../api/queries/use-me-query.ts'
import { useSocialStartMutation } from '../../api/queries/use-social-start.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { isReauth, useFreshProof } from '../../lib/fresh-proof.ts'
import { PATHS } from '../../lib/paths.ts'
import { Avatar } from '../../ui/avatar.tsx'
import { Button } from '../../ui/button.tsx'
import { FormError, TextField } from '../../ui/field.tsx'
import { FreshProofFields } from '../../ui/fresh-proof-fields.tsx'
import { MenuItem, MenuLink, MenuList } from '../../ui/menu-list.tsx'
import { PageSkeleton } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useUpdateProfileMutation } from './api/use-update-profile-mutation.ts'
import styles from './member.module.css'

/** /member/profile/info: nickname, avatar from the built-in set, phone, and linked sign-in accounts. */
export function ProfileInfoPage() {
  const me = useMeQuery()
  return me.data ? <ProfileInfo user={me.data} /> : <PageSkeleton />
}

function ProfileInfo({ user }: { user: UserInfo }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const update = useUpdateProfileMutation()
  const [nickname, setNickname] = useState(user.nickname)

  async function handleSaveNickname(event: FormEvent) {
    event.preventDefault()
    const saved = await update.mutateAsync({ nickname }).catch(() => undefined)
    if (saved) showToast(t('member.saved'), 'success')
  }

  const lengths = config?.lengths.username
  return (
    <div className={styles.page} data-testid="profile-info-page">
      <form className={styles.form} onSubmit={(event) => void handleSaveNickname(event)} noValidate>
        <TextField
          label={t('member.nickname')}
          name="nickname"
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          maxLength={lengths?.max}
          hint={lengths && t('member.nicknameHint', { min: lengths.min, max: lengths.max })}
          error={
            update.error && update.variables?.nickname !== undefined
              ? errorMessage(t, update.error)
              : undefined
          }
        />
        <Button
          type="submit"
          variant="secondary"
          loading={update.isPending && update.variables?.nickname !== undefined}
        >
          {t('member.save')}
        </Button>
      </form>

      <h2 className={styles.sectionTitle}>{t('member.chooseAvatar')}</h2>
      <ul className={styles.avatars}>
        {Array.from({ length: AVATAR_COUNT }, (_, index) => index + 1).map((avatar) => (
          <li key={avatar}>
            <button
              type="button"
              className={styles.avatarChoice}
              aria-pressed={user.avatar === avatar}
              onClick={() => update.mutate({ avatar })}
            >
              <Avatar avatar={avatar} size={56} />
            </button>
          </li>
        ))}
      </ul>

      <MenuList>
        <MenuLink
          to={PATHS.authBind}
          label={t('member.phone')}
          value={user.mobile ? maskPhone(user.mobile) : t('member.notBound')}
        />
      </MenuList>
      <LinkedAccounts user={user} />
    </div>
  )
}

function LinkedAccounts({ user }: { user: UserInfo }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const start = useSocialStartMutation()
  const freshProof = useFreshProof()
  const enabled = config?.socialLogin
  const providers: { id: SocialLogin; on: boolean; label: string; name: string }[] = [
    { id: SOCIAL_LOGIN.google, on: enabled?.google ?? false, label: t('auth.google'), name: user.googleName },
    {
      id: SOCIAL_LOGIN.facebook,
      on: enabled?.facebook ?? false,
      label: t('auth.facebook'),
      name: user.facebookName,
    },
    { id: SOCIAL_LOGIN.line, on: enabled?.line ?? false, label: t('auth.line'), name: user.lineName },
  ]
  const shown = providers.filter((provider) => provider.on || provider.name)
  if (shown.length === 0) return null
  return (
    <>
      <h2 className={styles.sectionTitle}>{t('member.linkedAccounts')}</h2>
      <MenuList>
        {shown.map((provider) => (
          <MenuItem
            key={provider.id}
            label={provider.label}
            value={provider.name ? `${t('member.linked')}: ${provider.name}` : undefined}
          >
            {!provider.name && (
              <Button
                size="sm"
                variant="secondary"
                loading={start.isPending && start.variables.provider === provider.id}
                onClick={() =>
                  void start
                    .mutateAsync({
                      provider: provider.id,
                      purpose: 'bind',
                      redirect: PATHS.memberProfileInfo,
                      ...freshProof.input,
                    })
                    .catch(freshProof.catchReauth)
                }
              >
                {t('member.link')}
              </Button>
            )}
          </MenuItem>
        ))}
      </MenuList>
      {freshProof.asked && (
        <FreshProofFields user={user} value={freshProof.proof} onChange={freshProof.setProof} />
      )}
      <FormError message={start.error && !isReauth(start.error) ? errorMessage(t, start.error) : undefined} />
    </>
  )
}
