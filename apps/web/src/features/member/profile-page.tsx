import { maskPhone } from '@panalo/contract/phone'
import type { UserOther } from '@panalo/contract/user-info'
import { useState, type FormEvent } from 'react'

import { useKycQuery } from '../../api/queries/use-kyc-query.ts'
import { useMeQuery } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorField, errorMessage } from '../../lib/error-message.ts'
import { PATHS } from '../../lib/paths.ts'
import { Avatar } from '../../ui/avatar.tsx'
import { Button } from '../../ui/button.tsx'
import { FormError, TextField } from '../../ui/field.tsx'
import { MenuItem, MenuLink, MenuList } from '../../ui/menu-list.tsx'
import { PageSkeleton, SkeletonLines } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useUpdateUserOtherMutation, useUserOtherQuery } from './api/use-user-other-query.ts'
import styles from './member.module.css'

/** /member/profile: the player's account at a glance, and their personal details. */
export function ProfilePage() {
  const { t } = useTranslation()
  const me = useMeQuery()
  const other = useUserOtherQuery()
  const kyc = useKycQuery()
  if (!me.data) return <PageSkeleton />
  const user = me.data
  return (
    <div className={styles.page} data-testid="profile-page">
      <MenuList>
        <MenuLink
          to={PATHS.memberProfileInfo}
          icon={<Avatar avatar={user.avatar} size={32} />}
          label={user.nickname}
          value={t('member.edit')}
        />
        <MenuItem label="ID" value={user.id} />
        <MenuLink
          to={PATHS.authBind}
          label={t('member.phone')}
          value={user.mobile ? maskPhone(user.mobile) : t('member.notBound')}
        />
        <MenuLink
          to={PATHS.authSetPassword}
          label={t('member.password')}
          value={user.hasPassword ? t('member.passwordSet') : t('member.passwordNotSet')}
        />
        <MenuLink
          to={PATHS.memberProfileKyc}
          label={t('kyc.profileRow')}
          value={kyc.data ? t(`kyc.states.${kyc.data.state}`) : ''}
        />
      </MenuList>
      <h2 className={styles.sectionTitle}>{t('member.personalDetails')}</h2>
      <p className={styles.muted}>{t('member.personalHint')}</p>
      {other.data ? <PersonalDetailsForm initial={other.data} /> : <SkeletonLines lines={4} />}
    </div>
  )
}

function PersonalDetailsForm({ initial }: { initial: UserOther }) {
  const { t } = useTranslation()
  const save = useUpdateUserOtherMutation()
  const [details, setDetails] = useState(initial)
  const field = errorField(save.error)
  const set = (name: keyof UserOther) => (event: { target: { value: string } }) =>
    setDetails({ ...details, [name]: event.target.value })

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const saved = await save.mutateAsync(details).catch(() => undefined)
    if (saved) showToast(t('member.saved'), 'success')
  }

  const fieldError = (name: keyof UserOther) => (field === name ? errorMessage(t, save.error) : undefined)
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      data-testid="personal-details"
    >
      <TextField
        label={t('member.fullName')}
        name="fullName"
        autoComplete="name"
        value={details.fullName}
        onChange={set('fullName')}
        maxLength={100}
        error={fieldError('fullName')}
      />
      <TextField
        label={t('member.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={details.email}
        onChange={set('email')}
        maxLength={254}
        error={fieldError('email')}
      />
      <TextField
        label={t('member.address')}
        name="address"
        autoComplete="street-address"
        value={details.address}
        onChange={set('address')}
        maxLength={300}
        error={fieldError('address')}
      />
      <TextField
        label={t('member.occupation')}
        name="occupation"
        value={details.occupation}
        onChange={set('occupation')}
        maxLength={100}
        error={fieldError('occupation')}
      />
      <TextField
        label={t('member.sourceOfFunds')}
        name="sourceOfFunds"
        value={details.sourceOfFunds}
        onChange={set('sourceOfFunds')}
        maxLength={100}
        error={fieldError('sourceOfFunds')}
      />
      <TextField
        label={t('member.nationality')}
        name="nationality"
        value={details.nationality}
        onChange={set('nationality')}
        maxLength={60}
        error={fieldError('nationality')}
      />
      <FormError message={save.error && !field ? errorMessage(t, save.error) : undefined} />
      <Button type="submit" block loading={save.isPending}>
        {t('member.save')}
      </Button>
    </form>
  )
}
